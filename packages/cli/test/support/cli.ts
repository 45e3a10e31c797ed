import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '@redakcja/api-sandbox';
import { expect } from 'vitest';

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

/** A fresh home for a test: HOME and XDG_CONFIG_HOME point inside it, nothing of the machine leaks in. */
export async function tempHome(): Promise<{
  home: string;
  configDir: string;
  sessionFile: string;
  cleanup(): Promise<void>;
}> {
  const home = await mkdtemp(join(tmpdir(), 'redakcja-cli-'));
  const configDir = join(home, '.config', 'redakcja');
  return {
    home,
    configDir,
    sessionFile: join(configDir, 'session.json'),
    cleanup: () => rm(home, { recursive: true, force: true }),
  };
}

export interface RunOptions {
  home: string;
  env?: Record<string, string | undefined>;
  /** Written to stdin, which is then closed (stdin is never a TTY here). */
  stdin?: string;
  cwd?: string;
}

/** Spawns the built CLI with a controlled environment and no TTY; resolves its exit code and output. */
export function runCli(args: readonly string[], options: RunOptions): Promise<CliRun> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: options.home,
    XDG_CONFIG_HOME: join(options.home, '.config'),
  };
  for (const [name, value] of Object.entries(options.env ?? {})) if (value !== undefined) env[name] = value;
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
