import type { Plugin } from 'vite';

/** zod's core module: it holds the global configuration that every schema reads when it is built. */
const ZOD_CORE = /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;

/**
 * zod 4 compiles object parsers with `new Function` (and probes for it when an object schema is built),
 * which the panel's Content-Security-Policy forbids (no 'unsafe-eval'): every probe is a `script-src`
 * violation. The switch has to be set before any schema is built, and schemas are built at module scope
 * in the SDK, ui and the panel's features, in whatever chunk loads first; zod's core module is imported by
 * each of them, so the panel's build sets `jitless` at the end of that module, with zod's own `config`.
 * Only the browser build: the CLI and the sandbox keep the compiled parsers (Node has no CSP).
 */
export function zodJitlessPlugin(): Plugin {
  return {
    name: 'redakcja-zod-jitless',
    apply: 'build',
    transform: {
      filter: { id: ZOD_CORE },
      handler(code, id) {
        if (!ZOD_CORE.test(id)) return null;
        if (!/^export function config\(/m.test(code))
          throw new Error(`zod's core (${id}) no longer exports config`);
        return { code: `${code}\nconfig({ jitless: true });\n`, map: null };
      },
    },
  };
}
