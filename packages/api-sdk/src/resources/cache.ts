import type { CallOptions } from '../http/types';
import { type CacheTarget, cachePath } from '../schemas/cache';
import type { ResourceContext } from './context';

/** The four cache clears: POST with no body to /cache/… (not under /api). Resolves on success. */
export function createCacheResource(ctx: ResourceContext) {
  const clear = (target: CacheTarget, options?: CallOptions): Promise<void> =>
    ctx.sender.empty({ method: 'POST', path: cachePath(target) }, options);
  return {
    clear,
    /** POST /cache/articles/delete_cache */
    clearArticles: (options?: CallOptions) => clear('articles', options),
    /** POST /cache/cache/sg (the 'Top' section) */
    clearTop: (options?: CallOptions) => clear('top', options),
    /** POST /cache/cache/industries */
    clearIndustries: (options?: CallOptions) => clear('industries', options),
    /** POST /cache/cache/menu (the navigation bar) */
    clearMenu: (options?: CallOptions) => clear('menu', options),
  };
}
export type CacheResource = ReturnType<typeof createCacheResource>;
