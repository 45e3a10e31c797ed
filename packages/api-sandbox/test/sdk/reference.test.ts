/**
 * The reference areas of 03 §7 through the SDK: static pages, statistics reports, RSS, adverts with their
 * image and industries, dictionaries, polls, the company directory (with regions and subcategories),
 * phone producers with their picture, and players. Each: its list filter and paging, get/create/update/
 * patch/remove read back through the SDK's schemas, soft deletion where lists grey deleted rows, and the
 * Polish 422s of its form.
 */
import {
  ADVERT_INDUSTRY_RESOURCE,
  type ApiClient,
  collect,
  ForbiddenError,
  fromJobOffer,
  fromPhotoReportage,
  fromPressPublisher,
  HttpError,
  iri,
  jobOfferMessages,
  NotFoundError,
  newAdvertForm,
  newAdvertisingIndustryForm,
  newDictionaryForm,
  newJobOfferForm,
  newKfCompanyCreateForm,
  newKfCompanyForm,
  newPhotoReportageForm,
  newPlayerForm,
  newPressPublisherForm,
  newProbeForm,
  newProducerForm,
  newSiteForm,
  newStatForm,
  playerMessages,
  siteMessages,
  statReportPath,
  toAdvertisingIndustryPayload,
  toAdvertPayload,
  toDictionaryPayload,
  toJobOfferPayload,
  toKfCompanyCreatePayload,
  toKfCompanyPayload,
  toPhotoReportagePayload,
  toPlayerPayload,
  toPressPublisherPayload,
  toProbePayload,
  toProducerPayload,
  toSitePayload,
  toStatPayload,
  ValidationError,
} from '@redakcja/api-sdk';
import { beforeAll, describe, expect, test } from 'vitest';
import { failure, fetchStatic, notAnImage, png, unique, useSandbox } from './helpers';

const fixture = useSandbox({ pageSize: 5 });
let api: ApiClient;

beforeAll(async () => {
  api = await fixture.as('admin');
});

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('static pages (sites)', () => {
  test('list by name with paging; create (slug from the title, integer priority), get, update, patch, remove', async () => {
    const first = await api.sites.list();
    expect(first.items).toHaveLength(5);
    expect(first.hasNext).toBe(true);
    expect((await collect(api.sites.iterate())).some((site) => site.deleted !== null)).toBe(true);

    const title = unique('Strona O nas');
    const created = await api.sites.create(
      toSitePayload({ ...newSiteForm(), title, content: '<p>Treść</p>', priority: '12' }),
    );
    expect(created).toMatchObject({ title, content: '<p>Treść</p>', priority: 12, deleted: null });
    expect(created.slug).toMatch(/^strona-o-nas/);
    expect(await api.sites.get(created.id)).toMatchObject({ id: created.id, title });
    expect((await api.sites.list({ name: title })).items.map((site) => site.id)).toEqual([created.id]);

    const updated = await api.sites.update(
      created.id,
      toSitePayload({ ...newSiteForm(), title, content: '', priority: '3' }),
    );
    expect(updated).toMatchObject({ content: null, priority: 3 });
    expect((await api.sites.patch(created.id, { priority: 4 })).priority).toBe(4);
    await api.sites.remove(created.id);
    expect((await api.sites.get(created.id)).deleted).toEqual(expect.any(String));
  });

  test('the site rules', async () => {
    const error = await failure(
      api.sites.create(toSitePayload({ ...newSiteForm(), title: 'x', content: 'y' })),
      ValidationError,
    );
    expect(error.messageFor('title')).toBe('Tytuł musi posiadać minimum 2 znaki');
    expect(error.messageFor('content')).toBe(siteMessages.contentMin);
    const empty = await failure(api.sites.create(toSitePayload(newSiteForm())), ValidationError);
    expect(empty.messageFor('title')).toBe('Pole Wymagane');
  });
});

