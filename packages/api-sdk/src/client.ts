import type { z } from 'zod';
import { TOKEN_REFRESH_THRESHOLD_MS } from './constants';
import { AuthManager, type RefreshLock, type SessionEndEvent } from './http/auth';
import { RequestSender } from './http/request';
import { type RetryOptions, resolveRetryOptions } from './http/retry';
import type { SessionStore } from './http/session';
import type { CallOptions, FetchLike } from './http/types';
import type { Page } from './hydra/page';
import { createPageReader } from './hydra/reader';
import { createAdvertsResource, createAdvIndustriesResource } from './resources/adverts';
import { createArticlesResource } from './resources/articles';
import { createAuthorsResource } from './resources/authors';
import { createBansResource } from './resources/bans';
import { creatableOps } from './resources/base';
import { createCacheResource } from './resources/cache';
import { createCategoriesResource } from './resources/categories';
import { createCommentsResource } from './resources/comments';
import type { ResourceContext } from './resources/context';
import { createDictionariesResource } from './resources/dictionaries';
import { createGoogleResource } from './resources/google';
import { createGroupsResource } from './resources/groups';
import { createJobOffersResource } from './resources/jobOffers';
import { createKfCompaniesResource } from './resources/kfCompanies';
import { createLogsResource } from './resources/logs';
import { createMediaResource } from './resources/media';
import { createNewslettersResource } from './resources/newsletters';
import { createPartnerNewsResource } from './resources/partnerNews';
import { createPeopleResource } from './resources/people';
import { createPlayersResource } from './resources/players';
import { createPressCompaniesResource } from './resources/pressCompanies';
import { createPressIssuesResource } from './resources/pressIssues';
import { createPressMagazinesResource } from './resources/pressMagazines';
import { createPressNewsResource } from './resources/pressNews';
import { createProbesResource } from './resources/probes';
import { createProducersResource } from './resources/producers';
import { createRssResource } from './resources/rss';
import { createSelectsResource } from './resources/selects';
import { createSiloGroupsResource } from './resources/siloGroups';
import { createSilosResource } from './resources/silos';
import { createSitesResource } from './resources/sites';
import { createStatsResource } from './resources/stats';
import { createSubscribersResource } from './resources/subscribers';
import { createUsersResource } from './resources/users';
import { FILE_API_PATH } from './schemas/media';
import { loginResponseSchema, refreshResponseSchema } from './schemas/session';

export interface ApiClientOptions {
  /**
   * The portal API's base URL (D3), e.g. 'https://portal.example' or '' for the origin that served the
   * panel. API paths ('/api/…', '/cache/…') are appended to it.
   */
  baseUrl: string;
  /** The fetch to use; default the global fetch. The Node entry passes undici's with a keep-alive agent. */
  fetch?: FetchLike | undefined;
  /** Keeps the session across restarts (Node: FileSessionStore). The browser keeps it in memory only. */
  sessionStore?: SessionStore | undefined;
  /** Called once when a session ends because the server refused the token refresh. */
  onSessionEnd?: ((event: SessionEndEvent) => void) | undefined;
  /** Wraps every refresh call, e.g. with a Web Lock for cross-tab coordination. */
  refreshLock?: RefreshLock | undefined;
  /** Retry policy of idempotent calls (GET, PUT, DELETE). */
  retry?: RetryOptions | undefined;
  /** Default budget of every call in ms (none by default); each call may pass its own. */
  timeout?: number | undefined;
  /** Headers sent with every call. */
  headers?: Record<string, string> | undefined;
  /** The pre-emptive refresh threshold in ms (default 10 s, the specification's). */
  refreshThreshold?: number | undefined;
  /** The file picker's `{fileApiPath}` (D4: '/api/media/'). */
  fileApiPath?: string | undefined;
  /** The clock, in ms since the epoch (tests and Retry-After dates). */
  now?: (() => number) | undefined;
}

function defaultFetch(): FetchLike {
  if (typeof globalThis.fetch !== 'function') {
    throw new TypeError('No global fetch: pass `fetch` to createApiClient (or use @redakcja/api-sdk/node).');
  }
  return (input, init) => globalThis.fetch(input, init);
}

