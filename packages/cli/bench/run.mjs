// Benchmarks of the CLI (issue 5). Prints figures; asserts nothing. Run with
//   node scripts/pnpm.mjs --filter @redakcja/cli bench
// 1. `redakcja --help` cold start, median of 20, beside `node -e 0`.
// 2. Export of the `--seed load` 100,000 subscribers: wall time, peak RSS, and the ratio to a bare
//    undici loop that only fetches the same pages. The two sides run interleaved, ROUNDS times (the order
//    alternating), because the machine's CPU is shared: each round's ratio compares runs made under the
//    same load, and the medians are reported. `BENCH_ROUNDS=n` changes the number of rounds (default 5).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cliDir = fileURLToPath(new URL('..', import.meta.url));
const repo = join(cliDir, '..', '..');
const cli = join(cliDir, 'dist', 'index.js');
const sandboxBin = join(repo, 'packages', 'api-sandbox', 'dist', 'bin.js');
const RUNS = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const sum = (values) => values.reduce((total, value) => total + value, 0);

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

/** Runs a command under /usr/bin/time: wall seconds, peak RSS and user CPU seconds of the child. */
function timed(command, args, env) {
  const result = spawnSync('/usr/bin/time', ['-f', '%e %M %U', command, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const last = result.stderr.trim().split('\n').at(-1) ?? '';
  const [seconds, kilobytes, userSeconds] = last.split(' ').map(Number);
  if (result.status !== 0)
    throw new Error(`${command} exited ${result.status}: ${result.stderr.slice(-500)}`);
  return { seconds, rssMb: kilobytes / 1024, userSeconds, stdout: result.stdout, stderr: result.stderr };
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

// The sandbox's built entry exists only now.
const { DEMO_PASSWORD } = await import('@redakcja/api-sandbox');

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
  const bareLoop = () =>
    timed(
      process.execPath,
      [join(cliDir, 'bench', 'bare-loop.mjs'), sandbox.url, 'admin', DEMO_PASSWORD],
      env,
    );
  const exportAll = () =>
    timed(process.execPath, [cli, '--json', 'subscribers', 'export', '--all', '--out', out], env);
  // One untimed pass first: a fresh sandbox (JIT, SQLite's page cache) serves its first 3,350 pages
  // far slower, which would fall on whichever side ran first.
  bareLoop();
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which side goes first, so neither always meets the other's after-effects.
    const [first, second] = round % 2 === 0 ? [bareLoop, exportAll] : [exportAll, bareLoop];
    const a = first();
    const b = second();
    const [loop, exported] = round % 2 === 0 ? [a, b] : [b, a];
    const { count } = JSON.parse(loop.stdout);
    const summary = JSON.parse(exported.stdout);
    if (summary.count !== count)
      console.log(
        `  note: round ${round + 1}: the export wrote ${summary.count} rows, the loop saw ${count}`,
      );
    rounds.push({ loop, exported, count, ratio: exported.seconds / loop.seconds });
    console.log(
      `  round ${round + 1}: bare ${loop.seconds.toFixed(2)} s ${loop.rssMb.toFixed(0)} MB, export ${exported.seconds.toFixed(2)} s ${exported.rssMb.toFixed(0)} MB, ratio ${(exported.seconds / loop.seconds).toFixed(2)}×, load ${loadavg()[0].toFixed(1)}`,
    );
  }
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
  const max = (values) => Math.max(...values);
  console.log(
    `\nExport of ${rounds[0].count} subscribers, CSV ${(statSync(out).size / 1e6).toFixed(1)} MB, ${ROUNDS} interleaved rounds (medians; peak RSS: the highest)`,
  );
  console.log(
    `  bare undici loop   ${median(rounds.map((r) => r.loop.seconds)).toFixed(2)} s   peak RSS ${max(rounds.map((r) => r.loop.rssMb)).toFixed(0)} MB`,
  );
  console.log(
    `  redakcja export    ${median(rounds.map((r) => r.exported.seconds)).toFixed(2)} s   peak RSS ${max(rounds.map((r) => r.exported.rssMb)).toFixed(0)} MB`,
  );
  console.log(
    `  ratio              ${median(rounds.map((r) => r.ratio)).toFixed(2)}× the bare loop (median of the rounds' ratios)`,
  );
  console.log(
    `  CPU (user)         bare ${median(rounds.map((r) => r.loop.userSeconds)).toFixed(2)} s, export ${median(rounds.map((r) => r.exported.userSeconds)).toFixed(2)} s`,
  );
  console.log(
    `  empty export       ${empty.seconds.toFixed(2)} s   peak RSS ${empty.rssMb.toFixed(0)} MB (the process alone)`,
  );
  console.log(
    `  ratio of the summed times ${(sum(rounds.map((r) => r.exported.seconds)) / sum(rounds.map((r) => r.loop.seconds))).toFixed(2)}×`,
  );
  console.log(`  peak RSS, export   ${rounds.map((r) => r.exported.rssMb.toFixed(0)).join(', ')} MB`);
  console.log(
    `  load average       ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min) on ${availableParallelism()} cores`,
  );
} finally {
  sandbox.stop();
  if (existsSync(work)) rmSync(work, { recursive: true, force: true });
}
