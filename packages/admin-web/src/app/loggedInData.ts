/**
 * The data side of the logged-in panel: the SDK client on the session's core (the paging helpers; each
 * feature attaches the resource modules it uses, `resourceOf`), a query cache of its own, and the first query of the address's screen. Made as soon as
 * the start-up restore knows the session (App.tsx loads this light module then), not when the logged-in
 * panel's code (the router, the shell) has loaded and rendered: the screen's first request then runs in
 * parallel with that code (issue 14). LoggedInApp takes what was made here, or makes it itself (a login).
 *
 * WEB-3: the query cache dies with the session. What is made here and not taken yet is dropped the moment
 * the session ends; what LoggedInApp took lives and dies with it.
 */
import { type ApiCore, type PagingClient, type RuntimeConfig, withPaging } from '@redakcja/api-sdk';
import type { QueryClient } from '@tanstack/react-query';
import { pathUnderPrefix } from './locationPath';
import { createQueryClient } from './queryClient';
import { prefetchRoute } from './routePrefetch';

export interface LoggedInData {
  readonly client: PagingClient;
  readonly queryClient: QueryClient;
  /** The path under the prefix whose first query was started (later addresses start their own). */
  readonly prefetched: string;
}

/** The client, the cache and the address's first query, for the core's current session. */
export function createLoggedInData(core: ApiCore, config: RuntimeConfig): LoggedInData {
  const client = withPaging(core);
  const queryClient = createQueryClient();
  const path = pathUnderPrefix(window.location.pathname, config.adminPrefix);
  startFirstQuery({ client, queryClient, prefetched: path }, core, config);
  return { client, queryClient, prefetched: path };
}

/** Starts the first query of the current address (when it has one and the session may see it). */
export function startFirstQuery(data: LoggedInData, core: ApiCore, config: RuntimeConfig): void {
  prefetchRoute(
    data.queryClient,
    data.client,
    { user: core.auth.getSession(), enabledAreas: config.enabledAreas },
    pathUnderPrefix(window.location.pathname, config.adminPrefix),
    window.location.search,
  );
}

/** The core whose session has its data made, and that data until LoggedInApp takes it. */
let current: { core: ApiCore; waiting: LoggedInData | null } | null = null;

function track(core: ApiCore, waiting: LoggedInData | null): void {
  const record = { core, waiting };
  current = record;
  const stop = core.auth.subscribe((session) => {
    if (session !== null) return;
    if (current === record) current = null;
    stop();
  });
}

/** Made ahead for the core's session (no-op without a session or when already made); dropped when it ends. */
export function prepareLoggedInData(core: ApiCore, config: RuntimeConfig): void {
  if (core.auth.getSession() === null || current?.core === core) return;
  track(core, createLoggedInData(core, config));
}

/** For LoggedInApp: what was made ahead for this session (once), or made now. */
export function loggedInData(core: ApiCore, config: RuntimeConfig): LoggedInData {
  if (current?.core === core && current.waiting) {
    const { waiting } = current;
    current.waiting = null;
    return waiting;
  }
  const data = createLoggedInData(core, config);
  if (current?.core !== core) track(core, null);
  return data;
}
