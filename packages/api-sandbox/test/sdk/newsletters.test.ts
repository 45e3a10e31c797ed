/**
 * Newsletters, partner-news boxes, job offers and subscribers (03 §7) through the SDK: the builder's
 * data, generation of both versions with the static copy at /nsl/{fileName}.html, the record that
 * prefills the next one, marking sent, banner images; the partner boxes with their five uploads and the
 * `_method=PUT` edit; subscribers with date filters, the activeP toggle and the CSV export.
 */
import {
  type ApiClient,
  emptyNewsletterBanner,
  fromNewsletter,
  HttpError,
  imageSizeMessages,
  isNewsletterSent,
  NEWSLETTER_CATEGORY_KEYS,
  NotFoundError,
  newExclusiveSegmentForm,
  newLeadSegmentForm,
  newPartnerNewsForm,
  newSubscriberForm,
  newsletterHtmlPath,
  newsletterMessages,
  toAlternativeNewsletterPayload,
  toDate10,
  toNewsletterPayload,
  toPartnerNewsPayload,
  toSubscriberPayload,
  ValidationError,
} from '@redakcja/api-sdk';
import { beforeAll, describe, expect, test } from 'vitest';
import { failure, fetchStatic, notAnImage, png, unique, useSandbox } from './helpers';

const fixture = useSandbox({ pageSize: 10 });
let api: ApiClient;

beforeAll(async () => {
  api = await fixture.as('admin');
});

const DAY = 24 * 3600_000;
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

function banners(label: string) {
  return [
    { img: 'baner-1.png', url: 'https://reklama.example/1', txt: `${label} 1` },
    { img: '', url: 'https://reklama.example/2', txt: `${label} 2` },
    emptyNewsletterBanner(),
    emptyNewsletterBanner(),
    emptyNewsletterBanner(),
    { img: 'baner-6.png', url: '', txt: '' },
  ];
}

