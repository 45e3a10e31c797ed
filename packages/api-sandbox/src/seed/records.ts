// Which demo record has which trait: decided by id, so tests, the README and the seed agree.

export const DEMO_COUNTS = {
  articles: 220,
  authors: 25,
  comments: 150,
  subscribers: 500,
  logs: 300,
  newsletters: 12,
  partnerBoxes: 6,
  sites: 14,
  stats: 9,
  pressCompanies: 20,
  pressNews: 60,
  magazines: 15,
  issuesPerMagazine: 4,
  producers: 15,
  players: 10,
  dictionaries: 40,
  probes: 8,
  kfCompanies: 30,
  adverts: 20,
  industries: 10,
  people: 25,
  jobOffers: 30,
  galleries: 10,
} as const;

export interface ArticleTraits {
  sponsored: boolean;
  deleted: boolean;
  published: boolean;
  previewActive: boolean;
  previewExpired: boolean;
  paged: boolean;
  pdf: boolean;
  partnerNews: boolean;
  hot: boolean;
  rssWykop: boolean;
  googleDiscovery: boolean;
  oldCatalogue: boolean;
}

const PREVIEW_ACTIVE = new Set([218, 201, 176, 151, 126]);
const PREVIEW_EXPIRED = new Set([100, 75]);

export function articleTraits(id: number): ArticleTraits {
  const sponsored = id % 11 === 3;
  return {
    sponsored,
    deleted: id % 19 === 0,
    published: id % 7 !== 4,
    previewActive: PREVIEW_ACTIVE.has(id),
    previewExpired: PREVIEW_EXPIRED.has(id),
    paged: !sponsored && id % 37 === 5,
    pdf: !sponsored && id % 41 === 7,
    partnerNews: !sponsored && id % 13 === 4,
    hot: id % 9 === 2,
    rssWykop: id % 4 === 0,
    googleDiscovery: id % 10 === 6,
    oldCatalogue: id <= 60,
  };
}

function firstFromTop(test: (traits: ArticleTraits, id: number) => boolean): number {
  for (let id = DEMO_COUNTS.articles; id >= 1; id--) if (test(articleTraits(id), id)) return id;
  throw new Error('no such demo article');
}

const plain = (t: ArticleTraits) =>
  !t.sponsored && !t.deleted && t.published && !t.paged && !t.pdf && !t.partnerNews && !t.previewActive;

/** Ids of notable demo records that tests and docs can rely on. */
export const DEMO_RECORDS = {
  articles: {
    /** The newest article: standard and published. */
    newest: DEMO_COUNTS.articles,
    plainPublished: firstFromTop(plain),
    sponsored: firstFromTop((t) => t.sponsored && !t.deleted && t.published),
    deleted: firstFromTop((t) => t.deleted && !t.sponsored),
    hidden: firstFromTop((t) => !t.published && !t.deleted && !t.sponsored),
    previewActive: firstFromTop((t) => t.previewActive),
    paged: firstFromTop((t) => t.paged && !t.deleted),
    pdf: firstFromTop((t) => t.pdf && !t.deleted),
    partnerNews: firstFromTop((t) => t.partnerNews && !t.deleted),
  },
  /**
   * Groups 1–8 are the newsletter's blocks, by key; the article form's partner groups name 1, 2, 3 and
   * 6 (PARTNER_GROUPS). 9 is deleted.
   */
  groups: {
    radio: 1,
    telewizja: 2,
    internet: 3,
    prasa: 4,
    badania_marketingowe: 5,
    reklama: 6,
    pr: 7,
    technologie: 8,
    deleted: 9,
  },
  /** Comments without an article and on a deleted article. */
  comments: { withoutArticle: 150, onDeletedArticle: 149 },
  /** The deleted author (soft), the deleted silo and silo group. */
  authors: { deleted: DEMO_COUNTS.authors },
  /** Newsletters 1–10 are sent (closed), 11 and 12 are not. */
  newsletters: { sent: 10, unsent: 12 },
  /** Magazine 15 is deleted; magazine 4 is regional. */
  magazines: { regional: 4, deleted: 15 },
} as const;
