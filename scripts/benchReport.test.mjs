// The benchmarks' report (benchReport.mjs): run with `node --test scripts/benchReport.test.mjs`.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { QUIET_LOAD, startBenchmarkReport } from './benchReport.mjs';

/**
 * A report run that prints one line, with the load averages of its start and of its end's readings
 * (the last repeated: a machine that stays at it).
 */
async function run(start, ...end) {
  const dir = mkdtempSync(join(tmpdir(), 'redakcja-bench-report-'));
  const file = join(dir, 'benchmarks.md');
  const averages = [start, ...end];
  const report = startBenchmarkReport('Test bench', [], {
    file,
    loadAverage: () => [averages.length > 1 ? averages.shift() : averages[0], 1, 1],
    settleStepMs: 0,
  });
  process.stdout.write('figure: 42 ms\n');
  const written = await report.write('node bench.mjs');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : null;
  rmSync(dir, { recursive: true, force: true });
  return { written, text };
}

test('writes the figures and the load averages when the machine is quiet at the start and the end', async () => {
  const { written, text } = await run(0.5, QUIET_LOAD);
  assert.equal(written, true);
  assert.match(text, /## Test bench/);
  assert.match(text, /figure: 42 ms/);
  assert.match(
    text,
    /load average \(1, 5, 15 min\): 0\.50, 1\.00, 1\.00 at the start, 2\.00, 1\.00, 1\.00 at the end/,
  );
});

test('does not write when the 1-minute load average is above the limit at the start or stays above it at the end', async () => {
  for (const [start, end] of [
    [QUIET_LOAD + 0.01, 0.5],
    [0.5, 7.3],
  ]) {
    const { written, text } = await run(start, end);
    assert.equal(written, false, `${start} → ${end}`);
    assert.equal(text, null, `${start} → ${end}`);
  }
});

test('at the end, waits for the load its own run raised to come down, and writes the settled reading', async () => {
  const { written, text } = await run(0.5, 2.7, 2.2, 1.4);
  assert.equal(written, true);
  assert.match(text, /0\.50, 1\.00, 1\.00 at the start, 1\.40, 1\.00, 1\.00 at the end/);
});