describe('newsletter data and generation', () => {
  test('data() answers everything the builder needs', async () => {
    const data = await api.newsletters.data();
    expect(data.newsletter).not.toBeNull();
    expect(Object.keys(data.categoryNews).sort()).toEqual([...NEWSLETTER_CATEGORY_KEYS].sort());
    expect(data.latestOffers.length).toBeGreaterThan(0);
    expect(data.jobOffers.length).toBeGreaterThan(0);
    expect(data.currentDate).not.toBe('');
    expect(data.fileName).not.toBe('');
    const articles = [...data.newsOfTheDay, ...data.newsOnlyOnWm, ...Object.values(data.categoryNews).flat()];
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) {
      expect(article.title).not.toBe('');
      expect(article.slug).not.toBe('');
    }
  });

  test('generate writes /nsl/{fileName}.html; the record prefills the next newsletter', async () => {
    const offers = (await api.jobOffers.latest()).slice(0, 3);
    const marker = unique('Newsletter SDK');
    const payload = toNewsletterPayload({
      html: `<html><head><title>${marker}</title></head><body><h1>${marker}</h1></body></html>`,
      css: 'h1 { color: #c00; }',
      banners: banners(marker),
      jobOffers: offers,
    });
    expect(payload.praca_oferty).toBe(offers.map((offer) => offer.value).join('|'));
    const before = await api.newsletters.data();
    const generated = await api.newsletters.generate(payload);
    expect(generated.fileName).toBe(before.fileName);

    const file = await fetchStatic(fixture.url, newsletterHtmlPath(generated.fileName));
    expect(file.status).toBe(200);
    expect(text(file.body)).toContain(`<h1>${marker}</h1>`);
    expect(text(file.body)).toContain('h1 { color: #c00; }');

    const data = await api.newsletters.data();
    expect(data.newsletter?.fileName).toBe(generated.fileName);
    expect(data.fileName).not.toBe(generated.fileName);
    const prefill = fromNewsletter(data.newsletter);
    expect(prefill.banners).toEqual(banners(marker));
    expect(prefill.jobOffers.map((offer) => offer.value)).toEqual(offers.map((offer) => offer.value));
    expect(data.jobOffers.map((offer) => offer.value)).toEqual(offers.map((offer) => offer.value));

    const listed = (await api.newsletters.list()).items.find((item) => item.fileName === generated.fileName);
    expect(listed).toBeDefined();
    expect(isNewsletterSent(listed!)).toBe(false);
  });

  test('generateAlternative keeps the lead and exclusive segments', async () => {
    const author = (await api.authors.list()).items[0]!;
    const generated = await api.newsletters.generateAlternative(
      toAlternativeNewsletterPayload({
        html: '<html><body><p>Wersja alternatywna</p></body></html>',
        css: '',
        banners: banners('Alt'),
        jobOffers: [],
        lead: { author: String(author.id), leadSegmentTitle: 'Słowo wstępne', leadSegment: '<p>Lead</p>' },
        exclusive: {
          exclusiveTitle: 'Tylko u nas',
          exclusiveDescription: 'Opis',
          exclusiveUrl: 'https://portal.example/x',
        },
      }),
    );
    expect(text((await fetchStatic(fixture.url, newsletterHtmlPath(generated.fileName))).body)).toContain(
      'Wersja alternatywna',
    );
    const record = (await api.newsletters.data()).newsletter!;
    expect(record).toMatchObject({
      fileName: generated.fileName,
      author: String(author.id),
      leadSegmentTitle: 'Słowo wstępne',
      leadSegment: '<p>Lead</p>',
      exclusiveTitle: 'Tylko u nas',
      exclusiveDescription: 'Opis',
      exclusiveUrl: 'https://portal.example/x',
    });
  });

  test('the exclusive segment is capped at 255 characters; html is required', async () => {
    const error = await failure(
      api.newsletters.generateAlternative(
        toAlternativeNewsletterPayload({
          html: '<p>x</p>',
          css: '',
          banners: [],
          jobOffers: [],
          lead: newLeadSegmentForm(),
          exclusive: {
            ...newExclusiveSegmentForm(),
            exclusiveTitle: 't'.repeat(256),
            exclusiveUrl: 'u'.repeat(256),
          },
        }),
      ),
      ValidationError,
    );
    expect(error.messageFor('exclusiveTitle')).toBe('Tytuł musi posiadać maksimum 255 znaków.');
    expect(error.messageFor('exclusiveTitle')).toBe(newsletterMessages.exclusiveTitleMax);
    expect(error.messageFor('exclusiveUrl')).toBe('Adres URL musi posiadać maksimum 255 znaków.');
    const empty = await failure(
      api.newsletters.generate(toNewsletterPayload({ html: '', css: '', banners: [], jobOffers: [] })),
      ValidationError,
    );
    expect(empty.messageFor('html')).toBe('Pole Wymagane');
  });

  test('markSent sets closed and generated; the list shows it sent', async () => {
    const generated = await api.newsletters.generate(
      toNewsletterPayload({ html: '<p>Do wysłania</p>', css: '', banners: [], jobOffers: [] }),
    );
    const id = (await api.newsletters.list()).items.find((item) => item.fileName === generated.fileName)!.id;
    const sent = await api.newsletters.markSent(id);
    expect(sent.closed).not.toBeNull();
    expect(sent.generated).not.toBeNull();
    const listed = (await api.newsletters.list()).items.find((item) => item.id === id)!;
    expect(isNewsletterSent(listed)).toBe(true);
    const record = await api.newsletters.get(id);
    expect(record).toMatchObject({ id, fileName: generated.fileName });
    expect(isNewsletterSent(record)).toBe(true);
    await failure(api.newsletters.get(999_999), NotFoundError);
    await failure(api.newsletters.markSent(999_999), NotFoundError);
  });

  test('regenerate (D25) rewrites an unsent record and its static copy under the same file name', async () => {
    const generated = await api.newsletters.generate(
      toNewsletterPayload({ html: '<p>Pierwsza wersja</p>', css: '', banners: [], jobOffers: [] }),
    );
    const id = (await api.newsletters.list()).items.find((item) => item.fileName === generated.fileName)!.id;
    const offers = (await api.jobOffers.latest()).slice(0, 2);
    const regenerated = await api.newsletters.regenerate(
      id,
      toAlternativeNewsletterPayload({
        html: '<html><head><style>p{margin:0}</style></head><body><p>Druga wersja</p></body></html>',
        css: 'p{margin:0}',
        banners: banners('Ponownie'),
        jobOffers: offers,
        lead: { author: null, leadSegmentTitle: 'Nowy lead', leadSegment: '<p>Treść</p>' },
        exclusive: { exclusiveTitle: 'Ekskluzywnie', exclusiveDescription: '', exclusiveUrl: '' },
      }),
    );
    expect(regenerated).toMatchObject({ id, fileName: generated.fileName, leadSegmentTitle: 'Nowy lead' });
    expect(regenerated.jobOffers.map((offer) => offer.value)).toEqual(offers.map((offer) => offer.value));
    expect(fromNewsletter(regenerated).banners).toEqual(banners('Ponownie'));
    // The CSS the document already carries is not put in twice: the copy is the HTML sent.
    const copy = text((await fetchStatic(fixture.url, newsletterHtmlPath(generated.fileName))).body);
    expect(copy).toBe('<html><head><style>p{margin:0}</style></head><body><p>Druga wersja</p></body></html>');

    await api.newsletters.markSent(id);
    const refused = await failure(
      api.newsletters.regenerate(
        id,
        toNewsletterPayload({ html: '<p>Po wysłaniu</p>', css: '', banners: [], jobOffers: [] }),
      ),
      HttpError,
    );
    expect(refused.status).toBe(409);
    expect(text((await fetchStatic(fixture.url, newsletterHtmlPath(generated.fileName))).body)).toContain(
      'Druga wersja',
    );
  });

  test('the list: sent and unsent, loggedAt[before] and paging by link', async () => {
    const first = await api.newsletters.list();
    expect(first.items).toHaveLength(10);
    expect(first.hasNext).toBe(true);
    const second = await api.newsletters.listByLink(first.links.next!);
    const all = [...first.items, ...second.items];
    expect(all.some(isNewsletterSent)).toBe(true);
    expect(all.some((item) => !isNewsletterSent(item))).toBe(true);

    const oldest = [...all].sort((a, b) => Date.parse(a.created!) - Date.parse(b.created!));
    const before = oldest[Math.floor(oldest.length / 2)]!.created!.slice(0, 10);
    const filtered = await api.newsletters.list({ loggedAtBefore: before });
    expect(filtered.items.length).toBeGreaterThan(0);
    expect(filtered.totalItems).toBeLessThan(first.totalItems!);
    expect(filtered.items.every((item) => item.created!.slice(0, 10) <= before)).toBe(true);
  });
});

