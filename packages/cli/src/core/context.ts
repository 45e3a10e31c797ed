import type { Readable, Writable } from 'node:stream';
import type { NodeApiClient } from '@redakcja/api-sdk/node';
import type { Agent } from 'undici';
import { version } from '../../package.json';
import { NotLoggedInError } from './errors';
import { Output } from './output';
import { inquirerPrompts, type Prompts } from './prompts';
import type { ApiBoundSessionStore } from './sessionStore';
import type { CliConfig, Env, GlobalOptions } from './types';

/** The package's version (esbuild inlines this one field of package.json into the bundle). */
export const CLI_VERSION: string = version;

/** The process around the CLI: streams, environment, terminals, clock, cancellation. Tests pass their own. */
export interface CliIo {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  env: Env;
  stdinIsTTY: boolean;
  stderrIsTTY: boolean;
  now: () => Date;
  /** Aborted on Ctrl-C: every call and every file write stops, temporary files are removed. */
  signal: AbortSignal;
  /** Default: inquirer on stderr. */
  prompts?: Prompts | undefined;
}

/** What a command's `run` gets besides its own options. */
export interface BaseDeps {
  config: CliConfig;
  out: Output;
  now: () => Date;
  /** stdin and stderr are terminals: questions can be asked. */
  interactive: boolean;
  /** --yes: confirmations are taken as given. */
  yes: boolean;
  prompts: Prompts;
  signal: AbortSignal;
  stdin: Readable;
  /** The keep-alive connection pool of this run (API calls and static downloads). */
  dispatcher: Agent;
}

export interface Deps extends BaseDeps {
  /** A logged-in API client (session file or REDAKCJA_USERNAME/REDAKCJA_PASSWORD). */
  api: NodeApiClient;
  /** Where the login came from: the session file of `redakcja login`, or the environment (cron). */
  authSource: 'session' | 'environment';
}

/**
 * Builds what commands need, once per run: configuration, output, prompts and the API client, and
 * undoes it at the end (cron logins are invalidated, sockets closed). The SDK, undici and zod are
 * loaded here on first use, never at start-up, so `redakcja --help` stays fast.
 */
export class CliContext {
  private readonly cleanups: Array<() => Promise<void> | void> = [];
  private outputInstance: Output | undefined;
  private configPromise: Promise<CliConfig> | undefined;
  private agent: Agent | undefined;

  constructor(
    readonly io: CliIo,
    readonly globals: () => GlobalOptions,
  ) {}

  /** The output, set up from the global flags (created on first use, after parsing). */
  output(): Output {
    if (!this.outputInstance) {
      const flags = this.globals();
      this.outputInstance = new Output({
        stdout: this.io.stdout,
        stderr: this.io.stderr,
        json: flags.json ?? false,
        quiet: flags.quiet ?? false,
        verbose: flags.verbose ?? false,
        stderrIsTTY: this.io.stderrIsTTY,
      });
    }
    return this.outputInstance;
  }

  config(): Promise<CliConfig> {
    this.configPromise ??= import('./config').then(({ resolveConfig }) =>
      resolveConfig(this.globals(), this.io.env),
    );
    return this.configPromise;
  }

  /** Prompts on stderr (or the test's). */
  prompts(): Prompts {
    return (
      this.io.prompts ??
      inquirerPrompts({ input: this.io.stdin, output: this.io.stderr, signal: this.io.signal })
    );
  }

  /** stdin and stderr are terminals: questions can be asked. */
  interactive(): boolean {
    return this.io.stdinIsTTY && this.io.stderrIsTTY;
  }

  async base(): Promise<BaseDeps> {
    const flags = this.globals();
    const out = this.output();
    if (flags.verbose) {
      const { logHttpExchanges } = await import('./httpLog');
      this.cleanups.push(logHttpExchanges(out));
    }
    const config = await this.config();
    if (config.requestedProfile !== undefined && config.requestedProfile !== config.profile) {
      out.info(
        `${config.apiUrl} is not the API of the profile "${config.requestedProfile}": ${
          config.profile === undefined ? 'no profile applies' : `using the profile "${config.profile}"`
        }.`,
      );
    }
    return {
      config,
      out,
      now: this.io.now,
      interactive: this.interactive(),
      yes: flags.yes ?? false,
      prompts: this.prompts(),
      signal: this.io.signal,
      stdin: this.io.stdin,
      dispatcher: await this.dispatcher(),
    };
  }

  /** One keep-alive pool for the run, closed at the end so the process can exit at once. */
  async dispatcher(): Promise<Agent> {
    if (!this.agent) {
      const { Agent } = await import('undici');
      const agent = new Agent({ keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000 });
      this.agent = agent;
      // First in, last out: the pool closes after everything that may still use it.
      this.cleanups.unshift(() => agent.close());
    }
    return this.agent;
  }

