import type { RuntimeConfig } from '@redakcja/api-sdk';
import { createContext, useContext } from 'react';

/** The runtime configuration (the SDK's RuntimeConfig, D2, D3, D9), loaded at start by app/config.ts. */
export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig outside RuntimeConfigContext');
  return config;
}