describe('statistics reports (stats)', () => {
  test('create writes /reports/report_{id}.html; get, update, remove; report() answers the newest', async () => {
    const created = await api.stats.create(toStatPayload({ from: '2026-01-01', to: '2026-01-31' }));
    expect(created.from?.slice(0, 10)).toBe('2026-01-01');
    expect(created.to?.slice(0, 10)).toBe('2026-01-31');
    const report = await fetchStatic(fixture.url, statReportPath(created.id));
    expect(report.status).toBe(200);
    expect(text(report.body)).toContain(`${created.id}`);
    expect(await api.stats.get(created.id)).toMatchObject({ id: created.id, deleted: null });

    const newest = (await api.stats.report()) as { id?: number };
    expect(newest.id).toBe(created.id);

    const updated = await api.stats.update(
      created.id,
      toStatPayload({ from: '2026-02-01', to: '2026-02-28' }),
    );
    expect(updated.from?.slice(0, 10)).toBe('2026-02-01');
    const patched = await api.stats.patch(created.id, { to: '2026-03-15' });
    expect(patched.from?.slice(0, 10)).toBe('2026-02-01');
    expect(patched.to?.slice(0, 10)).toBe('2026-03-15');
    await api.stats.remove(created.id);
    expect((await api.stats.get(created.id)).deleted).toEqual(expect.any(String));
    const listed = await collect(api.stats.iterate());
    expect(listed.find((stat) => stat.id === created.id)?.deleted).toEqual(expect.any(String));
  });

  test('from and to must be dates', async () => {
    const error = await failure(
      api.stats.create({ ...toStatPayload(newStatForm()), from: 'wczoraj' }),
      ValidationError,
    );
    expect(error.messageFor('from')).toBe('Podaj poprawną datę.');
  });
});

describe('RSS', () => {
  test('generate answers the HTML to show', async () => {
    const html = await api.rss.generate();
    expect(html).toMatch(/<[a-z]/i);
    expect(html.length).toBeGreaterThan(20);
  });
});

describe('advertising industries', () => {
  test('list by name, create ({name, slug, showInMainMenuOrdering 1/0, ordering}), get, update, patch, remove', async () => {
    const name = unique('Branża SDK');
    const created = await api.advIndustries.create(
      toAdvertisingIndustryPayload({
        ...newAdvertisingIndustryForm(),
        name,
        showInMainMenuOrdering: true,
        ordering: 4,
      }),
    );
    expect(created).toMatchObject({ name, showInMainMenuOrdering: true, ordering: 4 });
    expect(created.slug).toMatch(/^branza-sdk/);
    expect(await api.advIndustries.get(created.id)).toMatchObject({ id: created.id, name });
    expect((await api.advIndustries.list({ name })).items.map((industry) => industry.id)).toEqual([
      created.id,
    ]);
    const updated = await api.advIndustries.update(
      created.id,
      toAdvertisingIndustryPayload({ ...newAdvertisingIndustryForm(), name, ordering: 2 }),
    );
    expect(updated).toMatchObject({ showInMainMenuOrdering: false, ordering: 2 });
    expect((await api.advIndustries.patch(created.id, { ordering: 6 })).ordering).toBe(6);
    const options = await api.selects.advIndustries();
    expect(options.map((option) => option.label)).toContain(name);
    await api.advIndustries.remove(created.id);
    await failure(api.advIndustries.get(created.id), NotFoundError);
  });

  test('the industry rules', async () => {
    const error = await failure(
      api.advIndustries.create(
        toAdvertisingIndustryPayload({ ...newAdvertisingIndustryForm(), name: 'x', ordering: Number.NaN }),
      ),
      ValidationError,
    );
    expect(error.messageFor('name')).toBe('Nazwa musi posiadać minimum 2 znaki');
    expect(error.messageFor('ordering')).toBe('Wartość musi być liczbą!');
  });
});

