import type { z } from 'zod/mini';
import type { WriteOptions } from '../http/conditional';
import type { UploadFile } from '../http/multipart';
import type { CallOptions } from '../http/types';
import { type IssuePatch, type IssuePayload, issueSchema } from '../schemas/magazines';
import { getOp, type Id, patchOp, payloadFields, postForm, postFormAsPut } from './base';
import type { ResourceContext } from './context';
import { createPressIssueListResource, PRESS_ISSUES_PATH as PATH } from './pressMagazineList';

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
    update: (
      id: Id,
      payload: IssuePayload,
      cover?: UploadFile,
      options?: WriteOptions<z.output<typeof issueSchema>>,
    ) => postFormAsPut(ctx, PATH, id, { ...payloadFields(payload), file: cover }, issueSchema, options),
    patch,
    ...createPressIssueListResource(ctx),
    /** PATCH {isPublished} with the given value, the answer read as the record. */
    setPublished: (id: Id, isPublished: boolean, options?: CallOptions) =>
      patch(id, { isPublished }, options),
  };
}
export type PressIssuesResource = ReturnType<typeof createPressIssuesResource>;
