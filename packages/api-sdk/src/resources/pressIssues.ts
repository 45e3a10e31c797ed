import type { UploadFile } from '../http/multipart';
import type { CallOptions } from '../http/types';
import { type IssuePatch, type IssuePayload, issueSchema } from '../schemas/magazines';
import { getOp, type Id, patchOp, payloadFields, postForm, postFormAsPut, removeOp } from './base';
import type { ResourceContext } from './context';

const PATH = '/api/press_magazine_numbers';

/**
 * Issues of a press magazine (D6): /api/press_magazine_numbers/{id} get, multipart create (the cover as
 * `file`, JPEG only), multipart edit with `_method=PUT`, PATCH {isPublished}, and DELETE at the issue's
 * own path. The list of a magazine's issues: `pressMagazines.issues(id)`.
 */
export function createPressIssuesResource(ctx: ResourceContext) {
  const { patch } = patchOp<typeof issueSchema, IssuePatch>(ctx, PATH, issueSchema);
  return {
    ...getOp(ctx, PATH, issueSchema),
    create: (payload: IssuePayload, cover?: UploadFile, options?: CallOptions) =>
      postForm(ctx, PATH, { ...payloadFields(payload), file: cover }, issueSchema, options),
    update: (id: Id, payload: IssuePayload, cover?: UploadFile, options?: CallOptions) =>
      postFormAsPut(ctx, PATH, id, { ...payloadFields(payload), file: cover }, issueSchema, options),
    patch,
    /** PATCH {isPublished} with the given value. */
    setPublished: (id: Id, isPublished: boolean, options?: CallOptions) =>
      patch(id, { isPublished }, options),
    ...removeOp(ctx, PATH),
  };
}
export type PressIssuesResource = ReturnType<typeof createPressIssuesResource>;
