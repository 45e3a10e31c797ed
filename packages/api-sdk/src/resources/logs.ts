import type { LogFilter } from '../schemas/logs';
import { logSchema } from '../schemas/logs';
import { collectionOps, type PageFilter } from './base';
import type { ResourceContext } from './context';

export type LogListFilter = LogFilter & PageFilter;

/**
 * /api/logs (login history): list with loggedAt[before] and the screen's search, the user's name
 * (`user.username`, SDK-C16), pages by link.
 */
export function createLogsResource(ctx: ResourceContext) {
  return collectionOps<typeof logSchema, LogListFilter>(ctx, '/api/logs', logSchema, (filter) => ({
    page: filter.page,
    'loggedAt[before]': filter.loggedAtBefore,
    'user.username': filter.username,
  }));
}
export type LogsResource = ReturnType<typeof createLogsResource>;
