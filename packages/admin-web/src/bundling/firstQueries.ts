import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The lists' first URLs for the boot (src/app/firstQueries.ts), found by running the panel's own modules
 * (the route table, each list's queries, the SDK) from source in Vite's module runner, without a bundle.
 */
export async function loadFirstQueries(): Promise<Record<string, string>> {
  const server = await createServer({
    configFile: false,
    root: ROOT,
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false },
    resolve: { conditions: ['@redakcja/source'] },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule(
      '/src/app/firstQueries.ts',
    )) as typeof import('../app/firstQueries');
    return await module.deriveFirstQueries();
  } finally {
    await server.close();
  }
}