  /** The session file of `redakcja login`, bound to the configured API. */
  async sessionStore(config: CliConfig): Promise<ApiBoundSessionStore> {
    const { ApiBoundSessionStore } = await import('./sessionStore');
    return new ApiBoundSessionStore(config.sessionFile, config.apiUrl);
  }

  /**
   * An API client on the configured URL. With a session store it keeps the session in the session file;
   * without one the session lives in memory for this run only (cron mode).
   */
  async openClient(config: CliConfig, sessionStore?: ApiBoundSessionStore): Promise<NodeApiClient> {
    const { createNodeApiClient } = await import('@redakcja/api-sdk/node');
    const out = this.output();
    const api: NodeApiClient = createNodeApiClient({
      baseUrl: config.apiUrl,
      dispatcher: await this.dispatcher(),
      // undici's request API rather than its fetch: a paged export spends most of its CPU and memory on
      // fetch's per-call objects (docs/cli.md, benchmarks).
      transport: 'request',
      sessionStore,
      timeout: config.timeoutMs,
      headers: { 'User-Agent': `redakcja-cli/${CLI_VERSION}` },
      retry: {
        limit: config.retries,
        onRetry: (info) =>
          out.debug(
            `retry ${info.attempt}/${config.retries} of ${info.method} ${info.url} in ${info.delay} ms (${
              info.status ?? ((info.error as { cause?: { code?: string } })?.cause?.code || 'network error')
            })`,
          ),
      },
    });
    api.auth.subscribe((session) => out.redactor.add(session?.token));
    this.cleanups.push(() => api.close());
    return api;
  }

  /** Masks the refresh cookie's value in every output. */
  async rememberCookie(api: NodeApiClient, config: CliConfig): Promise<void> {
    this.output().redactor.add(
      await api.cookieJar.valueFor(`${config.apiUrl}/api/token/refresh`, 'refresh_token'),
    );
  }

  /**
   * Deps with a logged-in client. REDAKCJA_USERNAME (with a password) logs in for this run only and
   * invalidates that login at the end; otherwise the session file of `redakcja login` is used.
   */
  async deps(): Promise<Deps> {
    const base = await this.base();
    const { config, out, signal } = base;
    const { credentialsFromEnv } = await import('./credentials');
    const credentials = await credentialsFromEnv(this.io.env);
    if (credentials) {
      if (credentials.warning) out.warn(credentials.warning);
      out.redactor.addValue(credentials.password);
      const api = await this.openClient(config);
      await api.auth.login({ username: credentials.username, password: credentials.password }, { signal });
      await this.rememberCookie(api, config);
      // Invalidate this run's refresh token at the end: cron must not leave live sessions behind.
      this.cleanups.push(async () => {
        await api.auth.logout();
      });
      warnIfPasswordChangeRequired(api, out);
      return { ...base, api, authSource: 'environment' };
    }
    const store = await this.sessionStore(config);
    if (!(await store.load())) throw await notLoggedIn(store, config);
    const api = await this.openClient(config, store);
    // A token with more than the refresh threshold (10 s) left is used as it is: no refresh call, so two
    // commands run side by side do not race to rotate one refresh cookie. An older one is refreshed now;
    // a token that expires later in a long command is refreshed by the SDK on 'Expired JWT Token'.
    const session = await api.auth.resume({ signal });
    if (!session) throw new NotLoggedInError('The session has expired: log in again (redakcja login).');
    await this.rememberCookie(api, config);
    warnIfPasswordChangeRequired(api, out);
    return { ...base, api, authSource: 'session' };
  }

  /** Runs the clean-ups in reverse order; their failures are only logged. */
  async close(): Promise<void> {
    while (this.cleanups.length > 0) {
      const cleanup = this.cleanups.pop();
      try {
        await cleanup?.();
      } catch (error) {
        this.outputInstance?.debug(`clean-up failed: ${(error as Error).message}`);
      }
    }
  }
}

function warnIfPasswordChangeRequired(api: NodeApiClient, out: Output): void {
  const session = api.auth.getSession();
  if (session?.forcePasswordChange) {
    out.warn(
      `the account ${session.username} must change its password in the panel before the API accepts its requests`,
    );
  }
}

async function notLoggedIn(store: ApiBoundSessionStore, config: CliConfig): Promise<NotLoggedInError> {
  const other = await store.storedApiUrl();
  const how = 'run redakcja login, or set REDAKCJA_USERNAME with REDAKCJA_PASSWORD or REDAKCJA_PASSWORD_FILE';
  return new NotLoggedInError(
    other && other !== config.apiUrl
      ? `Not logged in to ${config.apiUrl} (the saved session is for ${other}): ${how}.`
      : `Not logged in: ${how}.`,
  );
}
