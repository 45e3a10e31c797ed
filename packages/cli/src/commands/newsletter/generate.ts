import { Readable } from 'node:stream';
import type { Command } from 'commander';
import type { CliContext, Deps } from '../../core/context';
import { checkWritable, writeFileAtomically } from '../../io/atomicFile';

export interface GenerateOptions {
  /** The alternative version (750 px, lead and exclusive segments), POST /api/newsletters/alternative. */
  alternative?: boolean | undefined;
  /** Also keep the generated HTML in this file (with --dry-run: the only place it goes). */
  out?: string | undefined;
  /** Render from the same data, print or write the HTML, publish nothing. */
  dryRun?: boolean | undefined;
}

export interface GenerateResult {
  /** The new record's id; null on a dry run (nothing was created). */
  id: number | null;
  variant: 'standard' | 'alternative';
  /** The file name the API gave (on a dry run: the one it announced for the next newsletter). */
  fileName: string;
  /** The static copy: {static}/nsl/{fileName}.html (on a dry run: where it would be). */
  url: string;
  file: string | null;
  /** True when nothing was published. */
  dryRun: boolean;
  /** A dry run without --out: the HTML itself (stdout carries it, or the JSON's `html`). */
  html?: string | undefined;
  /** A dry run: what the API would refuse in this newsletter (its Polish messages); empty when nothing. */
  problems?: string[] | undefined;
}

type Sdk = typeof import('@redakcja/api-sdk');
type Variant = GenerateResult['variant'];

/** What the panel's 'Wygeneruj html' would send, built from the newsletter data with no edits. */
async function prepare(variant: Variant, deps: Deps, sdk: Sdk) {
  const { signal } = deps;
  const data = await deps.api.newsletters.data({ signal });
  const state = sdk.fromNewsletter(data.newsletter);
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
  const payload =
    variant === 'alternative'
      ? {
          variant,
          body: sdk.toAlternativeNewsletterPayload({
            ...common,
            lead: state.lead,
            exclusive: state.exclusive,
          }),
        }
      : { variant, body: sdk.toNewsletterPayload(common) };
  return { data, html, payload };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

/** The contract's rules the API would check on the POST (e.g. an exclusive title over 255 characters). */
function problemsOf(payload: Prepared['payload'], sdk: Sdk): string[] {
  const checked =
    payload.variant === 'alternative'
      ? sdk.alternativeNewsletterPayloadSchema.safeParse(payload.body)
      : sdk.newsletterPayloadSchema.safeParse(payload.body);
  if (checked.success) return [];
  return checked.error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
}

/**
 * Generates the next newsletter as the panel's 'Wygeneruj html' does, with no edits: the newsletter
 * data and the last newsletter's banners, segments and offers, rendered by the panel's own renderer
 * (@redakcja/ui/newsletter), then sent to the API, which publishes /nsl/{fileName}.html. A dry run
 * stops before the POST: the HTML is exactly what would be sent, and nothing is created.
 */
export async function run(options: GenerateOptions, deps: Deps): Promise<GenerateResult> {
  const { signal } = deps;
  // A wrong --out must not be found after the newsletter is published.
  if (options.out) await checkWritable(options.out);
  const sdk = await import('@redakcja/api-sdk');
  const variant = options.alternative ? 'alternative' : 'standard';
  const { data, html, payload } = await prepare(variant, deps, sdk);
  const urlOf = (fileName: string) =>
    sdk.resolveLink(sdk.newsletterHtmlPath(fileName), deps.config.staticUrl);

  if (options.dryRun) {
    if (options.out) await writeFileAtomically(options.out, [Readable.from([html])], { signal });
    return {
      id: null,
      variant,
      fileName: data.fileName,
      url: urlOf(data.fileName),
      file: options.out ?? null,
      dryRun: true,
      ...(options.out ? {} : { html }),
      problems: problemsOf(payload, sdk),
    };
  }

  const answer =
    payload.variant === 'alternative'
      ? await deps.api.newsletters.generateAlternative(payload.body, { signal })
      : await deps.api.newsletters.generate(payload.body, { signal });
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
    url: urlOf(answer.fileName),
    file: options.out ?? null,
    dryRun: false,
  };
}

export function format(result: GenerateResult): string[] {
  if (result.dryRun) {
    return [`Dry run: ${result.fileName} (${result.variant}) rendered to ${result.file}; nothing published.`];
  }
  return [result.fileName, result.url, ...(result.file ? [`HTML also written to ${result.file}.`] : [])];
}

/** How a dry run reports: the HTML on stdout unless --out took it, the rest on stderr. */
function report(result: GenerateResult, deps: Deps): void {
  for (const problem of result.problems ?? [])
    deps.out.warn(`the API would refuse this newsletter: ${problem}`);
  if (deps.out.json || result.html === undefined) {
    deps.out.result(result, format);
    return;
  }
  deps.out.document(result.html);
  deps.out.info(`Dry run: ${result.fileName} (${result.variant}) rendered; nothing published.`);
}

export function register(group: Command, context: CliContext): void {
  group
    .command('generate')
    .description("render the next newsletter with the panel's renderer, send it, print its file name and URL")
    .option('--alternative', 'the alternative version (750 px, lead and exclusive segments)')
    .option('--out <file>', 'also write the generated HTML to this file')
    .option(
      '--dry-run',
      'render from the same data and print the HTML (or write it with --out); publish nothing',
    )
    .action(async (options: GenerateOptions) => {
      // A wrong --out is a usage error before logging in.
      if (options.out) await checkWritable(options.out);
      const deps = await context.deps();
      const result = await run(options, deps);
      if (result.dryRun) report(result, deps);
      else deps.out.result(result, format);
    });
}
