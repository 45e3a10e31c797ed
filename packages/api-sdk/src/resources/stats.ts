import { z } from 'zod';
import type { CallOptions } from '../http/types';
import type { Query } from '../http/url';
import { statListItemSchema } from '../schemas/statList';
import { type StatPayload, statSchema } from '../schemas/stats';
import { crudOps, type PageFilter } from './base';
import type { ResourceContext } from './context';
import { STATS_PATH } from './statList';

/**
 * /api/stats: list, get, create ({from, to}), update, patch, remove; `report()` is GET /api/report, whose
 * screen the specification calls broken (D12 shows the static /reports/report_{id}.html instead), so its
 * body is returned as decoded JSON without a shape.
 */
export function createStatsResource(ctx: ResourceContext) {
  return {
    ...crudOps<typeof statSchema, typeof statListItemSchema, StatPayload, PageFilter>(ctx, {
      path: STATS_PATH,
      item: statSchema,
      listItem: statListItemSchema,
    }),
    report: (query?: Query, options?: CallOptions): Promise<unknown> =>
      ctx.sender.json({ method: 'GET', path: '/api/report', query }, z.unknown(), options),
  };
}
export type StatsResource = ReturnType<typeof createStatsResource>;