describe('adverts', () => {
  async function industries(): Promise<string[]> {
    return (await api.selects.advIndustries()).slice(0, 2).map((option) => option.value);
  }

  test('create with an image (multipart), get, list by title, update with _method=PUT, remove', async () => {
    const advIndustries = await industries();
    expect(advIndustries[0]).toMatch(new RegExp(`^/api/${ADVERT_INDUSTRY_RESOURCE}/\\d+$`));
    const title = unique('Reklama SDK');
    const created = await api.adverts.create(
      toAdvertPayload({
        ...newAdvertForm(),
        title,
        mediaType: 'internet',
        area: 'polska',
        advIndustries,
        author: 'Agencja',
      }),
      png(300, 250, 'kreacja reklamy.png'),
    );
    expect(created).toMatchObject({
      title,
      mediaType: 'internet',
      area: 'polska',
      advIndustries,
      author: 'Agencja',
      isPublish: true,
      type: 'img',
    });
    expect(created.imgName).toBeTruthy();
    expect(created.imgExt).toBe('png');
    const image = await fetchStatic(fixture.url, `${created.imgPath}/${created.imgName}.${created.imgExt}`);
    expect(image.status).toBe(200);
    expect(await api.adverts.get(created.id)).toMatchObject({ id: created.id, title });
    expect((await api.adverts.list({ title })).items.map((advert) => advert.id)).toEqual([created.id]);

    const updated = await api.adverts.update(
      created.id,
      toAdvertPayload({
        ...newAdvertForm(),
        title,
        mediaType: 'prasa',
        area: 'swiat',
        advIndustries: advIndustries.slice(0, 1),
        isPublish: false,
      }),
    );
    expect(updated).toMatchObject({
      id: created.id,
      mediaType: 'prasa',
      area: 'swiat',
      isPublish: false,
      imgName: created.imgName,
    });
    const replaced = await api.adverts.update(
      created.id,
      toAdvertPayload({ ...newAdvertForm(), title, mediaType: 'prasa', area: 'swiat', advIndustries }),
      png(728, 90, 'baner.png'),
    );
    expect(replaced.imgName).not.toBe(created.imgName);

    await api.adverts.remove(created.id);
    await failure(api.adverts.get(created.id), NotFoundError);
  });

  test('the advert rules: title, media type, area, industry; a file that is not an image', async () => {
    const error = await failure(
      api.adverts.create({
        ...toAdvertPayload({ ...newAdvertForm(), title: 'x' } as never),
        mediaType: null,
        area: null,
      } as never),
      ValidationError,
    );
    expect(error.messageFor('title')).toBe('Tytuł musi posiadać minimum 2 znaki.');
    expect(error.messageFor('mediaType')).toBe('Pole Wymagane');
    expect(error.messageFor('area')).toBe('Pole Wymagane');
    expect(error.messageFor('advIndustries')).toBe('Pole Wymagane');
    const file = await failure(
      api.adverts.create(
        toAdvertPayload({
          ...newAdvertForm(),
          title: 'Reklama',
          mediaType: 'outdoor',
          area: 'polska',
          advIndustries: await industries(),
        }),
        notAnImage(),
      ),
      ValidationError,
    );
    expect(file.violations[0]?.propertyPath).toBe('file');
  });

  test('the list pages by link', async () => {
    const first = await api.adverts.list();
    expect(first.items).toHaveLength(5);
    const second = await api.adverts.listByLink(first.links.next!);
    expect(second.page).toBe(2);
    expect(second.items.map((advert) => advert.id)).not.toContain(first.items[0]!.id);
  });
});

describe('dictionaries', () => {
  test('list by word, create (slug from the word), get, update, patch, remove', async () => {
    const category = (await api.selects.dictionaryCategories())[0]!;
    const word = unique('Hasło słownika');
    const created = await api.dictionaries.create(
      toDictionaryPayload({
        ...newDictionaryForm(),
        word,
        def: 'Definicja',
        dictionaryCategory: category.value,
        isPublish: true,
      }),
    );
    expect(created).toMatchObject({
      word,
      def: 'Definicja',
      dictionaryCategory: category.value,
      isPublish: true,
    });
    expect(created.slug).toMatch(/^haslo-slownika/);
    expect(await api.dictionaries.get(created.id)).toMatchObject({ id: created.id, word });
    expect((await api.dictionaries.list({ word })).items.map((entry) => entry.id)).toEqual([created.id]);
    const updated = await api.dictionaries.update(
      created.id,
      toDictionaryPayload({
        ...newDictionaryForm(),
        word,
        def: 'Nowa',
        dictionaryCategory: category.value,
        isPublish: false,
      }),
    );
    expect(updated).toMatchObject({ def: 'Nowa', isPublish: false });
    expect((await api.dictionaries.patch(created.id, { isPublish: true })).isPublish).toBe(true);
    await api.dictionaries.remove(created.id);
    expect((await api.dictionaries.list({ word })).items.every((entry) => entry.id !== created.id)).toBe(
      true,
    );
  });

  test('the dictionary rules', async () => {
    const error = await failure(
      api.dictionaries.create(toDictionaryPayload({ ...newDictionaryForm(), word: 'x' })),
      ValidationError,
    );
    expect(error.messageFor('word')).toBe('Hasło musi posiadać minimum 2 znaki');
    expect(error.messageFor('dictionaryCategory')).toBe('Pole Wymagane');
  });
});

