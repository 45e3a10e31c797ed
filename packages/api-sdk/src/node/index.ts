/**
 * `@redakcja/api-sdk/node`: the client for Node (the CLI, scripts, the sandbox's tests). undici with a
 * keep-alive agent, a cookie jar for the refresh cookie (D21) and a session file with mode 0600.
 * Node-only imports live here so that the browser entry never carries them.
 */
import type { SerializedCookieJar } from 'tough-cookie';
import { Agent, type Dispatcher, FormData as UndiciFormData, fetch as undiciFetch } from 'undici';
import { createApiClient } from '../client';
import type { ApiClientOptions } from '../core';
import type { SessionStore, StoredSession } from '../http/session';
import type { FetchLike } from '../http/types';
import { RefreshCookieJar } from './cookieJar';
import { FileSessionStore } from './fileSessionStore';
import { requestFetch } from './requestFetch';

export { RefreshCookieJar } from './cookieJar';
export { FileSessionStore, SESSION_FILE_MODE } from './fileSessionStore';
export { fileFromBuffer, fileFromPath } from './files';
export { requestFetch } from './requestFetch';

export interface NodeApiClientOptions extends Omit<ApiClientOptions, 'fetch'> {
  /** Keep the session (token and refresh cookie) in this file, mode 0600. Ignored when sessionStore is given. */
  sessionFile?: string | undefined;
  /** undici dispatcher; default a keep-alive Agent owned (and closed) by the client. */
  dispatcher?: Dispatcher | undefined;
  /** Keep-alive of idle sockets in ms (default 10 s). */
  keepAliveTimeout?: number | undefined;
  /** Replaces undici's fetch (tests); cookies are still handled by the jar. */
  fetch?: FetchLike | undefined;
  /**
   * 'request': send the calls with undici's request API (`requestFetch`), lighter than its fetch for long
   * paged loops (the CLI); uploads still go through fetch. Default 'fetch'.
   */
  transport?: 'fetch' | 'request' | undefined;
}

/** undici's fetch only recognises its own FormData class: copy a global FormData into one. */
function toUndiciBody(body: RequestInit['body']): unknown {
  if (typeof FormData === 'undefined' || !(body instanceof FormData)) return body;
  const form = new UndiciFormData();
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, value.name);
  }
  return form;
}

function undiciFetchWith(dispatcher: Dispatcher): FetchLike {
  return async (input, init) => {
    const response = await undiciFetch(input, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      body: toUndiciBody(init.body) as never,
      dispatcher,
    });
    return response as unknown as Response;
  };
}

/** Saves and loads the refresh cookie together with the session. */
function storeWithCookies(
  store: SessionStore,
  jar: RefreshCookieJar,
  loadCookies: () => Promise<void> | undefined,
): SessionStore {
  return {
    async load() {
      const stored = await store.load();
      await loadCookies();
      return stored;
    },
    async save(session: StoredSession) {
      await store.save({ ...session, cookies: await jar.snapshot() });
    },
    async clear() {
      await jar.clear();
      await store.clear();
    },
  };
}

/**
 * The client for Node: `createApiClient` wired to undici (keep-alive), the refresh-cookie jar and, with
 * `sessionFile`, a FileSessionStore. Call `close()` when done so the process can exit.
 */
export function createNodeApiClient(options: NodeApiClientOptions) {
  const ownsDispatcher = !options.dispatcher;
  const dispatcher =
    options.dispatcher ??
    new Agent({ keepAliveTimeout: options.keepAliveTimeout ?? 10_000, keepAliveMaxTimeout: 60_000 });
  const jar = new RefreshCookieJar();
  const fileStore =
    options.sessionStore ?? (options.sessionFile ? new FileSessionStore(options.sessionFile) : undefined);

  // The stored refresh cookie is loaded before the first call, so logout works without a restore first.
  // Once loaded there is nothing to wait for (undefined), so later calls leave without an await.
  let cookiesLoaded: Promise<void> | undefined;
  let cookiesReady = false;
  const loadCookies = (): Promise<void> | undefined => {
    if (cookiesReady) return undefined;
    cookiesLoaded ??= (async () => {
      const stored = await fileStore?.load();
      if (stored?.cookies) jar.restore(stored.cookies as SerializedCookieJar);
      cookiesReady = true;
    })();
    return cookiesLoaded;
  };

  const baseFetch =
    options.fetch ??
    (options.transport === 'request'
      ? requestFetch(dispatcher, undiciFetchWith(dispatcher))
      : undiciFetchWith(dispatcher));
  const client = createApiClient({
    ...options,
    fetch: jar.wrap(baseFetch, fileStore ? loadCookies : undefined),
    sessionStore: fileStore ? storeWithCookies(fileStore, jar, loadCookies) : undefined,
  });

  return {
    ...client,
    /** The jar holding the refresh cookie. */
    cookieJar: jar,
    /** Closes the keep-alive sockets (only those of the agent the client created). */
    close: async (): Promise<void> => {
      if (ownsDispatcher) await dispatcher.close();
    },
  };
}

export type NodeApiClient = ReturnType<typeof createNodeApiClient>;
