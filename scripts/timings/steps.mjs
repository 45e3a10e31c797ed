// Timed steps for `npm test`: each step's wall time, the slowest test files (from the vitest timing
// reporter), and the load average, printed as one table at the end, pass or fail, and kept as JSON.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, loadavg } from 'node:os';
import { basename, join } from 'node:path';

/**
 * Where the last run's figures are kept outside the checkout (CI runs each time in a fresh clone on the
 * same machine), so a run prints what changed since the one before.
 */
export const HISTORY_DIR = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'redakcja');

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

const signed = (seconds) => `${seconds >= 0 ? '+' : '−'}${Math.abs(seconds).toFixed(1)} s`;

/**
 * A command of a step. `buffered` keeps its output until it ends (a step run beside others prints
 * whole, not interleaved); otherwise it writes straight to this terminal.
 */
export function runCommand(command, args, { buffered = false, env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: env ? { ...process.env, ...env } : process.env,
    });
    let output = '';
    if (buffered) {
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
    }
    child.on('error', (error) => {
      output += `${error.message}\n`;
      resolve({ status: 1, output });
    });
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

export class TimedRun {
  /**
   * @param {{ name: string, report: string, testTimings: string }} files the run's name, and where the JSON
   *   report and the per-file times go
   */
  constructor(files) {
    this.files = files;
    this.steps = [];
    this.started = Date.now();
    this.loadAtStart = loadavg()[0];
    rmSync(files.testTimings, { recursive: true, force: true });
  }

  /**
   * Runs steps one after another; a step is `{ title, run }` where `run(buffered)` resolves to
   * `{ status, output }`. Steps given together in an array run at the same time, each buffered.
   * Stops at the first failure: prints the report and exits with the step's status.
   */
  async sequence(plan) {
    for (const entry of plan) {
      const group = Array.isArray(entry) ? entry : [entry];
      const parallel = group.length > 1;
      if (parallel) console.log(`\n▶ ${group.map((step) => step.title).join(' | ')} (at the same time)`);
      const results = await Promise.all(
        group.map(async (step) => {
          if (!parallel) console.log(`\n▶ ${step.title}`);
          const begun = Date.now();
          const result = await step.run(parallel);
          const seconds = (Date.now() - begun) / 1000;
          this.steps.push({ title: step.title, seconds, status: result.status, parallel });
          if (parallel) {
            console.log(`\n▶ ${step.title} (${seconds.toFixed(0)} s)`);
            process.stdout.write(result.output);
          }
          return { step, result };
        }),
      );
      const failed = results.find(({ result }) => result.status !== 0);
      if (failed) {
        console.error(`\n✖ ${failed.step.title} failed (exit ${failed.result.status})`);
        this.report(false);
        process.exit(failed.result.status || 1);
      }
    }
    this.report(true);
  }

  /** The slowest test files of the packages' runs, slowest first. */
  testFiles() {
    if (!existsSync(this.files.testTimings)) return [];
    return readdirSync(this.files.testTimings)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => JSON.parse(readFileSync(join(this.files.testTimings, name), 'utf8')))
      .sort((a, b) => b.seconds - a.seconds);
  }

  report(passed) {
    const total = (Date.now() - this.started) / 1000;
    const files = this.testFiles();
    const loadAtEnd = loadavg()[0];
    const history = join(HISTORY_DIR, basename(this.files.report));
    const previous = readJson(history);
    const before = (title) => previous?.steps?.find((step) => step.title === title)?.seconds;
    const width = Math.max(...this.steps.map((step) => step.title.length), 40);
    const line = (label, seconds, note = '') =>
      `  ${label.padEnd(width)} ${seconds.toFixed(1).padStart(7)} s${note ? `  ${note}` : ''}`;
    console.log(`\nTiming of ${this.files.name} (${passed ? 'passed' : 'failed'})`);
    if (previous)
      console.log(
        `  (changes against the run of ${previous.finishedAt}, which took ${previous.totalSeconds} s)`,
      );
    for (const step of this.steps) {
      const earlier = before(step.title);
      const notes = [
        earlier === undefined ? '' : signed(step.seconds - earlier),
        step.parallel ? 'beside others' : '',
        step.status !== 0 ? 'FAILED' : '',
      ]
        .filter(Boolean)
        .join(', ');
      console.log(line(step.title, step.seconds, notes));
    }
    console.log(line('total', total, previous ? signed(total - previous.totalSeconds) : ''));
    console.log(
      `  load average (1 min): ${this.loadAtStart.toFixed(2)} at the start, ${loadAtEnd.toFixed(2)} at the end`,
    );
    if (files.length > 0) {
      console.log('\nSlowest test files');
      for (const file of files.slice(0, 15)) {
        const earlier = previous?.files?.find((known) => known.file === file.file)?.seconds;
        const change = earlier === undefined ? '' : `, ${signed(file.seconds - earlier)}`;
        console.log(line(file.file, file.seconds, `${file.tests} tests${change}`));
      }
    }
    const figures = `${JSON.stringify(
      {
        passed,
        finishedAt: new Date().toISOString(),
        totalSeconds: Math.round(total),
        loadAverage: { start: this.loadAtStart, end: loadAtEnd },
        steps: this.steps,
        slowestFiles: files.slice(0, 15),
        files,
      },
      null,
      2,
    )}\n`;
    mkdirSync(join(this.files.report, '..'), { recursive: true });
    writeFileSync(this.files.report, figures);
    // Only a finished run is the next one's reference: a failure stops early and would compare short.
    if (passed) {
      mkdirSync(HISTORY_DIR, { recursive: true });
      writeFileSync(history, figures);
    }
    console.log(`\n(the same figures, and every file's, are in ${this.files.report})`);
  }
}
