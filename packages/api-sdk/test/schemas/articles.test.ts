import { describe, expect, it } from 'vitest';
import {
  articleGaStatisticsSchema,
  articleGscStatisticsSchema,
  articleListItemSchema,
  isArticlePreviewActive,
  toArticleTogglePayload,
} from '../../src/schemas/articleList';
import {
  ARTICLE_IMAGE_LABELS,
  articleFormSchemaAt,
  articleMessages,
  articlePatchSchema,
  articlePayloadSchemaAt,
  articlePreviewSchema,
  articleSchema,
  fromArticle,
  fromSponsoredArticle,
  missingArticleImages,
  newArticleForm,
  newSponsoredArticleForm,
  parseArticlePayload,
  sponsoredArticleFormSchema,
  sponsoredArticlePayloadSchema,
  standardArticlePayloadSchemaAt,
  toArticlePayload,
  toSponsoredArticlePayload,
} from '../../src/schemas/articles';
import { errorDialogTitle } from '../../src/schemas/shared';
import { chars, itChecksRules, lengthCases, parsed, type RuleCase, violations } from './helpers';

// 12:30:45 on a Warsaw clock (summer time), the portal's time whatever the machine's zone.
const NOW = new Date('2024-05-10T12:30:45+02:00');
const clock = () => NOW;

function validArticle() {
  return {
    ...newArticleForm(NOW),
    title: 'Tytuł artykułu',
    title2: 'Tytuł meta',
    introduction: 'Wstęp',
    content: chars(32),
    authorID: '5',
    categories: ['/api/categories/1'],
    mediaId: '10',
    mediaTopId: '11',
  };
}

const serverArticle = {
  '@context': '/api/contexts/Article',
  '@id': '/api/articles/42',
  '@type': 'Article',
  id: 42,
  title: 'Nowe stawki reklamowe',
  slug: 'nowe-stawki-reklamowe',
  title2: 'Nowe stawki reklamowe w telewizji',
  titleShort: null,
  introduction: 'Wstęp',
  content: '<p>Treść</p>',
  date: '2024-05-01T10:20:33+02:00',
  isPublish: 1,
  isRssWykop: '0',
  disableComments: false,
  partnerNews: 'true',
  onlyMainPage: '1',
  sponsored: 0,
  includeInNewsletter: true,
  allowPreview: 1,
  previewDateLimit: '2024-06-01T08:00:00+02:00',
  isPdf: 0,
  pdfUrl: null,
  topOrdering: '5',
  partnerGroups: ['/api/groups/2', { '@id': '/api/groups/6' }],
  mediaId: 12,
  mediaTopId: '13',
  mediaTop200Id: null,
  mediaOnlywmId: '0',
  mediaGoogleDiscoveryId: 0,
  mediaArticleBannerId: '/api/media_article_banners/14',
  authorID: 7,
  keywords: 'tv, reklama',
  gallery: '0',
  categories: ['/api/categories/3'],
  silos: [],
  isHot: '1',
  visitCount: '120',
  subpageCount: 0,
  deleted: null,
};

