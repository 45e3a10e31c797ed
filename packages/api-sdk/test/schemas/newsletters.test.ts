import { describe, expect, it } from 'vitest';
import { NEWSLETTER_CATEGORIES } from '../../src/constants';
import { jobOfferSchema, joinJobOffers, splitJobOffers } from '../../src/schemas/jobOffers';
import { isNewsletterSent, newsletterListItemSchema } from '../../src/schemas/newsletterList';
import {
  alternativeNewsletterPayloadSchema,
  bannerFileName,
  emptyNewsletterBanner,
  exclusiveSegmentFormSchema,
  fromNewsletter,
  initialBannerMode,
  isImageFile,
  leadSegmentFormSchema,
  markSentPayloadSchema,
  newExclusiveSegmentForm,
  newLeadSegmentForm,
  newsletterArticleSchema,
  newsletterArticleUrl,
  newsletterDataSchema,
  newsletterHtmlPath,
  newsletterImageSchema,
  newsletterPayloadSchema,
  newsletterSchema,
  toAlternativeNewsletterPayload,
  toMarkSentPayload,
  toNewsletterPayload,
} from '../../src/schemas/newsletters';
import {
  fromPartnerNewsBox,
  newPartnerNewsForm,
  PARTNER_NEWS_UPLOADS,
  partnerNewsBoxSchema,
  partnerNewsFormSchema,
  partnerNewsPayloadSchema,
  toPartnerNewsPayload,
} from '../../src/schemas/partnerNews';
import {
  canAddPartnerNewsBox,
  isLatestPartnerNewsBox,
  partnerNewsListItemSchema,
} from '../../src/schemas/partnerNewsList';
import { itChecksRules, lengthCases, parsed, type RuleCase, violations } from './helpers';

// 12:30:45 on a Warsaw clock (summer time), the portal's time whatever the machine's zone.
const NOW = new Date('2024-05-10T12:30:45+02:00');

const article = {
  slug: 'wiadomosci/nowy-kanal',
  title: 'Nowy kanał',
  introduction: 'Wstęp',
  authorName: 'Jan',
  groupName: 'Telewizja',
  groupSlug: 'telewizja',
  mediaTopFilename: 'top.jpg',
  mediaTopNewPath: '1',
  partnerNews: 0,
};

describe('newsletter data', () => {
  it('parses GET /api/newsletter_data with every block', () => {
    const data = parsed(newsletterDataSchema, {
      newsletter: {
        id: 9,
        created: '2024-05-01T10:00:00+02:00',
        baner1Img: 'b1.jpg',
        baner1Url: 'https://a.pl',
        baner1Txt: null,
      },
      newsOfTheDay: [article],
      newsOnlyOnWm: [],
      categoryNews: { telewizja: [article], radio: null },
      partnerNews: [{ id: 3, start: '2024-05-01', firstTitle: 'Partner' }],
      jobOffers: [{ value: 11, position: 'Redaktor', company: 'TVN', absoluteUrl: 'https://praca/11' }],
      latestOffers: null,
      currentDate: '10.05.2024',
      fileName: 'newsletter_2024_05_10',
    });
    expect(data.newsletter?.baner1Img).toBe('b1.jpg');
    expect(data.newsletter?.baner2Img).toBeNull();
    expect(data.newsOfTheDay[0]).toMatchObject({ mediaTopNewPath: true, partnerNews: false });
    expect(Object.keys(data.categoryNews).sort()).toEqual(NEWSLETTER_CATEGORIES.map((c) => c.key).sort());
    expect(data.categoryNews.telewizja).toHaveLength(1);
    expect(data.categoryNews.radio).toEqual([]);
    expect(data.categoryNews.technologie).toEqual([]);
    expect(data.partnerNews?.firstTitle).toBe('Partner');
    expect(data.jobOffers[0]?.value).toBe('11');
    expect(data.latestOffers).toEqual([]);
  });

  it('rejects a wrong shape', () => {
    expect(violations(newsletterDataSchema, { newsOfTheDay: 'none' })).not.toEqual([]);
    expect(violations(newsletterArticleSchema, { ...article, title: ['x'] })).not.toEqual([]);
  });

  it('links articles absolutely or under the site', () => {
    expect(newsletterArticleUrl('https://inny.pl/a', 'https://portal.pl')).toBe('https://inny.pl/a');
    expect(newsletterArticleUrl('/artykul/1', 'https://portal.pl/')).toBe('https://portal.pl/artykul/1');
    expect(newsletterArticleUrl('artykul/1', 'https://portal.pl')).toBe('https://portal.pl/artykul/1');
  });

  it('reads list items and knows sent newsletters', () => {
    const item = parsed(newsletterListItemSchema, {
      '@id': '/api/newsletters/4',
      '@type': 'Newsletter',
      id: 4,
      created: '2024-05-01T10:00:00+02:00',
      generated: null,
      closed: null,
      fileName: 'nl_4',
    });
    expect(isNewsletterSent(item)).toBe(false);
    expect(isNewsletterSent({ closed: '2024-05-02T10:00:00+02:00' })).toBe(true);
    expect(newsletterHtmlPath('nl_4')).toBe('/nsl/nl_4.html');
  });

  it('reads banner images', () => {
    expect(
      parsed(newsletterImageSchema, { id: 2, label: 'Baner', href: '/newsletter_images/b.jpg' }),
    ).toEqual({
      id: 2,
      label: 'Baner',
      href: '/newsletter_images/b.jpg',
      fileName: null,
      url: null,
    });
  });
});

