/**
 * Runtime configuration (D2, D3, D9): read at start from `config.json` next to index.html, never baked
 * into the bundle, so one build serves any portal, prefix and product. Every field is optional; what is
 * missing falls back to the defaults below, and a missing or unreadable file means all defaults.
 */
import {
  AREA_KEYS,
  type AreaKey,
  DEFAULT_ADMIN_PREFIX,
  DEFAULT_PRODUCT,
  RUNTIME_CONFIG_FILE,
  type RuntimeConfig,
} from '@redakcja/api-sdk';
// zod/mini, like the SDK's session core: the entry carries no full zod.
import * as zm from 'zod/mini';
import { CONFIG_REQUEST } from './panelBase';

const configFileSchema = zm.object({
  apiBaseUrl: zm.optional(zm.string()),
  staticBaseUrl: zm.optional(zm.string()),
  adminPrefix: zm.optional(zm.string()),
  productName: zm.optional(zm.string()),
  enabledAreas: zm.optional(zm.array(zm.string())),
});

/** '/wirtualny_admin/' or 'wirtualny_admin' → '/wirtualny_admin'; '/' or '' → ''. */
export function normalizePrefix(prefix: string): string {
  const trimmed = prefix.trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `/${trimmed}`;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function isAreaKey(value: string): value is AreaKey {
  return (AREA_KEYS as readonly string[]).includes(value);
}

/** The configuration from the file's content (anything) and the page's origin. */
export function resolveConfig(raw: unknown, origin: string): RuntimeConfig {
  const parsed = configFileSchema.safeParse(raw);
  const file = parsed.success ? parsed.data : {};
  const apiBaseUrl = trimSlash(file.apiBaseUrl?.trim() || origin);
  return {
    apiBaseUrl,
    staticBaseUrl: trimSlash(file.staticBaseUrl?.trim() || apiBaseUrl),
    adminPrefix: normalizePrefix(file.adminPrefix ?? DEFAULT_ADMIN_PREFIX),
    productName: file.productName?.trim() || DEFAULT_PRODUCT,
    enabledAreas: (file.enabledAreas ?? []).filter(isAreaKey),
  };
}

/**
 * Fetches `config.json` relative to the document's base (the panel's root, see index.html) and resolves
 * it. A missing file or bad JSON is not fatal: the panel starts on the defaults and says so on the console.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  baseUri: string = document.baseURI,
  origin: string = location.origin,
): Promise<RuntimeConfig> {
  try {
    // index.html's inline script started the request with the entry's download (panelBase.ts).
    const started = (globalThis as Record<string, unknown>)[CONFIG_REQUEST] as
      | Promise<Response | null>
      | undefined;
    delete (globalThis as Record<string, unknown>)[CONFIG_REQUEST];
    const response =
      (started && fetchImpl === fetch ? await started : null) ??
      (await fetchImpl(new URL(RUNTIME_CONFIG_FILE, baseUri).href, { cache: 'no-cache' }));
    if (!response.ok) throw new Error(`${RUNTIME_CONFIG_FILE}: HTTP ${response.status}`);
    return resolveConfig(await response.json(), origin);
  } catch (error) {
    console.warn(`Redakcja: ${RUNTIME_CONFIG_FILE} unavailable, using the defaults.`, error);
    return resolveConfig({}, origin);
  }
}