describe('article read shape', () => {
  it('parses the record as the server sends it, converting booleans, ids and relations', () => {
    const article = parsed(articleSchema, serverArticle);
    expect(article).toMatchObject({
      id: 42,
      '@id': '/api/articles/42',
      isPublish: true,
      isRssWykop: false,
      partnerNews: true,
      onlyMainPage: true,
      sponsored: false,
      allowPreview: true,
      topOrdering: 5,
      partnerGroups: ['/api/groups/2', '/api/groups/6'],
      mediaId: '12',
      mediaTop200Id: '0',
      mediaGoogleDiscoveryId: '0',
      mediaArticleBannerId: '14',
      authorID: '7',
      isHot: true,
      isSubpageMode: false,
      visitCount: 120,
      deleted: null,
    });
  });

  it('rejects a record of the wrong shape', () => {
    expect(violations(articleSchema, { ...serverArticle, id: 'abc' })).toEqual([
      { propertyPath: 'id', message: 'Nieprawidłowa wartość.' },
    ]);
    expect(violations(articleSchema, { ...serverArticle, categories: 'x' })).not.toEqual([]);
  });

  it('parses list items, including deleted rows', () => {
    const item = parsed(articleListItemSchema, {
      '@id': '/api/articles/3',
      '@type': 'Article',
      id: 3,
      title: 'Usunięty',
      isPublish: '1',
      isRssWykop: 0,
      isHot: false,
      previewDateLimit: null,
      deleted: '2024-05-02T11:00:00+02:00',
    });
    expect(item).toMatchObject({
      id: 3,
      isPublish: true,
      deleted: '2024-05-02T11:00:00+02:00',
      sponsored: false,
    });
  });

  it('shows the preview link only while previewDateLimit is in the future', () => {
    expect(isArticlePreviewActive({ previewDateLimit: '2024-05-10T12:31' }, NOW)).toBe(true);
    expect(isArticlePreviewActive({ previewDateLimit: '2024-05-10T12:30' }, NOW)).toBe(false);
    expect(isArticlePreviewActive({ previewDateLimit: null }, NOW)).toBe(false);
  });

  it('parses statistics and the preview lookup', () => {
    expect(parsed(articleGscStatisticsSchema, { impressions: '1500', clicks: 30 })).toEqual({
      impressions: 1500,
      clicks: 30,
    });
    expect(
      parsed(articleGaStatisticsSchema, { users: 1, newUsers: 2, sessions: 3, pageviews: null }),
    ).toEqual({
      users: 1,
      newUsers: 2,
      sessions: 3,
      pageviews: null,
    });
    expect(parsed(articlePreviewSchema, { title: 'T', mediaTitle: 'Foto' })).toEqual({
      title: 'T',
      mediaTitle: 'Foto',
    });
    expect(violations(articleGscStatisticsSchema, { impressions: 'dużo' })).not.toEqual([]);
  });
});

const m = articleMessages;

const articleCases: RuleCase[] = [
  ...lengthCases('title', { required: m.titleRequired, min: [2, m.titleMin], max: [255, m.titleMax] }),
  ...lengthCases('title2', { required: m.title2Required, min: [2, m.title2Min], max: [255, m.title2Max] }),
  ...lengthCases('titleShort', { max: [60, m.titleShortMax] }),
  { name: 'titleShort empty', patch: { titleShort: '' } },
  {
    name: 'introduction empty',
    patch: { introduction: '' },
    error: ['introduction', m.introductionRequired],
  },
  { name: 'introduction of 1 character', patch: { introduction: 'a' } },
  { name: 'content empty', patch: { content: '' }, error: ['content', m.contentRequired] },
  { name: 'content of 31 characters', patch: { content: chars(31) }, error: ['content', m.contentTooShort] },
  { name: 'content of 32 characters', patch: { content: chars(32) } },
  {
    name: "the editor's empty content",
    patch: { content: '<p></p>' },
    error: ['content', m.contentRequired],
  },
  {
    name: 'content of 31 characters in markup of 38',
    patch: { content: `<p>${chars(31)}</p>` },
    error: ['content', m.contentTooShort],
  },
  { name: 'content of 31 characters on a PDF article', patch: { content: chars(31), isPdf: true } },
  { name: 'content empty on a PDF article', patch: { content: '', isPdf: true } },
  { name: 'date not a date', patch: { date: '2024-13-01T10:00' }, error: ['date', 'Podaj poprawną datę.'] },
  { name: 'date empty', patch: { date: '' }, error: ['date', 'Podaj poprawną datę.'] },
  { name: 'isPublish missing', patch: { isPublish: undefined }, error: ['isPublish', 'Pole Wymagane'] },
  { name: 'isRssWykop missing', patch: { isRssWykop: null }, error: ['isRssWykop', 'Pole Wymagane'] },
  {
    name: 'disableComments missing',
    patch: { disableComments: 'maybe' },
    error: ['disableComments', 'Pole Wymagane'],
  },
  { name: 'partnerNews missing', patch: { partnerNews: undefined }, error: ['partnerNews', 'Pole Wymagane'] },
  { name: 'authorID empty', patch: { authorID: '' }, error: ['authorID', m.authorRequired] },
  { name: 'authorID null', patch: { authorID: null }, error: ['authorID', m.authorRequired] },
  {
    name: 'partner news without partner groups',
    patch: { partnerNews: true, partnerGroups: [] },
    error: ['partnerGroups', m.partnerGroupsRequired],
  },
  {
    name: 'partner news with a group reference of 3 characters',
    patch: { partnerNews: true, partnerGroups: ['/ab'] },
    error: ['partnerGroups', m.partnerGroupsRequired],
  },
  {
    name: 'partner news with a group reference of 4 characters',
    patch: { partnerNews: true, partnerGroups: ['/api'] },
  },
  {
    name: 'partner news with a partner group',
    patch: { partnerNews: true, partnerGroups: ['/api/groups/2'] },
  },
  { name: 'no partner groups without partner news', patch: { partnerNews: false, partnerGroups: [] } },
  { name: 'categories empty', patch: { categories: [] }, error: ['categories', m.categoriesMin] },
  {
    name: 'categories missing',
    patch: { categories: undefined },
    error: ['categories', m.categoriesRequired],
  },
  { name: 'main image missing', patch: { mediaId: '0' }, error: ['mediaId', 'Pole wymagane.'] },
  { name: 'Top image missing', patch: { mediaTopId: '0' }, error: ['mediaTopId', 'Pole wymagane.'] },
  { name: 'other images may be missing', patch: { mediaTop200Id: '0', mediaArticleBannerId: '0' } },
  { name: 'topOrdering 0', patch: { topOrdering: 0 } },
  { name: 'topOrdering 999', patch: { topOrdering: 999 } },
  { name: 'topOrdering -1', patch: { topOrdering: -1 }, error: ['topOrdering', m.topOrderingRange] },
  { name: 'topOrdering 1000', patch: { topOrdering: 1000 }, error: ['topOrdering', m.topOrderingRange] },
  {
    name: 'topOrdering empty',
    patch: { topOrdering: Number.NaN },
    error: ['topOrdering', 'Wartość musi być liczbą!'],
  },
  {
    name: 'preview limit of the current minute',
    patch: { allowPreview: true, previewDateLimit: '2024-05-10T12:30' },
  },
  {
    name: 'preview limit one minute ago',
    patch: { allowPreview: true, previewDateLimit: '2024-05-10T12:29' },
    error: ['previewDateLimit', m.previewDateLimitPast],
  },
  {
    name: 'preview allowed without a limit',
    patch: { allowPreview: true, previewDateLimit: null },
    error: ['previewDateLimit', 'Podaj poprawną datę.'],
  },
  {
    name: 'past preview limit without allowPreview',
    patch: { allowPreview: false, previewDateLimit: '2020-01-01T00:00' },
  },
];

