#!/usr/bin/env node
// redakcja-sandbox: the portal API stand-in on a port, for `npm start`, demos and manual testing.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { AREA_KEYS, type AreaKey, RUNTIME_CONFIG_FILE } from '@redakcja/api-sdk/constants';
import {
  DEFAULT_ACCESS_TTL,
  DEFAULT_ADMIN_PREFIX,
  DEFAULT_PAGE_SIZE,
  DEFAULT_PRODUCT,
  type SeedMode,
} from './options';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/users';

const USAGE = `Usage: redakcja-sandbox [options]

  --host HOST          interface to listen on (default 127.0.0.1)
  --port N             port (default 8080; 0 picks a free one)
  --db FILE            SQLite file (default .data/sandbox.db) or :memory:
  --data-dir DIR       folder of the static files (default: next to the db)
  --seed MODE          demo | none | load: seed an empty database (default none)
  --access-ttl S       access token lifetime in seconds (default ${DEFAULT_ACCESS_TTL})
  --page-size N        members per page (default ${DEFAULT_PAGE_SIZE})
  --panel DIR          serve the built panel under the admin prefix
  --admin-prefix PATH  the panel's prefix (default ${DEFAULT_ADMIN_PREFIX})
  --product NAME       {product} of 'Tylko na {product}' (default ${DEFAULT_PRODUCT})
  --enable-area NAME   a disabled area the panel should enable (repeatable)
  --no-etags           send no ETags and ignore If-Match, as a stock API Platform server
  --no-hub             run no Mercure hub (no /.well-known/mercure, no Link header)
  --latency MS         delay every API request (/api and /cache)
  --fail-rate R        answer this share (0..1) of API requests with 503
  --fail-seed N        seed the draws of --fail-rate (the same failures on every run)
  --print-logins       print the panel address and the demo logins when ready
  --log                log every request on stderr
  --help               this text`;

function fail(message: string): never {
  process.stderr.write(`redakcja-sandbox: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function number(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed) || parsed < min || parsed > max)
    fail(`--${name} must be a number from ${min} to ${max}`);
  return parsed;
}

function integer(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  const parsed = number(name, value, fallback, min, max);
  if (!Number.isInteger(parsed)) fail(`--${name} must be a whole number from ${min} to ${max}`);
  return parsed;
}

/** The --enable-area names: keys of the SDK's area table, refused when mistyped rather than ignored. */
function areas(values: readonly string[] | undefined): AreaKey[] {
  const known: readonly string[] = AREA_KEYS;
  for (const value of values ?? []) {
    if (!known.includes(value))
      fail(`--enable-area: unknown area '${value}' (areas: ${AREA_KEYS.join(', ')})`);
  }
  return (values ?? []) as AreaKey[];
}

async function main(): Promise<void> {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse().values;
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const seed = (values.seed ?? 'none') as SeedMode;
  if (!['demo', 'none', 'load'].includes(seed)) fail('--seed must be demo, none or load');
  const panelDir = values.panel ? resolve(values.panel) : undefined;
  const options = {
    host: values.host ?? '127.0.0.1',
    port: integer('port', values.port, 8080, 0, 65535),
    db: values.db ?? join('.data', 'sandbox.db'),
    dataDir: values['data-dir'],
    seed,
    accessTtl: integer('access-ttl', values['access-ttl'], DEFAULT_ACCESS_TTL, 0, 10 * 365 * 86400),
    pageSize: integer('page-size', values['page-size'], DEFAULT_PAGE_SIZE, 1, 10_000),
    panelDir,
    adminPrefix: values['admin-prefix'],
    productName: values.product,
    enabledAreas: areas(values['enable-area']),
    etags: !values['no-etags'],
    hub: !values['no-hub'],
    latency: number('latency', values.latency, 0, 0, 600_000),
    failRate: number('fail-rate', values['fail-rate'], 0, 0, 1),
    failSeed:
      values['fail-seed'] === undefined
        ? undefined
        : integer('fail-seed', values['fail-seed'], 0, 0, 2 ** 32 - 1),
    logger: values.log ?? false,
  };
  // The server is loaded once the flags are read: a refused flag or --help answers at once.
  const [{ startSandbox }, { panelAvailable }] = await Promise.all([
    import('./server'),
    import('./static/serve'),
  ]);
  const sandbox = await startSandbox(options);
  // Listening for the signals before the ready line: whoever reads it may stop the server at once.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Every write is committed when its request ends; closing checkpoints the WAL into the file.
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`redakcja-sandbox: error while stopping on ${signal}: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  const prefix = sandbox.context.options.adminPrefix;
  process.stdout.write(`Redakcja sandbox listening on ${sandbox.url}\n`);
  if (panelDir && !panelAvailable(panelDir)) {
    process.stdout.write(
      `Note: no built panel in ${panelDir}${existsSync(panelDir) ? ' (index.html missing)' : ''}; serving the API only.\n`,
    );
  }
  if (values['print-logins']) {
    if (panelAvailable(panelDir)) process.stdout.write(`Panel: ${sandbox.url}${prefix}/\n`);
    process.stdout.write(`Runtime config: ${sandbox.url}${prefix}/${RUNTIME_CONFIG_FILE}\n`);
    // Only the demo accounts this database holds (none after --seed none on an empty database).
    const present = new Set(
      (
        sandbox.context.db.prepare('SELECT username FROM users WHERE deleted IS NULL').all() as {
          username: string;
        }[]
      ).map((row) => row.username),
    );
    const users = DEMO_USERS.filter((user) => present.has(user.username));
    if (users.length === 0)
      process.stdout.write('No demo logins in this database (seed it with --seed demo).\n');
    else process.stdout.write(`Demo logins (password ${DEMO_PASSWORD}):\n`);
    const width = Math.max(0, ...users.map((user) => user.username.length));
    for (const user of users) {
      const flag = user.forcePasswordChange ? '  (must change the password)' : '';
      process.stdout.write(`  ${user.username.padEnd(width)}  ${user.roles.join(', ')}${flag}\n`);
    }
  }
}

function parse() {
  return parseArgs({
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      db: { type: 'string' },
      'data-dir': { type: 'string' },
      seed: { type: 'string' },
      'access-ttl': { type: 'string' },
      'page-size': { type: 'string' },
      panel: { type: 'string' },
      'admin-prefix': { type: 'string' },
      product: { type: 'string' },
      'enable-area': { type: 'string', multiple: true },
      'no-etags': { type: 'boolean' },
      'no-hub': { type: 'boolean' },
      latency: { type: 'string' },
      'fail-rate': { type: 'string' },
      'fail-seed': { type: 'string' },
      'print-logins': { type: 'boolean' },
      log: { type: 'boolean' },
      help: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  });
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`redakcja-sandbox: ${message}\n`);
  process.exit(1);
});
