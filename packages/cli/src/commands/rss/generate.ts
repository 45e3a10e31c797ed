import { Readable } from 'node:stream';
import type { Command } from 'commander';
import type { CliContext, Deps } from '../../core/context';
import { checkWritable, writeFileAtomically } from '../../io/atomicFile';

export interface GenerateOptions {
  /** Write the server's answer (HTML) to this file instead of stdout. */
  out?: string | undefined;
}

export interface GenerateResult {
  /** The HTML the API answered (03 §2: shown as is). */
  html: string;
  file: string | null;
}

/** GET /api/rss/generate: the portal regenerates its RSS feed and answers an HTML report. */
export async function run(options: GenerateOptions, deps: Deps): Promise<GenerateResult> {
  if (options.out) await checkWritable(options.out);
  const html = await deps.api.rss.generate({ signal: deps.signal });
  if (options.out) await writeFileAtomically(options.out, [Readable.from([html])], { signal: deps.signal });
  return { html, file: options.out ?? null };
}

export function register(group: Command, context: CliContext): void {
  group
    .command('generate')
    .description(
      "regenerate the portal's RSS feed; prints the server's HTML report (or writes it with --out)",
    )
    .option('--out <file>', 'write the HTML report to this file')
    .action(async (options: GenerateOptions) => {
      // A wrong --out is a usage error before logging in.
      if (options.out) await checkWritable(options.out);
      const deps = await context.deps();
      const result = await run(options, deps);
      if (result.file) {
        deps.out.report(
          { file: result.file, bytes: Buffer.byteLength(result.html) },
          (value) => `RSS generated; the report is in ${value.file}.`,
        );
      } else {
        deps.out.result(result, (value) => value.html.replace(/\n$/, ''));
      }
    });
}
