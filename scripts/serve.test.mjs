// Stopping `npm start` stops its server: run with `node --test scripts/serve.test.mjs` after a build.
// A throwaway project whose `start` script is `npm start`'s server (scripts/serve.mjs) is started with
// npm itself, so the chain is the user's: npm, its shell, node.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const SERVE = fileURLToPath(new URL('./serve.mjs', import.meta.url));
const MARK = 'REDAKCJA_SERVE_CHECK';
const project = mkdtempSync(join(tmpdir(), 'redakcja-serve-'));
after(() => {
  killLeftovers();
  rmSync(project, { recursive: true, force: true });
});
writeFileSync(
  join(project, 'package.json'),
  JSON.stringify({
    name: 'serve-check',
    private: true,
    scripts: { start: `node ${JSON.stringify(SERVE)} --port 0 --db :memory:` },
  }),
);

/** `npm start` in its own process group (a terminal's foreground job), once the server listens. */
async function npmStart() {
  const npm = spawn('npm', ['start', '--silent'], {
    cwd: project,
    detached: true,
    env: { ...process.env, [MARK]: project },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const url = await new Promise((resolve, reject) => {
    npm.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    npm.on('exit', (code) => reject(new Error(`npm start ended (${code}) before listening:\n${output}`)));
  });
  return { npm, url };
}

/**
 * Kills what a failed check leaves running: the processes started here carry MARK in their environment
 * (Linux's /proc; elsewhere nothing is left to find).
 */
function killLeftovers() {
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return;
  }
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/environ`, 'latin1').includes(`${MARK}=${project}`)) {
        process.kill(Number(pid), 'SIGKILL');
      }
    } catch {
      // gone already, or not ours
    }
  }
}

/** Whether anything still answers at the address. */
async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** Resolves once nothing answers at the address, or fails after `ms`. */
async function stopsAnswering(url, ms) {
  const deadline = Date.now() + ms;
  while (await answers(url)) {
    if (Date.now() > deadline)
      assert.fail(`the server at ${url} still answers ${ms} ms after npm was stopped`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('npm start', { timeout: 60_000 }, () => {
  it('stops its server on Ctrl-C (SIGINT to the terminal’s foreground job)', async () => {
    const { npm, url } = await npmStart();
    assert.equal(await answers(url), true);
    process.kill(-npm.pid, 'SIGINT');
    await stopsAnswering(url, 10_000);
  });

  it('stops its server when npm alone gets a SIGTERM (a process manager stopping it)', async () => {
    const { npm, url } = await npmStart();
    assert.equal(await answers(url), true);
    npm.kill('SIGTERM');
    await stopsAnswering(url, 10_000);
  });
});