/** Builds the client: `auth`, one module per area of the specification, and the paging helpers. */
export function createApiClient(options: ApiClientOptions) {
  const now = options.now ?? Date.now;
  const sender = new RequestSender({
    baseUrl: options.baseUrl,
    fetch: options.fetch ?? defaultFetch(),
    retry: resolveRetryOptions(options.retry),
    timeout: options.timeout,
    now,
    headers: options.headers ?? {},
  });
  const authManager = new AuthManager({
    sender,
    loginAnswerSchema: loginResponseSchema,
    refreshAnswerSchema: refreshResponseSchema,
    refreshThreshold: options.refreshThreshold ?? TOKEN_REFRESH_THRESHOLD_MS,
    now,
    sessionStore: options.sessionStore,
    onSessionEnd: options.onSessionEnd,
    refreshLock: options.refreshLock,
  });
  sender.useTokens(authManager);
  const pages = createPageReader(sender);
  const ctx: ResourceContext = {
    sender,
    pages,
    auth: authManager,
    fileApiPath: options.fileApiPath ?? FILE_API_PATH,
  };

  const auth = {
    login: authManager.login,
    logout: authManager.logout,
    refresh: authManager.refresh,
    restore: authManager.restore,
    changePassword: authManager.changePassword,
    ensureFreshToken: authManager.ensureFreshToken,
    getSession: authManager.getSession,
    subscribe: authManager.subscribe,
    clearSession: authManager.clearSession,
  };

  return {
    auth,
    /** Fetches any collection page by a link the server gave, parsing its items with `item`. */
    getPage: <S extends z.ZodType>(
      link: string,
      item: S,
      callOptions?: CallOptions,
    ): Promise<Page<z.output<S>>> => pages.pageByLink(link, item, callOptions),
    /** Every page from a link on, following `next` (stops on no next, an empty page or a repeated link). */
    pagesFrom: <S extends z.ZodType>(
      link: string,
      item: S,
      callOptions?: CallOptions,
    ): AsyncGenerator<Page<z.output<S>>> =>
      pages.pages({ method: 'GET', path: link, link: true }, item, callOptions),
    /** Every item of every page from a link on. */
    itemsFrom: <S extends z.ZodType>(
      link: string,
      item: S,
      callOptions?: CallOptions,
    ): AsyncGenerator<z.output<S>> =>
      pages.items({ method: 'GET', path: link, link: true }, item, callOptions),
    /**
     * The request sender behind every module (bearer, refresh, retries, errors): `http.json(spec, schema)`,
     * `http.text(spec)`, `http.empty(spec)` for a call no module covers.
     */
    http: sender,
    /** The base URL the client was built with. */
    baseUrl: options.baseUrl,
    ...createResources(ctx),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
export type AuthApi = ApiClient['auth'];

/** One module per area of the specification. */
function createResources(ctx: ResourceContext) {
  return {
    articles: createArticlesResource(ctx),
    media: createMediaResource(ctx),
    authors: createAuthorsResource(ctx),
    categories: createCategoriesResource(ctx),
    groups: createGroupsResource(ctx),
    silos: createSilosResource(ctx),
    siloGroups: createSiloGroupsResource(ctx),
    people: createPeopleResource(ctx),
    selects: createSelectsResource(ctx),
    newsletters: createNewslettersResource(ctx),
    partnerNews: createPartnerNewsResource(ctx),
    jobOffers: createJobOffersResource(ctx),
    subscribers: createSubscribersResource(ctx),
    sites: createSitesResource(ctx),
    stats: createStatsResource(ctx),
    rss: createRssResource(ctx),
    adverts: createAdvertsResource(ctx),
    advIndustries: createAdvIndustriesResource(ctx),
    dictionaries: createDictionariesResource(ctx),
    probes: createProbesResource(ctx),
    kfCompanies: createKfCompaniesResource(ctx),
    pressCompanies: createPressCompaniesResource(ctx),
    pressNews: createPressNewsResource(ctx),
    producers: createProducersResource(ctx),
    pressMagazines: createPressMagazinesResource(ctx),
    pressIssues: createPressIssuesResource(ctx),
    players: createPlayersResource(ctx),
    users: createUsersResource(ctx),
    logs: createLogsResource(ctx),
    comments: createCommentsResource(ctx),
    cache: createCacheResource(ctx),
    bans: createBansResource(ctx),
    google: createGoogleResource(ctx),
    /** A creatable select on any resource path: `creatable('/api/authors').lookup(name)`. */
    creatable: (path: string) => creatableOps(ctx, path),
  };
}
