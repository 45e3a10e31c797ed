import type { WriteOptions } from '../http/conditional';
import type { CallOptions } from '../http/types';
import { encodeId } from '../http/url';
import type { IssueListItem, MagazineListItem } from '../schemas/magazineList';
import { issueListItemSchema, magazineListItemSchema } from '../schemas/magazineList';
import {
  crudListOps,
  expectingOnly,
  type Id,
  type PageFilter,
  patchOp,
  removeOp,
  type TitleFilter,
} from './base';
import type { ResourceContext } from './context';

export const PRESS_MAGAZINES_PATH = '/api/press_magazines';
export const PRESS_ISSUES_PATH = '/api/press_magazine_numbers';

/**
 * What the press magazines list does with /api/press_magazines (03 §2), on zod/mini (SDK-C33): list
 * (title), pages, remove, the publication toggle (the answer read as a list item), and the paged issues
 * of one magazine. The record and its saves are `createPressMagazinesResource`'s (./pressMagazines),
 * which includes this.
 */
export function createPressMagazineListResource(ctx: ResourceContext) {
  const { patch } = patchOp<typeof magazineListItemSchema, { isPublish: boolean }>(
    ctx,
    PRESS_MAGAZINES_PATH,
    magazineListItemSchema,
  );
  return {
    ...crudListOps<typeof magazineListItemSchema, TitleFilter>(ctx, {
      path: PRESS_MAGAZINES_PATH,
      listItem: magazineListItemSchema,
    }),
    /** PATCH {isPublish} with the given value; with `expected` (the row as listed), only a change of isPublish conflicts. */
    setPublished: (id: Id, isPublish: boolean, options?: WriteOptions<Partial<MagazineListItem>>) =>
      patch(id, { isPublish }, expectingOnly('isPublish', options)),
    /** GET /api/press_magazines/{id} read as its list row (its title for the issues list's heading). */
    listed: (id: Id, options?: CallOptions) =>
      ctx.sender.json(
        { method: 'GET', path: `${PRESS_MAGAZINES_PATH}/${encodeId(id)}` },
        magazineListItemSchema,
        options,
      ),
    /** GET /api/press_magazines/{id}/numbers: the magazine's issues, paged. */
    issues: (magazineId: Id, filter: PageFilter = {}, options?: CallOptions) =>
      ctx.pages.page(
        {
          method: 'GET',
          path: `${PRESS_MAGAZINES_PATH}/${encodeId(magazineId)}/numbers`,
          query: { page: filter.page },
        },
        issueListItemSchema,
        options,
      ),
    /** An issues page by a link from a previous page. */
    issuesByLink: (link: string, options?: CallOptions) =>
      ctx.pages.pageByLink(link, issueListItemSchema, options),
  };
}
export type PressMagazineListResource = ReturnType<typeof createPressMagazineListResource>;

/**
 * What a magazine's issues list does with /api/press_magazine_numbers (03 §2), on zod/mini (SDK-C33):
 * the publication toggle (PATCH {isPublished}, the answer read as a list item) and DELETE at the issue's
 * own path. The list itself: `createPressMagazineListResource(ctx).issues(id)`; one issue and its saves:
 * `createPressIssuesResource` (./pressIssues), which includes this.
 */
export function createPressIssueListResource(ctx: ResourceContext) {
  const { patch } = patchOp<typeof issueListItemSchema, { isPublished: boolean }>(
    ctx,
    PRESS_ISSUES_PATH,
    issueListItemSchema,
  );
  return {
    /** PATCH {isPublished} with the given value; with `expected` (the row as listed), only a change of the row's isPublish conflicts. */
    setPublished: (id: Id, isPublished: boolean, options?: WriteOptions<Partial<IssueListItem>>) =>
      patch(id, { isPublished }, expectingOnly('isPublish', options)),
    ...removeOp(ctx, PRESS_ISSUES_PATH),
  };
}
export type PressIssueListResource = ReturnType<typeof createPressIssueListResource>;
