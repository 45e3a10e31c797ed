import type { RuntimeConfig } from '@redakcja/api-sdk';
import { resolveLink } from '@redakcja/api-sdk/constants';
import { createContext, useContext } from 'react';

/** The runtime configuration (the SDK's RuntimeConfig, D2, D3, D9), loaded at start by app/config.ts. */
export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig outside RuntimeConfigContext');
  return config;
}

/**
 * A static file's address under the static base URL (D3: `/nsl/`, `/reports/`, exports): the API's
 * root-relative paths and links resolved against `staticBaseUrl`; an absolute link stays as given.
 */
export function useStaticUrl(): (path: string) => string {
  const { staticBaseUrl } = useRuntimeConfig();
  return (path) => resolveLink(path, staticBaseUrl);
}
