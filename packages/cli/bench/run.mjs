// Benchmarks of the CLI. Prints figures, asserts nothing, and writes them to docs/benchmarks.md. Run with
//   node scripts/pnpm.mjs --filter @redakcja/cli bench
// 1. `redakcja --help` cold start, median of 20, beside `node -e 0`.
// 2. Export of the `--seed load` 100,500 subscribers against a bare undici loop that only fetches the
//    same pages (bench/bare-loop.mjs). The machine's CPUs are shared, so the two sides run interleaved,
//    ROUNDS times, the order alternating (bare, export | export, bare | …): each round compares runs made
//    under the same load. Per side and round: wall time, peak RSS and CPU time (user + system, from
//    /usr/bin/time), and the sandbox's own CPU over the run (from /proc). Reported: the medians with
//    quartiles, the median of the rounds' ratios and the ratio of the summed times, for wall time and for
//    CPU time (CPU barely moves with the other load, wall time does). `BENCH_ROUNDS=n` (default 5);
//    `BENCH_BASELINE_CLI=<dist/index.js>` adds another build's export as a third side (A/B).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchmarkReport } from '../../../scripts/benchReport.mjs';

const cliDir = fileURLToPath(new URL('..', import.meta.url));
const repo = join(cliDir, '..', '..');
const cli = join(cliDir, 'dist', 'index.js');
const sandboxBin = join(repo, 'packages', 'api-sandbox', 'dist', 'bin.js');
const RUNS = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
// A built CLI to compare with (`BENCH_BASELINE_CLI=/path/to/packages/cli/dist/index.js`, e.g. of a
// worktree of main): a third side in every round, so a change is measured A/B under the same load.
const baselineCli = process.env.BENCH_BASELINE_CLI;

const sum = (values) => values.reduce((total, value) => total + value, 0);

/** The q-quantile (linear between the closest ranks): 0.5 is the median, 0.25 and 0.75 the quartiles. */
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (at - low);
}
const median = (values) => quantile(values, 0.5);
/** "median (quartiles q1–q3)" of the values, with `digits` decimals and a unit. */
const spread = (values, digits, unit) =>
  `${median(values).toFixed(digits)}${unit} (${quantile(values, 0.25).toFixed(digits)}–${quantile(values, 0.75).toFixed(digits)})`;

/** CPU seconds (user + system) a process has used so far, from /proc; undefined where there is no /proc. */
function processCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