describe('polls (probes)', () => {
  test('list by title, create (slug from the title), get, update, patch, remove', async () => {
    const title = unique('Sonda SDK');
    const created = await api.probes.create(
      toProbePayload({
        ...newProbeForm(),
        title,
        answer1: 'Tak',
        answer2: 'Nie',
        answer3: 'Nie wiem',
        isPublish: true,
        isActive: true,
      }),
    );
    expect(created).toMatchObject({
      title,
      answer1: 'Tak',
      answer2: 'Nie',
      answer3: 'Nie wiem',
      isPublish: true,
      isActive: true,
    });
    expect(created.slug).toMatch(/^sonda-sdk/);
    expect(await api.probes.get(created.id)).toMatchObject({ id: created.id, title });
    expect((await api.probes.list({ title })).items.map((probe) => probe.id)).toEqual([created.id]);
    const updated = await api.probes.update(
      created.id,
      toProbePayload({
        ...newProbeForm(),
        title,
        answer1: 'Tak',
        answer2: 'Raczej nie',
        isPublish: true,
        isActive: false,
      }),
    );
    expect(updated).toMatchObject({ answer2: 'Raczej nie', isActive: false });
    expect((await api.probes.patch(created.id, { isActive: true })).isActive).toBe(true);
    await api.probes.remove(created.id);
    expect((await api.probes.list({ title })).items.every((probe) => probe.id !== created.id)).toBe(true);
  });

  test('the poll rules: two answers required, 2-255', async () => {
    const error = await failure(
      api.probes.create(toProbePayload({ ...newProbeForm(), title: 'Sonda', answer1: 'x', answer3: 'y' })),
      ValidationError,
    );
    expect(error.messageFor('answer1')).toBe('Odpowiedź musi posiadać minimum 2 znaki');
    expect(error.messageFor('answer2')).toBe('Pole Wymagane');
    expect(error.messageFor('answer3')).toBe('Odpowiedź musi posiadać minimum 2 znaki');
  });
});

