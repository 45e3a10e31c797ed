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

/** The file's fields, each optional. */
interface ConfigFile {
  apiBaseUrl?: string;
  staticBaseUrl?: string;
  adminPrefix?: string;
  productName?: string;
  enabledAreas?: string[];
  hubUrl?: string;
}

const TEXT_FIELDS = ['apiBaseUrl', 'staticBaseUrl', 'adminPrefix', 'productName', 'hubUrl'] as const;

/**
 * The file's content when it has the shape of ConfigFile, else nothing (all defaults). Checked by hand:
 * a schema library (zod/mini: 15 KB gzip) would be the biggest piece of the entry after React DOM.
 */
function readConfigFile(raw: unknown): ConfigFile {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const record = raw as Record<string, unknown>;
  const file: ConfigFile = {};
  for (const key of TEXT_FIELDS) {
    const value = record[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') return {};
    file[key] = value;
  }
  const areas = record.enabledAreas;
  if (areas !== undefined) {
    if (!Array.isArray(areas) || !areas.every((area) => typeof area === 'string')) return {};
    file.enabledAreas = areas;
  }
  return file;
}

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
  const file = readConfigFile(raw);
  const apiBaseUrl = trimSlash(file.apiBaseUrl?.trim() || origin);
  return {
    // `hubUrl` as given: resolved and checked by the live code, which loads only where a hub is named.
    ...file,
    apiBaseUrl,
    staticBaseUrl: trimSlash(file.staticBaseUrl?.trim() || apiBaseUrl),
    adminPrefix: normalizePrefix(file.adminPrefix ?? DEFAULT_ADMIN_PREFIX),
    productName: file.productName?.trim() || DEFAULT_PRODUCT,
    enabledAreas: (file.enabledAreas ?? []).filter(isAreaKey),
  };
}

/**
 * Resolves `config.json`, relative to the document's base (the panel's root, see index.html): the boot's
 * request when it sent one (`started`, boot/handoff.ts), else fetched here. A missing file or bad JSON is
 * not fatal: the panel starts on the defaults and says so on the console.
 */
export async function loadRuntimeConfig(
  started?: Promise<Response | null>,
  fetchImpl: typeof fetch = fetch,
  baseUri: string = document.baseURI,
  origin: string = location.origin,
): Promise<RuntimeConfig> {
  try {
    const response =
      (started ? await started : null) ??
      (await fetchImpl(new URL(RUNTIME_CONFIG_FILE, baseUri).href, { cache: 'no-cache' }));
    if (!response.ok) throw new Error(`${RUNTIME_CONFIG_FILE}: HTTP ${response.status}`);
    return resolveConfig(await response.json(), origin);
  } catch (error) {
    console.warn(`Redakcja: ${RUNTIME_CONFIG_FILE} unavailable, using the defaults.`, error);
    return resolveConfig({}, origin);
  }
}
