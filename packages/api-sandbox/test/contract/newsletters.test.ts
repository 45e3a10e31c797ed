import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sandbox } from '../../src';
import {
  canAddPartnerNewsBox,
  imageSizeMessages,
  jobOfferSchema,
  NEWSLETTER_CATEGORY_KEYS,
  newSiteForm,
  newsletterDataSchema,
  newsletterGenerateResponseSchema,
  newsletterHtmlPath,
  newsletterImageUploadResponseSchema,
  newsletterMessages,
  newsletterSchema,
  partnerNewsBoxSchema,
  partnerNewsMessages,
  siteSchema,
  statMessages,
  statReportPath,
  statSchema,
  subscriberMessages,
  subscriberSchema,
  subscribersExportSchema,
  toMarkSentPayload,
  toSitePayload,
  toSubscriberPayload,
} from '../../src/sdk';
import { drawPicture } from '../../src/uploads/images';
import { type Client, loggedIn, members, multipart, start } from '../helpers';
import { parseCollection } from './schemas';

let sandbox: Sandbox;
let admin: Client;
beforeAll(async () => {
  sandbox = await start();
  admin = await loggedIn(sandbox, 'admin');
});
afterAll(() => sandbox.close());

const png = (width: number, height: number, name = 'obraz.png') => ({
  name,
  bytes: drawPicture(width, height, 3, 'png'),
  type: 'image/png',
});

