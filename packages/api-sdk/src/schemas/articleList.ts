/**
 * What the articles lists read and do (02 §2, §7; 03 §3): the list item, the 'Podgląd SG' rule, the
 * isRssWykop/isHot toggle patch and the three statistics sources. The records, forms and bodies are in
 * ./articles.
 */
// zod/mini, as the comments list (SDK-C30): the articles list loads no classic zod and no form rules.
import { z } from 'zod/mini';
import { dateTextToTime, wallDateText, wallTimeText, warsawClock } from './dates';
import { jsonLdShape } from './jsonLd';
import {
  booleanishSchema,
  deletedSchema,
  idSchema,
  missingAsNull,
  nullableNumberishSchema,
  nullableStringSchema,
  textOrEmptySchema,
} from './readers';

export const articleListMessages = {
  /** Statistics modal failure text (02 §8). */
  statisticsFailure: 'Wystąpił błąd podczas próby uzyskania statystyk artykułu.',
  /** A visible article whose 'Data publikacji' lies ahead, with the Warsaw date and time it goes live. */
  scheduledFor: (when: string) => `Zaplanowany na ${when}`,
} as const;

/**
 * A member of GET /api/articles: the fields the lists show, read as `articleSchema` reads them (the
 * record's schema in ./articles spreads this shape).
 */
export const articleListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  title: textOrEmptySchema,
  date: nullableStringSchema,
  isPublish: booleanishSchema,
  isRssWykop: booleanishSchema,
  isHot: booleanishSchema,
  sponsored: booleanishSchema,
  previewDateLimit: nullableStringSchema,
  slug: nullableStringSchema,
  deleted: deletedSchema,
};
export const articleListItemSchema = z.object(articleListItemShape);
export type ArticleListItem = z.infer<typeof articleListItemSchema>;

/** True while the 'Podgląd SG' link shows: previewDateLimit lies in the future. */
export function isArticlePreviewActive(
  article: Pick<ArticleListItem, 'previewDateLimit'>,
  now: Date = new Date(),
): boolean {
  if (!article.previewDateLimit) return false;
  const limit = dateTextToTime(article.previewDateLimit);
  return Number.isFinite(limit) && limit > now.getTime();
}

/**
 * 'Zaplanowany na 24.12.2026, 08:00' while a visible ('Widoczny') article's 'Data publikacji' lies in the
 * future, in Warsaw time; null otherwise. A hidden article goes live at no date, so it is not scheduled.
 */
export function articleScheduledText(
  article: { date: string | null; isPublish: boolean; deleted?: unknown },
  now: Date = new Date(),
): string | null {
  if (!article.isPublish || article.deleted || !article.date) return null;
  const time = dateTextToTime(article.date);
  if (!Number.isFinite(time) || time <= now.getTime()) return null;
  const clock = warsawClock(time);
  return articleListMessages.scheduledFor(`${wallDateText(clock)}, ${wallTimeText(clock)}`);
}

/** Query of GET /api/articles (`sponsored` picks the list). */
export interface ArticleListFilter {
  page?: number | undefined;
  sponsored?: 0 | 1 | undefined;
  title?: string | undefined;
  introduction?: string | undefined;
  isPublish?: boolean | undefined;
}

// ---------------------------------------------------------------------------------------------------
// Toggles: PATCH /api/articles/{id} with one field (isRssWykop or isHot); the body's rule is
// ./articles' articlePatchSchema (the sandbox checks it).

export const ARTICLE_TOGGLE_FIELDS = ['isRssWykop', 'isHot'] as const;
export type ArticleToggleField = (typeof ARTICLE_TOGGLE_FIELDS)[number];
export interface ArticlePatch {
  isRssWykop?: boolean | undefined;
  isHot?: boolean | undefined;
}

/** The patch that flips one toggle: the opposite of the current value. */
export function toArticleTogglePayload(field: ArticleToggleField, current: boolean): ArticlePatch {
  return { [field]: !current };
}

// ---------------------------------------------------------------------------------------------------
// Statistics (fetched together; any failure fails the whole request)

const statisticNumber = missingAsNull(nullableNumberishSchema);

/** GET /api/articles/{id}/googleSearchConsoleStatistics */
export const articleGscStatisticsSchema = z.object({
  impressions: statisticNumber,
  clicks: statisticNumber,
});
export type ArticleGscStatistics = z.infer<typeof articleGscStatisticsSchema>;

/** GET /api/articles/{id}/googleAnalytics3Statistics and …4Statistics */
export const articleGaStatisticsSchema = z.object({
  users: statisticNumber,
  newUsers: statisticNumber,
  sessions: statisticNumber,
  pageviews: statisticNumber,
});
export type ArticleGaStatistics = z.infer<typeof articleGaStatisticsSchema>;

export const articleStatisticsSchema = z.object({
  gsc: articleGscStatisticsSchema,
  ga3: articleGaStatisticsSchema,
  ga4: articleGaStatisticsSchema,
});
export type ArticleStatistics = z.infer<typeof articleStatisticsSchema>;

export const ARTICLE_STATISTICS_SOURCES = {
  gsc: 'googleSearchConsoleStatistics',
  ga3: 'googleAnalytics3Statistics',
  ga4: 'googleAnalytics4Statistics',
} as const;