describe('company directory (kf companies)', () => {
  async function subCategories(): Promise<string[]> {
    return (await api.kfCompanies.listSubcategories()).items
      .slice(0, 2)
      .map((sub) => iri('kf_subcategories', sub.id));
  }

  test('regions: list, get, create; subcategories: list, get; categories select', async () => {
    const regions = await api.kfCompanies.listRegions();
    expect(regions.items.length).toBeGreaterThan(0);
    const region = regions.items[0]!;
    expect(await api.kfCompanies.getRegion(region.id)).toMatchObject({ id: region.id, name: region.name });
    expect((await api.kfCompanies.regionsByLink(regions.links.next!)).page).toBe(2);
    const name = unique('Region SDK');
    const created = await api.kfCompanies.createRegion({ name });
    expect(created.name).toBe(name);
    expect((await api.kfCompanies.listRegions({ name })).items.map((r) => r.id)).toEqual([created.id]);

    const subcategories = await api.kfCompanies.listSubcategories();
    const sub = subcategories.items[0]!;
    expect(await api.kfCompanies.getSubcategory(sub.id)).toMatchObject({ id: sub.id, name: sub.name });
    const nextSubcategories = await api.kfCompanies.subcategoriesByLink(subcategories.links.next!);
    expect(nextSubcategories.page).toBe(2);
    expect(nextSubcategories.items.length).toBeGreaterThan(0);
    expect((await api.selects.kfCategories()).length).toBeGreaterThan(0);
  });

  test('the full form: create, get (fresh token), list by name, update, patch, remove', async () => {
    const region = (await api.kfCompanies.listRegions()).items[0]!;
    const name = unique('Firma SDK');
    const form = {
      ...newKfCompanyForm(),
      name,
      createYear: 1999,
      numberWorkers: 120,
      districtId: String(region.id),
      city: 'Kraków',
      address: 'ul. Długa 1',
      phone: '123456789',
      email: 'biuro@firma.pl',
      www: 'https://firma.pl',
      descr: 'Opis firmy',
      subCategories: await subCategories(),
      moderationState: true,
    };
    const created = await api.kfCompanies.create(toKfCompanyPayload(form));
    expect(created).toMatchObject({
      name,
      createYear: 1999,
      numberWorkers: 120,
      districtId: String(region.id),
      city: 'Kraków',
      moderationState: true,
      subCategories: form.subCategories,
    });
    expect(created.slug).toMatch(/^firma-sdk/);
    expect(await api.kfCompanies.get(created.id)).toMatchObject({ id: created.id, name });
    expect((await api.kfCompanies.list({ name })).items.map((company) => company.id)).toEqual([created.id]);
    const updated = await api.kfCompanies.update(
      created.id,
      toKfCompanyPayload({ ...form, city: 'Gdańsk', moderationState: false }),
    );
    expect(updated).toMatchObject({ city: 'Gdańsk', moderationState: false });
    expect((await api.kfCompanies.patch(created.id, { numberWorkers: 7 })).numberWorkers).toBe(7);
    await api.kfCompanies.remove(created.id);
    await failure(api.kfCompanies.get(created.id), NotFoundError);
  });

  test('the “Tworzenie firmy” form creates a company too', async () => {
    const name = unique('Firma krótka');
    const created = await api.kfCompanies.create(
      toKfCompanyCreatePayload({
        ...newKfCompanyCreateForm(),
        name,
        numberWorkers: 3,
        city: 'Łódź',
        address: 'ul. Piotrkowska 2',
        phone: '987654321',
        email: 'kontakt@krotka.pl',
        subCategories: await subCategories(),
      }),
    );
    expect(created).toMatchObject({ name, numberWorkers: 3, city: 'Łódź' });
    expect((await api.kfCompanies.get(created.id)).name).toBe(name);
  });

  test('the directory rules', async () => {
    const error = await failure(
      api.kfCompanies.create(
        toKfCompanyPayload({ ...newKfCompanyForm(), name: 'F', phone: '123', email: 'zly' }),
      ),
      ValidationError,
    );
    expect(error.messageFor('name')).toBe('Nazwa musi posiadać minimum 2 znaki');
    expect(error.messageFor('createYear')).toBe('Wartość musi być liczbą!');
    expect(error.messageFor('numberWorkers')).toBe('Wartość musi być liczbą!');
    expect(error.messageFor('phone')).toBe('Telefon musi posiadać minimum 9 znaków');
    expect(error.messageFor('email')).toBe('Email musi posiadać minimum 6 znaków');
    expect(error.messageFor('subCategories')).toBe('Pole Wymagane');
  });
});

describe('phone producers', () => {
  test('the picture uploaded first, then create with mediaId as a string; list, get, update, patch, remove', async () => {
    const picture = await api.media.upload('main', png(240, 120, 'logo producenta.png'), { title: 'Logo' });
    const name = unique('Producent SDK');
    const created = await api.producers.create(
      toProducerPayload({ ...newProducerForm(), name, mediaId: String(picture.id) }),
    );
    expect(created).toMatchObject({ name, nameSlug: name, mediaId: String(picture.id), deleted: null });
    expect(await api.producers.get(created.id)).toMatchObject({
      id: created.id,
      name,
      mediaId: String(picture.id),
    });
    expect((await api.producers.list({ name })).items.map((producer) => producer.id)).toEqual([created.id]);
    const renamed = unique('Producent zmieniony');
    const updated = await api.producers.update(
      created.id,
      toProducerPayload({ ...newProducerForm(), name: renamed }),
    );
    expect(updated).toMatchObject({ name: renamed, nameSlug: renamed, mediaId: '0' });
    expect((await api.producers.patch(created.id, { mediaId: String(picture.id) })).mediaId).toBe(
      String(picture.id),
    );
    await api.producers.remove(created.id);
    expect((await api.producers.list({ name: renamed })).items[0]?.deleted).toEqual(expect.any(String));
  });

  test('phone_editor reads the list but may not edit (edit is root)', async () => {
    const phones = await fixture.as('telefony');
    expect((await phones.producers.list()).items.length).toBeGreaterThan(0);
    await failure(
      phones.producers.create(toProducerPayload({ ...newProducerForm(), name: 'Nie wolno' })),
      ForbiddenError,
    );
  });

  test('the producer rule', async () => {
    const error = await failure(
      api.producers.create(toProducerPayload({ ...newProducerForm(), name: 'x' })),
      ValidationError,
    );
    expect(error.messageFor('name')).toBe('Nazwa musi posiadać minimum 2 znaki');
  });
});

