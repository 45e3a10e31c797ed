import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Rollup } from 'vite';

/** V8's explicit compile hint: every function of the file is compiled when the file is, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's compile hint on the first line of the built chunks that `hinted` picks, after they are
 * written (the minifier drops comments, so it cannot be a banner) and before they are compressed.
 * Without it V8 pre-parses a module's functions while streaming it and parses and compiles each again, on
 * the main thread, the first time it is called; a list's first load calls most of the functions of the
 * chunks on its path. The source map gains one empty line, so its positions stay right.
 */
export async function addCompileHints(
  dir: string,
  bundle: Rollup.OutputBundle,
  hinted: (chunk: Rollup.OutputChunk) => boolean,
): Promise<void> {
  const chunks = Object.values(bundle).filter(
    (file): file is Rollup.OutputChunk => file.type === 'chunk' && hinted(file),
  );
  await Promise.all(
    chunks.map(async (chunk) => {
      const path = join(dir, chunk.fileName);
      const code = await readFile(path, 'utf8');
      if (code.startsWith(COMPILE_HINT)) return;
      await writeFile(path, `${COMPILE_HINT}\n${code}`);
      const mapFile = chunk.sourcemapFileName ? join(dir, chunk.sourcemapFileName) : `${path}.map`;
      const map = JSON.parse(await readFile(mapFile, 'utf8')) as { mappings: string };
      map.mappings = `;${map.mappings}`;
      await writeFile(mapFile, JSON.stringify(map));
    }),
  );
}
