import { PassThrough } from 'node:stream';
import { DEMO_PASSWORD } from '@redakcja/api-sandbox';
import { CliContext, type Deps } from '../../src/core/context';
import type { Prompts } from '../../src/core/prompts';
import type { GlobalOptions } from '../../src/core/types';
import { Capture, capturedOutputs } from './cli';

export interface DirectOptions {
  apiUrl: string;
  username?: string;
  globals?: GlobalOptions;
  interactive?: boolean;
  prompts?: Prompts;
  now?: () => Date;
  signal?: AbortSignal;
  env?: Record<string, string>;
  home?: string;
}

/**
 * Deps for calling a command's `run` directly: a real logged-in client on the sandbox (cron-style
 * credentials), captured stdout and stderr, and scripted prompts.
 */
export async function directDeps(options: DirectOptions): Promise<{
  deps: Deps;
  stdout: Capture;
  stderr: Capture;
  close(): Promise<void>;
}> {
  const stdout = new Capture();
  const stderr = new Capture();
  // A terminal for cli-progress, which checks the stream itself.
  if (options.interactive) Object.assign(stderr, { isTTY: true, columns: 120 });
  const context = new CliContext(
    {
      stdin: new PassThrough(),
      stdout,
      stderr,
      env: {
        HOME: options.home ?? '/nonexistent',
        XDG_CONFIG_HOME: `${options.home ?? '/nonexistent'}/.config`,
        REDAKCJA_USERNAME: options.username ?? 'admin',
        REDAKCJA_PASSWORD: DEMO_PASSWORD,
        ...options.env,
      },
      stdinIsTTY: options.interactive ?? false,
      stderrIsTTY: options.interactive ?? false,
      now: options.now ?? (() => new Date()),
      signal: options.signal ?? new AbortController().signal,
      prompts: options.prompts ?? refusingPrompts,
    },
    () => ({ apiUrl: options.apiUrl, ...options.globals }),
  );
  const close = async () => {
    await context.close();
    // Scanned for secrets with the file's other outputs.
    capturedOutputs.push(stdout.text, stderr.text);
  };
  try {
    return { deps: await context.deps(), stdout, stderr, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Prompts that fail the test if a command asks anything it should not. */
export const refusingPrompts: Prompts = {
  input: async (message) => {
    throw new Error(`unexpected prompt: ${message}`);
  },
  password: async (message) => {
    throw new Error(`unexpected prompt: ${message}`);
  },
  confirm: async (message) => {
    throw new Error(`unexpected confirmation: ${message}`);
  },
};