describe('players', () => {
  test('list by title with page, create, get, update, patch, remove', async () => {
    const first = await api.players.list({ page: 1 });
    expect(first.items).toHaveLength(5);
    const second = await api.players.list({ page: 2 });
    expect(second.page).toBe(2);
    const title = unique('Player SDK');
    const form = {
      ...newPlayerForm(),
      title,
      description: 'Opis playera',
      videoUrl: 'https://wideo.example/1',
      dateFrom: '2026-06-01 10:00',
      dateTo: '2026-06-30 22:00',
    };
    const created = await api.players.create(toPlayerPayload(form));
    expect(created).toMatchObject({
      title,
      description: 'Opis playera',
      videoUrl: 'https://wideo.example/1',
      enabled: true,
    });
    expect(created.dateFrom?.slice(0, 10)).toBe('2026-06-01');
    expect(await api.players.get(created.id)).toMatchObject({ id: created.id, title });
    expect((await api.players.list({ title })).items.map((player) => player.id)).toEqual([created.id]);
    const updated = await api.players.update(created.id, toPlayerPayload({ ...form, enabled: false }));
    expect(updated.enabled).toBe(false);
    expect((await api.players.patch(created.id, { enabled: true })).enabled).toBe(true);
    await api.players.remove(created.id);
    expect((await api.players.list({ title })).items.every((player) => player.id !== created.id)).toBe(true);
  });

  test('dateFrom may not be after dateTo, and the reverse', async () => {
    const error = await failure(
      api.players.create(
        toPlayerPayload({
          ...newPlayerForm(),
          title: 'Player',
          description: 'Opis',
          videoUrl: 'https://x.example',
          dateFrom: '2026-07-02 10:00',
          dateTo: '2026-07-01 10:00',
        }),
      ),
      ValidationError,
    );
    expect(error.messageFor('dateFrom')).toBe(playerMessages.dateFromAfterDateTo);
    expect(error.messageFor('dateTo')).toBe(playerMessages.dateToBeforeDateFrom);
    const empty = await failure(api.players.create(toPlayerPayload(newPlayerForm())), ValidationError);
    expect(empty.messageFor('title')).toBe('Pole Wymagane');
    expect(empty.messageFor('videoUrl')).toBe('Pole Wymagane');
  });

  test('players are open to editors', async () => {
    expect((await (await fixture.as('redaktor')).players.list()).items.length).toBeGreaterThan(0);
  });
});

// SDK-35: the records of disabled areas the specification gives no screen for, but whose resource the
// contract has (01 §7: job_offers, press_publishers (/select); 02 §7: photo_reportages/select).
describe('job offers', () => {
  test('list by position, create, get, update, patch, remove; the newest in /latest with the id as value', async () => {
    const position = unique('Redaktor prowadzący');
    const form = {
      position,
      company: 'Wydawnictwo Testowe',
      absoluteUrl: ' https://praca.example.pl/oferta/1 ',
    };
    const created = await api.jobOffers.create(toJobOfferPayload(form));
    expect(fromJobOffer(created)).toEqual({ ...form, absoluteUrl: 'https://praca.example.pl/oferta/1' });
    expect(created.created).not.toBeNull();
    expect((await api.jobOffers.list({ position })).items.map((offer) => offer.id)).toEqual([created.id]);
    const latest = await api.jobOffers.latest();
    expect(latest.find((offer) => offer.value === String(created.id))).toMatchObject({ position });
    const updated = await api.jobOffers.update(
      created.id,
      toJobOfferPayload({ ...form, company: 'Inna firma' }),
    );
    expect(fromJobOffer(await api.jobOffers.get(created.id))).toEqual(fromJobOffer(updated));
    expect((await api.jobOffers.patch(created.id, { company: 'Trzecia firma' })).company).toBe(
      'Trzecia firma',
    );
    await api.jobOffers.remove(created.id);
    await failure(api.jobOffers.get(created.id), NotFoundError);
  });

  test('the offer rules', async () => {
    const error = await failure(
      api.jobOffers.create(toJobOfferPayload({ ...newJobOfferForm(), position: 'R', absoluteUrl: 'praca' })),
      ValidationError,
    );
    expect(error.messageFor('position')).toBe('Stanowisko musi posiadać minimum 2 znaki');
    expect(error.messageFor('company')).toBe('Pole Wymagane');
    expect(error.messageFor('absoluteUrl')).toBe(jobOfferMessages.absoluteUrl);
  });
});

