import type { AreaKey } from './access';

/**
 * The panel's runtime configuration (D2, D3, D9): the `config.json` next to the panel's index.html, read
 * at start and never baked into the bundle. The sandbox serves it; the panel reads it.
 */
export interface RuntimeConfig {
  /** The portal API's base URL (D3); default: the origin that served the panel. */
  apiBaseUrl: string;
  /** Where static files (/nsl/, /reports/, /media/ …) come from (D3); default: the API's base URL. */
  staticBaseUrl: string;
  /** The path the panel lives under (D2), without a trailing slash: '/wirtualny_admin'. */
  adminPrefix: string;
  /** `{product}` of 'Tylko na {product}' (D2). */
  productName: string;
  /** Disabled areas (D9) this installation enables. */
  enabledAreas: readonly AreaKey[];
  /**
   * The Mercure hub the API announces (its `Link: rel="mercure"`), absolute; absent: no live updates.
   * Named here rather than discovered, so that the panel's CSP allows a hub on another origin by it.
   */
  hubUrl?: string;
}

/** The file's name, beside the panel's index.html. */
export const RUNTIME_CONFIG_FILE = 'config.json';
