import { hashPasswordSync } from '../auth/passwords';
import type { Context } from '../context';
import { contactFields } from '../db/fields';
import { defineResource } from '../db/resource';
import type { Row } from '../db/store';
import { listDocument, registerCrud, registerMultipartForms, registerSelect, writable } from '../http/crud';
import { ApiError, ValidationError } from '../http/errors';
import { itemDocument, type Json } from '../http/hydra';
import { partial } from '../http/query';
import { guarded, route } from '../http/route';
import { idParam, validate } from '../http/validate';
import {
  ISSUE_COVER_THUMBNAIL_SIZE,
  issueCoverPath,
  issuePatchSchema,
  issuePayloadSchema,
  magazineMessages,
  magazinePatchSchema,
  magazinePayloadSchema,
  numericIdFromIri,
  PRESS_MAGAZINE_RESOURCE,
  PRESS_PUBLISHER_RESOURCE,
  pressCompanyCreatePayloadSchema,
  pressCompanyPatchSchema,
  pressCompanyUpdatePayloadSchema,
  pressNewsPatchSchema,
  pressPublisherPayloadSchema,
} from '../sdk';
import { staticPath } from '../static/files';
import { type ImageInfo, inspectImage, thumbnail } from '../uploads/images';
import type { Area } from './types';

export const pressCompaniesResource = defineResource({
  name: 'companies',
  type: 'Company',
  table: 'companies',
  softDelete: true,
  fields: {
    name: { type: 'text' },
    person: { type: 'text' },
    ...contactFields,
    descr: { type: 'text' },
    moderationState: { type: 'bool', default: false, sentAs01: true },
    passwordHash: { type: 'text', hidden: true },
    created: { type: 'datetime', readOnly: true },
  },
});

export const pressNewsResource = defineResource({
  name: 'news',
  type: 'News',
  table: 'news',
  softDelete: false,
  fields: {
    importCodeId: { type: 'text', readOnly: true },
    title: { type: 'text' },
    content: { type: 'text' },
    date: { type: 'datetime' },
    isPublish: { type: 'bool', default: false },
    company: { type: 'ref', ref: 'companies' },
  },
});

export const publishersResource = defineResource({
  name: PRESS_PUBLISHER_RESOURCE,
  type: 'PressPublisher',
  table: 'press_publishers',
  softDelete: false,
  fields: { name: { type: 'text' } },
});

export const magazinesResource = defineResource({
  name: PRESS_MAGAZINE_RESOURCE,
  type: 'PressMagazine',
  table: 'press_magazines',
  softDelete: true,
  fields: {
    title: { type: 'text' },
    pressPublisher: { type: 'ref', ref: PRESS_PUBLISHER_RESOURCE },
    magazineType: { type: 'text' },
    magazineArea: { type: 'text' },
    region: { type: 'text', default: '' },
    isPublish: { type: 'bool', default: true },
  },
});

export const issuesResource = defineResource({
  name: 'press_magazine_numbers',
  type: 'PressMagazineNumber',
  table: 'press_magazine_numbers',
  softDelete: true,
  indexes: [['pressMagazine']],
  fields: {
    date: { type: 'datetime' },
    datetxt: { type: 'text' },
    person: { type: 'text' },
    description: { type: 'text' },
    isPublished: { type: 'bool', default: true },
    pressMagazine: { type: 'ref', ref: PRESS_MAGAZINE_RESOURCE },
    imgExt: { type: 'text', readOnly: true },
    /** Width of the original cover: the folder it lies in (`/media/press/{magazine}/{width}/…`). */
    coverWidth: { type: 'int', hidden: true },
  },
});

/**
 * Where an issue's cover files lie inside /media: the original under its own width and the thumbnail
 * under 120, both named by the magazine, the date and the issue (issueCoverPath, SDK-21). Empty without a cover.
 */
export function coverFiles(ctx: Context, issue: Row): { original: string; thumbnail: string } | null {
  const json = ctx.store('press_magazine_numbers').decode(issue);
  const input = {
    id: issue.id as number,
    pressMagazine: json.pressMagazine as string,
    date: json.date as string,
    imgExt: json.imgExt as string | null,
  };
  const original = issueCoverPath(input, Number(issue.coverWidth) || ISSUE_COVER_THUMBNAIL_SIZE);
  const small = issueCoverPath(input, ISSUE_COVER_THUMBNAIL_SIZE);
  if (!original || !small) return null;
  // Both lie in /media (issueCoverPath): the paths inside it.
  return { original: staticPath(original)[1], thumbnail: staticPath(small)[1] };
}

/** Writes an issue cover (JPEG only, already checked) and its 120 px thumbnail. */
function writeCover(ctx: Context, issue: Row, bytes: Buffer, info: ImageInfo): void {
  const files = coverFiles(ctx, issue);
  if (!files) return;
  ctx.files.write('media', files.original, bytes);
  ctx.files.write('media', files.thumbnail, thumbnail(bytes, info, ISSUE_COVER_THUMBNAIL_SIZE));
}