describe('press publishers', () => {
  test('list by name, create, get, update, remove; the magazine form’s select offers them', async () => {
    const name = unique('Wydawnictwo Prasowe');
    const created = await api.pressPublishers.create(toPressPublisherPayload({ name }));
    expect(fromPressPublisher(await api.pressPublishers.get(created.id))).toEqual({ name });
    expect((await api.pressPublishers.list({ name })).items.map((publisher) => publisher.id)).toEqual([
      created.id,
    ]);
    expect((await api.selects.pressPublishers()).map((option) => option.label)).toContain(name);
    const renamed = `${name} (nowa nazwa)`;
    expect((await api.pressPublishers.update(created.id, { name: renamed })).name).toBe(renamed);
    await api.pressPublishers.remove(created.id);
    expect((await api.selects.pressPublishers()).map((option) => option.label)).not.toContain(renamed);
  });

  test('a publisher that magazines name is not deleted: 409 with the reason', async () => {
    const magazine = (await api.pressMagazines.list()).items[0]!;
    const publisher = (await api.pressMagazines.get(magazine.id)).pressPublisher!;
    const id = publisher.split('/').pop()!;
    const error = await failure(api.pressPublishers.remove(id), HttpError);
    expect(error.status).toBe(409);
    expect(error.description).toMatch(/magazine/);
    expect((await api.pressPublishers.get(id)).id).toBe(Number(id));
  });

  test('the publisher rules', async () => {
    const error = await failure(
      api.pressPublishers.create(toPressPublisherPayload({ ...newPressPublisherForm(), name: 'x' })),
      ValidationError,
    );
    expect(error.messageFor('name')).toBe('Nazwa musi posiadać minimum 2 znaki');
  });
});

describe('photo reportages', () => {
  test('list by title, create, get, update, patch; a delete is soft and leaves the gallery select', async () => {
    const title = unique('Fotorelacja z gali');
    const form = { ...newPhotoReportageForm(), title, type: 'gallery' as const };
    const created = await api.photoReportages.create(toPhotoReportagePayload(form));
    expect(fromPhotoReportage(await api.photoReportages.get(created.id))).toEqual(form);
    expect((await api.photoReportages.list({ title })).items.map((item) => item.id)).toEqual([created.id]);
    expect((await api.selects.galleries()).map((option) => option.label)).toContain(title);
    const video = await api.photoReportages.update(
      created.id,
      toPhotoReportagePayload({ ...form, type: 'video', isPublish: false }),
    );
    expect(fromPhotoReportage(video)).toEqual({ title, type: 'video', isPublish: false });
    expect((await api.selects.galleries()).map((option) => option.label)).not.toContain(title);
    expect((await api.photoReportages.patch(created.id, { type: 'gallery' })).type).toBe('gallery');
    await api.photoReportages.remove(created.id);
    expect((await api.photoReportages.get(created.id)).deleted).not.toBeNull();
    expect((await api.selects.galleries()).map((option) => option.label)).not.toContain(title);
  });

  test('the reportage rules', async () => {
    const error = await failure(
      api.photoReportages.create({ title: '', type: 'album', isPublish: true } as never),
      ValidationError,
    );
    expect(error.messageFor('title')).toBe('Pole Wymagane');
    expect(error.messageFor('type')).toBe('Pole Wymagane');
  });
});