describe('newsletter builder', () => {
  it('picks the initial banner mode', () => {
    expect(initialBannerMode({ img: 'a.jpg', txt: 'x' })).toBe('select');
    expect(initialBannerMode({ img: '', txt: 'Tekst' })).toBe('txt');
    expect(initialBannerMode({ img: '', txt: '' })).toBe('none');
  });

  it('turns spaces in banner file names into hyphens and accepts images only', () => {
    expect(bannerFileName('mój baner 2.png')).toBe('mój-baner-2.png');
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
  });

  it('prefills the next newsletter from the last record', () => {
    const record = parsed(newsletterSchema, {
      id: 9,
      baner2Img: 'b2.jpg',
      baner2Url: 'https://b.pl',
      baner6Txt: 'Tekst',
      leadSegmentTitle: 'Lead',
      author: 4,
      exclusiveUrl: 'https://ex.pl',
      jobOffers: [{ value: '7', position: 'P', company: 'C', absoluteUrl: 'u' }],
    });
    const state = fromNewsletter(record);
    expect(state.banners).toHaveLength(6);
    expect(state.banners[1]).toEqual({ img: 'b2.jpg', url: 'https://b.pl', txt: '' });
    expect(state.banners[5]).toEqual({ img: '', url: '', txt: 'Tekst' });
    expect(state.lead).toEqual({ author: '4', leadSegmentTitle: 'Lead', leadSegment: '' });
    expect(state.exclusive.exclusiveUrl).toBe('https://ex.pl');
    expect(state.jobOffers).toEqual([{ value: '7' }]);
    expect(fromNewsletter(null).banners.every((banner) => banner.img === '')).toBe(true);
  });

  it('builds the standard body with baner1..6_img/_txt/_url and praca_oferty', () => {
    const banners = [{ img: 'a.jpg', url: 'https://a.pl', txt: '' }, emptyNewsletterBanner()];
    const body = toNewsletterPayload({
      html: '<table></table>',
      css: 'td{}',
      banners,
      jobOffers: [{ value: '11' }, { value: '12' }],
    });
    expect(body).toMatchObject({
      html: '<table></table>',
      css: 'td{}',
      baner1_img: 'a.jpg',
      baner1_url: 'https://a.pl',
      baner1_txt: '',
      baner6_img: '',
      praca_oferty: '11|12',
    });
    expect(Object.keys(body)).toHaveLength(2 + 18 + 1);
    expect(parsed(newsletterPayloadSchema, body)).toEqual(body);
    expect(violations(newsletterPayloadSchema, { ...body, html: '' })).toEqual([
      { propertyPath: 'html', message: 'Pole Wymagane' },
    ]);
  });

  it('builds the alternative body with the lead and exclusive segments', () => {
    const body = toAlternativeNewsletterPayload({
      html: '<table></table>',
      css: '',
      banners: [],
      jobOffers: [],
      lead: { author: '4', leadSegmentTitle: 'Tytuł', leadSegment: '<p>Lead</p>' },
      exclusive: { exclusiveTitle: 'Ex', exclusiveDescription: 'Opis', exclusiveUrl: 'https://ex.pl' },
    });
    expect(body).toMatchObject({
      author: '4',
      leadSegmentTitle: 'Tytuł',
      leadSegment: '<p>Lead</p>',
      exclusiveTitle: 'Ex',
      exclusiveDescription: 'Opis',
      exclusiveUrl: 'https://ex.pl',
      praca_oferty: '',
    });
    expect(parsed(alternativeNewsletterPayloadSchema, body)).toEqual(body);
    expect(
      violations(alternativeNewsletterPayloadSchema, { ...body, exclusiveUrl: 'x'.repeat(256) }),
    ).toEqual([{ propertyPath: 'exclusiveUrl', message: 'Adres URL musi posiadać maksimum 255 znaków.' }]);
  });

  describe('exclusive segment form', () => {
    itChecksRules(exclusiveSegmentFormSchema, newExclusiveSegmentForm(), [
      ...lengthCases('exclusiveTitle', { max: [255, 'Tytuł musi posiadać maksimum 255 znaków.'] }),
      ...lengthCases('exclusiveDescription', { max: [255, 'Opis musi posiadać maksimum 255 znaków.'] }),
      ...((): RuleCase[] => {
        const url = (length: number) => `https://example.pl/${'ż'.repeat(length - 19)}`;
        const max = 'Adres URL musi posiadać maksimum 255 znaków.';
        const notUrl = 'Podaj pełny adres strony (zaczynający się od http:// lub https://).';
        return [
          { name: 'exclusiveUrl empty', patch: { exclusiveUrl: '' } },
          { name: 'exclusiveUrl of 255 characters', patch: { exclusiveUrl: url(255) } },
          {
            name: 'exclusiveUrl of 256 characters',
            patch: { exclusiveUrl: url(256) },
            error: ['exclusiveUrl', max],
          },
          ...['www.wirtualnemedia.pl/wywiad', 'javascript:alert(1)', '/wywiad', 'https://localhost'].map(
            (exclusiveUrl) => ({
              name: `exclusiveUrl '${exclusiveUrl}'`,
              patch: { exclusiveUrl },
              error: ['exclusiveUrl', notUrl] as [string, string],
            }),
          ),
        ];
      })(),
    ]);
  });

  it('has no rule on the lead segment', () => {
    expect(violations(leadSegmentFormSchema, newLeadSegmentForm())).toEqual([]);
    expect(
      violations(leadSegmentFormSchema, { author: 3, leadSegmentTitle: '', leadSegment: 'x'.repeat(5000) }),
    ).toEqual([]);
  });

  it('marks a newsletter sent with closed and generated set to now', () => {
    const body = toMarkSentPayload(new Date(Date.UTC(2024, 4, 10, 10, 0, 0)));
    expect(body).toEqual({ closed: '2024-05-10T10:00:00.000Z', generated: '2024-05-10T10:00:00.000Z' });
    expect(parsed(markSentPayloadSchema, body)).toEqual(body);
    expect(violations(markSentPayloadSchema, { closed: 'wczoraj', generated: body.generated })).toEqual([
      { propertyPath: 'closed', message: 'Podaj poprawną datę.' },
    ]);
  });
});

