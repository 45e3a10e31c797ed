import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';

const ENTRY = fileURLToPath(new URL('../boot/index.ts', import.meta.url));

/**
 * index.html's inline script: src/boot/index.ts and what it imports (the panel's own modules and the
 * SDK's, from source), bundled and minified by Vite into one classic script. Built while the panel's
 * index.html is transformed, so the page always runs the boot of the sources it ships with.
 */
export async function buildBootScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { conditions: ['@redakcja/source'] },
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      modulePreload: false,
      lib: { entry: ENTRY, formats: ['iife'], name: 'redakcjaBoot', fileName: () => 'boot.js' },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
  if (!chunk) throw new Error('The boot script was not built');
  const code = chunk.code.trim();
  // The script is inline: nothing in it may end its element early.
  if (/<\/script/i.test(code)) throw new Error('The boot script contains </script>');
  return code;
}