describe('banner images', () => {
  test('upload (spaces become hyphens), select lists it, setImageUrl changes its link', async () => {
    const uploaded = await api.newsletters.uploadImage(png(600, 120, 'mój baner wiosna.png'), {
      url: 'https://reklama.example/wiosna',
    });
    expect(uploaded.fileName).not.toContain(' ');
    expect(uploaded.fileName).toMatch(/baner-wiosna\.png$/);
    expect((await fetchStatic(fixture.url, `/newsletter_images/${uploaded.fileName}`)).status).toBe(200);

    const options = await api.selects.newsletterImages();
    const option = options.find((image) => image.id === uploaded.id)!;
    expect(option).toBeDefined();
    expect(option.label).not.toBe('');
    expect(option.href).toContain(uploaded.fileName);

    const saved = await api.newsletters.setImageUrl(uploaded.id!, 'https://reklama.example/lato');
    expect(saved.url).toBe('https://reklama.example/lato');
  });

  test('a banner that is not an image is refused', async () => {
    const error = await failure(api.newsletters.uploadImage(notAnImage('baner.png')), ValidationError);
    expect(error.messageFor('file')).toBe(newsletterMessages.bannerNotImage);
  });

  test('job offers: latest answers value, position, company and the absolute link', async () => {
    const offers = await api.jobOffers.latest();
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.value).not.toBe('');
      expect(offer.position).not.toBe('');
      expect(offer.absoluteUrl).toMatch(/^https?:\/\//);
    }
  });
});