describe('job offers', () => {
  it('joins and splits offer values with |', () => {
    expect(joinJobOffers([{ value: '1' }, { value: '22' }])).toBe('1|22');
    expect(joinJobOffers([])).toBe('');
    expect(splitJobOffers('1|22')).toEqual(['1', '22']);
    expect(splitJobOffers(null)).toEqual([]);
    expect(parsed(jobOfferSchema, { value: 5, position: 'P', company: 'C', absoluteUrl: null })).toEqual({
      value: '5',
      position: 'P',
      company: 'C',
      absoluteUrl: '',
    });
  });
});

describe('partner-news box', () => {
  const serverBox = {
    '@id': '/api/newsletter_partner_news/7',
    '@type': 'NewsletterPartnerNews',
    id: 7,
    start: '2024-05-13T00:00:00+02:00',
    startAdditional: '2024-05-13T00:00:00+02:00',
    idAdditional: 7,
    imgDir: '/box_tvn/7',
    firstUrl: 'https://a.pl',
    firstTitle: 'Pierwszy',
    firstImg: 'a.jpg',
    secondTitle: 'Drugi',
    logoImg: 'logo.png',
    closed: null,
    generated: null,
  };

  itChecksRules(partnerNewsFormSchema, newPartnerNewsForm(NOW), [
    { name: 'start empty', patch: { start: '' }, error: ['start', 'Pole Wymagane'] },
    { name: 'start not a date', patch: { start: '2024-02-31' }, error: ['start', 'Podaj poprawną datę.'] },
    { name: 'start a date-time', patch: { start: '2024-05-13T08:00' } },
    { name: 'free text of any length', patch: { secondNewsletterTitle: 'x'.repeat(2000) } },
    { name: 'a link that is a web address', patch: { firstUrl: 'https://www.wirtualnemedia.pl/a?b=1' } },
    ...(
      [
        'firstUrl',
        'firstNewsletterUrl',
        'secondUrl',
        'secondNewsletterUrl',
        'logoUrl',
        'logoNewsletterUrl',
      ] as const
    ).map((field) => ({
      name: `${field} not a web address`,
      patch: { [field]: 'www.wirtualnemedia.pl/wywiad' },
      error: [field, 'Podaj pełny adres strony (zaczynający się od http:// lub https://).'] as [
        string,
        string,
      ],
    })),
    { name: 'a title is no link', patch: { firstTitle: 'www.wirtualnemedia.pl' } },
  ]);

  it('reads the box and loads it with start cut to a date', () => {
    const box = parsed(partnerNewsBoxSchema, serverBox);
    expect(box).toMatchObject({
      id: 7,
      idAdditional: '7',
      firstImg: 'a.jpg',
      secondUrl: null,
      logoNewsletterMobileImg: null,
    });
    const form = fromPartnerNewsBox(box);
    expect(form).toMatchObject({ start: '2024-05-13', firstUrl: 'https://a.pl', secondUrl: '', logoUrl: '' });
    expect(toPartnerNewsPayload(form).start).toBe('2024-05-13');
    // Kept as sent: cutting the date is toPartnerNewsPayload's job.
    expect(parsed(partnerNewsPayloadSchema, { ...form, start: '2024-05-13T00:00:00+02:00' }).start).toBe(
      '2024-05-13T00:00:00+02:00',
    );
    expect(parsed(partnerNewsListItemSchema, serverBox)).toMatchObject({
      firstTitle: 'Pierwszy',
      secondTitle: 'Drugi',
    });
  });

  it('allows one box ahead only', () => {
    expect(canAddPartnerNewsBox(null, NOW)).toBe(true);
    expect(canAddPartnerNewsBox({ start: '2024-05-13', startAdditional: null }, NOW)).toBe(false);
    expect(canAddPartnerNewsBox({ start: '2024-05-01', startAdditional: '2024-05-13T00:00' }, NOW)).toBe(
      false,
    );
    expect(canAddPartnerNewsBox({ start: '2024-05-10', startAdditional: null }, NOW)).toBe(true);
    expect(isLatestPartnerNewsBox({ id: 7, idAdditional: '7' }, '7')).toBe(true);
    expect(isLatestPartnerNewsBox({ id: 7, idAdditional: '8' }, 7)).toBe(false);
  });

  it('declares the uploads with their size rules', () => {
    expect(PARTNER_NEWS_UPLOADS).toEqual({
      firstImgFile: { width: 460, height: 200 },
      secondImgFile: { width: 460, height: 200 },
      logoImgFile: { width: 200, height: 200 },
      logoNewsletterImgFile: { width: 142, height: 121 },
      logoNewsletterMobileImgFile: { width: 460, height: 146 },
    });
  });
});
