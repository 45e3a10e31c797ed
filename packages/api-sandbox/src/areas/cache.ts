import { guarded } from '../http/route';
import { CACHE_TARGETS } from '../sdk';
import { formatDateTime, toStored } from '../util/time';
import type { Area } from './types';

/** The four cache clears (outside /api, as in the portal). Each clear is recorded with its time. */
export const cacheArea: Area = {
  resources: [],
  register(app, ctx) {
    for (const target of CACHE_TARGETS) {
      app.route({
        method: 'POST',
        url: target.path,
        config: { access: guarded, accepts: 'any' },
        handler: async (request) => {
          const at = ctx.now();
          ctx.db
            .prepare('INSERT INTO cache_clears (target, cleared_at, username) VALUES (?, ?, ?)')
            .run(target.key, toStored(at), request.user?.username ?? null);
          return { target: target.key, cleared: true, clearedAt: formatDateTime(at) };
        },
      });
    }
  },
};