describe('partner-news boxes', () => {
  const files = () => ({
    firstImgFile: png(460, 200, 'pierwszy box.png'),
    secondImgFile: png(460, 200, 'drugi.png'),
    logoImgFile: png(200, 200, 'logo.png'),
    logoNewsletterImgFile: png(142, 121, 'logo-nl.png'),
    logoNewsletterMobileImgFile: png(460, 146, 'logo-mobile.png'),
  });

  test('create with the five images; get and last read it back; the images are served', async () => {
    const start = toDate10(new Date(Date.now() + 30 * DAY));
    const created = await api.partnerNews.create(
      toPartnerNewsPayload({
        ...newPartnerNewsForm(),
        start,
        firstTitle: 'Pierwszy news',
        firstUrl: 'https://partner.example/1',
        secondTitle: 'Drugi news',
        logoUrl: 'https://partner.example',
      }),
      files(),
    );
    expect(created).toMatchObject({
      firstTitle: 'Pierwszy news',
      firstUrl: 'https://partner.example/1',
      secondTitle: 'Drugi news',
    });
    expect(created.start?.slice(0, 10)).toBe(start);
    for (const field of [
      'firstImg',
      'secondImg',
      'logoImg',
      'logoNewsletterImg',
      'logoNewsletterMobileImg',
    ] as const) {
      expect(created[field]).toBeTruthy();
      const file = await fetchStatic(fixture.url, `/box_tvn/${created.imageDir}/${created[field]}`);
      expect(file.status).toBe(200);
    }
    expect(await api.partnerNews.get(created.id)).toMatchObject({
      id: created.id,
      firstTitle: 'Pierwszy news',
    });

    const last = await api.partnerNews.last();
    expect(last).toMatchObject({ id: created.id, idAdditional: String(created.id) });
    expect(last?.startAdditional?.slice(0, 10)).toBe(start);
  });

  test('update (_method=PUT) changes the text and replaces only the images sent', async () => {
    const created = await api.partnerNews.create(
      toPartnerNewsPayload({ ...newPartnerNewsForm(), firstTitle: 'Przed', secondTitle: 'Drugi' }),
      files(),
    );
    const updated = await api.partnerNews.update(
      created.id,
      toPartnerNewsPayload({
        ...newPartnerNewsForm(),
        start: created.start!.slice(0, 10),
        firstTitle: 'Po',
        secondTitle: 'Drugi',
      }),
      { secondImgFile: png(460, 200, 'nowy drugi.png') },
    );
    expect(updated.id).toBe(created.id);
    expect(updated.firstTitle).toBe('Po');
    expect(updated.firstImg).toBe(created.firstImg);
    expect(updated.secondImg).not.toBe(created.secondImg);
    expect((await api.partnerNews.get(created.id)).firstTitle).toBe('Po');
  });

  test('images of the wrong size and a start that is not a date are refused', async () => {
    const error = await failure(
      api.partnerNews.create(toPartnerNewsPayload(newPartnerNewsForm()), { logoImgFile: png(201, 200) }),
      ValidationError,
    );
    expect(error.messageFor('logoImgFile')).toBe(imageSizeMessages.widthExact(200));
    const date = await failure(
      api.partnerNews.create({ ...toPartnerNewsPayload(newPartnerNewsForm()), start: 'jutro' }),
      ValidationError,
    );
    expect(date.messageFor('start')).toBe('Podaj poprawną datę.');
  });

  test('list with start[before], newest first; markSent', async () => {
    const all = await api.partnerNews.list();
    expect(all.items.length).toBeGreaterThan(0);
    const starts = all.items.map((box) => Date.parse(box.start!));
    expect([...starts].sort((a, b) => b - a)).toEqual(starts);
    const before = toDate10(new Date());
    const started = await api.partnerNews.list({ startBefore: before });
    expect(started.items.every((box) => box.start!.slice(0, 10) <= before)).toBe(true);
    expect(started.totalItems).toBeLessThan(all.totalItems!);

    const box = started.items[0]!;
    const sent = await api.partnerNews.markSent(box.id);
    expect(sent.closed).not.toBeNull();
    expect(sent.generated).not.toBeNull();
  });
});

