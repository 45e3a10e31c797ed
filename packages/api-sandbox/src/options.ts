// The SDK's light entry (no zod): the bin reads these defaults before it loads the server.
import {
  type AreaKey,
  DEFAULT_ADMIN_PREFIX,
  DEFAULT_PAGE_SIZE,
  DEFAULT_PRODUCT,
} from '@redakcja/api-sdk/constants';

export { DEFAULT_ADMIN_PREFIX, DEFAULT_PAGE_SIZE, DEFAULT_PRODUCT };

/** Access token lifetime in seconds (D21). */
export const DEFAULT_ACCESS_TTL = 3600;
/** Refresh token lifetime in seconds: 30 days (SB-6). */
export const DEFAULT_REFRESH_TTL = 30 * 24 * 3600;

/** Milliseconds between the hub's heartbeats: well under the idle timeouts of common proxies. */
export const DEFAULT_HUB_HEARTBEAT = 15_000;

export type SeedMode = 'demo' | 'none' | 'load';

export type UrlStrategy = 'path' | 'net_path';

export interface SandboxOptions {
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** Port; 0 (the default of startSandbox) picks a free one. */
  port?: number;
  /** SQLite file, or ':memory:' (the default of startSandbox). */
  db?: string;
  /** Folder of the static files (uploads, generated newsletters, reports, exports). Default: next to the db. */
  dataDir?: string;
  /** Seed an empty database. Default 'none'. */
  seed?: SeedMode;
  /** Access token lifetime in seconds. Default 3600 (D21). */
  accessTtl?: number;
  /** Refresh token lifetime in seconds. Default 30 days. */
  refreshTtl?: number;
  /** Members per page of every collection. Default 30 (D18). */
  pageSize?: number;
  /**
   * How collection links are written, as API Platform's `url_generation_strategy`: 'path' ('/api/x?page=2',
   * the default) or 'net_path' ('//host/api/x?page=2', SDK-31), to test clients against both.
   */
  urlStrategy?: UrlStrategy;
  /**
   * The token answers: 'portal' (the user's fields beside the token, as 01 §7 lists them; the default)
   * or 'stock' (`{"token"}` as LexikJWT and gesdinet's cookie mode ship them, SDK-30).
   */
  tokenAnswers?: 'portal' | 'stock';
  /**
   * Weak ETags on every record served and `If-Match` honoured on PUT, PATCH and DELETE (412 when the
   * record changed; SB-40). Default true; false plays a stock API Platform server, which sends none.
   */
  etags?: boolean;
  /** Built panel to serve under the admin prefix, with history fallback. */
  panelDir?: string;
  /** Admin prefix of the panel (D2). Default /wirtualny_admin. */
  adminPrefix?: string;
  /** {product} of 'Tylko na {product}' (D2). Default WM. */
  productName?: string;
  /** Disabled areas (D9) the panel should enable, given to it in the runtime config. */
  enabledAreas?: readonly AreaKey[];
  /** Static base URL for the runtime config (D3). Default: the origin the request came to. */
  staticBaseUrl?: string;
  /** API base URL for the runtime config (D3). Default: the origin the request came to. */
  apiBaseUrl?: string;
  /** Delay added to every API request (/api and /cache), in milliseconds. */
  latency?: number;
  /** Share (0..1) of API requests (/api and /cache) answered with a 503, for fault tests. */
  failRate?: number;
  /**
   * Seed of the draws that pick the failing requests: the same seed fails the same requests of the same
   * sequence, so fault tests are deterministic. Default: Math.random.
   */
  failSeed?: number;
  /**
   * The sandbox's clock (token issue and expiry, created/deleted times, date windows). Tests pass a
   * clock they can move forward instead of sleeping. Default: the system clock.
   */
  now?: () => Date;
  /** Fastify's request log on stderr. Default false. */
  logger?: boolean;
  /**
   * A Mercure hub at /.well-known/mercure publishing every write, announced by a `Link` header on API
   * responses. Default true; false plays a portal without a hub (no endpoint, no header).
   */
  hub?: boolean;
  /** Milliseconds between the hub's heartbeat comments on an idle stream. Default 15000. */
  hubHeartbeat?: number;
}

export interface ResolvedOptions {
  host: string;
  port: number;
  db: string;
  dataDir: string | undefined;
  seed: SeedMode;
  accessTtl: number;
  refreshTtl: number;
  pageSize: number;
  urlStrategy: UrlStrategy;
  tokenAnswers: 'portal' | 'stock';
  etags: boolean;
  panelDir: string | undefined;
  adminPrefix: string;
  productName: string;
  enabledAreas: readonly AreaKey[];
  staticBaseUrl: string | undefined;
  apiBaseUrl: string | undefined;
  latency: number;
  failRate: number;
  failSeed: number | undefined;
  now: () => Date;
  logger: boolean;
  hub: boolean;
  hubHeartbeat: number;
}

export function resolveOptions(options: SandboxOptions): ResolvedOptions {
  const prefix = `/${(options.adminPrefix ?? DEFAULT_ADMIN_PREFIX).replace(/^\/+|\/+$/g, '')}`;
  return {
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    db: options.db ?? ':memory:',
    dataDir: options.dataDir,
    seed: options.seed ?? 'none',
    accessTtl: options.accessTtl ?? DEFAULT_ACCESS_TTL,
    refreshTtl: options.refreshTtl ?? DEFAULT_REFRESH_TTL,
    pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
    urlStrategy: options.urlStrategy ?? 'path',
    tokenAnswers: options.tokenAnswers ?? 'portal',
    etags: options.etags ?? true,
    panelDir: options.panelDir,
    adminPrefix: prefix,
    productName: options.productName ?? DEFAULT_PRODUCT,
    enabledAreas: options.enabledAreas ?? [],
    staticBaseUrl: options.staticBaseUrl,
    apiBaseUrl: options.apiBaseUrl,
    latency: Math.max(0, options.latency ?? 0),
    failRate: Math.min(1, Math.max(0, options.failRate ?? 0)),
    failSeed: options.failSeed,
    now: options.now ?? (() => new Date()),
    logger: options.logger ?? false,
    hub: options.hub ?? true,
    hubHeartbeat: Math.max(0, options.hubHeartbeat ?? DEFAULT_HUB_HEARTBEAT),
  };
}
