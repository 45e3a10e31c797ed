import type { AreaKey } from '@redakcja/api-sdk';
import { createContext, useContext } from 'react';

/** The panel's runtime configuration (D2, D3, D9), loaded at start by app/config.ts. */
export interface RuntimeConfig {
  /** The portal API's base URL (D3); default: the origin that served the panel. */
  apiBaseUrl: string;
  /** Where static files (/nsl/, /reports/, /media/ …) come from (D3); default: the API's base URL. */
  staticBaseUrl: string;
  /** The path the panel lives under (D2), without a trailing slash: '/wirtualny_admin'. */
  adminPrefix: string;
  /** `{product}` of 'Tylko na {product}' (D2). */
  productName: string;
  /** Disabled areas (D9) this installation enables. Unknown names are ignored. */
  enabledAreas: readonly AreaKey[];
}

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig outside RuntimeConfigContext');
  return config;
}
