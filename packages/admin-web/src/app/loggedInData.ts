/**
 * The data side of the logged-in panel: the SDK client on the session's core (the paging helpers; each
 * feature attaches the resource modules it uses, `resourceOf`), a query cache of its own, and the first
 * query of the address's screen. App.tsx loads this light module at start on a logged-in address, while
 * the session is restored; the first query's options are resolved then (its feature's queries module), and
 * the cache is made and the query sent the moment the restore knows the session (WEB-53), not when the
 * logged-in panel's code (the router, the shell) has loaded and rendered: the screen's first request then
 * runs in parallel with that code. LoggedInApp takes what was made here, or makes it itself
 * (a login).
 *
 * WEB-3: the query cache dies with the session. What is made here and not taken yet is dropped the moment
 * the session ends; what LoggedInApp took lives and dies with it.
 */
import { type ApiCore, type PagingClient, type RuntimeConfig, withPaging } from '@redakcja/api-sdk';
import type { QueryClient } from '@tanstack/react-query';
import { pathUnderPrefix } from './locationPath';
import { createQueryClient } from './queryClient';
import { type RouteQuery, routeQuery, startRouteQuery } from './routePrefetch';

export interface LoggedInData {
  readonly client: PagingClient;
  readonly queryClient: QueryClient;
  /** The path under the prefix whose first query was started (later addresses start their own). */
  readonly prefetched: string;
  /** Settles when the first query's answer (or failure) is in; at once when there is none. */
  readonly firstAnswer: Settling;
}

/** A promise whose settling can be read synchronously (a render can ask whether it is done). */
export interface Settling {
  readonly promise: Promise<void>;
  settled(): boolean;
}

function settling(promise: Promise<unknown>): Settling {
  let done = false;
  const settledPromise = promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  return { promise: settledPromise, settled: () => done };
}

const currentPath = (config: RuntimeConfig) => pathUnderPrefix(window.location.pathname, config.adminPrefix);

const accessOf = (core: ApiCore, config: RuntimeConfig) => ({
  user: core.auth.getSession(),
  enabledAreas: config.enabledAreas,
});

/** The client, the cache and the address's first query (its options resolved, or being resolved). */
function createLoggedInData(
  core: ApiCore,
  config: RuntimeConfig,
  client: PagingClient,
  query: { resolved: RouteQuery | null | undefined; promise: Promise<RouteQuery | null> },
): LoggedInData {
  const queryClient = createQueryClient();
  const access = accessOf(core, config);
  // Resolved already: sent now, before the caller returns (and before React renders the panel).
  const answer =
    query.resolved !== undefined
      ? startRouteQuery(queryClient, query.resolved, access)
      : query.promise.then((resolved) => startRouteQuery(queryClient, resolved, access));
  return { client, queryClient, prefetched: currentPath(config), firstAnswer: settling(answer) };
}

/** The address's first query, being resolved (its options known once `resolved` is set). */
function resolveQuery(client: PagingClient, config: RuntimeConfig) {
  const query: { resolved: RouteQuery | null | undefined; promise: Promise<RouteQuery | null> } = {
    resolved: undefined,
    promise: routeQuery(client, currentPath(config), window.location.search),
  };
  void query.promise.then((resolved) => {
    query.resolved = resolved;
  });
  return query;
}

/** Starts the first query of the current address (when it has one and the session may see it). */
export function startFirstQuery(data: LoggedInData, core: ApiCore, config: RuntimeConfig): LoggedInData {
  const query = resolveQuery(data.client, config);
  const answer = query.promise.then((resolved) =>
    startRouteQuery(data.queryClient, resolved, accessOf(core, config)),
  );
  return { ...data, prefetched: currentPath(config), firstAnswer: settling(answer) };
}

/** The core being prepared: its data once the session is known, until LoggedInApp takes it. */
let current: { core: ApiCore; waiting: LoggedInData | null } | null = null;

/**
 * Prepares the logged-in data for the core's session: the first query's options resolved now, the cache
 * made and the query sent as soon as the core has a session (at once when it has one), dropped when that
 * session ends. Once per core.
 */
export function prepareLoggedInData(core: ApiCore, config: RuntimeConfig): void {
  if (current?.core === core) return;
  const record: { core: ApiCore; waiting: LoggedInData | null } = { core, waiting: null };
  current = record;
  const client = withPaging(core);
  const query = resolveQuery(client, config);
  let made = false;
  const make = () => {
    if (made || core.auth.getSession() === null) return;
    made = true;
    record.waiting = createLoggedInData(core, config, client, query);
  };
  make();
  const stop = core.auth.subscribe((session) => {
    // Called synchronously when the restore sets the session: the query leaves before React renders.
    if (session !== null) return make();
    if (!made) return;
    if (current === record) current = null;
    stop();
  });
}

/** For LoggedInApp: what was made ahead for this session (once), or made now. */
export function loggedInData(core: ApiCore, config: RuntimeConfig): LoggedInData {
  if (current?.core === core && current.waiting) {
    const { waiting } = current;
    current.waiting = null;
    return waiting;
  }
  const client = withPaging(core);
  const data = createLoggedInData(core, config, client, resolveQuery(client, config));
  if (current?.core !== core) {
    // Made now (a login): dropped from here when its session ends, as one made ahead.
    const record = { core, waiting: null };
    current = record;
    const stop = core.auth.subscribe((session) => {
      if (session !== null) return;
      if (current === record) current = null;
      stop();
    });
  }
  return data;
}