describe('newsletters', () => {
  test('newsletter_data: the last record, the article blocks, offers, date and the next file name', async () => {
    const response = await admin.get('/api/newsletter_data');
    expect(response.status).toBe(200);
    const data = newsletterDataSchema.parse(response.body);
    expect(data.newsletter?.id).toBe(12);
    expect(data.newsletter?.jobOffers.length).toBe(3);
    expect(data.newsOfTheDay.length).toBeGreaterThan(0);
    for (const key of NEWSLETTER_CATEGORY_KEYS) expect(data.categoryNews[key], key).toBeDefined();
    expect(Object.values(data.categoryNews).flat().length).toBeGreaterThan(0);
    const telewizja = data.categoryNews.telewizja;
    expect(telewizja.every((article) => article.groupSlug === 'telewizja')).toBe(true);
    expect(data.partnerNews?.firstTitle).toBeTruthy();
    expect(data.latestOffers.length).toBe(20);
    expect(data.fileName).toMatch(/^newsletter_\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(data.currentDate)).not.toBeNaN();
    const article = data.newsOfTheDay[0];
    expect(article?.mediaTopFilename).toBeTruthy();
    expect(article?.slug).toMatch(/^artykul\//);
  });

  test('generating writes /nsl/{fileName}.html, then marking sent closes it', async () => {
    const html =
      '<!DOCTYPE html><html><head><title>NL</title></head><body><p>Treść newslettera</p></body></html>';
    const created = await admin.post('/api/newsletters', {
      html,
      css: 'p{color:#333}',
      baner1_img: 'baner-tvn.png',
      baner1_url: 'https://www.example.pl',
      baner1_txt: '',
      praca_oferty: '1|2',
    });
    expect(created.status).toBe(201);
    const { fileName } = newsletterGenerateResponseSchema.parse(created.body);
    const file = await fetch(`${sandbox.url}${newsletterHtmlPath(fileName)}`);
    expect(file.status).toBe(200);
    const written = await file.text();
    expect(written).toContain('<p>Treść newslettera</p>');
    expect(written).toContain('<style type="text/css">p{color:#333}</style></head>');
    const record = newsletterSchema.parse(created.body);
    expect(record).toMatchObject({ baner1Img: 'baner-tvn.png', closed: null });
    expect(record.jobOffers.map((offer) => offer.value)).toEqual(['1', '2']);
    // The next generation of the same day takes the next free name.
    const second = await admin.post('/api/newsletters/alternative', {
      html,
      author: '2',
      leadSegmentTitle: 'Lead',
      leadSegment: '<p>Lead</p>',
      exclusiveTitle: 'Tylko u nas',
      exclusiveDescription: 'Opis',
      exclusiveUrl: 'https://www.example.pl/x',
    });
    expect(second.status).toBe(201);
    expect(second.body.fileName).not.toBe(fileName);
    expect(
      newsletterDataSchema.parse((await admin.get('/api/newsletter_data')).body).newsletter,
    ).toMatchObject({
      id: second.body.id,
      leadSegmentTitle: 'Lead',
      author: '2',
    });
    const sent = await admin.put(
      `/api/newsletters/${record.id}`,
      toMarkSentPayload(new Date('2026-11-22T08:00:00Z')),
    );
    expect(sent.status).toBe(200);
    expect(sent.body.closed).toBe('2026-11-22T09:00:00+01:00');
  });

  test('the generation body’s rules: html required, exclusive fields at most 255', async () => {
    const missing = await admin.post('/api/newsletters', { css: '' });
    expect(missing.body.violations).toEqual([
      { propertyPath: 'html', message: newsletterMessages.htmlRequired, code: null },
    ]);
    const long = await admin.post('/api/newsletters/alternative', {
      html: '<p>x</p>',
      exclusiveTitle: 'x'.repeat(256),
    });
    expect(long.body.violations).toEqual([
      { propertyPath: 'exclusiveTitle', message: newsletterMessages.exclusiveTitleMax, code: null },
    ]);
  });

  test('banner images: select, upload (images only, spaces to hyphens), link', async () => {
    const upload = await multipart(
      admin,
      'POST',
      '/api/newsletters_images',
      { url: 'https://www.example.pl/kampania' },
      {
        file: png(600, 120, 'nowy baner.png'),
      },
    );
    expect(upload.status).toBe(201);
    const { fileName } = newsletterImageUploadResponseSchema.parse(upload.body);
    expect(fileName).toBe('nowy-baner.png');
    expect((await fetch(`${sandbox.url}/newsletter_images/${fileName}`)).status).toBe(200);
    const options = members(await admin.get('/api/newsletters_images/select'));
    expect(options[0]).toMatchObject({
      id: upload.body.id,
      label: 'nowy-baner.png',
      href: '/newsletter_images/nowy-baner.png',
    });
    const linked = await admin.put(`/api/newsletters_images/${upload.body.id}`, {
      url: 'https://www.example.pl/inny',
    });
    expect(linked.body.url).toBe('https://www.example.pl/inny');
    const notImage = await multipart(
      admin,
      'POST',
      '/api/newsletters_images',
      {},
      {
        file: { name: 'baner.png', bytes: new TextEncoder().encode('tekst'), type: 'image/png' },
      },
    );
    expect(notImage.body.violations).toEqual([
      { propertyPath: 'file', message: newsletterMessages.bannerNotImage, code: null },
    ]);
  });

  test('job offers: the latest ones for ‘Ustaw oferty’ (D7)', async () => {
    // A Hydra collection, as API Platform answers a collection operation (SB-21).
    const response = await admin.get('/api/job_offers/latest');
    expect(response.body['@type']).toBe('hydra:Collection');
    const offers = parseCollection(jobOfferSchema, response.body);
    expect(offers).toHaveLength(20);
    expect(offers[0]).toMatchObject({ value: '30' });
  });
});

describe('partner-news boxes', () => {
  const fields = (start: string) => ({
    start,
    firstTitle: 'Pierwszy news partnera',
    firstUrl: 'https://www.example.pl/1',
    secondTitle: 'Drugi news partnera',
  });

  test('last, multipart create ahead, the add rule, edit with _method=PUT, mark sent', async () => {
    const lastBefore = partnerNewsBoxSchema.parse(
      (await admin.get('/api/newsletter_partner_news/last')).body['hydra:member'][0],
    );
    expect(lastBefore.idAdditional).toBe(String(lastBefore.id));
    expect(canAddPartnerNewsBox(lastBefore)).toBe(true);

    const created = await multipart(admin, 'POST', '/api/newsletter_partner_news', fields('2099-01-05'), {
      firstImgFile: png(460, 200),
      logoImgFile: png(200, 200),
    });
    expect(created.status).toBe(201);
    const box = partnerNewsBoxSchema.parse(created.body);
    expect(box).toMatchObject({
      firstTitle: 'Pierwszy news partnera',
      firstImg: 'obraz.png',
      firstNewsletterImg: 'obraz.png',
      logoImg: 'obraz-2.png',
    });
    expect((await fetch(`${sandbox.url}/box_tvn/${box.imageDir}/${box.firstImg}`)).status).toBe(200);

    const last = partnerNewsBoxSchema.parse(
      (await admin.get('/api/newsletter_partner_news/last')).body['hydra:member'][0],
    );
    expect(last.idAdditional).toBe(String(box.id));
    expect(canAddPartnerNewsBox(last)).toBe(false);

    const edited = await multipart(admin, 'POST', `/api/newsletter_partner_news/${box.id}`, {
      ...fields('2099-01-06'),
      secondTitle: 'Zmieniony',
      _method: 'PUT',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ secondTitle: 'Zmieniony', firstImg: 'obraz.png' });
    expect(edited.body.start.slice(0, 10)).toBe('2099-01-06');

    const sent = await admin.put(`/api/newsletter_partner_news/${box.id}`, toMarkSentPayload());
    expect(sent.status).toBe(200);
    expect(sent.body.closed).toBeTruthy();
  });

  test('start must be a date; images must have their sizes', async () => {
    const noStart = await multipart(admin, 'POST', '/api/newsletter_partner_news', { firstTitle: 'x' });
    expect(noStart.body.violations).toEqual([
      { propertyPath: 'start', message: partnerNewsMessages.startRequired, code: null },
    ]);
    const wrongSize = await multipart(admin, 'POST', '/api/newsletter_partner_news', fields('2099-02-01'), {
      logoNewsletterImgFile: png(140, 121),
    });
    expect(wrongSize.status).toBe(422);
    expect(wrongSize.body.violations).toEqual([
      { propertyPath: 'logoNewsletterImgFile', message: imageSizeMessages.widthExact(142), code: null },
    ]);
  });
});

describe('subscribers', () => {
  test('create by the admin, toggle activeP, soft delete, filters', async () => {
    const created = await admin.post(
      '/api/subscribers',
      toSubscriberPayload({ email: ' nowy.czytelnik@example.pl ' }),
    );
    expect(created.status).toBe(201);
    const subscriber = subscriberSchema.parse(created.body);
    expect(subscriber).toMatchObject({ email: 'nowy.czytelnik@example.pl', addByAdmin: true, activeP: true });
    const toggled = await admin.patch(`/api/subscribers/${subscriber.id}`, { activeP: false });
    expect(toggled.body.activeP).toBe(false);
    expect((await admin.delete(`/api/subscribers/${subscriber.id}`)).status).toBe(204);
    expect(members(await admin.get('/api/subscribers?email=nowy.czytelnik'))[0]?.deleted).toBeTruthy();
    const invalid = await admin.post('/api/subscribers', { email: 'nie-adres' });
    expect(invalid.body.violations).toEqual([
      { propertyPath: 'email', message: 'Wprowadź poprawny adres email', code: null },
    ]);
  });

  test('an address on the list already is a 422 under email, whatever its letter case, deleted or not', async () => {
    const email = 'podwojny.czytelnik@example.pl';
    expect((await admin.post('/api/subscribers', toSubscriberPayload({ email }))).status).toBe(201);
    const taken = [{ propertyPath: 'email', message: subscriberMessages.emailTaken, code: null }];
    const again = await admin.post('/api/subscribers', toSubscriberPayload({ email: email.toUpperCase() }));
    expect(again.status).toBe(422);
    expect(again.body.violations).toEqual(taken);
    const [first] = members(await admin.get(`/api/subscribers?email=${email}`));
    expect((await admin.delete(`/api/subscribers/${first?.id}`)).status).toBe(204);
    expect((await admin.post('/api/subscribers', toSubscriberPayload({ email }))).body.violations).toEqual(
      taken,
    );
    expect(members(await admin.get(`/api/subscribers?email=${email}`))).toHaveLength(1);
  });

  test('generate: a CSV of the confirmed, not deleted subscribers of the range, answered with its link', async () => {
    const response = await admin.get('/api/subscribers/generate?activeP=true&date%5Bafter%5D=2000-01-01');
    expect(response.status).toBe(200);
    const { link } = subscribersExportSchema.parse(response.body);
    expect(link).toMatch(/^\/exports\/subscribers_.*\.csv$/);
    const csv = await (await fetch(`${sandbox.url}${link}`)).text();
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('id,email,date,activeP,addByAdmin');
    expect(lines.length - 1).toBe(response.body.count);
    expect(lines.slice(1).every((line) => line.split(',')[3] === '1')).toBe(true);
    const all = await admin.get('/api/subscribers?date%5Bafter%5D=2000-01-01');
    expect(response.body.count).toBeLessThan(all.body['hydra:totalItems']);
  });
});

describe('sites, stats and reports, RSS', () => {
  test('sites: create, rules, soft delete', async () => {
    const created = await admin.post(
      '/api/sites',
      toSitePayload({ ...newSiteForm(), title: 'Cennik reklam', content: '<p>Ceny</p>', priority: '4' }),
    );
    expect(created.status).toBe(201);
    expect(siteSchema.parse(created.body)).toMatchObject({ slug: 'cennik-reklam', priority: 4 });
    const short = await admin.post('/api/sites', toSitePayload({ ...newSiteForm(), title: 'C' }));
    expect(short.body.violations).toEqual([
      { propertyPath: 'title', message: 'Tytuł musi posiadać minimum 2 znaki', code: null },
    ]);
    expect((await admin.delete(`/api/sites/${created.body.id}`)).status).toBe(204);
    expect((await admin.get(`/api/sites/${created.body.id}`)).body.deleted).toBeTruthy();
  });

  test('creating a stat writes /reports/report_{id}.html', async () => {
    const created = await admin.post('/api/stats', { from: '2026-10-01', to: '2026-10-31' });
    expect(created.status).toBe(201);
    const stat = statSchema.parse(created.body);
    expect(stat.from?.slice(0, 10)).toBe('2026-10-01');
    const report = await fetch(`${sandbox.url}${statReportPath(stat.id)}`);
    expect(report.status).toBe(200);
    expect(await report.text()).toContain(`Raport statystyk nr ${stat.id}`);
    const info = await admin.get(`/api/report?id=${stat.id}`);
    expect(info.body.url).toBe(statReportPath(stat.id));
    const invalid = await admin.post('/api/stats', { from: 'wczoraj', to: '' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
      'from',
      'to',
    ]);
    const reversed = await admin.post('/api/stats', { from: '2026-11-20', to: '2026-11-10' });
    expect(reversed.status).toBe(422);
    expect(reversed.body.violations).toEqual([
      { propertyPath: 'from', message: statMessages.fromAfterTo, code: null },
      { propertyPath: 'to', message: statMessages.toBeforeFrom, code: null },
    ]);
  });

  test('the seeded stats have their reports', async () => {
    const stats = members(await admin.get('/api/stats'));
    for (const stat of stats.slice(0, 3)) {
      expect((await fetch(`${sandbox.url}${statReportPath(stat.id as number)}`)).status).toBe(200);
    }
  });

  test('a report shows its period and dates as pl-PL text and its counts grouped, as the panel does', async () => {
    const [stat] = members(await admin.get('/api/stats'));
    const report = await (await fetch(`${sandbox.url}${statReportPath(stat?.id as number)}`)).text();
    expect(report).toMatch(/Okres: \d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/);
    expect(report).toMatch(/Wygenerowano: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}</);
    expect(report).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // Polish groups thousands from five digits on, with a no-break space.
    const big = await admin.post('/api/stats', { from: '2000-01-01', to: '2100-01-01' });
    const all = await (await fetch(`${sandbox.url}${statReportPath(big.body.id as number)}`)).text();
    const views = /Suma wyświetleń: ([\d\u00a0]+)\./.exec(all)?.[1] ?? '';
    expect(Number(views.replaceAll('\u00a0', ''))).toBeGreaterThan(9999);
    expect(views).toMatch(/^\d{1,3}(\u00a0\d{3})+$/);
  });

  test('RSS leaves out an article whose publication date has not come, and dates its summary in pl-PL', async () => {
    const articles = sandbox.context.store('articles');
    const future = articles.insert({
      title: 'Zaplanowany na Wigilię',
      slug: 'zaplanowany-na-wigilie',
      introduction: 'Jeszcze nie teraz',
      content: '<p>Później.</p>',
      date: new Date(Date.now() + 17 * 86_400_000).toISOString(),
      isPublish: true,
    });
    const response = await admin.get('/api/rss/generate');
    expect(response.text).toMatch(/Data: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}</);
    expect(response.text).not.toContain(`${future}: Zaplanowany na Wigilię`);
    const feed = await (await fetch(`${sandbox.url}/exports/rss/wiadomosci.xml`)).text();
    expect(feed).not.toContain('Zaplanowany na Wigilię');
    expect(feed).toContain('<item>');
  });

  test('RSS generation answers HTML and writes the feed', async () => {
    const response = await admin.get('/api/rss/generate');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.text).toContain('RSS wygenerowany');
    const feed = await fetch(`${sandbox.url}/exports/rss/wiadomosci.xml`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toMatch(/^<\?xml/);
  });
});
