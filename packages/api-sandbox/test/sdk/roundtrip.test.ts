/**
 * One owner for each derivation (SDK-32, SB-27): for every entity a filled form goes through the SDK's
 * `to…Payload` to the sandbox, which stores what it is sent; the record is read back raw (the wire
 * values the portal would hold: slugs, parentId, nameSlug, 1/0 flags, ids as text, cut dates) and
 * through the SDK's read schema and `from…` (every field of the form). The sandbox derives nothing, so
 * breaking a client derivation fails here.
 */
import {
  type ApiClient,
  fromAdvert,
  fromAdvertisingIndustry,
  fromArticle,
  fromAuthor,
  fromCategory,
  fromDictionary,
  fromGroup,
  fromIssue,
  fromKfCompany,
  fromMagazine,
  fromPartnerNewsBox,
  fromPerson,
  fromPlayer,
  fromPressCompany,
  fromProbe,
  fromProducer,
  fromSilo,
  fromSiloGroup,
  fromSite,
  fromSponsoredArticle,
  fromStat,
  fromUser,
  iri,
  newAdvertForm,
  newAdvertisingIndustryForm,
  newArticleForm,
  newAuthorForm,
  newCategoryForm,
  newDictionaryForm,
  newGroupForm,
  newIssueForm,
  newKfCompanyCreateForm,
  newKfCompanyForm,
  newMagazineForm,
  newPartnerNewsForm,
  newPersonForm,
  newPlayerForm,
  newPressCompanyForm,
  newProbeForm,
  newProducerForm,
  newSiloForm,
  newSiloGroupForm,
  newSiteForm,
  newSponsoredArticleForm,
  newUserForm,
  toAdvertisingIndustryPayload,
  toAdvertPayload,
  toArticlePayload,
  toAuthorPayload,
  toCategoryPayload,
  toDictionaryPayload,
  toGroupPayload,
  toIssuePayload,
  toKfCompanyCreatePayload,
  toKfCompanyPayload,
  toMagazinePayload,
  toPartnerNewsPayload,
  toPersonPayload,
  toPlayerPayload,
  toPressCompanyCreatePayload,
  toProbePayload,
  toProducerPayload,
  toSiloGroupPayload,
  toSiloPayload,
  toSitePayload,
  toSponsoredArticlePayload,
  toStatPayload,
  toSubscriberPayload,
  toUserPayload,
  ValidationError,
} from '@redakcja/api-sdk';
import { beforeAll, describe, expect, test } from 'vitest';
import { failure, jpeg, png, useSandbox } from './helpers';

const fixture = useSandbox();
let api: ApiClient;

beforeAll(async () => {
  api = await fixture.as('admin');
});

