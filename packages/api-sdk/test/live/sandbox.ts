/**
 * A real sandbox for the live tests, over HTTP on 127.0.0.1. The sandbox depends on the SDK, so the
 * SDK does not declare it: it is loaded from the workspace by path, and only the few members used
 * here are typed.
 */
export interface LiveSandbox {
  url: string;
  setHubAvailable(available: boolean): void;
  close(): Promise<void>;
  context: { hub?: { subscribers(): { payload: unknown }[] } };
}

interface SandboxModule {
  startSandbox(options: Record<string, unknown>): Promise<LiveSandbox>;
  DEMO_PASSWORD: string;
}

const MODULE = new URL('../../../api-sandbox/src/index.ts', import.meta.url).href;

async function sandboxModule(): Promise<SandboxModule> {
  return (await import(/* @vite-ignore */ MODULE)) as SandboxModule;
}

/** The first start transforms the sandbox's sources: longer than a hook's default 10 s on a busy machine. */
export const START_TIMEOUT = 60_000;

export async function startLiveSandbox(options: Record<string, unknown> = {}): Promise<LiveSandbox> {
  const { startSandbox } = await sandboxModule();
  return startSandbox({ seed: 'demo', hubHeartbeat: 50, ...options });
}

/**
 * A demo user's session: the API's access token and the hub's token (the `mercureAuthorization`
 * cookie; '' from a sandbox without a hub).
 */
export interface LiveUser {
  token: string;
  hubToken: string;
  /** An authorized API call. */
  api(path: string, init?: RequestInit): Promise<Response>;
}

export async function logIn(sandbox: LiveSandbox, username: string): Promise<LiveUser> {
  const { DEMO_PASSWORD } = await sandboxModule();
  const response = await fetch(`${sandbox.url}/api/token/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login ${username}: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => /^mercureAuthorization=([^;]*)/.exec(line)?.[1])
    .find((value) => value !== undefined);
  return {
    token,
    hubToken: cookie === undefined ? '' : decodeURIComponent(cookie),
    api: (path, init = {}) =>
      fetch(`${sandbox.url}${path}`, {
        ...init,
        headers: {
          accept: 'application/ld+json',
          'content-type': init.method === 'PATCH' ? 'application/merge-patch+json' : 'application/json',
          authorization: `Bearer ${token}`,
          ...(init.headers as Record<string, string> | undefined),
        },
      }),
  };
}

/** Collects what an async iterable yields, with a wait for a condition on it (no sleeps). */
export function collect<T>(iterable: AsyncIterable<T>) {
  const items: T[] = [];
  let error: unknown;
  let waiters: (() => void)[] = [];
  const wake = () => {
    const current = waiters;
    waiters = [];
    for (const waiter of current) waiter();
  };
  const done = (async () => {
    try {
      for await (const item of iterable) {
        items.push(item);
        wake();
      }
    } catch (caught) {
      error = caught;
    } finally {
      wake();
    }
  })();
  let finished = false;
  void done.then(() => {
    finished = true;
  });
  return {
    items,
    done,
    get error() {
      return error;
    },
    /** Resolves once the condition holds on the items; rejects if the stream ends first. */
    async until(condition: (items: T[]) => boolean): Promise<void> {
      while (!condition(items)) {
        if (finished) throw new Error(`stream ended first; items: ${JSON.stringify(items)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          void done.then(resolve);
        });
      }
    },
  };
}

/** The members of a Hydra collection answer (`hydra:member` or `member`). */
export async function members(answer: Response): Promise<Record<string, unknown>[]> {
  const body = (await answer.json()) as Record<string, unknown>;
  return (body['hydra:member'] ?? body.member ?? []) as Record<string, unknown>[];
}

/**
 * Waits for a condition that a callback of a stream makes true, turn by turn of the event loop (the
 * callbacks run on the sockets' turns, so no timer is needed).
 */
export async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
