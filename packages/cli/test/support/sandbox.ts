import {
  DEMO_PASSWORD,
  type FaultSettings,
  type Sandbox,
  type SandboxOptions,
  startSandbox,
} from '@redakcja/api-sandbox';
import { afterAll, beforeAll } from 'vitest';
import {
  type CliRun,
  capturedOutputs,
  expectNoSecrets,
  type RunOptions,
  runCli,
  runMain,
  type TempHome,
  tempHome,
} from './cli';

/** Cron credentials of a demo user on this sandbox (REDAKCJA_USERNAME and REDAKCJA_PASSWORD). */
export function cronEnv(sandbox: Sandbox, username = 'admin'): Record<string, string> {
  return { REDAKCJA_API_URL: sandbox.url, REDAKCJA_USERNAME: username, REDAKCJA_PASSWORD: DEMO_PASSWORD };
}

export interface CallOptions extends Omit<RunOptions, 'home'> {
  /** The demo user of the cron credentials (default admin); null for none (the session file is used). */
  username?: string | null;
  /** Another home than the file's (a test with its own session file). */
  home?: string | undefined;
}

export interface SandboxFixture {
  readonly sandbox: Sandbox;
  readonly url: string;
  /** The temporary home of this file's runs. */
  readonly home: TempHome;
  /** Tokens and cookies the tests saw: no output of the file may contain them (checked at the end). */
  readonly secrets: string[];
  /** Spawns the built CLI against the sandbox, as ops run it (cron credentials unless username is null). */
  cli(args: readonly string[], options?: CallOptions): Promise<CliRun>;
  /** The same run in this process (`main()` with captured streams, no TTY): for usage and output checks. */
  main(args: readonly string[], options?: CallOptions): Promise<CliRun>;
  /** Runs `body` with the sandbox's fault injection changed (latency, fail rate, seed), then resets it. */
  withFaults<T>(changes: Partial<FaultSettings>, body: () => Promise<T>): Promise<T>;
}

/**
 * One sandbox and one temporary home for a test file, started before its tests and stopped after them;
 * at the end, every output of the file is scanned for the demo password, the secrets the tests saw, and
 * anything shaped like a token.
 */
export function useSandbox(options: SandboxOptions = {}): SandboxFixture {
  let sandbox: Sandbox | undefined;
  let home: TempHome | undefined;
  const secrets: string[] = [];

  beforeAll(async () => {
    [sandbox, home] = await Promise.all([startSandbox({ seed: 'demo', ...options }), tempHome()]);
  });

  afterAll(async () => {
    await sandbox?.close();
    await home?.cleanup();
    expectNoSecrets(capturedOutputs, secrets);
  });

  const started = (): { sandbox: Sandbox; home: TempHome } => {
    if (!sandbox || !home)
      throw new Error('useSandbox: the sandbox is not started yet (use it inside a test)');
    return { sandbox, home };
  };
  const runOptions = (callOptions: CallOptions = {}): RunOptions => {
    const { sandbox, home } = started();
    const { username = 'admin', env, home: own, ...rest } = callOptions;
    const credentials = username === null ? { REDAKCJA_API_URL: sandbox.url } : cronEnv(sandbox, username);
    return { ...rest, home: own ?? home.home, env: { ...credentials, ...env } };
  };

  return {
    get sandbox() {
      return started().sandbox;
    },
    get url() {
      return started().sandbox.url;
    },
    get home() {
      return started().home;
    },
    secrets,
    cli: (args, callOptions) => runCli(args, runOptions(callOptions)),
    main: (args, callOptions) => runMain(args, runOptions(callOptions)),
    async withFaults(changes, body) {
      const { sandbox } = started();
      sandbox.setFaults(changes);
      try {
        return await body();
      } finally {
        sandbox.setFaults({ latency: options.latency ?? 0, failRate: options.failRate ?? 0 });
      }
    },
  };
}
