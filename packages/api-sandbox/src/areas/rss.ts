import { guarded, route } from '../http/route';
import { escapeHtml } from '../util/html';
import { formatDateTime } from '../util/time';
import type { Area } from './types';

const FEED = 'rss/wiadomosci.xml';

function xml(text: unknown): string {
  return escapeHtml(text);
}

/** RSS generation (03 §7): writes the feed of the latest published articles, answers an HTML summary. */
export const rssArea: Area = {
  resources: [],
  register(app, ctx) {
    route(app, 'GET', '/api/rss/generate', guarded, async (_request, reply) => {
      const rows = ctx.db
        .prepare(
          `SELECT id, title, slug, introduction, date, isRssWykop FROM articles
             WHERE deleted IS NULL AND isPublish = 1 ORDER BY date DESC, id DESC LIMIT 30`,
        )
        .all() as {
        id: number;
        title: string;
        slug: string;
        introduction: string;
        date: string;
        isRssWykop: number;
      }[];
      const items = rows
        .map(
          (row) =>
            `<item><title>${xml(row.title)}</title><link>/artykul/${xml(row.slug)}</link>` +
            `<guid isPermaLink="false">${row.id}</guid><pubDate>${new Date(row.date).toUTCString()}</pubDate>` +
            `<description>${xml(row.introduction)}</description></item>`,
        )
        .join('\n');
      const generated = formatDateTime(ctx.now());
      ctx.files.write(
        'exports',
        FEED,
        `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Wiadomości</title>` +
          `<lastBuildDate>${ctx.now().toUTCString()}</lastBuildDate>\n${items}\n</channel></rss>\n`,
      );
      const wykop = rows.filter((row) => row.isRssWykop).length;
      const list = rows.map((row) => `<li>${row.id}: ${escapeHtml(row.title)}</li>`).join('');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<h2>RSS wygenerowany</h2><p>Data: ${escapeHtml(generated)}</p>` +
            `<p>Artykułów w kanale: ${rows.length} (w tym w RSS Wykop: ${wykop}).</p>` +
            `<p>Plik: <a href="/exports/${FEED}">/exports/${FEED}</a></p><ol>${list}</ol>`,
        );
    });
  },
};
