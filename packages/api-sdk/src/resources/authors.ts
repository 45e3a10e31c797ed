import type { CallOptions } from '../http/types';
import { encodeId } from '../http/url';
import { authorListItemSchema } from '../schemas/authorList';
import {
  type AuthorPayload,
  type AuthorStatsFilter,
  authorFullSchema,
  authorSchema,
  authorStatisticsRowSchema,
} from '../schemas/authors';
import { AUTHORS_PATH } from './authorList';
import { creatableOps, crudOps, type Id, type NameFilter, type PageFilter } from './base';
import type { ResourceContext } from './context';

export type AuthorStatsQuery = Partial<AuthorStatsFilter> & PageFilter;

/**
 * /api/authors: list (name), get, create, update, patch, remove; the full view (with the photo) for the
 * newsletter's lead segment; the author statistics (name, after, before); and the creatable select's
 * lookup and option creation.
 */
export function createAuthorsResource(ctx: ResourceContext) {
  return {
    ...crudOps<typeof authorSchema, typeof authorListItemSchema, AuthorPayload, NameFilter>(ctx, {
      path: AUTHORS_PATH,
      item: authorSchema,
      listItem: authorListItemSchema,
    }),
    ...creatableOps(ctx, AUTHORS_PATH),
    /** GET /api/authors/full/{id}: id, name and the photo (fileName, newPath). */
    full: (id: Id, options?: CallOptions) =>
      ctx.sender.json(
        { method: 'GET', path: `${AUTHORS_PATH}/full/${encodeId(id)}` },
        authorFullSchema,
        options,
      ),
    /** GET /api/authors/stats?name&after&before: articles count and views per author. */
    stats: (filter: AuthorStatsQuery = {}, options?: CallOptions) =>
      ctx.pages.page(
        {
          method: 'GET',
          path: `${AUTHORS_PATH}/stats`,
          query: { page: filter.page, name: filter.name, after: filter.after, before: filter.before },
        },
        authorStatisticsRowSchema,
        options,
      ),
    /** The statistics page by a link from a previous page. */
    statsByLink: (link: string, options?: CallOptions) =>
      ctx.pages.pageByLink(link, authorStatisticsRowSchema, options),
  };
}
export type AuthorsResource = ReturnType<typeof createAuthorsResource>;
