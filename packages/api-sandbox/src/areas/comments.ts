import { defineResource } from '../db/resource';
import { noWhere, type Row } from '../db/store';
import { registerCrud } from '../http/crud';
import { type Json, plainCollectionDocument } from '../http/hydra';
import { partial } from '../http/query';
import { guarded, route } from '../http/route';
import { iri } from '../sdk';
import type { Area } from './types';

export const commentsResource = defineResource({
  name: 'comments',
  type: 'Comment',
  table: 'comments',
  softDelete: false,
  fields: {
    comment: { type: 'text' },
    created: { type: 'datetime', readOnly: true },
    nick: { type: 'text' },
    ip: { type: 'text' },
    article: { type: 'ref', ref: 'articles' },
  },
});

/**
 * Comments: read and delete (removed for good: the list never shows deleted comments), and a POST standing
 * in for the portal's comment form (SB-44), so that a comment can be posted while the queue is open.
 */
export const commentsArea: Area = {
  resources: [commentsResource],
  register(app, ctx) {
    const articles = ctx.store('articles');
    const present = (json: Json, row: Row): Json => {
      const article = typeof row.article === 'number' ? articles.find(row.article) : undefined;
      return {
        ...json,
        article: article
          ? {
              '@id': iri('articles', article.id),
              '@type': 'Article',
              id: article.id,
              title: article.title,
              deleted: articles.decode(article).deleted ?? null,
            }
          : null,
      };
    };
    registerCrud(app, ctx, {
      resource: 'comments',
      ops: ['list', 'get', 'create', 'delete'],
      createdAt: 'created',
      filters: { comment: partial('comment'), nick: partial('nick'), ip: partial('ip') },
      present,
    });
    // The comments select of the product's resource list: id and an excerpt, newest first.
    route(app, 'GET', '/api/comments/select', guarded, async () => {
      const rows = ctx.store('comments').list(noWhere(), 100, 0);
      return plainCollectionDocument(
        '/api/comments/select',
        'Comment',
        rows.map((row) => ({
          value: iri('comments', row.id),
          label: String(row.comment ?? '').slice(0, 80),
        })),
      );
    });
  },
};
