/** Types shared by the core modules (no runtime code: importing them costs nothing at start-up). */

/** The options every command accepts (commander's names). */
export interface GlobalOptions {
  apiUrl?: string | undefined;
  staticUrl?: string | undefined;
  siteUrl?: string | undefined;
  config?: string | undefined;
  profile?: string | undefined;
  json?: boolean | undefined;
  yes?: boolean | undefined;
  quiet?: boolean | undefined;
  verbose?: boolean | undefined;
}

export interface CliConfig {
  /** The portal API's base URL, without a trailing slash (D3). */
  apiUrl: string;
  /** Where static files (/nsl/, /exports/ …) are served from; default the API's origin (D3). */
  staticUrl: string;
  /** The portal's public site: the newsletter's article and section links; default the API's origin. */
  siteUrl: string;
  /** `{product}` of 'Tylko na {product}' (D2). */
  product: string;
  /** Retries of idempotent calls (GET, PUT, DELETE) on network errors, 408, 429 and 5xx. */
  retries: number;
  /** Budget of one call, retries and a token refresh included, in ms. */
  timeoutMs: number;
  /** `$XDG_CONFIG_HOME/redakcja` (default `~/.config/redakcja`). */
  configDir: string;
  /**
   * The profile of the API in use: the one named (--profile, REDAKCJA_PROFILE or the file's `default`)
   * when the API is its own, else the profile whose API --api-url or REDAKCJA_API_URL names, else none.
   */
  profile: string | undefined;
  /** The profile that --profile, REDAKCJA_PROFILE or the file's `default` named, if any. */
  requestedProfile: string | undefined;
  /** A protected profile of the API in use: a change asks for its name to be typed. */
  protectedProfile: string | undefined;
  /** The session file of `redakcja login` (mode 0600): the profile's, or session.json for an API of none. */
  sessionFile: string;
  /** The configuration file that was read, if any. */
  configFile: string | undefined;
}

export type Env = Readonly<Record<string, string | undefined>>;