/** The record as the sandbox stores and answers it, without the SDK's read schema. */
async function raw(path: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${fixture.url}${path}`, {
    headers: { authorization: `Bearer ${api.auth.getSession()?.token}`, accept: 'application/ld+json' },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

const NAME = 'Zażółć gęślą jaźń';
const SLUG = 'zazolc-gesla-jazn';

describe('every form travels through the SDK and reads back as it was sent', () => {
  test('categories: slug from the name, parentId from the group, showInMainMenuOrdering 1/0', async () => {
    const form = {
      ...newCategoryForm(),
      name: NAME,
      metaTitle: 'Meta tytuł',
      isPublish: true,
      ordering: 4,
      showInMainMenuOrdering: true,
      group: '/api/groups/3',
    };
    const created = await api.categories.create(toCategoryPayload(form));
    expect(await raw(`/api/categories/${created.id}`)).toMatchObject({
      slug: SLUG,
      parentId: '3',
      group: '/api/groups/3',
      metaKeywords: null,
      showInMainMenuOrdering: true,
    });
    expect(fromCategory(await api.categories.get(created.id))).toEqual({ ...form, slug: SLUG });
    // A typed slug is kept; no group means parentId '0'.
    const typed = { ...form, slug: 'wlasny', group: null };
    await api.categories.update(created.id, toCategoryPayload(typed));
    expect(await raw(`/api/categories/${created.id}`)).toMatchObject({
      slug: 'wlasny',
      parentId: '0',
      group: null,
    });
    expect(fromCategory(await api.categories.get(created.id))).toEqual(typed);
  });

  test('groups: blank meta fields as null', async () => {
    const form = { ...newGroupForm(), name: NAME, metaDescription: 'Opis', isPublish: true, priority: 7 };
    const created = await api.groups.create(toGroupPayload(form));
    expect(await raw(`/api/groups/${created.id}`)).toMatchObject({
      metaTitle: null,
      metaKeywords: null,
      metaDescription: 'Opis',
    });
    expect(fromGroup(await api.groups.get(created.id))).toEqual(form);
  });

  test('silo groups and silos: dates cut to 16, slug from the name, the photo id as text', async () => {
    const groupForm = {
      ...newSiloGroupForm(),
      name: NAME,
      isPublish: true,
      priority: 2,
      date: '2026-05-04T10:20',
    };
    const group = await api.siloGroups.create(
      toSiloGroupPayload({ ...groupForm, date: '2026-05-04T10:20:45' }),
    );
    expect(fromSiloGroup(await api.siloGroups.get(group.id))).toEqual(groupForm);
    expect((await raw(`/api/silos_groups/${group.id}`)).date).toBe('2026-05-04T10:20:00+02:00');

    const photo = await api.media.upload('main', png(400, 300), { title: 'Silos' });
    const form = {
      ...newSiloForm(),
      name: NAME,
      description: 'Opis silosa.',
      introduction: 'Wstęp silosa.',
      content: '<p>Treść silosa.</p>',
      mediaId: String(photo.id),
      isPublish: true,
      ordering: 3,
      silosGroup: [iri('silos_groups', group.id)],
      date: '2026-05-04T11:00',
    };
    const created = await api.silos.create(toSiloPayload(form));
    expect(await raw(`/api/silos/${created.id}`)).toMatchObject({ slug: SLUG, mediaId: String(photo.id) });
    expect(fromSilo(await api.silos.get(created.id))).toEqual({ ...form, slug: SLUG });
  });

  test('authors: nameSlug equal to the name', async () => {
    const form = {
      ...newAuthorForm(),
      name: NAME,
      email: 'autor@portal.pl',
      description: '<p>Opis</p>',
      position: 'Redaktor',
      includeInStats: true,
    };
    const created = await api.authors.create(toAuthorPayload(form));
    expect(await raw(`/api/authors/${created.id}`)).toMatchObject({ nameSlug: NAME, mediaId: '0' });
    expect(fromAuthor(await api.authors.get(created.id))).toEqual(form);
  });

  test('media people: slug from the name', async () => {
    const form = { ...newPersonForm(), name: NAME, surname: 'Kowalska', isPublish: true };
    const created = await api.people.create(toPersonPayload(form));
    expect(await raw(`/api/people/${created.id}`)).toMatchObject({ slug: SLUG, mediaId: '0' });
    expect(fromPerson(await api.people.get(created.id))).toMatchObject({
      ...form,
      nameSlug: expect.any(String),
    });
  });

  test('sponsored articles: slug from the title, disableComments 1/0, sponsored 1', async () => {
    const onlyOnSite = await api.media.upload('onlyOnSite', png(314, 110));
    const category = (await api.selects.categories())[0]!.value;
    const form = {
      ...newSponsoredArticleForm(),
      title: NAME,
      title2: 'Meta sponsorowanego',
      introduction: 'Wstęp materiału reklamowego.',
      content: '<p>Krótka treść.</p>',
      categories: [category],
      mediaOnlywmId: String(onlyOnSite.id),
      isPublish: true,
      disableComments: true,
      date: '2026-05-04T12:30',
    };
    const created = await api.articles.create(toSponsoredArticlePayload(form));
    expect(await raw(`/api/articles/${created.id}`)).toMatchObject({
      slug: SLUG,
      sponsored: true,
      disableComments: true,
      mediaOnlywmId: String(onlyOnSite.id),
      date: '2026-05-04T12:30:00+02:00',
    });
    expect(fromSponsoredArticle(await api.articles.get(created.id))).toEqual(form);
  });

  test('sites: slug from the title, priority an integer, blank content as null', async () => {
    const form = { ...newSiteForm(), title: NAME, priority: '12' };
    const created = await api.sites.create(toSitePayload(form));
    expect(await raw(`/api/sites/${created.id}`)).toMatchObject({ slug: SLUG, priority: 12, content: null });
    expect(fromSite(await api.sites.get(created.id))).toEqual({ ...form, slug: SLUG });
  });

  test('players: dates cut to 16', async () => {
    const form = {
      ...newPlayerForm(),
      title: NAME,
      description: 'Opis',
      videoUrl: 'https://video.example/1',
      enabled: false,
      dateFrom: '2026-05-01T08:00',
      dateTo: '2026-05-02T09:30',
    };
    const created = await api.players.create(toPlayerPayload({ ...form, dateFrom: '2026-05-01T08:00:59' }));
    expect(await raw(`/api/players/${created.id}`)).toMatchObject({ dateFrom: '2026-05-01T08:00:00+02:00' });
    expect(fromPlayer(await api.players.get(created.id))).toEqual(form);
  });

  test('phone producers: nameSlug equal to the name', async () => {
    const form = { ...newProducerForm(), name: NAME };
    const created = await api.producers.create(toProducerPayload(form));
    expect(await raw(`/api/producers/${created.id}`)).toMatchObject({ nameSlug: NAME, mediaId: '0' });
    expect(fromProducer(await api.producers.get(created.id))).toEqual(form);
  });

  test('users: roles without duplicates, the password only when typed', async () => {
    const form = {
      ...newUserForm(),
      username: 'jan.roundtrip',
      roles: ['editor' as const, 'editor' as const],
      priority: 3,
    };
    const created = await api.users.create(
      toUserPayload({ ...form, plainPassword: 'Haslo-bardzo-dlugie1!' }),
    );
    expect(await raw(`/api/users/${created.id}`)).toMatchObject({ roles: ['editor'], priority: 3 });
    expect(fromUser(await api.users.get(created.id))).toEqual({ ...form, roles: ['editor'] });
  });

  test('stats: dates cut to 10', async () => {
    const created = await api.stats.create(toStatPayload({ from: '2026-04-01T10:00', to: '2026-04-30' }));
    expect(fromStat(await api.stats.get(created.id))).toEqual({ from: '2026-04-01', to: '2026-04-30' });
  });

  test('dictionaries: slug from the word, ip recorded by the server', async () => {
    const category = (await api.selects.dictionaryCategories())[0]!.value;
    const form = {
      ...newDictionaryForm(),
      word: NAME,
      def: 'Definicja',
      dictionaryCategory: category,
      isPublish: true,
    };
    const created = await api.dictionaries.create(toDictionaryPayload(form));
    expect(await raw(`/api/dictionaries/${created.id}`)).toMatchObject({ slug: SLUG });
    expect(fromDictionary(await api.dictionaries.get(created.id))).toEqual(form);
  });

  test('polls: slug from the title', async () => {
    const form = {
      ...newProbeForm(),
      title: NAME,
      answer1: 'Tak',
      answer2: 'Nie',
      isPublish: true,
      isActive: true,
    };
    const created = await api.probes.create(toProbePayload(form));
    expect(await raw(`/api/probes/${created.id}`)).toMatchObject({ slug: SLUG });
    expect(fromProbe(await api.probes.get(created.id))).toEqual(form);
  });

  test('kf companies: slug from the name, moderationState 1/0', async () => {
    const region = (await api.kfCompanies.listRegions()).items[0]!;
    const subCategories = (await api.kfCompanies.listSubcategories()).items
      .slice(0, 2)
      .map((sub) => iri('kf_subcategories', sub.id));
    const form = {
      ...newKfCompanyForm(),
      name: NAME,
      createYear: 1999,
      numberWorkers: 120,
      districtId: String(region.id),
      city: 'Kraków',
      address: 'ul. Długa 1',
      phone: '123456789',
      email: 'biuro@firma.pl',
      www: 'https://firma.pl',
      descr: 'Opis firmy',
      subCategories,
      moderationState: true,
    };
    const created = await api.kfCompanies.create(toKfCompanyPayload(form));
    expect(await raw(`/api/kf_companies/${created.id}`)).toMatchObject({ slug: SLUG });
    expect(fromKfCompany(await api.kfCompanies.get(created.id))).toEqual(form);
  });

  test('press companies: moderationState 1/0, the password write-only', async () => {
    const form = {
      ...newPressCompanyForm(),
      name: NAME,
      person: 'Jan Kowalski',
      city: 'Warszawa',
      address: 'ul. Prosta 2',
      phone: '123456789',
      email: 'prasa-roundtrip@firma.pl',
      www: 'https://firma.pl',
      descr: 'Opis',
      moderationState: true,
      password: 'Haslo1!x',
    };
    const created = await api.pressCompanies.create(toPressCompanyCreatePayload(form));
    expect(await raw(`/api/companies/${created.id}`)).not.toHaveProperty('password');
    expect(fromPressCompany(await api.pressCompanies.get(created.id))).toEqual({ ...form, password: '' });
  });

  test('press magazines: regions as JSON text, only for regionalne', async () => {
    const publisher = (await api.selects.pressPublishers())[0]!.value;
    const form = {
      ...newMagazineForm(),
      title: NAME,
      pressPublisher: publisher,
      magazineType: 'tygodnik' as const,
      magazineArea: 'regionalne' as const,
      region: ['slaskie' as const, 'opolskie' as const],
    };
    const created = await api.pressMagazines.create(toMagazinePayload(form));
    expect(await raw(`/api/press_magazines/${created.id}`)).toMatchObject({
      region: '["slaskie","opolskie"]',
    });
    expect(fromMagazine(await api.pressMagazines.get(created.id))).toEqual(form);
    const national = { ...form, magazineArea: 'ogolnopolskie' as const };
    await api.pressMagazines.update(created.id, toMagazinePayload(national));
    expect(await raw(`/api/press_magazines/${created.id}`)).toMatchObject({ region: '' });
  });

  test('advertising industries: slug from the name, showInMainMenuOrdering 1/0', async () => {
    const form = { ...newAdvertisingIndustryForm(), name: NAME, showInMainMenuOrdering: true, ordering: 5 };
    const created = await api.advIndustries.create(toAdvertisingIndustryPayload(form));
    expect(await raw(`/api/adv_industries/${created.id}`)).toMatchObject({ slug: SLUG });
    expect(fromAdvertisingIndustry(await api.advIndustries.get(created.id))).toEqual({ ...form, slug: SLUG });
  });
});

describe('what the portal refuses, the sandbox refuses (422, Polish)', () => {
  test('a body the SDK did not derive: a boolean flag, a missing parentId or nameSlug', async () => {
    const category = toCategoryPayload({ ...newCategoryForm(), name: 'Kategoria', group: '/api/groups/2' });
    const flag = await failure(
      api.categories.create({ ...category, showInMainMenuOrdering: true } as never),
      ValidationError,
    );
    expect(flag.messageFor('showInMainMenuOrdering')).toBe('Pole Wymagane');
    const { parentId: _parent, ...orphan } = category;
    expect(
      (await failure(api.categories.create(orphan as never), ValidationError)).messageFor('parentId'),
    ).toBe('Wartość musi być tekstem.');
    const { nameSlug: _slug, ...producer } = toProducerPayload({ ...newProducerForm(), name: 'Nokia' });
    expect(
      (await failure(api.producers.create(producer as never), ValidationError)).messageFor('nameSlug'),
    ).toBe('Pole Wymagane');
  });

  test('a slug longer than 255 characters', async () => {
    const long = 's'.repeat(10_000);
    const category = toCategoryPayload({ ...newCategoryForm(), name: 'Kategoria', slug: long });
    const error = await failure(api.categories.create(category), ValidationError);
    expect(error.messageFor('slug')).toBe('Slug musi posiadać maksimum 255 znaków');
    const site = toSitePayload({ ...newSiteForm(), title: 'Strona', slug: long });
    expect((await failure(api.sites.create(site), ValidationError)).messageFor('slug')).toBe(
      'Slug musi posiadać maksimum 255 znaków',
    );
    const ok = await api.categories.create({ ...category, slug: 's'.repeat(255) });
    expect(ok.slug).toHaveLength(255);
  });
});

describe('articles, subscribers and the multipart forms', () => {
  test('articles: date cut to 16, previewDateLimit null without preview, onlyMainPage 0 without partner news, photo ids as text', async () => {
    const main = await api.media.upload('main', png(800, 450), { title: 'Główne' });
    const top = await api.media.upload('top', png(655, 368), { title: 'Top' });
    const categories = (await api.selects.categories()).slice(0, 2).map((option) => option.value);
    const authorID = String((await api.authors.list()).items[0]!.id);
    const form = {
      ...newArticleForm(),
      title: NAME,
      title2: 'Meta artykułu',
      titleShort: 'Krótki',
      introduction: 'Wstęp artykułu o rynku mediów.',
      content: '<p>Treść artykułu testowego, wystarczająco długa, by przejść regułę.</p>',
      authorID,
      categories,
      mediaId: String(main.id),
      mediaTopId: String(top.id),
      keywords: 'media',
      isPublish: true,
      partnerNews: false,
      onlyMainPage: true,
      allowPreview: false,
      previewDateLimit: '2099-01-01T10:00',
      date: '2026-05-04T12:30',
    };
    const created = await api.articles.create(toArticlePayload(form));
    expect(await raw(`/api/articles/${created.id}`)).toMatchObject({
      sponsored: false,
      onlyMainPage: false,
      previewDateLimit: null,
      mediaId: String(main.id),
      mediaTopId: String(top.id),
      date: '2026-05-04T12:30:00+02:00',
    });
    expect(fromArticle(await api.articles.get(created.id))).toEqual({
      ...form,
      onlyMainPage: false,
      previewDateLimit: null,
    });
  });

  test('subscribers: the e-mail trimmed, added by the panel, active', async () => {
    const created = await api.subscribers.create(toSubscriberPayload({ email: '  czytelnik@portal.pl ' }));
    expect(await raw(`/api/subscribers/${created.id}`)).toMatchObject({
      email: 'czytelnik@portal.pl',
      addByAdmin: true,
      activeP: true,
    });
  });

  test('adverts (multipart): isPublished beside isPublish, the date cut to 16', async () => {
    const advIndustries = (await api.selects.advIndustries()).slice(0, 2).map((option) => option.value);
    const form = {
      ...newAdvertForm(),
      title: NAME,
      mediaType: 'internet' as const,
      area: 'polska' as const,
      advIndustries,
      author: 'Agencja',
      date: '2026-05-04T09:15',
      isPublish: false,
    };
    const created = await api.adverts.create(toAdvertPayload(form), png(300, 250, 'kreacja.png'));
    expect(fromAdvert(await api.adverts.get(created.id))).toEqual(form);
  });

  test('press issues (multipart): date cut to 10, isPublish sent as isPublished 1/0', async () => {
    const publisher = (await api.selects.pressPublishers())[0]!.value;
    const magazine = await api.pressMagazines.create(
      toMagazinePayload({
        ...newMagazineForm(),
        title: 'Magazyn numerów',
        pressPublisher: publisher,
        magazineType: 'tygodnik',
        magazineArea: 'ogolnopolskie',
      }),
    );
    const form = {
      ...newIssueForm(iri('press_magazines', magazine.id)),
      date: '2026-05-04',
      datetxt: 'Nr 18/2026',
      person: 'Anna Nowak',
      description: 'Numer majowy',
      isPublish: false,
    };
    const created = await api.pressIssues.create(
      toIssuePayload({ ...form, date: '2026-05-04T10:00' }),
      jpeg(300, 400),
    );
    expect(await raw(`/api/press_magazine_numbers/${created.id}`)).toMatchObject({ isPublished: false });
    expect(fromIssue(await api.pressIssues.get(created.id))).toEqual(form);
  });

  test('partner news (multipart): start cut to 10', async () => {
    const form = {
      ...newPartnerNewsForm(),
      start: '2026-06-01',
      firstTitle: 'Pierwszy news',
      firstUrl: 'https://partner.example/1',
      secondTitle: 'Drugi news',
      logoUrl: 'https://partner.example',
    };
    const created = await api.partnerNews.create(
      toPartnerNewsPayload({ ...form, start: '2026-06-01T08:00' }),
      {
        firstImgFile: png(460, 200),
        secondImgFile: png(460, 200),
        logoImgFile: png(200, 200),
        logoNewsletterImgFile: png(142, 121),
        logoNewsletterMobileImgFile: png(460, 146),
      },
    );
    expect(fromPartnerNewsBox(await api.partnerNews.get(created.id))).toEqual(form);
  });

  test('kf companies, the short “Tworzenie firmy” form: slug from the name, moderationState 1/0', async () => {
    const subCategories = (await api.kfCompanies.listSubcategories()).items
      .slice(0, 1)
      .map((sub) => iri('kf_subcategories', sub.id));
    const created = await api.kfCompanies.create(
      toKfCompanyCreatePayload({
        ...newKfCompanyCreateForm(),
        name: NAME,
        numberWorkers: 3,
        city: 'Łódź',
        address: 'ul. Krótka 3',
        phone: '123456789',
        email: 'firma@portal.pl',
        www: 'https://firma.pl',
        descr: 'Opis',
        subCategories,
        moderationState: false,
      }),
    );
    expect(await raw(`/api/kf_companies/${created.id}`)).toMatchObject({
      slug: SLUG,
      moderationState: false,
    });
  });
});