describe('article form', () => {
  itChecksRules(articleFormSchemaAt(clock), validArticle(), articleCases);

  it('reports every broken rule at once, also when a number field is empty', () => {
    const result = violations(articleFormSchemaAt(clock), {
      ...newArticleForm(NOW),
      topOrdering: Number.NaN,
      partnerNews: true,
    });
    expect(result).toEqual([
      { propertyPath: 'title', message: m.titleRequired },
      { propertyPath: 'title2', message: m.title2Required },
      { propertyPath: 'introduction', message: m.introductionRequired },
      { propertyPath: 'topOrdering', message: 'Wartość musi być liczbą!' },
      { propertyPath: 'mediaId', message: 'Pole wymagane.' },
      { propertyPath: 'mediaTopId', message: 'Pole wymagane.' },
      { propertyPath: 'authorID', message: m.authorRequired },
      { propertyPath: 'categories', message: m.categoriesMin },
      { propertyPath: 'content', message: m.contentRequired },
      { propertyPath: 'partnerGroups', message: m.partnerGroupsRequired },
    ]);
  });

  it('has the defaults of a new article', () => {
    expect(newArticleForm(NOW)).toMatchObject({
      date: '2024-05-10T12:30',
      includeInNewsletter: true,
      topOrdering: 0,
      isPublish: false,
      mediaId: '0',
      mediaTopId: '0',
      mediaTop200Id: '0',
      mediaOnlywmId: '0',
      mediaGoogleDiscoveryId: '0',
      mediaArticleBannerId: '0',
      gallery: '0',
      allowPreview: false,
      previewDateLimit: null,
      isSubpageMode: false,
      partnerGroups: [],
      categories: [],
    });
  });

  it('exposes the labels of the required images for the error dialog', () => {
    expect(ARTICLE_IMAGE_LABELS.mediaId).toBe('Zdjęcie Główne');
    expect(ARTICLE_IMAGE_LABELS.mediaTopId).toBe('Zdjęcie "Top" — 655px');
    expect(errorDialogTitle(ARTICLE_IMAGE_LABELS.mediaTopId)).toBe('Błąd — Zdjęcie "Top" — 655px');
    expect(missingArticleImages({ mediaId: '0', mediaTopId: '4' })).toEqual([
      { field: 'mediaId', label: 'Zdjęcie Główne', message: 'Pole wymagane.' },
    ]);
    expect(missingArticleImages({ mediaId: '3', mediaTopId: '4' })).toEqual([]);
  });

  it('loads a record: booleans converted, dates cut to 16 characters', () => {
    const form = fromArticle(parsed(articleSchema, serverArticle));
    expect(form).toMatchObject({
      date: '2024-05-01T10:20',
      previewDateLimit: '2024-06-01T08:00',
      isPublish: true,
      partnerNews: true,
      onlyMainPage: true,
      titleShort: '',
      pdfUrl: null,
      authorID: '7',
      mediaId: '12',
    });
    expect(form).not.toHaveProperty('sponsored');
  });
});

