// @vitest-environment node
import type { AuthorFull, JobOffer, NewsletterBuilderState, NewsletterData } from '@redakcja/api-sdk';
import { describe, expect, it } from 'vitest';
import { toNewsletterRenderData } from './fromApi';

/** Data as the SDK parses GET /api/newsletter_data (schema output types, so tsc checks the shape). */
type ApiArticle = NewsletterData['newsOfTheDay'][number];
type ApiPartnerBox = NonNullable<NewsletterData['partnerNews']>;

function article(slug: string, title: string): ApiArticle {
  return {
    '@id': `/api/articles/${slug}`,
    id: 7,
    slug,
    title,
    introduction: 'Wstęp',
    authorName: 'Anna Nowak',
    groupName: 'Telewizja',
    groupSlug: 'telewizja',
    mediaTopFilename: 'top.jpg',
    mediaTopNewPath: true,
    partnerNews: false,
  };
}

function partnerBox(dirs: { imgDir: string | null; imageDir: string | null }): ApiPartnerBox {
  return {
    id: 3,
    start: '2024-05-06',
    startAdditional: null,
    idAdditional: null,
    ...dirs,
    firstUrl: 'https://partner-a.example.com/strona',
    firstTitle: 'Na stronie A',
    firstNewsletterUrl: 'https://partner-a.example.com',
    firstNewsletterTitle: 'Partner A',
    secondUrl: null,
    secondTitle: null,
    secondNewsletterUrl: 'https://partner-b.example.com',
    secondNewsletterTitle: 'Partner B',
    logoUrl: null,
    logoNewsletterUrl: 'https://logo.example.com',
    firstImg: 'a-strona.jpg',
    firstNewsletterImg: 'a.jpg',
    secondImg: null,
    secondNewsletterImg: 'b.jpg',
    logoImg: null,
    logoNewsletterImg: 'logo.png',
    logoNewsletterMobileImg: 'logo-m.png',
    closed: null,
    generated: null,
  };
}

const newsOfTheDay = [article('artykul/1', 'Newsy dnia')];
const newsOnlyOnWm = [article('https://inny.example.com/a', 'Tylko na WM')];

const data: NewsletterData = {
  newsletter: null,
  newsOfTheDay,
  newsOnlyOnWm,
  categoryNews: {
    telewizja: [article('tv/1', 'Telewizja 1')],
    radio: [],
    reklama: [],
    prasa: [],
    internet: [],
    badania_marketingowe: [],
    pr: [],
    technologie: [],
  },
  partnerNews: partnerBox({ imgDir: 'stary', imageDir: 'nowy' }),
  jobOffers: [],
  latestOffers: [],
  currentDate: '2024-05-06',
  fileName: 'nl_2024_05_06',
};

const state: NewsletterBuilderState = {
  banners: [
    { img: 'baner.jpg', url: '/konferencja', txt: 'Konferencja' },
    { img: '', url: '', txt: '' },
  ],
  jobOffers: [{ value: '12' }],
  lead: { author: '5', leadSegmentTitle: 'Wstępniak', leadSegment: '<p>Treść</p>' },
  exclusive: {
    exclusiveTitle: 'Wyłącznie u nas',
    exclusiveDescription: 'Opis',
    exclusiveUrl: '/ekskluzywne',
  },
};

const offers: JobOffer[] = [
  {
    value: '12',
    position: 'Redaktor',
    company: 'Wydawca',
    absoluteUrl: 'https://portal.example.pl/praca/12',
  },
];

const author: AuthorFull = { id: 5, name: 'Jan Kowalski', media: { fileName: 'jan.jpg', newPath: true } };

describe('toNewsletterRenderData', () => {
  it('carries the builder state: banners, lead segment with its author, exclusive segment', () => {
    const result = toNewsletterRenderData(data, state, offers, author);
    expect(result.banners).toEqual([
      { img: 'baner.jpg', url: '/konferencja', txt: 'Konferencja' },
      { img: '', url: '', txt: '' },
    ]);
    expect(result.lead).toEqual({
      title: 'Wstępniak',
      content: '<p>Treść</p>',
      author: { name: 'Jan Kowalski', photoFileName: 'jan.jpg', photoNewPath: true },
    });
    expect(result.exclusive).toEqual({
      title: 'Wyłącznie u nas',
      description: 'Opis',
      url: '/ekskluzywne',
    });
  });

  it('has no lead author without one, and an author without a photo has none', () => {
    expect(toNewsletterRenderData(data, state, offers, null).lead?.author).toBeNull();
    const noPhoto = toNewsletterRenderData(data, state, offers, { ...author, media: null });
    expect(noPhoto.lead?.author).toEqual({ name: 'Jan Kowalski', photoFileName: null, photoNewPath: null });
  });

  it('passes the articles, the date and the announced file name as the API gave them', () => {
    const result = toNewsletterRenderData(data, state, offers, null);
    expect(result.newsOfTheDay).toBe(newsOfTheDay);
    expect(result.newsOnlyOnWm).toBe(newsOnlyOnWm);
    expect(result.categoryNews).toBe(data.categoryNews);
    expect(result.currentDate).toBe('2024-05-06');
    expect(result.fileName).toBe('nl_2024_05_06');
  });

  it('keeps of the job offers what the e-mail shows (position, company, link), not the value', () => {
    expect(toNewsletterRenderData(data, state, offers, null).jobOffers).toEqual([
      { position: 'Redaktor', company: 'Wydawca', absoluteUrl: 'https://portal.example.pl/praca/12' },
    ]);
  });

  it("keeps of the partner box the newsletter's fields, imageDir before the older imgDir", () => {
    expect(toNewsletterRenderData(data, state, offers, null).partnerNews).toEqual({
      imageDir: 'nowy',
      firstNewsletterUrl: 'https://partner-a.example.com',
      firstNewsletterTitle: 'Partner A',
      firstNewsletterImg: 'a.jpg',
      secondNewsletterUrl: 'https://partner-b.example.com',
      secondNewsletterTitle: 'Partner B',
      secondNewsletterImg: 'b.jpg',
      logoNewsletterUrl: 'https://logo.example.com',
      logoNewsletterImg: 'logo.png',
      logoNewsletterMobileImg: 'logo-m.png',
    });
    const older = { ...data, partnerNews: partnerBox({ imgDir: 'stary', imageDir: null }) };
    expect(toNewsletterRenderData(older, state, offers, null).partnerNews?.imageDir).toBe('stary');
    const none = { ...data, partnerNews: null };
    expect(toNewsletterRenderData(none, state, offers, null).partnerNews).toBeNull();
  });
});
