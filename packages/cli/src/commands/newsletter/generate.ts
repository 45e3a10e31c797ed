import { Readable } from 'node:stream';
import type { Command } from 'commander';
import type { CliContext, Deps } from '../../core/context';
import { checkWritable, writeFileAtomically } from '../../io/atomicFile';

export interface GenerateOptions {
  /** The alternative version (750 px, lead and exclusive segments), POST /api/newsletters/alternative. */
  alternative?: boolean | undefined;
  /** Also keep the generated HTML in this file. */
  out?: string | undefined;
}

export interface GenerateResult {
  id: number | null;
  variant: 'standard' | 'alternative';
  fileName: string;
  /** The static copy: {static}/nsl/{fileName}.html. */
  url: string;
  file: string | null;
}

/**
 * Generates the next newsletter as the panel's 'Wygeneruj html' does, with no edits: the newsletter
 * data and the last newsletter's banners, segments and offers, rendered by the panel's own renderer
 * (@redakcja/ui/newsletter), then sent to the API, which publishes /nsl/{fileName}.html.
 */
export async function run(options: GenerateOptions, deps: Deps): Promise<GenerateResult> {
  const { signal } = deps;
  // A wrong --out must not be found after the newsletter is published.
  if (options.out) await checkWritable(options.out);
  const {
    fromNewsletter,
    newsletterHtmlPath,
    resolveLink,
    toAlternativeNewsletterPayload,
    toNewsletterPayload,
  } = await import('@redakcja/api-sdk');
  const variant = options.alternative ? 'alternative' : 'standard';
  const data = await deps.api.newsletters.data({ signal });
  const state = fromNewsletter(data.newsletter);
  const author =
    variant === 'alternative' && state.lead.author
      ? await deps.api.authors.full(state.lead.author, { signal })
      : null;
  const { NEWSLETTER_CSS, renderNewsletter, toNewsletterRenderData } = await import(
    '@redakcja/ui/newsletter'
  );
  const html = renderNewsletter(toNewsletterRenderData(data, state, data.jobOffers, author), {
    variant,
    siteUrl: deps.config.siteUrl,
    staticUrl: deps.config.staticUrl,
    product: deps.config.product,
  });
  const common = { html, css: NEWSLETTER_CSS, banners: state.banners, jobOffers: data.jobOffers };
  const answer =
    variant === 'alternative'
      ? await deps.api.newsletters.generateAlternative(
          toAlternativeNewsletterPayload({ ...common, lead: state.lead, exclusive: state.exclusive }),
          { signal },
        )
      : await deps.api.newsletters.generate(toNewsletterPayload(common), { signal });
  if (data.fileName && answer.fileName !== data.fileName) {
    deps.out.warn(
      `the API named the file ${answer.fileName}, not ${data.fileName} as announced: its 'ZOBACZ W PRZEGLĄDARCE' link points to the announced name`,
    );
  }
  if (options.out) await writeFileAtomically(options.out, [Readable.from([html])], { signal });
  return {
    id: answer.id ?? null,
    variant,
    fileName: answer.fileName,
    url: resolveLink(newsletterHtmlPath(answer.fileName), deps.config.staticUrl),
    file: options.out ?? null,
  };
}

export function format(result: GenerateResult): string[] {
  return [result.fileName, result.url, ...(result.file ? [`HTML also written to ${result.file}.`] : [])];
}

export function register(group: Command, context: CliContext): void {
  group
    .command('generate')
    .description("render the next newsletter with the panel's renderer, send it, print its file name and URL")
    .option('--alternative', 'the alternative version (750 px, lead and exclusive segments)')
    .option('--out <file>', 'also write the generated HTML to this file')
    .action(async (options: GenerateOptions) => {
      // A wrong --out is a usage error before logging in.
      if (options.out) await checkWritable(options.out);
      const deps = await context.deps();
      deps.out.result(await run(options, deps), format);
    });
}
