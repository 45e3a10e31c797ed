// The benchmarks' figures file, docs/benchmarks.md: each benchmark owns one section of it and replaces that
// section with the figures of its latest run, the command that produced them and the machine they were
// taken on. History stays in git. A benchmark calls `startBenchmarkReport(title)` before it prints, and
// `report.write(command)` when it has printed its figures: everything it wrote to stdout in between is the
// section's body. `--print-only` on a benchmark's command line keeps the file as it is, and so does a
// machine that was not quiet: a 1-minute load average above QUIET_LOAD at the run's start or end (the
// figures are printed, with why they were not written). The run's own work (a browser and the sandbox on
// every CPU) lifts the 1-minute average, which falls by about two thirds a minute once the run ends, so
// the end's reading is the first at or under the limit within SETTLE_MS; other work keeps it above.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BENCHMARKS_FILE = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));

const FILE_HEADER = `# Benchmarks

Written by the benchmarks themselves: each section is the latest run of one benchmark, with the command that
produced it and the machine it ran on. Do not edit by hand; run the command again. Earlier figures are in
git's history of this file. Figures taken at different times on a shared machine are not comparable: each
benchmark measures its baseline (\`--baseline\`, \`BENCH_BASELINE_CLI\`) interleaved in the same run.
`;

function gitCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${commit} with uncommitted changes` : commit;
  } catch {
    return 'unknown';
  }
}

/**
 * The highest 1-minute load average, at a run's start and at its end, at which its figures are written: on
 * this 2-CPU machine a native textarea's keystroke p95 was 16 ms quiet and 72–88 ms at a load near 20, so
 * figures from a busy machine say more about the other processes than about the panel.
 */
export const QUIET_LOAD = 2;
/** How long the end of a run waits for the load average its own work raised to come down. */
export const SETTLE_MS = 90_000;
const SETTLE_STEP_MS = 5_000;

const loads = (averages) => averages.map((load) => load.toFixed(2)).join(', ');

/** The machine, in one line: what a reader needs to judge whether two sections' figures compare. */
function machine() {
  const model = cpus()[0]?.model?.trim() ?? 'unknown CPU';
  const memory = `${Math.round(totalmem() / 2 ** 30)} GiB`;
  return `${availableParallelism()} × ${model}, ${memory}, Node ${process.version}, ${process.platform}`;
}

/** Replaces (or appends) the section headed `## title` of `text`. */
export function replaceSection(text, title, body) {
  const heading = `## ${title}`;
  const lines = text.split('\n');
  const start = lines.indexOf(heading);
  const section = [heading, '', ...body.trimEnd().split('\n'), ''];
  if (start === -1) return `${text.trimEnd()}\n\n${section.join('\n')}`;
  let end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  if (end === -1) end = lines.length;
  return [...lines.slice(0, start), ...section, ...lines.slice(end)].join('\n').replace(/\n*$/, '\n');
}

/**
 * `options.loadAverage` (the three load averages, `os.loadavg` by default), `options.file` (docs/benchmarks.md
 * by default) and `options.settleStepMs` are for the tests.
 */
export function startBenchmarkReport(
  title,
  argv = process.argv.slice(2),
  { loadAverage = loadavg, file = BENCHMARKS_FILE, settleStepMs = SETTLE_STEP_MS } = {},
) {
  const printOnly = argv.includes('--print-only');
  const started = new Date();
  const loadAtStart = loadAverage();
  const printed = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk, ...rest) => {
    printed.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return write(chunk, ...rest);
  };
  return {
    /**
     * Writes the section; `command` is how to run this benchmark again, as a reader would type it. Resolves
     * whether it was written.
     */
    async write(command) {
      process.stdout.write = write;
      if (printOnly) return false;
      let loadAtEnd = loadAverage();
      for (let waited = 0; loadAtEnd[0] > QUIET_LOAD && waited < SETTLE_MS; waited += SETTLE_STEP_MS) {
        await new Promise((done) => setTimeout(done, settleStepMs));
        loadAtEnd = loadAverage();
      }
      if (loadAtStart[0] > QUIET_LOAD || loadAtEnd[0] > QUIET_LOAD) {
        console.error(
          `bench: figures NOT written to ${file === BENCHMARKS_FILE ? 'docs/benchmarks.md' : file}: the 1-minute load average was ${loadAtStart[0].toFixed(2)} at the start and ${loadAtEnd[0].toFixed(2)} at the end, above ${QUIET_LOAD}; figures from a busy machine are not comparable. Run again on a quiet machine.`,
        );
        return false;
      }
      const body = [
        `\`${command}\``,
        '',
        `- when: ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${gitCommit()}`,
        `- machine: ${machine()}`,
        `- load average (1, 5, 15 min): ${loads(loadAtStart)} at the start, ${loads(loadAtEnd)} at the end`,
        '',
        '```text',
        printed.join('').trim(),
        '```',
      ].join('\n');
      const before = existsSync(file) ? readFileSync(file, 'utf8') : FILE_HEADER;
      writeFileSync(file, replaceSection(before, title, body));
      console.error(
        `bench: figures written to ${file === BENCHMARKS_FILE ? 'docs/benchmarks.md' : file} (## ${title})`,
      );
      return true;
    },
  };
}
