// Benchmarks of the CLI (issue 5). Prints figures; asserts nothing. Run with
//   node scripts/pnpm.mjs --filter @redakcja/cli bench
// 1. `redakcja --help` cold start, median of 20, beside `node -e 0`.
// 2. Export of the `--seed load` 100,000 subscribers: wall time, peak RSS, and the ratio to a bare
//    undici loop that only fetches the same pages.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '@redakcja/api-sandbox';

const cliDir = fileURLToPath(new URL('..', import.meta.url));
const repo = join(cliDir, '..', '..');
const cli = join(cliDir, 'dist', 'index.js');
const sandboxBin = join(repo, 'packages', 'api-sandbox', 'dist', 'bin.js');
const RUNS = 20;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function wallMs(command, args) {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, { stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** Runs a command under /usr/bin/time: wall seconds and peak RSS (kB) of the child. */
function timed(command, args, env) {
  const result = spawnSync('/usr/bin/time', ['-f', '%e %M', command, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const last = result.stderr.trim().split('\n').at(-1) ?? '';
  const [seconds, kilobytes] = last.split(' ').map(Number);
  if (result.status !== 0)
    throw new Error(`${command} exited ${result.status}: ${result.stderr.slice(-500)}`);
  return { seconds, rssMb: kilobytes / 1024, stdout: result.stdout, stderr: result.stderr };
}

function startSandbox(dbFile) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [sandboxBin, '--seed', 'load', '--port', '0', '--db', dbFile], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve({ url: match[1], stop: () => child.kill('SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`sandbox exited ${code}`)));
  });
}

console.log('Building the CLI and the sandbox…');
execFileSync(join(cliDir, 'node_modules', '.bin', 'tsup'), ['--silent'], { cwd: cliDir, stdio: 'inherit' });
execFileSync(
  process.execPath,
  [join(repo, 'scripts', 'pnpm.mjs'), '--filter', '@redakcja/api-sandbox', 'build'],
  {
    cwd: repo,
    stdio: 'ignore',
  },
);

// 1. Cold start.
const help = [];
const bare = [];
for (let run = 0; run < RUNS; run++) {
  bare.push(wallMs(process.execPath, ['-e', '0']));
  help.push(wallMs(process.execPath, [cli, '--help']));
}
const helpMedian = median(help);
const nodeMedian = median(bare);
console.log(`\n--help cold start (median of ${RUNS})`);
console.log(`  node -e 0          ${nodeMedian.toFixed(1)} ms`);
console.log(
  `  redakcja --help    ${helpMedian.toFixed(1)} ms  (+${(helpMedian - nodeMedian).toFixed(1)} ms)`,
);

// 2. Export of 100,000 subscribers.
const work = mkdtempSync(join(tmpdir(), 'redakcja-bench-'));
console.log('\nStarting the sandbox with --seed load (100,000 subscribers)…');
const sandbox = await startSandbox(join(work, 'load.db'));
try {
  const env = {
    HOME: work,
    XDG_CONFIG_HOME: join(work, '.config'),
    REDAKCJA_API_URL: sandbox.url,
    REDAKCJA_USERNAME: 'admin',
    REDAKCJA_PASSWORD: DEMO_PASSWORD,
  };
  const out = join(work, 'subscribers.csv');
  const loop = timed(
    process.execPath,
    [join(cliDir, 'bench', 'bare-loop.mjs'), sandbox.url, 'admin', DEMO_PASSWORD],
    env,
  );
  const { count } = JSON.parse(loop.stdout);
  const exported = timed(
    process.execPath,
    [cli, '--json', 'subscribers', 'export', '--all', '--out', out],
    env,
  );
  const summary = JSON.parse(exported.stdout);
  // The same command writing nothing (one empty page): the memory of the process itself, so the
  // difference is what 100,000 subscribers cost.
  const empty = timed(
    process.execPath,
    [
      cli,
      '--json',
      'subscribers',
      'export',
      '--all',
      '--from',
      '2099-01-01',
      '--out',
      join(work, 'empty.csv'),
    ],
    env,
  );
  console.log(
    `\nExport of ${summary.count} subscribers (${count} fetched by the bare loop), CSV ${(statSync(out).size / 1e6).toFixed(1)} MB`,
  );
  console.log(`  bare undici loop   ${loop.seconds.toFixed(2)} s   peak RSS ${loop.rssMb.toFixed(0)} MB`);
  console.log(
    `  redakcja export    ${exported.seconds.toFixed(2)} s   peak RSS ${exported.rssMb.toFixed(0)} MB`,
  );
  console.log(`  ratio              ${(exported.seconds / loop.seconds).toFixed(2)}× the bare loop`);
  console.log(
    `  empty export       ${empty.seconds.toFixed(2)} s   peak RSS ${empty.rssMb.toFixed(0)} MB (the process alone)`,
  );
  if (summary.count !== count)
    console.log(`  note: the export wrote ${summary.count} rows, the loop saw ${count}`);
} finally {
  sandbox.stop();
  if (existsSync(work)) rmSync(work, { recursive: true, force: true });
}