describe('article payload', () => {
  it('sends previewDateLimit as null without allowPreview and onlyMainPage 0 without partner news', () => {
    const payload = toArticlePayload({
      ...validArticle(),
      allowPreview: false,
      previewDateLimit: '2024-06-01T08:00',
      partnerNews: false,
      onlyMainPage: true,
      date: '2024-05-01T10:20:59',
    });
    expect(payload).toMatchObject({
      previewDateLimit: null,
      onlyMainPage: 0,
      sponsored: 0,
      date: '2024-05-01T10:20',
      mediaId: '10',
      pdfUrl: null,
    });
  });

  it('keeps previewDateLimit with allowPreview and sends onlyMainPage 1 for partner news', () => {
    const payload = toArticlePayload({
      ...validArticle(),
      allowPreview: true,
      previewDateLimit: '2024-06-01T08:00',
      partnerNews: true,
      partnerGroups: ['/api/groups/2'],
      onlyMainPage: true,
    });
    expect(payload).toMatchObject({ previewDateLimit: '2024-06-01T08:00', onlyMainPage: 1 });
  });

  it('is accepted by the payload schema the server uses', () => {
    const payload = toArticlePayload(validArticle());
    expect(parsed(articlePayloadSchemaAt(clock), payload)).toEqual(payload);
  });

  it('answers the same messages as the form, at the field name', () => {
    const body = { ...toArticlePayload(validArticle()), title: 'a', content: 'short', categories: [] };
    expect(violations(articlePayloadSchemaAt(clock), body)).toEqual([
      { propertyPath: 'title', message: m.titleMin },
      { propertyPath: 'categories', message: m.categoriesMin },
      { propertyPath: 'content', message: m.contentTooShort },
    ]);
  });

  it('leaves normalising to toArticlePayload: the body schema keeps what it is sent', () => {
    const form = {
      ...validArticle(),
      allowPreview: false,
      previewDateLimit: '2020-01-01T00:00',
      onlyMainPage: true,
      partnerNews: false,
    };
    const payload = toArticlePayload(form);
    expect(payload.previewDateLimit).toBeNull();
    expect(payload.onlyMainPage).toBe(0);
    expect(parsed(standardArticlePayloadSchemaAt(clock), payload)).toEqual(payload);
    const body = { ...payload, previewDateLimit: '2020-01-01T00:00', onlyMainPage: 1 };
    const stored = parsed(standardArticlePayloadSchemaAt(clock), body);
    expect(stored.previewDateLimit).toBe('2020-01-01T00:00');
    expect(stored.onlyMainPage).toBe(1);
    expect(violations(standardArticlePayloadSchemaAt(clock), { ...payload, onlyMainPage: false })).toEqual([
      { propertyPath: 'onlyMainPage', message: 'Pole Wymagane' },
    ]);
  });

  it('treats a body without sponsored as a standard article', () => {
    const { sponsored: _omit, ...body } = toArticlePayload(validArticle());
    const result = parseArticlePayload(body, clock);
    expect(result.success).toBe(true);
    expect(result.success && result.data.sponsored).toBe(0);
  });

  it('rejects a body that is not an object with a Polish message', () => {
    expect(violations(articlePayloadSchemaAt(clock), 'tekst')).toEqual([
      { propertyPath: '', message: 'Treść żądania musi być obiektem JSON.' },
    ]);
    expect(violations(articlePayloadSchemaAt(clock), [])).toEqual([
      { propertyPath: '', message: 'Treść żądania musi być obiektem JSON.' },
    ]);
  });
});

