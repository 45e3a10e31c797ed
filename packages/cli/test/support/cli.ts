import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '@redakcja/api-sandbox';
import { expect, onTestFinished } from 'vitest';

export const CLI = fileURLToPath(new URL('../../dist/index.js', import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Wall time of the run in ms. */
  ms: number;
}

/** Every output of every run of this test file, scanned for secrets at the end (see expectNoSecrets). */
export const capturedOutputs: string[] = [];

export interface TempHome {
  home: string;
  configDir: string;
  sessionFile: string;
  cleanup(): Promise<void>;
}

/** A fresh home for a test: HOME and XDG_CONFIG_HOME point inside it, nothing of the machine leaks in. */
export async function tempHome(): Promise<TempHome> {
  const home = await mkdtemp(join(tmpdir(), 'redakcja-cli-'));
  const configDir = join(home, '.config', 'redakcja');
  return {
    home,
    configDir,
    sessionFile: join(configDir, 'session.json'),
    cleanup: () => rm(home, { recursive: true, force: true }),
  };
}

/** A fresh home removed when the current test ends. */
export async function freshHome(): Promise<TempHome> {
  const home = await tempHome();
  onTestFinished(() => home.cleanup());
  return home;
}

export interface RunOptions {
  home: string;
  env?: Record<string, string | undefined>;
  /** Written to stdin, which is then closed (stdin is never a TTY here). */
  stdin?: string;
  cwd?: string;
}

function environment(options: RunOptions): Record<string, string> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: options.home,
    XDG_CONFIG_HOME: join(options.home, '.config'),
  };
  for (const [name, value] of Object.entries(options.env ?? {})) if (value !== undefined) env[name] = value;
  return env;
}

/** Collects what a stream is given, as text. */
export class Capture extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.text += chunk.toString('utf8');
    done();
  }
}

/**
 * Runs `redakcja` in this process: `main()` with captured streams, the same environment as runCli and
 * no TTY. Faster than a spawn; for checks of usage, messages and output shapes.
 */
export async function runMain(args: readonly string[], options: RunOptions): Promise<CliRun> {
  const { main } = await import('../../src/index');
  const stdout = new Capture();
  const stderr = new Capture();
  const started = performance.now();
  const code = await main(args, {
    stdin: Readable.from(options.stdin === undefined ? [] : [options.stdin]),
    stdout,
    stderr,
    env: environment(options),
    stdinIsTTY: false,
    stderrIsTTY: false,
    now: () => new Date(),
    signal: new AbortController().signal,
  });
  capturedOutputs.push(stdout.text, stderr.text);
  return { code, stdout: stdout.text, stderr: stderr.text, ms: performance.now() - started };
}

/** Spawns the built CLI with a controlled environment and no TTY; resolves its exit code and output. */
export function runCli(args: readonly string[], options: RunOptions): Promise<CliRun> {
  const env = environment(options);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env,
      cwd: options.cwd ?? options.home,
      stdio: 'pipe',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      capturedOutputs.push(stdout, stderr);
      resolve({ code, stdout, stderr, ms: performance.now() - started });
    });
    child.stdin.end(options.stdin ?? '');
  });
}

/** The access token and refresh cookie kept in a session file (to prove they are never printed). */
export async function secretsOfSessionFile(path: string): Promise<string[]> {
  try {
    const stored = JSON.parse(await readFile(path, 'utf8')) as { token?: string; cookies?: unknown };
    const cookieValues = [...JSON.stringify(stored.cookies ?? {}).matchAll(/"value":"([^"]+)"/g)].map(
      (m) => m[1] ?? '',
    );
    return [stored.token ?? '', ...cookieValues].filter((value) => value.length > 8);
  } catch {
    return [];
  }
}

/**
 * No password, token or refresh cookie in anything the CLI printed: the demo password, the secrets
 * given, and anything shaped like a JWT or a bearer header.
 */
export function expectNoSecrets(outputs: readonly string[], secrets: readonly string[] = []): void {
  const all = outputs.join('\n');
  for (const secret of [DEMO_PASSWORD, ...secrets]) {
    if (secret) expect(all.includes(secret), `a secret (${secret.slice(0, 4)}…) was printed`).toBe(false);
  }
  expect(all).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/);
  expect(all).not.toMatch(/Bearer\s+(?!\*\*\*)\S+/i);
  expect(all).not.toMatch(/refresh_token=(?!\*\*\*)[^\s;]+/);
}
