import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';

const BOOT_ENTRY = fileURLToPath(new URL('../boot/index.ts', import.meta.url));
const FRAME_PAGE_ENTRY = fileURLToPath(new URL('../shared/framePageEntry.ts', import.meta.url));

/**
 * index.html's inline script: src/boot/index.ts and what it imports (the panel's own modules and the
 * SDK's, from source), bundled and minified by Vite into one classic script. Built while the panel's
 * index.html is transformed, so the page always runs the boot of the sources it ships with.
 */
export const buildBootScript = (): Promise<string> => buildClassicScript(BOOT_ENTRY, 'redakcjaBoot');

/** frame.js, the frame page's script (src/shared/framePageEntry.ts), bundled the same way. */
export const buildFramePageScript = (): Promise<string> =>
  buildClassicScript(FRAME_PAGE_ENTRY, 'redakcjaFramePage');

/** A module and what it imports, from source, as one minified classic script (an iife). */
async function buildClassicScript(entry: string, name: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { conditions: ['@redakcja/source'] },
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      modulePreload: false,
      lib: { entry, formats: ['iife'], name, fileName: () => `${name}.js` },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
  if (!chunk) throw new Error(`${name} was not built`);
  const code = chunk.code.trim();
  // The boot is inline: nothing in it may end its element early.
  if (/<\/script/i.test(code)) throw new Error(`${name} contains </script>`);
  return code;
}
