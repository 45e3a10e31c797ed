import type { Context } from '../context';
import { toStored } from '../util/time';
import { Random } from './random';
import { COMMENT_TEXTS, INTRO_SENTENCES, NICKS, TITLE_TEMPLATES } from './words';

/** Bulk rows of `--seed load`, on top of the demo data, for performance work. */
export const LOAD_COUNTS = { subscribers: 100_000, articles: 50_000, comments: 20_000 } as const;

/**
 * Writes the bulk rows with plain prepared statements in one transaction (the generic store checks
 * every reference, which is right for requests and too slow for 170 000 rows).
 */
export function seedLoad(ctx: Context): void {
  const random = new Random(4242);
  const now = ctx.now().getTime();
  const media = (ctx.db.prepare("SELECT id FROM media WHERE kind = 'main'").all() as { id: number }[]).map(
    (row) => row.id,
  );
  const tops = (ctx.db.prepare("SELECT id FROM media WHERE kind = 'top'").all() as { id: number }[]).map(
    (row) => row.id,
  );
  const authors = (
    ctx.db.prepare('SELECT id FROM authors WHERE deleted IS NULL').all() as { id: number }[]
  ).map((row) => row.id);
  const categories = (
    ctx.db.prepare('SELECT id FROM categories WHERE deleted IS NULL').all() as { id: number }[]
  ).map((row) => row.id);
  const insertSubscriber = ctx.db.prepare(
    'INSERT INTO subscribers (email, date, activeP, addByAdmin) VALUES (?, ?, ?, 0)',
  );
  const insertArticle = ctx.db.prepare(
    `INSERT INTO articles (title, slug, title2, titleShort, introduction, content, date, isPublish, isRssWykop,
       disableComments, partnerNews, onlyMainPage, sponsored, includeInNewsletter, allowPreview, isPdf, topOrdering,
       partnerGroups, mediaId, mediaTopId, mediaTop200Id, mediaOnlywmId, mediaGoogleDiscoveryId, mediaArticleBannerId,
       authorID, keywords, gallery, categories, silos, isSubpageMode, isHot, visitCount, subpageCount, created)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, ?, 1, 0, 0, 0, '[]', ?, ?, '0', '0', '0', '0', ?, '', '0', ?, '[]', 0, 0, ?, 1, ?)`,
  );
  const insertComment = ctx.db.prepare(
    'INSERT INTO comments (comment, created, nick, ip, article) VALUES (?, ?, ?, ?, ?)',
  );
  const firstArticle =
    ((ctx.db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM articles').get() as { id: number }).id ?? 0) + 1;

  ctx.transaction(() => {
    for (let i = 0; i < LOAD_COUNTS.subscribers; i++) {
      insertSubscriber.run(
        `czytelnik${i + 1}@obciazenie.example.pl`,
        toStored(new Date(now - 3 * 365 * 86_400_000 + i * 900_000)),
        i % 5 === 0 ? 0 : 1,
      );
    }
    for (let i = 0; i < LOAD_COUNTS.articles; i++) {
      const title = `${random.pick(TITLE_TEMPLATES).replace(/\{[a-z0-9]+\}/g, 'X')} (${i + 1})`;
      const date = toStored(new Date(now - (LOAD_COUNTS.articles - i) * 1_800_000 - 30 * 86_400_000));
      insertArticle.run(
        title,
        `artykul-obciazeniowy-${i + 1}`,
        title,
        title.slice(0, 60),
        random.pick(INTRO_SENTENCES),
        '<p>Treść artykułu do testów wydajności, dłuższa niż trzydzieści dwa znaki.</p>',
        date,
        i % 7 === 0 ? 0 : 1,
        i % 25 === 0 ? 1 : 0,
        String(random.pick(media)),
        String(random.pick(tops)),
        String(random.pick(authors)),
        JSON.stringify([random.pick(categories)]),
        random.int(0, 20_000),
        date,
      );
    }
    const lastArticle = firstArticle + LOAD_COUNTS.articles - 1;
    for (let i = 0; i < LOAD_COUNTS.comments; i++) {
      insertComment.run(
        random.pick(COMMENT_TEXTS),
        toStored(new Date(now - (LOAD_COUNTS.comments - i) * 600_000)),
        random.pick(NICKS),
        `10.1.${i % 250}.${(i * 7) % 250}`,
        random.int(firstArticle, lastArticle),
      );
    }
  });
}