export const pressArea: Area = {
  resources: [
    pressCompaniesResource,
    pressNewsResource,
    publishersResource,
    magazinesResource,
    issuesResource,
  ],
  register(app, ctx) {
    // Press profiles (D5): the password is write-only and stored hashed.
    const companies = ctx.store('companies');
    registerCrud(app, ctx, {
      resource: 'companies',
      filters: { name: partial('name') },
      payload: pressCompanyUpdatePayloadSchema,
      createPayload: pressCompanyCreatePayloadSchema,
      patch: pressCompanyPatchSchema,
      createdAt: 'created',
      toValues: (data, info) => {
        const values = writable(companies, data, info);
        if (typeof data.password === 'string' && data.password !== '')
          values.passwordHash = hashPasswordSync(data.password);
        return values;
      },
    });

    // Press news (D5): read, publish toggle, delete (unused by the panel).
    registerCrud(app, ctx, {
      resource: 'news',
      ops: ['list', 'get', 'patch', 'delete'],
      filters: { title: partial('title') },
      patch: pressNewsPatchSchema,
    });

    registerSelect(app, ctx, {
      path: `/api/${PRESS_PUBLISHER_RESOURCE}/select`,
      resource: PRESS_PUBLISHER_RESOURCE,
      label: 'name',
    });

    // Publishers (SDK-35): the records behind the select. One that magazines still name is not deleted
    // (the portal's database would refuse it: the magazines' foreign key); 409 with the reason.
    const publishers = ctx.store(PRESS_PUBLISHER_RESOURCE);
    const magazines = ctx.store(PRESS_MAGAZINE_RESOURCE);
    registerCrud(app, ctx, {
      resource: PRESS_PUBLISHER_RESOURCE,
      filters: { name: partial('name') },
      payload: pressPublisherPayloadSchema,
      beforeDelete(row) {
        const used = magazines.count({ clauses: ['pressPublisher = ?'], params: [row.id] });
        if (used > 0) throw new ApiError(409, `The publisher is named by ${used} magazine(s).`);
      },
    });

    // Magazines (D6): the publisher's name rides along as `publisher`.
    const magazinePresent = (json: Json, row: Row): Json => {
      const publisher =
        typeof row.pressPublisher === 'number' ? publishers.find(row.pressPublisher) : undefined;
      return { ...json, publisher: publisher ? String(publisher.name) : null };
    };
    registerCrud(app, ctx, {
      resource: PRESS_MAGAZINE_RESOURCE,
      filters: { title: partial('title') },
      payload: magazinePayloadSchema,
      patch: magazinePatchSchema,
      present: magazinePresent,
    });

    // Issues of a magazine, and one issue at its own path (D6).
    const issues = ctx.store('press_magazine_numbers');
    const issuePresent = (json: Json): Json => ({ ...json, isPublish: json.isPublished });
    route(app, 'GET', `/api/${PRESS_MAGAZINE_RESOURCE}/:id/numbers`, guarded, async (request) => {
      const magazine = magazines.get(idParam(request.params));
      return listDocument(ctx, request, issues, {
        where: { clauses: ['pressMagazine = ?'], params: [magazine.id] },
        present: issuePresent,
        order: 'date DESC, id DESC',
      });
    });

    // The multipart issue form (D6): fields by the SDK's schema; the cover is optional (the labels of
    // 03 §5 mark date, text date, person and description only) and JPEG only (SB-19).
    registerMultipartForms(app, ctx, {
      resource: 'press_magazine_numbers',
      item: (id) => itemDocument('PressMagazineNumber', issuePresent(issues.decode(issues.get(id)))),
      save({ fields, files }, existing) {
        const data = validate(issuePayloadSchema, fields) as Record<string, unknown>;
        const cover = files.file ?? files.cover ?? files.imgFile;
        const info = cover ? inspectImage(cover.bytes) : null;
        if (cover && info?.type !== 'jpg') {
          throw new ValidationError([{ propertyPath: 'file', message: magazineMessages.coverNotJpeg }]);
        }
        // A deleted magazine takes no new issue, nor one moved into it; its own issues stay editable.
        const magazineId = numericIdFromIri(data.pressMagazine as string | null | undefined);
        const magazine = magazineId === null ? undefined : magazines.find(magazineId);
        if (magazine?.deleted && Number(existing?.pressMagazine) !== magazine.id) {
          throw new ValidationError([
            { propertyPath: 'pressMagazine', message: magazineMessages.magazineDeleted },
          ]);
        }
        const before = existing ? coverFiles(ctx, existing) : null;
        return ctx.transaction(() => {
          const values: Record<string, unknown> = {
            date: data.date,
            datetxt: data.datetxt,
            person: data.person,
            description: data.description,
            isPublished: data.isPublished,
            pressMagazine: data.pressMagazine,
          };
          if (cover && info) Object.assign(values, { imgExt: 'jpg', coverWidth: info.width });
          const id = issues.save(existing?.id, values);
          if (cover && info) writeCover(ctx, issues.get(id), cover.bytes, info);
          else if (before) {
            // A new date or magazine without a new cover: the cover moves to the path they name.
            const after = coverFiles(ctx, issues.get(id));
            if (after) {
              ctx.files.move('media', before.original, after.original);
              ctx.files.move('media', before.thumbnail, after.thumbnail);
            }
          }
          return id;
        });
      },
    });
    registerCrud(app, ctx, {
      resource: 'press_magazine_numbers',
      ops: ['get', 'patch', 'delete'],
      patch: issuePatchSchema,
      present: issuePresent,
    });
  },
};