describe('subscribers', () => {
  test('create (addByAdmin and activeP true), get, setActive, remove (deleted stays listed)', async () => {
    const email = `${unique('czytelnik').replace(' ', '.')}@example.pl`;
    const created = await api.subscribers.create(toSubscriberPayload({ email: ` ${email} ` }));
    expect(created).toMatchObject({ email, addByAdmin: true, activeP: true, deleted: null });
    expect(created.date).not.toBeNull();
    expect(await api.subscribers.get(created.id)).toMatchObject({ id: created.id, email });

    expect((await api.subscribers.setActive(created.id, false)).activeP).toBe(false);
    expect((await api.subscribers.get(created.id)).activeP).toBe(false);
    expect((await api.subscribers.patch(created.id, { activeP: true })).activeP).toBe(true);

    await api.subscribers.remove(created.id);
    expect((await api.subscribers.get(created.id)).deleted).toEqual(expect.any(String));
  });

  test('the e-mail rule', async () => {
    const invalid = await failure(
      api.subscribers.create(toSubscriberPayload({ email: 'nie-email' })),
      ValidationError,
    );
    expect(invalid.messageFor('email')).toBe('Wprowadź poprawny adres email');
    const empty = await failure(
      api.subscribers.create(toSubscriberPayload(newSubscriberForm())),
      ValidationError,
    );
    expect(empty.messageFor('email')).toBe('Pole Wymagane');
  });

  test('date[after] and date[before] filter the list; the links keep them', async () => {
    const all = await api.subscribers.list();
    expect(all.totalItems).toBeGreaterThan(100);
    const after = toDate10(new Date(Date.now() - 200 * DAY));
    const before = toDate10(new Date(Date.now() - 100 * DAY));
    const range = await api.subscribers.list({ after, before });
    expect(range.items.length).toBeGreaterThan(0);
    expect(range.totalItems).toBeLessThan(all.totalItems!);
    for (const subscriber of range.items) {
      expect(subscriber.date!.slice(0, 10) >= after).toBe(true);
      expect(subscriber.date!.slice(0, 10) <= before).toBe(true);
    }
    expect(range.hasNext).toBe(true);
    const next = new URL(range.links.next!, fixture.url).searchParams;
    expect(next.get('date[after]')).toBe(after);
    expect(next.get('date[before]')).toBe(`${before}T23:59:59`);
    let count = 0;
    for await (const page of api.subscribers.pages({ after, before })) count += page.items.length;
    expect(count).toBe(range.totalItems);
  });

  test("'Data do' includes its whole Warsaw day, in the list and in the generated list", async () => {
    const email = `${unique('dzisiaj').replace(' ', '.')}@example.pl`;
    const created = await api.subscribers.create(toSubscriberPayload({ email }));
    const day = toDate10(new Date(created.date!));
    const listed = await api.subscribers.list({ after: day, before: day });
    expect(listed.items.map((subscriber) => subscriber.email)).toContain(email);
    const exported = await api.subscribers.generate({ after: day, before: day });
    expect(text((await fetchStatic(fixture.url, exported.link)).body)).toContain(email);
    const dayBefore = toDate10(new Date(new Date(created.date!).getTime() - DAY));
    const earlier = await api.subscribers.list({ before: dayBefore });
    expect(earlier.items.map((subscriber) => subscriber.email)).not.toContain(email);
  });

  test('generate answers the link of a CSV of the confirmed subscribers in the range', async () => {
    const active = `${unique('aktywny').replace(' ', '.')}@example.pl`;
    const inactive = `${unique('nieaktywny').replace(' ', '.')}@example.pl`;
    await api.subscribers.create(toSubscriberPayload({ email: active }));
    const off = await api.subscribers.create(toSubscriberPayload({ email: inactive }));
    await api.subscribers.setActive(off.id, false);

    const today = toDate10(new Date());
    const exported = await api.subscribers.generate({ after: today });
    expect(exported.link).toBeTruthy();
    const file = await fetchStatic(fixture.url, exported.link);
    expect(file.status).toBe(200);
    const csv = text(file.body);
    expect(csv).toContain(active);
    expect(csv).not.toContain(inactive);

    const old = await api.subscribers.generate({ before: toDate10(new Date(Date.now() - 400 * DAY)) });
    const oldCsv = text((await fetchStatic(fixture.url, old.link)).body);
    expect(oldCsv).not.toContain(active);
  });
});
