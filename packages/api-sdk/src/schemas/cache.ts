/**
 * Cache management (01 §2, §7): four clear calls with no meaningful body, and the two messages the
 * panel's modal shows (the CLI prints its own English lines, CLI-1).
 */
import { z } from 'zod';

export const CACHE_TARGETS = [
  { key: 'articles', path: '/cache/articles/delete_cache' },
  { key: 'top', path: '/cache/cache/sg' },
  { key: 'industries', path: '/cache/cache/industries' },
  { key: 'menu', path: '/cache/cache/menu' },
] as const;
export type CacheTarget = (typeof CACHE_TARGETS)[number]['key'];
export const CACHE_TARGET_KEYS = CACHE_TARGETS.map((target) => target.key) as [CacheTarget, ...CacheTarget[]];

export function cachePath(target: CacheTarget): string {
  const found = CACHE_TARGETS.find((candidate) => candidate.key === target);
  if (!found) throw new RangeError(`Unknown cache target: ${target}`);
  return found.path;
}

export const cacheMessages = {
  success: 'Cache pomyślnie usunięty.',
  failure: 'Wystąpił błąd podczas usuwania cache. Spróbuj ponownie.',
} as const;

/** The answer of a clear call: anything (often empty); success is the HTTP status. */
export const cacheClearResultSchema = z.unknown();
export type CacheClearResult = z.infer<typeof cacheClearResultSchema>;
