import type { Context } from '../context';
import { guarded, route } from '../http/route';
import { escapeHtml } from '../util/html';
import { displayDateTime, toStored } from '../util/time';
import type { Area } from './types';

/** The feed's path under /exports. */
export const FEED = 'rss/wiadomosci.xml';

function xml(text: unknown): string {
  return escapeHtml(text);
}

interface FeedArticle {
  id: number;
  title: string;
  slug: string;
  introduction: string;
  date: string;
  isRssWykop: number;
}

/**
 * Writes the feed of the 30 latest published articles to /exports/rss/wiadomosci.xml: those whose
 * 'Data publikacji' has come (a scheduled article is not published yet).
 */
export function writeFeed(ctx: Context): FeedArticle[] {
  const rows = ctx.db
    .prepare(
      `SELECT id, title, slug, introduction, date, isRssWykop FROM articles
         WHERE deleted IS NULL AND isPublish = 1 AND date <= ? ORDER BY date DESC, id DESC LIMIT 30`,
    )
    .all(toStored(ctx.now())) as FeedArticle[];
  const items = rows
    .map(
      (row) =>
        `<item><title>${xml(row.title)}</title><link>/artykul/${xml(row.slug)}</link>` +
        `<guid isPermaLink="false">${row.id}</guid><pubDate>${new Date(row.date).toUTCString()}</pubDate>` +
        `<description>${xml(row.introduction)}</description></item>`,
    )
    .join('\n');
  ctx.files.write(
    'exports',
    FEED,
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Wiadomości</title>` +
      `<lastBuildDate>${ctx.now().toUTCString()}</lastBuildDate>\n${items}\n</channel></rss>\n`,
  );
  return rows;
}

/** RSS generation (03 §7): writes the feed, answers an HTML summary the screen shows as it is. */
export const rssArea: Area = {
  resources: [],
  register(app, ctx) {
    route(app, 'GET', '/api/rss/generate', guarded, async (_request, reply) => {
      const rows = writeFeed(ctx);
      const generated = displayDateTime(ctx.now());
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
