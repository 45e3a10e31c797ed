// The server of `npm start`: the sandbox API with demo data and the built panel, run in this very process
// so that stopping `npm start` (Ctrl-C, SIGTERM to npm) stops the server. Options pass through to the
// sandbox's bin. `scripts/serve.test.mjs` stops it through npm as a user does.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SANDBOX_BIN = join(ROOT, 'packages/api-sandbox/dist/bin.js');

// npm runs this script through `sh -c`: a SIGTERM to npm ends npm and the shell but not this process.
// Once the parent is gone, the server stops as on a SIGTERM (the bin closes the database cleanly).
const parent = process.ppid;
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    process.kill(process.pid, 'SIGTERM');
  }
}, 500).unref();
// The sandbox's bin reads its flags from process.argv and handles SIGINT and SIGTERM itself.
process.argv = [
  process.execPath,
  SANDBOX_BIN,
  '--seed',
  'demo',
  '--panel',
  join(ROOT, 'packages/admin-web/dist'),
  '--print-logins',
  ...process.argv.slice(2),
];
await import(pathToFileURL(SANDBOX_BIN).href);
