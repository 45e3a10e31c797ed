import type { CallOptions } from '../http/types';
import { encodeId } from '../http/url';
import {
  issueSchema,
  type MagazinePatch,
  type MagazinePayload,
  magazineListItemSchema,
  magazineSchema,
} from '../schemas/magazines';
import { crudOps, type Id, type PageFilter, type TitleFilter } from './base';
import type { ResourceContext } from './context';

const PATH = '/api/press_magazines';

/**
 * Press magazines (D6): /api/press_magazines list (title), get, create, update, patch ({isPublish}),
 * remove, and the paged issues of one magazine. Issues themselves: `pressIssues`; publishers:
 * `selects.pressPublishers()`.
 */
export function createPressMagazinesResource(ctx: ResourceContext) {
  // PATCH is the publication toggle only (03 §7: PATCH {isPublish}).
  const crud = crudOps<
    typeof magazineSchema,
    typeof magazineListItemSchema,
    MagazinePayload,
    TitleFilter,
    MagazinePatch
  >(ctx, {
    path: PATH,
    item: magazineSchema,
    listItem: magazineListItemSchema,
  });
  return {
    ...crud,
    /** PATCH {isPublish} with the given value. */
    setPublished: (id: Id, isPublish: boolean, options?: CallOptions) =>
      crud.patch(id, { isPublish }, options),
    /** GET /api/press_magazines/{id}/numbers: the magazine's issues, paged. */
    issues: (magazineId: Id, filter: PageFilter = {}, options?: CallOptions) =>
      ctx.pages.page(
        { method: 'GET', path: `${PATH}/${encodeId(magazineId)}/numbers`, query: { page: filter.page } },
        issueSchema,
        options,
      ),
    /** An issues page by a link from a previous page. */
    issuesByLink: (link: string, options?: CallOptions) => ctx.pages.pageByLink(link, issueSchema, options),
  };
}
export type PressMagazinesResource = ReturnType<typeof createPressMagazinesResource>;
