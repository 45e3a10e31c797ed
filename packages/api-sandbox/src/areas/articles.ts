import type { Context } from '../context';
import { imageRef } from '../db/fields';
import { defineResource } from '../db/resource';
import { noWhere, type Row } from '../db/store';
import { listDocument, registerCrud, writable } from '../http/crud';
import { NotFoundError } from '../http/errors';
import { itemDocument, type Json } from '../http/hydra';
import { booleanFilter, containsPattern, param, partial, queryPairs } from '../http/query';
import { guarded, route } from '../http/route';
import { idParam } from '../http/validate';
import { ARTICLE_STATISTICS_SOURCES, articlePatchSchema, articlePayloadSchemaAt, slugify } from '../sdk';
import type { Area } from './types';

export const articlesResource = defineResource({
  name: 'articles',
  type: 'Article',
  table: 'articles',
  softDelete: true,
  indexes: [['authorID'], ['sponsored', 'id'], ['slug']],
  fields: {
    title: { type: 'text' },
    slug: { type: 'text' },
    title2: { type: 'text' },
    titleShort: { type: 'text' },
    introduction: { type: 'text' },
    content: { type: 'text' },
    date: { type: 'datetime' },
    isPublish: { type: 'bool', default: false },
    isRssWykop: { type: 'bool', default: false },
    disableComments: { type: 'bool', default: false, sentAs01: true },
    partnerNews: { type: 'bool', default: false },
    onlyMainPage: { type: 'bool', default: false, sentAs01: true },
    sponsored: { type: 'bool', default: false },
    includeInNewsletter: { type: 'bool', default: true },
    allowPreview: { type: 'bool', default: false },
    previewDateLimit: { type: 'datetime' },
    isPdf: { type: 'bool', default: false },
    pdfUrl: { type: 'text' },
    topOrdering: { type: 'int', default: 0 },
    partnerGroups: { type: 'refs', ref: 'groups', default: [] },
    mediaId: imageRef,
    mediaTopId: imageRef,
    mediaTop200Id: imageRef,
    mediaOnlywmId: imageRef,
    mediaGoogleDiscoveryId: imageRef,
    mediaArticleBannerId: imageRef,
    authorID: { type: 'text' },
    keywords: { type: 'text', default: '' },
    gallery: { type: 'text', default: '0' },
    categories: { type: 'refs', ref: 'categories', default: [] },
    silos: { type: 'refs', ref: 'silos', default: [] },
    isSubpageMode: { type: 'bool', default: false },
    isHot: { type: 'bool', default: false },
    visitCount: { type: 'int', default: 0, readOnly: true },
    subpageCount: { type: 'int', default: 0, readOnly: true },
    created: { type: 'datetime', readOnly: true },
  },
});

/** A photo of an article as the preview reads it: title, file name, directory. */
function previewMedia(ctx: Context, id: unknown): Json | null {
  const row = ctx.store('media').findRef(id);
  if (!row) return null;
  return { id: row.id, title: row.title ?? '', fileName: row.fileName, fileDirectory: row.fileDirectory };
}

function authorName(ctx: Context, authorID: unknown): string | null {
  const row = ctx.store('authors').findRef(authorID);
  return row ? String(row.name) : null;
}

/** Deterministic statistics per article: the same numbers on every call, none for hidden articles. */
export function articleStatistics(row: Row, source: keyof typeof ARTICLE_STATISTICS_SOURCES): Json {
  const published = Boolean(row.isPublish) && !row.deleted;
  const seed = (row.id * 2_654_435_761) % 4_294_967_296;
  const visits = Number(row.visitCount ?? 0);
  const vary = (n: number, spread: number) =>
    published ? Math.floor(n + ((seed >>> (spread % 16)) % (spread + 1))) : 0;
  if (source === 'gsc') {
    const impressions = vary(visits * 3 + 400, 5000);
    return { impressions, clicks: published ? Math.floor(impressions * (0.02 + (seed % 7) / 100)) : 0 };
  }
  const factor = source === 'ga3' ? 1 : 1.12;
  const pageviews = vary(Math.floor(visits * factor) + 120, 900);
  const users = Math.floor(pageviews * 0.7);
  return { users, newUsers: Math.floor(users * 0.55), sessions: Math.floor(pageviews * 0.8), pageviews };
}