function validSponsored() {
  return {
    ...newSponsoredArticleForm(NOW),
    title: 'Materiał sponsorowany',
    title2: 'Meta',
    introduction: 'Wstęp',
    content: 'Krótka treść',
    categories: ['/api/categories/2'],
  };
}

describe('sponsored article form', () => {
  itChecksRules(sponsoredArticleFormSchema, validSponsored(), [
    ...lengthCases('title', { required: m.titleRequired, min: [2, m.titleMin], max: [255, m.titleMax] }),
    ...lengthCases('title2', {
      required: 'Pole Wymagane',
      min: [2, 'Meta tytul musi posiadać minimum 2 znaki'],
      max: [255, 'Meta tytul musi posiadać maksimum 255 znaków'],
    }),
    {
      name: 'introduction empty',
      patch: { introduction: '' },
      error: ['introduction', m.introductionRequired],
    },
    { name: 'content empty', patch: { content: '' }, error: ['content', m.contentRequired] },
    { name: 'content of 1 character', patch: { content: 'a' } },
    { name: 'isPublish missing', patch: { isPublish: undefined }, error: ['isPublish', 'Pole Wymagane'] },
    { name: 'isRssWykop missing', patch: { isRssWykop: undefined }, error: ['isRssWykop', 'Pole Wymagane'] },
    { name: 'categories empty', patch: { categories: [] }, error: ['categories', m.categoriesMin] },
    { name: 'no author', patch: { authorID: null } },
    { name: 'no images', patch: { mediaId: '0', mediaOnlywmId: '0' } },
  ]);

  it('sends sponsored 1, the slug from the title, disableComments 0/1 and image ids as strings', () => {
    const payload = toSponsoredArticlePayload({
      ...validSponsored(),
      disableComments: true,
      mediaId: '21',
      mediaOnlywmId: '22',
    });
    expect(payload).toMatchObject({
      sponsored: 1,
      slug: 'material-sponsorowany',
      disableComments: 1,
      mediaId: '21',
      mediaOnlywmId: '22',
      date: '2024-05-10T12:30',
    });
    expect(toSponsoredArticlePayload(validSponsored()).disableComments).toBe(0);
    expect(parsed(sponsoredArticlePayloadSchema, payload)).toEqual(payload);
  });

  it('is checked with the sponsored rules when the body says sponsored 1', () => {
    const body = { ...toSponsoredArticlePayload(validSponsored()), title2: 'a', content: 'x' };
    expect(violations(articlePayloadSchemaAt(clock), body)).toEqual([
      { propertyPath: 'title2', message: 'Meta tytul musi posiadać minimum 2 znaki' },
    ]);
  });

  it('derives the slug from the title in toSponsoredArticlePayload only', () => {
    const payload = toSponsoredArticlePayload(validSponsored());
    expect(payload.slug).toBe('material-sponsorowany');
    expect(parsed(sponsoredArticlePayloadSchema, payload)).toEqual(payload);
    const { slug: _omit, ...body } = payload;
    expect(parsed(sponsoredArticlePayloadSchema, body).slug).toBe('');
  });

  it('loads a sponsored record', () => {
    const form = fromSponsoredArticle(
      parsed(articleSchema, { ...serverArticle, sponsored: 1, disableComments: '1' }),
    );
    expect(form).toMatchObject({
      date: '2024-05-01T10:20',
      disableComments: true,
      mediaId: '12',
      authorID: '7',
    });
  });
});

describe('article toggles', () => {
  it('patches the opposite value of one field', () => {
    expect(toArticleTogglePayload('isHot', true)).toEqual({ isHot: false });
    expect(toArticleTogglePayload('isRssWykop', false)).toEqual({ isRssWykop: true });
    expect(parsed(articlePatchSchema, { isHot: false })).toEqual({ isHot: false });
    expect(violations(articlePatchSchema, {})).toEqual([
      { propertyPath: '', message: 'Nieprawidłowa wartość.' },
    ]);
    expect(violations(articlePatchSchema, { isHot: 'dunno' })).toEqual([
      { propertyPath: 'isHot', message: 'Nieprawidłowa wartość.' },
    ]);
  });
});
