import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ALL_RESOURCES } from './areas';
import { jwtSecret } from './auth/tokens';
import { Context } from './context';
import { isEmpty, openDatabase } from './db/database';
import type { FaultSettings } from './http/faults';
import { resolveOptions, type SandboxOptions } from './options';
import { seedDatabase } from './seed';
import { FileStore } from './static/files';
import { virtualFiles } from './static/virtual';

export interface Sandbox {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  /** Everything inside: the database, the options, the file store (for tests that look behind the API). */
  context: Context;
  app: FastifyInstance;
  /** True when this start seeded the database. */
  seeded: boolean;
  /**
   * Changes the fault injection while running (e.g. failures switched on after a login); a new
   * `failSeed` restarts the seeded sequence of failures.
   */
  setFaults(changes: Partial<FaultSettings>): void;
  /**
   * Takes the Mercure hub away (every open stream ends, new subscriptions get 503) or brings it back,
   * for tests of clients that must carry on without it. Updates published meanwhile are replayed to a
   * subscriber that comes back with its `Last-Event-ID`.
   */
  setHubAvailable(available: boolean): void;
  /** Stops listening, commits and closes the database, removes a temporary file store. */
  close(): Promise<void>;
}

/**
 * Starts the sandbox API. Defaults suit tests: 127.0.0.1, a free port, a database in memory, no seed.
 * `--seed demo` seeds only an empty database, so restarting on the same file never duplicates data.
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const resolved = resolveOptions(options);
  const db = openDatabase(resolved.db, ALL_RESOURCES);
  const files = FileStore.open(resolved.db, resolved.dataDir);
  files.useVirtualFiles(virtualFiles(db));
  let app: FastifyInstance | undefined;
  try {
    const ctx = new Context(db, resolved, files, ALL_RESOURCES, jwtSecret(db));
    let seeded = false;
    if (resolved.seed !== 'none' && isEmpty(db, ALL_RESOURCES)) {
      await seedDatabase(ctx, resolved.seed);
      seeded = true;
    }
    app = await buildApp(ctx);
    await app.listen({ host: resolved.host, port: resolved.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : resolved.port;
    const host = resolved.host.includes(':') ? `[${resolved.host}]` : resolved.host;
    const started = app;
    let closed = false;
    return {
      url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
      context: ctx,
      app: started,
      seeded,
      setFaults: (changes) => ctx.faults.update(changes),
      setHubAvailable(available) {
        const hub = ctx.hub;
        if (!hub) return;
        hub.available = available;
        if (!available) hub.close();
      },
      async close() {
        if (closed) return;
        closed = true;
        // Open event streams would keep the server from closing.
        ctx.hub?.close();
        await started.close();
        if (db.open) {
          db.pragma('wal_checkpoint(TRUNCATE)');
          db.close();
        }
        files.dispose();
      },
    };
  } catch (error) {
    await app?.close();
    if (db.open) db.close();
    files.dispose();
    throw error;
  }
}