export const articlesArea: Area = {
  resources: [articlesResource],
  register(app, ctx) {
    const store = ctx.store('articles');
    const present = (json: Json, row: Row): Json => ({
      ...json,
      authorName: authorName(ctx, row.authorID),
      mediaTop: previewMedia(ctx, row.mediaTopId),
      mediaArticleBanner: previewMedia(ctx, row.mediaArticleBannerId),
    });

    // The list (02 §7): sponsored, isPublish, and the search box that sends the same text as title
    // and introduction, matched in either (SB-3).
    route(app, 'GET', '/api/articles', guarded, async (request) => {
      const pairs = queryPairs(request);
      const where = noWhere();
      const title = param(pairs, 'title');
      const introduction = param(pairs, 'introduction');
      if (title && introduction) {
        where.clauses.push(
          `(pl_lower(title) LIKE ? ESCAPE '\\' OR pl_lower(introduction) LIKE ? ESCAPE '\\')`,
        );
        where.params.push(containsPattern(title), containsPattern(introduction));
      } else if (title) partial('title')(title, where);
      else if (introduction) partial('introduction')(introduction, where);
      return listDocument(ctx, request, store, {
        filters: {
          sponsored: booleanFilter('sponsored'),
          isPublish: booleanFilter('isPublish'),
          isHot: booleanFilter('isHot'),
          partnerNews: booleanFilter('partnerNews'),
        },
        where,
        present,
      });
    });

    // The preview lookup by slug (02 §7): the title and the main photo's caption.
    route(app, 'GET', '/api/articles/preview', guarded, async (request) => {
      const slug = param(queryPairs(request), 'slug') ?? '';
      const row = store.list({ clauses: ['slug = ?'], params: [slug] }, 1, 0)[0];
      if (!row) throw new NotFoundError();
      const media = previewMedia(ctx, row.mediaId);
      return itemDocument('ArticlePreview', {
        '@id': `/api/articles/preview?slug=${encodeURIComponent(slug)}`,
        '@type': 'ArticlePreview',
        title: row.title,
        mediaTitle: media ? media.title : null,
      });
    });

    for (const [key, path] of Object.entries(ARTICLE_STATISTICS_SOURCES) as [
      keyof typeof ARTICLE_STATISTICS_SOURCES,
      string,
    ][]) {
      route(app, 'GET', `/api/articles/:id/${path}`, guarded, async (request) => {
        const row = store.get(idParam(request.params));
        return {
          '@id': `/api/articles/${row.id}/${path}`,
          '@type': 'ArticleStatistics',
          ...articleStatistics(row, key),
        };
      });
    }

    registerCrud(app, ctx, {
      resource: 'articles',
      ops: ['get', 'create', 'replace', 'patch', 'delete'],
      // The clock is read per request: previewDateLimit may not lie in the past.
      payload: articlePayloadSchemaAt(() => ctx.now()),
      patch: articlePatchSchema,
      present,
      toValues(data, info) {
        const values = writable(store, data, info);
        if (info.op === 'create') {
          values.created = ctx.now();
          if (typeof values.slug !== 'string' || values.slug === '')
            values.slug = slugify(String(values.title ?? ''));
        } else if (info.op === 'replace' && (typeof values.slug !== 'string' || values.slug === '')) {
          delete values.slug;
        }
        return values;
      },
      afterWrite(id) {
        // Slugs name articles in the preview: a taken one gets the id appended.
        const row = store.get(id);
        const slug = String(row.slug ?? '');
        const clash = store.list({ clauses: ['slug = ?', 'id <> ?'], params: [slug, id] }, 1, 0)[0];
        if (slug === '' || clash) store.update(id, { slug: `${slug || 'artykul'}-${id}` });
      },
    });
  },
};
