import type { FastifyRequest } from 'fastify';
import { hashPasswordSync } from '../auth/passwords';
import type { Context } from '../context';
import { defineResource, iri } from '../db/resource';
import type { Row } from '../db/store';
import { listDocument, registerCrud, registerSelect, writable } from '../http/crud';
import { BadRequestError, ValidationError } from '../http/errors';
import { itemDocument, type Json } from '../http/hydra';
import { readMultipart } from '../http/multipart';
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
  PRESS_MAGAZINE_RESOURCE,
  PRESS_PUBLISHER_RESOURCE,
  pressCompanyCreatePayloadSchema,
  pressCompanyPatchSchema,
  pressCompanyUpdatePayloadSchema,
  pressNewsPatchSchema,
} from '../sdk';
import { inspectImage, thumbnail } from '../uploads/images';
import type { Area } from './types';

export const pressCompaniesResource = defineResource({
  name: 'companies',
  type: 'Company',
  table: 'companies',
  softDelete: true,
  fields: {
    name: { type: 'text' },
    person: { type: 'text' },
    city: { type: 'text' },
    address: { type: 'text' },
    phone: { type: 'text' },
    fax: { type: 'text' },
    email: { type: 'text' },
    www: { type: 'text' },
    descr: { type: 'text' },
    moderationState: { type: 'bool', default: false },
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
  },
});

/** Writes an issue cover (JPEG only) and its 120 px thumbnail where issueCoverPath points. */
export function writeCover(ctx: Context, issue: Row, bytes: Buffer): void {
  const info = inspectImage(bytes);
  if (info?.type !== 'jpg') throw new Error('writeCover needs a JPEG');
  const json = ctx.store('press_magazine_numbers').decode(issue);
  const input = { pressMagazine: json.pressMagazine as string, date: json.date as string, imgExt: 'jpg' };
  // The layout names a size per folder: the original under its own width, the thumbnail under 120.
  const original = issueCoverPath(input, info.width);
  const small = issueCoverPath(input, ISSUE_COVER_THUMBNAIL_SIZE);
  if (!original || !small) return;
  ctx.files.write('media', original.replace(/^\/media\//, ''), bytes);
  ctx.files.write(
    'media',
    small.replace(/^\/media\//, ''),
    thumbnail(bytes, info, ISSUE_COVER_THUMBNAIL_SIZE),
  );
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
      read: guarded,
      write: guarded,
      filters: { name: partial('name') },
      payload: pressCompanyUpdatePayloadSchema,
      createPayload: pressCompanyCreatePayloadSchema,
      patch: pressCompanyPatchSchema,
      toValues: (data, info) => {
        const values = writable(companies, data, info);
        if (typeof data.password === 'string' && data.password !== '')
          values.passwordHash = hashPasswordSync(data.password);
        if (info.op === 'create') values.created = ctx.now();
        return values;
      },
    });

    // Press news (D5): read, publish toggle, delete (unused by the panel).
    registerCrud(app, ctx, {
      resource: 'news',
      read: guarded,
      write: guarded,
      ops: ['list', 'get', 'patch', 'delete'],
      filters: { title: partial('title') },
      patch: pressNewsPatchSchema,
    });

    registerSelect(app, ctx, {
      path: `/api/${PRESS_PUBLISHER_RESOURCE}/select`,
      resource: PRESS_PUBLISHER_RESOURCE,
      access: guarded,
      label: 'name',
    });

    // Magazines (D6): the publisher's name rides along as `publisher`.
    const publishers = ctx.store(PRESS_PUBLISHER_RESOURCE);
    const magazines = ctx.store(PRESS_MAGAZINE_RESOURCE);
    const magazinePresent = (json: Json, row: Row): Json => {
      const publisher =
        typeof row.pressPublisher === 'number' ? publishers.find(row.pressPublisher) : undefined;
      return { ...json, publisher: publisher ? String(publisher.name) : null };
    };
    const MAGAZINES = guarded;
    registerCrud(app, ctx, {
      resource: PRESS_MAGAZINE_RESOURCE,
      read: MAGAZINES,
      write: MAGAZINES,
      filters: { title: partial('title') },
      payload: magazinePayloadSchema,
      patch: magazinePatchSchema,
      present: magazinePresent,
    });

    // Issues of a magazine, and one issue at its own path (D6).
    const issues = ctx.store('press_magazine_numbers');
    const issuePresent = (json: Json): Json => ({ ...json, isPublish: json.isPublished });
    route(app, 'GET', `/api/${PRESS_MAGAZINE_RESOURCE}/:id/numbers`, MAGAZINES, async (request) => {
      const magazine = magazines.get(idParam(request.params));
      return listDocument(ctx, request, issues, {
        where: { clauses: ['pressMagazine = ?'], params: [magazine.id] },
        present: issuePresent,
        order: 'date DESC, id DESC',
      });
    });

    /** The multipart issue form: fields by the SDK's schema, the cover JPEG only (required on create). */
    async function saveIssue(request: FastifyRequest, existing: Row | undefined): Promise<number> {
      const body = await readMultipart(request);
      if (existing && body.fields._method !== undefined && body.fields._method.toUpperCase() !== 'PUT') {
        throw new BadRequestError('Only _method=PUT is supported here.');
      }
      const { _method: _ignored, ...fields } = body.fields;
      const data = validate(issuePayloadSchema, fields) as Record<string, unknown>;
      const cover = body.files.file ?? body.files.cover ?? body.files.imgFile;
      if (cover) {
        const info = inspectImage(cover.bytes);
        if (info?.type !== 'jpg') {
          throw new ValidationError([{ propertyPath: 'file', message: magazineMessages.coverNotJpeg }]);
        }
      }
      return ctx.transaction(() => {
        const values: Record<string, unknown> = {
          date: data.date,
          datetxt: data.datetxt,
          person: data.person,
          description: data.description,
          isPublished: data.isPublished,
          pressMagazine: data.pressMagazine,
        };
        if (cover) values.imgExt = 'jpg';
        let id: number;
        if (existing) {
          issues.update(existing.id, values);
          id = existing.id;
        } else id = issues.insert(values);
        if (cover) writeCover(ctx, issues.get(id), cover.bytes);
        return id;
      });
    }

    const issueItem = (id: number) =>
      itemDocument('PressMagazineNumber', issuePresent(issues.decode(issues.get(id))));
    app.route({
      method: 'POST',
      url: '/api/press_magazine_numbers',
      config: { access: MAGAZINES, accepts: 'multipart' },
      handler: async (request, reply) => {
        const id = await saveIssue(request, undefined);
        reply.status(201).header('location', iri('press_magazine_numbers', id));
        return issueItem(id);
      },
    });
    app.route({
      method: 'POST',
      url: '/api/press_magazine_numbers/:id',
      config: { access: MAGAZINES, accepts: 'multipart' },
      handler: async (request) => issueItem(await saveIssue(request, issues.get(idParam(request.params)))),
    });
    registerCrud(app, ctx, {
      resource: 'press_magazine_numbers',
      read: MAGAZINES,
      write: MAGAZINES,
      ops: ['get', 'patch', 'delete'],
      patch: issuePatchSchema,
      present: issuePresent,
    });
  },
};
