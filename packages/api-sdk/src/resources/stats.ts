import { z } from 'zod';
import type { CallOptions } from '../http/types';
import type { Query } from '../http/url';
import { type StatPayload, statSchema } from '../schemas/stats';
import { crudOps, type PageFilter } from './base';
import type { ResourceContext } from './context';

/**
 * /api/stats: list, get, create ({from, to}), update, patch, remove; `report()` is GET /api/report, whose
 * screen the specification calls broken (D12 shows the static /reports/report_{id}.html instead), so its
 * body is returned as decoded JSON without a shape.
 */
export function createStatsResource(ctx: ResourceContext) {
  return {
    ...crudOps<typeof statSchema, typeof statSchema, StatPayload, PageFilter>(ctx, {
      path: '/api/stats',
      item: statSchema,
      listItem: statSchema,
    }),
    report: (query?: Query, options?: CallOptions): Promise<unknown> =>
      ctx.sender.json({ method: 'GET', path: '/api/report', query }, z.unknown(), options),
  };
}
export type StatsResource = ReturnType<typeof createStatsResource>;