function wallMs(command, args) {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, { stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/**
 * Runs a command under /usr/bin/time: wall seconds, peak RSS, user and system CPU seconds of the child, and
 * the CPU seconds `serverPid` (the sandbox) spent meanwhile.
 */
function timed(command, args, env, serverPid) {
  const serverBefore = serverPid === undefined ? undefined : processCpuSeconds(serverPid);
  const result = spawnSync('/usr/bin/time', ['-f', '%e %M %U %S', command, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const serverAfter = serverPid === undefined ? undefined : processCpuSeconds(serverPid);
  const last = result.stderr.trim().split('\n').at(-1) ?? '';
  const [seconds, kilobytes, userSeconds, systemSeconds] = last.split(' ').map(Number);
  if (result.status !== 0)
    throw new Error(`${command} exited ${result.status}: ${result.stderr.slice(-500)}`);
  return {
    seconds,
    rssMb: kilobytes / 1024,
    cpuSeconds: userSeconds + systemSeconds,
    serverCpuSeconds:
      serverBefore === undefined || serverAfter === undefined ? Number.NaN : serverAfter - serverBefore,
    stdout: result.stdout,
    stderr: result.stderr,
  };
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
      if (match) resolve({ url: match[1], pid: child.pid, stop: () => child.kill('SIGTERM') });
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

const report = startBenchmarkReport('CLI: start-up and subscriber export (cli bench)');

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
      sandbox.pid,
    );
  const exportWith = (entry) => () =>
    timed(
      process.execPath,
      [entry, '--json', 'subscribers', 'export', '--all', '--out', out],
      env,
      sandbox.pid,
    );
  const exportAll = exportWith(cli);
  // One untimed pass first: a fresh sandbox (JIT, SQLite's page cache) serves its first 3,350 pages
  // far slower, which would fall on whichever side ran first.
  bareLoop();
  const loadAtStart = loadavg()[0];
  const rounds = [];
  console.log(
    `\nExport: ${ROUNDS} interleaved rounds (wall s / CPU s user+sys / sandbox CPU s / peak RSS; ratio export ÷ bare)`,
  );
  for (let round = 0; round < ROUNDS; round++) {
    // Rotate which side goes first, so none always meets another's after-effects.
    const sides = [
      ['loop', bareLoop],
      ['exported', exportAll],
      ...(baselineCli ? [['baseline', exportWith(baselineCli)]] : []),
    ];
    const order = sides.map((_, index) => sides[(index + round) % sides.length]);
    const entry = {};
    for (const [name, run] of order) entry[name] = run();
    const { loop, exported, baseline } = entry;
    const { count } = JSON.parse(loop.stdout);
    for (const run of [exported, baseline]) {
      if (run && JSON.parse(run.stdout).count !== count)
        console.log(
          `  note: round ${round + 1}: an export wrote ${JSON.parse(run.stdout).count} rows, the loop saw ${count}`,
        );
    }
    Object.assign(entry, {
      count,
      ratio: exported.seconds / loop.seconds,
      cpuRatio: exported.cpuSeconds / loop.cpuSeconds,
      load: loadavg()[0],
    });
    rounds.push(entry);
    const side = (run) =>
      `${run.seconds.toFixed(2)} / ${run.cpuSeconds.toFixed(2)} / ${run.serverCpuSeconds.toFixed(2)} s ${run.rssMb.toFixed(0)} MB`;
    const base = baseline
      ? `; baseline ${side(baseline)}, wall ${(baseline.seconds / loop.seconds).toFixed(2)}×, CPU ${(baseline.cpuSeconds / loop.cpuSeconds).toFixed(2)}×`
      : '';
    console.log(
      `  round ${round + 1} (${order.map(([name]) => name).join(', ')}): bare ${side(loop)}, export ${side(exported)}; wall ${entry.ratio.toFixed(2)}×, CPU ${entry.cpuRatio.toFixed(2)}×${base}; load ${entry.load.toFixed(1)}`,
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
  const of = (pick) => rounds.map(pick);
  // "median (quartiles)" over the rounds, of seconds and of ratios.
  const seconds = (pick) => spread(of(pick), 2, ' s');
  const times = (values) => spread(values, 2, '×');
  const sumRatio = (pick) => sum(of((r) => pick(r.exported))) / sum(of((r) => pick(r.loop)));
  const loads = of((r) => r.load);
  console.log(
    `\nExport of ${rounds[0].count} subscribers, CSV ${(statSync(out).size / 1e6).toFixed(1)} MB, ${ROUNDS} interleaved rounds: medians (quartiles)`,
  );
  console.log(
    `  wall time          bare ${seconds((r) => r.loop.seconds)}, export ${seconds((r) => r.exported.seconds)}`,
  );
  console.log(
    `  wall ratio         ${times(of((r) => r.ratio))} the rounds' ratios; summed times ${sumRatio((run) => run.seconds).toFixed(2)}×`,
  );
  console.log(
    `  CPU (user+sys)     bare ${seconds((r) => r.loop.cpuSeconds)}, export ${seconds((r) => r.exported.cpuSeconds)}`,
  );
  console.log(
    `  CPU ratio          ${times(of((r) => r.cpuRatio))} the rounds' ratios; summed ${sumRatio((run) => run.cpuSeconds).toFixed(2)}×`,
  );
  if (baselineCli) {
    const baseRatio = (pick) => of((r) => pick(r.baseline) / pick(r.loop));
    console.log(
      `  baseline export    wall ${seconds((r) => r.baseline.seconds)}, ${times(baseRatio((run) => run.seconds))} the bare loop; CPU ${seconds((r) => r.baseline.cpuSeconds)}, ${times(baseRatio((run) => run.cpuSeconds))}; peak RSS ${Math.max(...of((r) => r.baseline.rssMb)).toFixed(0)} MB`,
    );
  }
  console.log(
    `  sandbox CPU        during bare ${seconds((r) => r.loop.serverCpuSeconds)}, during export ${seconds((r) => r.exported.serverCpuSeconds)}`,
  );
  console.log(
    `  peak RSS           bare ${Math.max(...of((r) => r.loop.rssMb)).toFixed(0)} MB, export ${of((r) => r.exported.rssMb.toFixed(0)).join(', ')} MB (highest ${Math.max(...of((r) => r.exported.rssMb)).toFixed(0)} MB)`,
  );
  console.log(
    `  empty export       ${empty.seconds.toFixed(2)} s, CPU ${empty.cpuSeconds.toFixed(2)} s, peak RSS ${empty.rssMb.toFixed(0)} MB (the process alone)`,
  );
  console.log(
    `  load average       ${loadAtStart.toFixed(1)} at the first round, ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} after the rounds; now ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min) on ${availableParallelism()} cores`,
  );
} finally {
  sandbox.stop();
  if (existsSync(work)) rmSync(work, { recursive: true, force: true });
}
await report.write('node scripts/pnpm.mjs --filter @redakcja/cli bench');
