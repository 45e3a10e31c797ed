import { PassThrough } from 'node:stream';
import { DEMO_PASSWORD } from '@redakcja/api-sandbox';
import { onTestFinished } from 'vitest';
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
 * credentials), captured stdout and stderr, and scripted prompts. Closed when the test ends.
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
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await context.close();
    // Scanned for secrets with the file's other outputs.
    capturedOutputs.push(stdout.text, stderr.text);
  };
  // Closed when the test ends at the latest (sockets, the cron login); a test may close it earlier.
  onTestFinished(close);
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

/**
 * Prompts that answer every confirmation (and fail the test on any other question), keeping the
 * questions asked. `answer` may be a function, to act while the operator "reads" the question.
 */
export function confirming(answer: boolean | (() => boolean)): { prompts: Prompts; asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    prompts: {
      ...refusingPrompts,
      confirm: async (question) => {
        asked.push(question);
        return typeof answer === 'function' ? answer() : answer;
      },
    },
  };
}
