import type { Context } from '../context';
import { imageRef, profileFields } from '../db/fields';
import { defineResource } from '../db/resource';
import { linkPrefix, registerCrud } from '../http/crud';
import { collectionDocument, itemDocument } from '../http/hydra';
import { containsPattern, pageParam, param, partial, queryPairs } from '../http/query';
import { guarded, route } from '../http/route';
import { idParam } from '../http/validate';
import { authorPayloadSchema, iri } from '../sdk';
import { endOfWarsawDay, parseDateTime, toStored } from '../util/time';
import type { Area } from './types';

export const authorsResource = defineResource({
  name: 'authors',
  type: 'Author',
  table: 'authors',
  softDelete: true,
  fields: {
    name: { type: 'text' },
    ...profileFields,
    includeInStats: { type: 'bool', default: false },
    mediaId: imageRef,
  },
});

/** The photo of an author as the lead segment reads it. */
export function authorMedia(ctx: Context, mediaId: unknown) {
  const media = ctx.store('media').findRef(mediaId);
  if (!media) return null;
  return {
    '@id': iri('media', media.id),
    '@type': 'Media',
    id: media.id,
    title: media.title ?? '',
    fileName: media.fileName,
    newPath: Boolean(media.newPath),
    fileDirectory: media.fileDirectory,
  };
}

/** A date-only bound of a range is the whole day: `before=2026-11-30` includes that day. */
function rangeBound(value: string | undefined, end: boolean): string | undefined {
  if (!value) return undefined;
  const date = parseDateTime(value);
  if (!date) return undefined;
  if (end && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return toStored(endOfWarsawDay(date));
  return toStored(date);
}

export const authorsArea: Area = {
  resources: [authorsResource],
  register(app, ctx) {
    const store = ctx.store('authors');

    // Author statistics (03 §2): authors counted in statistics, their articles in the range and views.
    route(app, 'GET', '/api/authors/stats', guarded, async (request) => {
      const pairs = queryPairs(request);
      const page = pageParam(pairs);
      const name = param(pairs, 'name') ?? '';
      const after = rangeBound(param(pairs, 'after'), false) ?? '0000';
      const before = rangeBound(param(pairs, 'before'), true) ?? '9999';
      const like = containsPattern(name);
      const base = `FROM authors a WHERE a.deleted IS NULL AND a.includeInStats = 1 AND pl_lower(a.name) LIKE ? ESCAPE '\\'`;
      const total = (ctx.db.prepare(`SELECT COUNT(*) AS n ${base}`).get(like) as { n: number }).n;
      const size = ctx.options.pageSize;
      const rows = ctx.db
        .prepare(
          `SELECT a.id, a.name,
             (SELECT COUNT(*) FROM articles r WHERE r.authorID = CAST(a.id AS TEXT) AND r.deleted IS NULL
                AND r.date >= ? AND r.date <= ?) AS totalArticlesCount,
             (SELECT SUM(r.visitCount) FROM articles r WHERE r.authorID = CAST(a.id AS TEXT) AND r.deleted IS NULL
                AND r.date >= ? AND r.date <= ?) AS totalArticlesViews
           ${base} ORDER BY totalArticlesViews IS NULL, totalArticlesViews DESC, a.id ASC LIMIT ? OFFSET ?`,
        )
        .all(after, before, after, before, like, size, (page - 1) * size) as {
        id: number;
        name: string;
        totalArticlesCount: number;
        totalArticlesViews: number | null;
      }[];
      return collectionDocument({
        path: '/api/authors/stats',
        type: 'AuthorStatistics',
        members: rows.map((row) => ({ '@id': iri('authors', row.id), '@type': 'AuthorStatistics', ...row })),
        totalItems: total,
        page,
        pageSize: size,
        query: pairs,
        linkPrefix: linkPrefix(ctx, request),
      });
    });

    route(app, 'GET', '/api/authors/full/:id', guarded, async (request) => {
      const row = store.get(idParam(request.params));
      return itemDocument('Author', {
        '@id': iri('authors', row.id),
        '@type': 'Author',
        id: row.id,
        name: row.name,
        media: authorMedia(ctx, row.mediaId),
      });
    });

    registerCrud(app, ctx, {
      resource: 'authors',
      filters: { name: partial('name') },
      // The list is also the author lookup of every form: a deleted author is no longer offered (SB-4).
      // The record itself stays readable, for the articles that name it.
      listScope: (where) => where.clauses.push('deleted IS NULL'),
      payload: authorPayloadSchema,
    });
  },
};
