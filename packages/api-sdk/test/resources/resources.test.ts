/**
 * Every call of the resource modules: method, URL (with encoded filters), headers and body checked against
 * section 7 of the specification and D4–D7, and the answer parsed by the contract's schemas.
 */
import { describe, expect, it } from 'vitest';
import { createGroupListResource } from '../../src/areas/groups';
import type { ApiClient } from '../../src/client';
import { createAdvertisingIndustryListResource } from '../../src/resources/advertisingIndustryList';
import { createAdvertListResource } from '../../src/resources/advertList';
import { createAuthorListResource } from '../../src/resources/authorList';
import { createCategoryListResource } from '../../src/resources/categoryList';
import { resourceOf } from '../../src/resources/context';
import { createDictionaryListResource } from '../../src/resources/dictionaryList';
import { newGroupForm, toGroupPayload } from '../../src/resources/groups';
import { createJobOfferListResource } from '../../src/resources/jobOfferList';
import { createKfCompanyListResource } from '../../src/resources/kfCompanyList';
import { createLogsResource } from '../../src/resources/logs';
import { createNewsletterListResource } from '../../src/resources/newsletterList';
import { createPartnerNewsListResource } from '../../src/resources/partnerNewsList';
import { createPersonListResource } from '../../src/resources/personList';
import { createPhotoReportageListResource } from '../../src/resources/photoReportageList';
import { createPlayerListResource } from '../../src/resources/playerList';
import { createPressCompanyListResource } from '../../src/resources/pressCompanyList';
import {
  createPressIssueListResource,
  createPressMagazineListResource,
} from '../../src/resources/pressMagazineList';
import { createPressNewsListResource } from '../../src/resources/pressNewsList';
import { createPressPublisherListResource } from '../../src/resources/pressPublisherList';
import { createProbeListResource } from '../../src/resources/probeList';
import { createProducerListResource } from '../../src/resources/producerList';
import { createSiloGroupListResource } from '../../src/resources/siloGroupList';
import { createSiloListResource } from '../../src/resources/siloList';
import { createSiteListResource } from '../../src/resources/siteList';
import { createStatListResource } from '../../src/resources/statList';
import { createSubscriberListResource } from '../../src/resources/subscriberList';
import { createUserListResource } from '../../src/resources/userList';
import {
  newCategoryForm,
  newPersonForm,
  newProbeForm,
  newProducerForm,
  newSiteForm,
  newStatForm,
  newSubscriberForm,
  toCategoryPayload,
  toPersonPayload,
  toProbePayload,
  toProducerPayload,
  toSitePayload,
  toStatPayload,
  toSubscriberPayload,
} from '../../src/schemas/index';
import { json, noContent } from '../http/support';
import { collection, loggedIn, TOKEN } from './support';

interface Case {
  name: string;
  call: (client: ApiClient) => Promise<unknown>;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path and query exactly as sent (encoded). */
  path: string;
  /** The JSON body expected, or undefined for none. */
  body?: unknown;
  /** What the server answers (a JSON value), or null for 204. */
  answer: unknown;
  /** Checks on the parsed result. */
  result?: (result: unknown) => void;
}

const record = (id: number | string, extra: Record<string, unknown> = {}) => ({
  '@id': `/x/${id}`,
  id,
  ...extra,
});
const page = (path: string, ...members: unknown[]) => collection(path, members);
const itemsOf = (result: unknown) => (result as { items: Array<Record<string, unknown>> }).items;

const crudCases = (
  area: keyof ApiClient,
  path: string,
  filter: { input: Record<string, unknown>; query: string },
  payload: unknown,
): Case[] => {
  // biome-ignore lint/suspicious/noExplicitAny: one table drives every CRUD module
  const module = (client: ApiClient) => client[area] as any;
  return [
    {
      name: `${String(area)}.list`,
      call: (client) => module(client).list(filter.input),
      method: 'GET',
      path: `${path}${filter.query}`,
      answer: page(path, record('7'), record(8)),
      result: (result) => expect(itemsOf(result).map((item) => item.id)).toEqual([7, 8]),
    },
    {
      name: `${String(area)}.get`,
      call: (client) => module(client).get(7),
      method: 'GET',
      path: `${path}/7`,
      answer: record(7),
      result: (result) => expect(result).toMatchObject({ id: 7 }),
    },
    {
      name: `${String(area)}.create`,
      call: (client) => module(client).create(payload),
      method: 'POST',
      path,
      body: payload,
      answer: record(9),
      result: (result) => expect(result).toMatchObject({ id: 9 }),
    },
    {
      name: `${String(area)}.update`,
      call: (client) => module(client).update(7, payload),
      method: 'PUT',
      path: `${path}/7`,
      body: payload,
      answer: record(7),
    },
    {
      name: `${String(area)}.remove`,
      call: (client) => module(client).remove(7),
      method: 'DELETE',
      path: `${path}/7`,
      answer: null,
      result: (result) => expect(result).toBeUndefined(),
    },
  ];
};

const Q = 'Zażółć gęślą';
const QE = 'Za%C5%BC%C3%B3%C5%82%C4%87+g%C4%99%C5%9Bl%C4%85';

const cases: Case[] = [
  // ---- articles (02 §7)
  {
    name: 'articles.list (sponsored=0, page, title, introduction)',
    call: (c) => c.articles.list({ sponsored: 0, page: 2, title: Q, introduction: Q }),
    method: 'GET',
    path: `/api/articles?sponsored=0&page=2&title=${QE}&introduction=${QE}`,
    answer: page('/api/articles', record(1, { title: 'A', isPublish: 1, isRssWykop: '0', isHot: 'true' })),
    result: (result) =>
      expect(itemsOf(result)[0]).toMatchObject({ id: 1, isPublish: true, isRssWykop: false, isHot: true }),
  },
  {
    name: 'articles.listSponsored',
    call: (c) => c.articles.listSponsored({ page: 1 }),
    method: 'GET',
    path: '/api/articles?page=1&sponsored=1',
    answer: page('/api/articles'),
  },
  {
    name: 'articles.list for the statistics screen (isPublish=true)',
    call: (c) => c.articles.list({ isPublish: true, title: 'x', page: 3 }),
    method: 'GET',
    path: '/api/articles?isPublish=true&title=x&page=3',
    answer: page('/api/articles'),
  },
  ...crudCases(
    'articles',
    '/api/articles',
    { input: {}, query: '' },
    { title: 'Tytuł', sponsored: 0 },
  ).filter((c) => !c.name.endsWith('.list')),
  {
    name: 'articles.get encodes the id',
    call: (c) => c.articles.get('a/b?c'),
    method: 'GET',
    path: '/api/articles/a%2Fb%3Fc',
    answer: record(1),
  },
  {
    name: 'articles.toggle isRssWykop sends the opposite as merge-patch',
    call: (c) => c.articles.toggle(7, 'isRssWykop', true),
    method: 'PATCH',
    path: '/api/articles/7',
    body: { isRssWykop: false },
    answer: record(7, { isRssWykop: 0 }),
  },
  {
    name: 'articles.toggle isHot',
    call: (c) => c.articles.toggle(7, 'isHot', false),
    method: 'PATCH',
    path: '/api/articles/7',
    body: { isHot: true },
    answer: record(7, { isHot: 1 }),
  },
  {
    name: 'articles.preview by slug',
    call: (c) => c.articles.preview('nowy-artykul'),
    method: 'GET',
    path: '/api/articles/preview/?slug=nowy-artykul',
    answer: { title: 'Nowy artykuł', mediaTitle: 'Zdjęcie' },
    result: (result) => expect(result).toEqual({ title: 'Nowy artykuł', mediaTitle: 'Zdjęcie' }),
  },

  // ---- authors
  ...crudCases(
    'authors',
    '/api/authors',
    { input: { name: Q }, query: `?name=${QE}` },
    { name: 'Anna', nameSlug: 'Anna' },
  ),
  {
    name: 'authors.full',
    call: (c) => c.authors.full(3),
    method: 'GET',
    path: '/api/authors/full/3',
    answer: { id: 3, name: 'Anna', media: { fileName: 'a.jpg', newPath: 1 } },
    result: (result) => expect(result).toMatchObject({ id: 3, name: 'Anna' }),
  },
  {
    name: 'authors.stats (name, after, before)',
    call: (c) => c.authors.stats({ name: 'Kowal', after: '2024-01-01', before: '2024-02-01' }),
    method: 'GET',
    path: '/api/authors/stats?name=Kowal&after=2024-01-01&before=2024-02-01',
    answer: page('/api/authors/stats', {
      id: 1,
      name: 'Kowalski',
      totalArticlesCount: 4,
      totalArticlesViews: null,
    }),
    result: (result) => expect(itemsOf(result)[0]).toMatchObject({ id: 1, name: 'Kowalski' }),
  },
  {
    name: 'authors.lookup (creatable select: page=1&name)',
    call: (c) => c.authors.lookup('Kowal'),
    method: 'GET',
    path: '/api/authors?page=1&name=Kowal',
    answer: page('/api/authors', { id: 4, name: 'Jan Kowalski' }),
    result: (result) => expect(result).toEqual([{ id: 4, name: 'Jan Kowalski' }]),
  },
  {
    name: 'authors.createOption (creatable select: POST {name})',
    call: (c) => c.authors.createOption('Nowy Autor'),
    method: 'POST',
    path: '/api/authors',
    body: { name: 'Nowy Autor' },
    answer: { '@id': '/api/authors/12', id: 12, name: 'Nowy Autor' },
    result: (result) => expect(result).toMatchObject({ id: 12 }),
  },
  {
    name: 'creatable on any path',
    call: (c) => c.creatable('/api/kf_regions').lookup('Maz'),
    method: 'GET',
    path: '/api/kf_regions?page=1&name=Maz',
    answer: page('/api/kf_regions', { id: 1, name: 'Mazowsze' }),
  },

  // ---- the categories list's own resource (zod/mini, SDK-C33): the same list and delete calls
  {
    name: 'the categories list resource lists by name, read as categories.list reads it',
    call: (c) => resourceOf(c, createCategoryListResource).list({ name: 'Radio', page: 2 }),
    method: 'GET',
    path: '/api/categories?name=Radio&page=2',
    answer: page(
      '/api/categories',
      record(3, { name: 'Radio', isPublish: 1, ordering: '4', group: '/api/groups/2', parentId: 2 }),
      record(4, { name: 'TV', isPublish: false, ordering: null, deleted: '2026-01-02 10:00:00' }),
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 3,
          name: 'Radio',
          isPublish: true,
          ordering: 4,
          group: '/api/groups/2',
          parentId: '2',
        }),
        expect.objectContaining({ id: 4, isPublish: false, ordering: 0, group: null, parentId: null }),
      ]),
  },
  {
    name: 'the categories list resource deletes one',
    call: (c) => resourceOf(c, createCategoryListResource).remove(3),
    method: 'DELETE',
    path: '/api/categories/3',
    answer: null,
  },

  // ---- the people list's own resource (zod/mini, SDK-C33): the same list and delete calls
  {
    name: 'the people list resource lists by surname, read as people.list reads it',
    call: (c) => resourceOf(c, createPersonListResource).list({ surname: 'Nowak', page: 2 }),
    method: 'GET',
    path: '/api/people?surname=Nowak&page=2',
    answer: page(
      '/api/people',
      record(5, { name: 'Jan', surname: 'Nowak', created: '2024-05-01 10:00:00', isPublish: '1' }),
      record(6, { name: null, surname: 'Nowakowska', isPublish: 0, deleted: '2026-01-02 10:00:00' }),
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 5,
          name: 'Jan',
          surname: 'Nowak',
          created: '2024-05-01 10:00:00',
          isPublish: true,
          deleted: null,
        }),
        expect.objectContaining({
          id: 6,
          name: '',
          surname: 'Nowakowska',
          created: null,
          isPublish: false,
          deleted: '2026-01-02 10:00:00',
        }),
      ]),
  },
  {
    name: 'the people list resource deletes one',
    call: (c) => resourceOf(c, createPersonListResource).remove(5),
    method: 'DELETE',
    path: '/api/people/5',
    answer: null,
  },

  // ---- the authors list's own resource (zod/mini, SDK-C33): the same list and delete calls
  {
    name: 'the authors list resource lists by name, read as authors.list reads it',
    call: (c) => resourceOf(c, createAuthorListResource).list({ name: 'Kowal', page: 2 }),
    method: 'GET',
    path: '/api/authors?name=Kowal&page=2',
    answer: page(
      '/api/authors',
      record(7, { name: 'Jan Kowalski', email: 'jan@example.pl', includeInStats: '1' }),
      record(8, { name: 'Anna Kowal', email: null, includeInStats: 0, deleted: '2026-01-02 10:00:00' }),
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 7,
          name: 'Jan Kowalski',
          email: 'jan@example.pl',
          includeInStats: true,
          deleted: null,
        }),
        expect.objectContaining({
          id: 8,
          name: 'Anna Kowal',
          email: null,
          includeInStats: false,
          deleted: '2026-01-02 10:00:00',
        }),
      ]),
  },
  {
    name: 'the authors list resource deletes one',
    call: (c) => resourceOf(c, createAuthorListResource).remove(7),
    method: 'DELETE',
    path: '/api/authors/7',
    answer: null,
  },

  // ---- the users list's own resource (zod/mini, SDK-C33): the same list, delete and password reset calls
  {
    name: 'the users list resource lists by username, read as users.list reads it',
    call: (c) => resourceOf(c, createUserListResource).list({ username: 'anna', page: 2 }),
    method: 'GET',
    path: '/api/users?username=anna&page=2',
    answer: page(
      '/api/users',
      record(5, { username: 'anna', roles: ['root', 'editor'], priority: '3' }),
      record(6, { username: 'annabel', roles: null, priority: null, deleted: '2026-01-02 10:00:00' }),
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 5,
          username: 'anna',
          roles: ['root', 'editor'],
          priority: 3,
          deleted: null,
        }),
        expect.objectContaining({
          id: 6,
          username: 'annabel',
          roles: [],
          priority: 0,
          deleted: '2026-01-02 10:00:00',
        }),
      ]),
  },
  {
    name: 'the users list resource deletes one',
    call: (c) => resourceOf(c, createUserListResource).remove(5),
    method: 'DELETE',
    path: '/api/users/5',
    answer: null,
  },
  {
    name: "the users list resource resets a row's password (PATCH {plainPassword}), read as a list item",
    call: (c) => resourceOf(c, createUserListResource).resetPassword(5, 'Aa1!aaaaaaaaaaaa'),
    method: 'PATCH',
    path: '/api/users/5',
    body: { plainPassword: 'Aa1!aaaaaaaaaaaa' },
    answer: record(5, { username: 'anna', roles: ['root'], priority: 1 }),
    result: (result) =>
      expect(result).toEqual(
        expect.objectContaining({ id: 5, username: 'anna', roles: ['root'], priority: 1 }),
      ),
  },

  // ---- the reports list's own resource (zod/mini, SDK-C33): the same list and delete calls
  {
    name: 'the reports list resource lists by page, read as stats.list reads it',
    call: (c) => resourceOf(c, createStatListResource).list({ page: 2 }),
    method: 'GET',
    path: '/api/stats?page=2',
    answer: page(
      '/api/stats',
      record(3, { from: '2024-05-01T00:00:00+02:00', to: '2024-05-31T00:00:00+02:00', deleted: null }),
      record(4, { from: '2024-04-01', to: null, deleted: '2026-01-02 10:00:00' }),
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 3,
          from: '2024-05-01T00:00:00+02:00',
          to: '2024-05-31T00:00:00+02:00',
          deleted: null,
        }),
        expect.objectContaining({ id: 4, from: '2024-04-01', to: null, deleted: '2026-01-02 10:00:00' }),
      ]),
  },
  {
    name: 'the reports list resource deletes one',
    call: (c) => resourceOf(c, createStatListResource).remove(3),
    method: 'DELETE',
    path: '/api/stats/3',
    answer: null,
  },

  // ---- the polls list's own resource (zod/mini, SDK-C33): the same list and delete calls
  {
    name: 'the polls list resource lists by title, read as probes.list reads it',
    call: (c) => resourceOf(c, createProbeListResource).list({ title: 'Ankieta', page: 2 }),
    method: 'GET',
    path: '/api/probes?title=Ankieta&page=2',
    answer: page(
      '/api/probes',
      record(3, {
        title: 'Ankieta o podcastach',
        answer1: 'Tak',
        answer2: 'Nie',
        answer3: null,
        isPublish: '1',
        isActive: 0,
        slug: 'ankieta-o-podcastach',
      }),
      record(4, { title: 'Ankieta', answer1: 'A', answer2: 'B', isPublish: false, isActive: true }),
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 3,
          title: 'Ankieta o podcastach',
          answer1: 'Tak',
          answer2: 'Nie',
          answer3: null,
          answer12: null,
          isPublish: true,
          isActive: false,
          slug: 'ankieta-o-podcastach',
        }),
        expect.objectContaining({ id: 4, title: 'Ankieta', isPublish: false, isActive: true, slug: null }),
      ]),
  },
  {
    name: 'the polls list resource deletes one',
    call: (c) => resourceOf(c, createProbeListResource).remove(3),
    method: 'DELETE',
    path: '/api/probes/3',
    answer: null,
  },

  // ---- the glossary list's own resource (zod/mini, SDK-C33): the same list and delete calls
  {
    name: 'the glossary list resource lists by word, read as dictionaries.list reads it',
    call: (c) => resourceOf(c, createDictionaryListResource).list({ word: 'CPM', page: 2 }),
    method: 'GET',
    path: '/api/dictionaries?word=CPM&page=2',
    answer: page(
      '/api/dictionaries',
      record(3, {
        word: 'CPM',
        def: 'Koszt tysiąca wyświetleń',
        dictionaryCategory: '/api/dictionarycategories/2',
        isPublish: '1',
        slug: 'cpm',
        ip: '127.0.0.1',
        created: '2024-05-01 10:00:00',
      }),
      record(4, { word: 'CPC', def: null, dictionaryCategory: null, isPublish: 0 }),
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 3,
          word: 'CPM',
          def: 'Koszt tysiąca wyświetleń',
          dictionaryCategory: '/api/dictionarycategories/2',
          isPublish: true,
          slug: 'cpm',
          ip: '127.0.0.1',
          created: '2024-05-01 10:00:00',
        }),
        expect.objectContaining({
          id: 4,
          word: 'CPC',
          def: null,
          dictionaryCategory: null,
          isPublish: false,
          slug: null,
        }),
      ]),
  },
  {
    name: 'the glossary list resource deletes one',
    call: (c) => resourceOf(c, createDictionaryListResource).remove(3),
    method: 'DELETE',
    path: '/api/dictionaries/3',
    answer: null,
  },

  // ---- the groups list's own resource (zod/mini, SDK-C33): the same list and delete calls
  {
    name: 'the groups list resource lists by name, read as groups.list reads it',
    call: (c) => resourceOf(c, createGroupListResource).list({ name: 'TV', page: 2 }),
    method: 'GET',
    path: '/api/groups?name=TV&page=2',
    answer: page(
      '/api/groups',
      record(2, { name: 'Telewizja', isPublish: 1, priority: '3', slug: 'telewizja', metaTitle: null }),
      record(5, { name: 'Radio', isPublish: false, priority: null, deleted: '2026-01-02 10:00:00' }),
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 2,
          name: 'Telewizja',
          isPublish: true,
          priority: 3,
          slug: 'telewizja',
          metaTitle: null,
          deleted: null,
        }),
        expect.objectContaining({ id: 5, isPublish: false, priority: 0, deleted: '2026-01-02 10:00:00' }),
      ]),
  },
  {
    name: 'the groups list resource deletes one',
    call: (c) => resourceOf(c, createGroupListResource).remove(2),
    method: 'DELETE',
    path: '/api/groups/2',
    answer: null,
  },

  // ---- the silo groups list's own resource (zod/mini, SDK-C33): the same list and delete calls
  {
    name: 'the silo groups list resource lists by name, read as siloGroups.list reads it',
    call: (c) => resourceOf(c, createSiloGroupListResource).list({ name: 'G', page: 2 }),
    method: 'GET',
    path: '/api/silos_groups?name=G&page=2',
    answer: page(
      '/api/silos_groups',
      record(6, {
        name: 'Gospodarka',
        isPublish: '1',
        priority: '2',
        date: '2024-05-02 10:00:00',
        authorID: 3,
      }),
      record(7, { name: 'Gry', isPublish: 0, priority: null, deleted: '2026-01-02 10:00:00' }),
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 6,
          name: 'Gospodarka',
          isPublish: true,
          priority: 2,
          date: '2024-05-02 10:00:00',
          authorID: '3',
          deleted: null,
        }),
        expect.objectContaining({ id: 7, isPublish: false, priority: 0, deleted: '2026-01-02 10:00:00' }),
      ]),
  },
  {
    name: 'the silo groups list resource deletes one',
    call: (c) => resourceOf(c, createSiloGroupListResource).remove(6),
    method: 'DELETE',
    path: '/api/silos_groups/6',
    answer: null,
  },

  // ---- the silos list's own resource (zod/mini, SDK-C33): the same list and delete calls
  {
    name: 'the silos list resource lists by name, read as silos.list reads it',
    call: (c) => resourceOf(c, createSiloListResource).list({ name: 'S', page: 2 }),
    method: 'GET',
    path: '/api/silos?name=S&page=2',
    answer: page(
      '/api/silos',
      record(8, { name: 'Smog', ordering: '5', description: 'Opis', mediaId: 12 }),
      record(9, { name: 'Sport', ordering: null, deleted: '2026-01-02 10:00:00' }),
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        { '@id': '/x/8', id: 8, name: 'Smog', ordering: 5, deleted: null },
        { '@id': '/x/9', id: 9, name: 'Sport', ordering: 0, deleted: '2026-01-02 10:00:00' },
      ]),
  },
  {
    name: 'the silos list resource deletes one',
    call: (c) => resourceOf(c, createSiloListResource).remove(8),
    method: 'DELETE',
    path: '/api/silos/8',
    answer: null,
  },

  // ---- the sites list's own resource (zod/mini, SDK-C33): the same list and delete calls
  {
    name: 'the sites list resource lists by name, read as sites.list reads it',
    call: (c) => resourceOf(c, createSiteListResource).list({ name: 'Kontakt', page: 2 }),
    method: 'GET',
    path: '/api/sites?name=Kontakt&page=2',
    answer: page(
      '/api/sites',
      record(11, { title: 'Kontakt', priority: '7', slug: 'kontakt', content: '<p>Tel.</p>' }),
      record(12, { title: 'Regulamin', priority: null, deleted: '2026-01-02 10:00:00' }),
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 11,
          title: 'Kontakt',
          priority: 7,
          slug: 'kontakt',
          content: '<p>Tel.</p>',
          deleted: null,
        }),
        expect.objectContaining({ id: 12, title: 'Regulamin', priority: 0, deleted: '2026-01-02 10:00:00' }),
      ]),
  },
  {
    name: 'the sites list resource deletes one',
    call: (c) => resourceOf(c, createSiteListResource).remove(11),
    method: 'DELETE',
    path: '/api/sites/11',
    answer: null,
  },

  // ---- the producers list's own resource (zod/mini, SDK-C33): the same list and delete calls
  {
    name: 'the producers list resource lists by name, read as producers.list reads it',
    call: (c) => resourceOf(c, createProducerListResource).list({ name: 'Nokia', page: 2 }),
    method: 'GET',
    path: '/api/producers?name=Nokia&page=2',
    answer: page(
      '/api/producers',
      record(13, {
        name: 'Nokia',
        nameSlug: 'nokia',
        mediaId: 21,
        media: { '@id': '/api/media/21', title: 'Logo', fileName: 'nokia.png', newPath: 1 },
      }),
      record(14, { name: 'Siemens', deleted: '2026-01-02 10:00:00' }),
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 13,
          name: 'Nokia',
          nameSlug: 'nokia',
          mediaId: '21',
          media: { '@id': '/api/media/21', title: 'Logo', fileName: 'nokia.png', newPath: true },
          deleted: null,
        }),
        expect.objectContaining({ id: 14, name: 'Siemens', deleted: '2026-01-02 10:00:00' }),
      ]),
  },
  {
    name: 'the producers list resource deletes one',
    call: (c) => resourceOf(c, createProducerListResource).remove(13),
    method: 'DELETE',
    path: '/api/producers/13',
    answer: null,
  },

  // ---- the players list's own resource (zod/mini, SDK-C33): the same list and delete calls
  {
    name: 'the players list resource lists by page and title, read as players.list reads it',
    call: (c) => resourceOf(c, createPlayerListResource).list({ page: 2, title: 'TVN' }),
    method: 'GET',
    path: '/api/players?page=2&title=TVN',
    answer: page(
      '/api/players',
      record(15, {
        title: 'TVN24',
        videoUrl: 'https://v/1',
        enabled: '1',
        dateFrom: '2026-01-02 10:00:00',
        dateTo: null,
      }),
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 15,
          title: 'TVN24',
          videoUrl: 'https://v/1',
          enabled: true,
          dateFrom: '2026-01-02 10:00:00',
          dateTo: null,
        }),
      ]),
  },
  {
    name: 'the players list resource deletes one',
    call: (c) => resourceOf(c, createPlayerListResource).remove(15),
    method: 'DELETE',
    path: '/api/players/15',
    answer: null,
  },

  // ---- the press publishers list's own resource (zod/mini, SDK-C33): the same list and delete calls
  {
    name: 'the press publishers list resource lists by name, read as pressPublishers.list reads it',
    call: (c) => resourceOf(c, createPressPublisherListResource).list({ name: 'Agora', page: 2 }),
    method: 'GET',
    path: '/api/press_publishers?name=Agora&page=2',
    answer: page(
      '/api/press_publishers',
      { '@id': '/api/press_publishers/3', '@type': 'PressPublisher', id: 3, name: 'Agora SA' },
      { '@id': '/api/press_publishers/4', '@type': 'PressPublisher', id: '4', name: null },
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({ '@id': '/api/press_publishers/3', id: 3, name: 'Agora SA' }),
        expect.objectContaining({ id: 4, name: '' }),
      ]),
  },
  {
    name: 'the press publishers list resource deletes one',
    call: (c) => resourceOf(c, createPressPublisherListResource).remove(3),
    method: 'DELETE',
    path: '/api/press_publishers/3',
    answer: null,
  },

  // ---- the press centre lists' own resources (zod/mini, SDK-C33): the same list, toggle and delete calls
  {
    name: 'the press profiles list resource lists by name, read as pressCompanies.list reads it',
    call: (c) => resourceOf(c, createPressCompanyListResource).list({ name: 'Agora', page: 2 }),
    method: 'GET',
    path: '/api/companies?name=Agora&page=2',
    answer: page(
      '/api/companies',
      {
        '@id': '/api/companies/5',
        '@type': 'Company',
        id: 5,
        name: 'Agora SA',
        person: 'Jan Kowalski',
        created: '2024-05-01 10:20:00',
        moderationState: 1,
        deleted: null,
      },
      {
        '@id': '/api/companies/6',
        id: '6',
        name: null,
        moderationState: '0',
        deleted: '2026-01-02 10:00:00',
      },
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 5,
          name: 'Agora SA',
          created: '2024-05-01 10:20:00',
          moderationState: true,
          deleted: null,
        }),
        expect.objectContaining({
          id: 6,
          name: '',
          created: null,
          moderationState: false,
          deleted: '2026-01-02 10:00:00',
        }),
      ]),
  },
  {
    name: 'the press profiles list resource publishes a profile: PATCH {moderationState: 1}',
    call: (c) => resourceOf(c, createPressCompanyListResource).setModerationState(5, true),
    method: 'PATCH',
    path: '/api/companies/5',
    body: { moderationState: 1 },
    answer: record(5, { name: 'Agora SA', moderationState: 1 }),
    result: (result) => expect(result).toMatchObject({ id: 5, moderationState: true }),
  },
  {
    name: 'the press profiles list resource deletes one',
    call: (c) => resourceOf(c, createPressCompanyListResource).remove(5),
    method: 'DELETE',
    path: '/api/companies/5',
    answer: null,
  },
  {
    name: 'the press news list resource lists by title, read as pressNews.list reads it',
    call: (c) => resourceOf(c, createPressNewsListResource).list({ title: 'Premiera', page: 2 }),
    method: 'GET',
    path: '/api/news?title=Premiera&page=2',
    answer: page(
      '/api/news',
      { id: 1, importCodeId: 77, title: 'Premiera', content: '<p>x</p>', date: '2024-05-01', isPublish: '1' },
      { id: 2, title: null, content: null, isPublish: false },
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 1,
          importCodeId: '77',
          title: 'Premiera',
          content: '<p>x</p>',
          date: '2024-05-01',
          isPublish: true,
        }),
        expect.objectContaining({
          id: 2,
          importCodeId: null,
          title: '',
          content: '',
          date: null,
          isPublish: false,
        }),
      ]),
  },
  {
    name: 'the press news list resource toggles the publication: PATCH {isPublish}',
    call: (c) => resourceOf(c, createPressNewsListResource).setPublished(1, false),
    method: 'PATCH',
    path: '/api/news/1',
    body: { isPublish: false },
    answer: record(1, { title: 'Premiera', content: '', isPublish: 0 }),
    result: (result) => expect(result).toMatchObject({ id: 1, isPublish: false }),
  },
  {
    name: 'the press magazines list resource lists by title, read as pressMagazines.list reads it',
    call: (c) => resourceOf(c, createPressMagazineListResource).list({ title: 'Kurier', page: 2 }),
    method: 'GET',
    path: '/api/press_magazines?title=Kurier&page=2',
    answer: page(
      '/api/press_magazines',
      record(2, {
        title: 'Kurier',
        publisher: 'Agora SA',
        pressPublisher: '/api/press_publishers/3',
        magazineType: 'dziennik',
        magazineArea: 'regionalne',
        region: '["slaskie"]',
        isPublish: '1',
      }),
      record(3, { title: 'Tygodnik', isPublish: 0, deleted: '2026-01-02 10:00:00' }),
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 2,
          title: 'Kurier',
          publisher: 'Agora SA',
          pressPublisher: '/api/press_publishers/3',
          region: '["slaskie"]',
          isPublish: true,
          deleted: null,
        }),
        expect.objectContaining({ id: 3, publisher: null, isPublish: false, deleted: '2026-01-02 10:00:00' }),
      ]),
  },
  {
    name: 'the press magazines list resource toggles the publication: PATCH {isPublish}',
    call: (c) => resourceOf(c, createPressMagazineListResource).setPublished(2, true),
    method: 'PATCH',
    path: '/api/press_magazines/2',
    body: { isPublish: true },
    answer: record(2, { title: 'Kurier', isPublish: 1 }),
    result: (result) => expect(result).toMatchObject({ id: 2, isPublish: true }),
  },
  {
    name: 'the press magazines list resource deletes one',
    call: (c) => resourceOf(c, createPressMagazineListResource).remove(2),
    method: 'DELETE',
    path: '/api/press_magazines/2',
    answer: null,
  },
  {
    name: "the press magazines list resource lists a magazine's issues, read as pressMagazines.issues reads them",
    call: (c) => resourceOf(c, createPressMagazineListResource).issues(2, { page: 3 }),
    method: 'GET',
    path: '/api/press_magazines/2/numbers?page=3',
    answer: page(
      '/api/press_magazines/2/numbers',
      {
        id: 40,
        date: '2024-05-01',
        datetxt: 'Maj 2024',
        person: 'Anna Nowak',
        description: 'Wydanie majowe',
        isPublished: 1,
        pressMagazine: '/api/press_magazines/2',
        imgExt: 'jpg',
      },
      { id: 41, date: null, isPublish: false, pressMagazine: null },
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 40,
          date: '2024-05-01',
          datetxt: 'Maj 2024',
          isPublish: true,
          pressMagazine: '/api/press_magazines/2',
          imgExt: 'jpg',
          deleted: null,
        }),
        expect.objectContaining({ id: 41, date: null, isPublish: false, pressMagazine: null, imgExt: null }),
      ]),
  },
  {
    name: "the press issues list resource toggles an issue's publication: PATCH {isPublished}",
    call: (c) => resourceOf(c, createPressIssueListResource).setPublished(40, false),
    method: 'PATCH',
    path: '/api/press_magazine_numbers/40',
    body: { isPublished: false },
    answer: { id: 40, isPublished: 0, pressMagazine: '/api/press_magazines/2' },
    result: (result) => expect(result).toMatchObject({ id: 40, isPublish: false }),
  },
  {
    name: "the press issues list resource deletes one at the issue's own path (D6)",
    call: (c) => resourceOf(c, createPressIssueListResource).remove(40),
    method: 'DELETE',
    path: '/api/press_magazine_numbers/40',
    answer: null,
  },

  // ---- the partner news list's own resource (zod/mini, SDK-C33): the same list, latest box and mark-sent calls
  {
    name: 'the partner news list resource lists by start, read as partnerNews.list reads it',
    call: (c) => resourceOf(c, createPartnerNewsListResource).list({ startBefore: '2024-05-01', page: 2 }),
    method: 'GET',
    path: '/api/newsletter_partner_news?page=2&start%5Bbefore%5D=2024-05-01',
    answer: page(
      '/api/newsletter_partner_news',
      {
        '@id': '/api/newsletter_partner_news/7',
        id: 7,
        start: '2024-04-29 00:00:00',
        firstTitle: 'Partner A',
        firstUrl: 'https://a.example.pl/',
        secondTitle: 'Partner B',
        logoImg: 'logo.png',
        closed: '2024-04-30 08:00:00',
        generated: '2024-04-30 08:00:00',
      },
      { id: '8', start: null, firstTitle: null, secondTitle: null },
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 7,
          start: '2024-04-29 00:00:00',
          firstTitle: 'Partner A',
          secondTitle: 'Partner B',
          closed: '2024-04-30 08:00:00',
          generated: '2024-04-30 08:00:00',
        }),
        expect.objectContaining({ id: 8, start: null, firstTitle: null, closed: null, generated: null }),
      ]),
  },
  {
    name: 'the partner news list resource reads the latest box as the add and edit rules read it',
    call: (c) => resourceOf(c, createPartnerNewsListResource).last(),
    method: 'GET',
    path: '/api/newsletter_partner_news/last',
    answer: page('/api/newsletter_partner_news/last', {
      id: 0,
      idAdditional: 9,
      start: null,
      startAdditional: '2024-05-06 00:00:00',
      firstTitle: 'Partner A',
    }),
    result: (result) =>
      expect(result).toMatchObject({ idAdditional: '9', startAdditional: '2024-05-06 00:00:00' }),
  },
  {
    name: 'the partner news list resource marks a box sent: PUT {closed, generated}',
    call: (c) =>
      resourceOf(c, createPartnerNewsListResource).markSent(7, {
        closed: '2024-05-10T10:00:00.000Z',
        generated: '2024-05-10T10:00:00.000Z',
      }),
    method: 'PUT',
    path: '/api/newsletter_partner_news/7',
    body: { closed: '2024-05-10T10:00:00.000Z', generated: '2024-05-10T10:00:00.000Z' },
    answer: record(7, { start: '2024-04-29', closed: '2024-05-10 10:00:00' }),
    result: (result) => expect(result).toMatchObject({ id: 7, closed: '2024-05-10 10:00:00' }),
  },

  // ---- the newsletter list's own resource (zod/mini, SDK-C33): the same list and mark-sent calls
  {
    name: 'the newsletter list resource lists by date, read as newsletters.list reads it',
    call: (c) => resourceOf(c, createNewsletterListResource).list({ loggedAtBefore: '2024-05-01', page: 2 }),
    method: 'GET',
    path: '/api/newsletters?page=2&loggedAt%5Bbefore%5D=2024-05-01',
    answer: page(
      '/api/newsletters',
      {
        '@id': '/api/newsletters/4',
        id: 4,
        created: '2024-04-30 07:00:00',
        generated: '2024-04-30 07:05:00',
        closed: '2024-04-30 08:00:00',
        fileName: 'newsletter_2024_04_30',
        baner1Img: 'a.png',
        leadSegmentTitle: 'Na początek',
      },
      { id: '5', created: '2024-05-01 07:00:00', closed: null },
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 4,
          created: '2024-04-30 07:00:00',
          generated: '2024-04-30 07:05:00',
          closed: '2024-04-30 08:00:00',
          fileName: 'newsletter_2024_04_30',
        }),
        expect.objectContaining({ id: 5, generated: null, closed: null, fileName: null }),
      ]),
  },
  {
    name: 'the newsletter list resource marks a newsletter sent: PUT {closed, generated}',
    call: (c) =>
      resourceOf(c, createNewsletterListResource).markSent(4, {
        closed: '2024-05-10T10:00:00.000Z',
        generated: '2024-05-10T10:00:00.000Z',
      }),
    method: 'PUT',
    path: '/api/newsletters/4',
    body: { closed: '2024-05-10T10:00:00.000Z', generated: '2024-05-10T10:00:00.000Z' },
    answer: record(4, { closed: '2024-05-10 10:00:00', fileName: 'newsletter_2024_05_10' }),
    result: (result) => expect(result).toMatchObject({ id: 4, closed: '2024-05-10 10:00:00' }),
  },

  // ---- the logs list's resource, on zod/mini (SDK-C33; logs are listed only, never deleted)
  {
    name: 'the logs resource lists by date and username, the user embedded or as an IRI',
    call: (c) =>
      resourceOf(c, createLogsResource).list({ username: 'anna', loggedAtBefore: '2024-05-01', page: 2 }),
    method: 'GET',
    path: '/api/logs?page=2&loggedAt%5Bbefore%5D=2024-05-01&user.username=anna',
    answer: page(
      '/api/logs',
      {
        '@id': '/api/logs/1',
        id: 1,
        user: { '@id': '/api/users/3', id: 3, username: 'anna.kowalska' },
        loggedAt: '2024-04-30T10:00:00+02:00',
        log: 'Zalogowano',
      },
      { '@id': '/api/logs/2', id: '2', user: '/api/users/4', loggedAt: null, log: null },
      { '@id': '/api/logs/3', id: 3, loggedAt: '2024-04-29T08:00:00+02:00', log: 'Zalogowano' },
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 1,
          user: expect.objectContaining({ id: 3, username: 'anna.kowalska' }),
          loggedAt: '2024-04-30T10:00:00+02:00',
          log: 'Zalogowano',
        }),
        expect.objectContaining({
          id: 2,
          user: { '@id': '/api/users/4', username: '' },
          loggedAt: null,
          log: null,
        }),
        expect.objectContaining({ id: 3, user: null }),
      ]),
  },

  // ---- the advertising industries list's own resource (zod/mini, SDK-C33)
  {
    name: 'the advertising industries list resource lists by name, read as advIndustries.list reads it',
    call: (c) => resourceOf(c, createAdvertisingIndustryListResource).list({ name: 'Moto', page: 2 }),
    method: 'GET',
    path: '/api/adv_industries?name=Moto&page=2',
    answer: page(
      '/api/adv_industries',
      record(5, { name: 'Motoryzacja', slug: 'motoryzacja', showInMainMenuOrdering: 1, ordering: '3' }),
      record(6, { name: 'Moda', slug: null, showInMainMenuOrdering: '0', ordering: null }),
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 5,
          name: 'Motoryzacja',
          slug: 'motoryzacja',
          showInMainMenuOrdering: true,
          ordering: 3,
        }),
        expect.objectContaining({ id: 6, slug: null, showInMainMenuOrdering: false, ordering: 0 }),
      ]),
  },
  {
    name: 'the advertising industries list resource deletes one',
    call: (c) => resourceOf(c, createAdvertisingIndustryListResource).remove(5),
    method: 'DELETE',
    path: '/api/adv_industries/5',
    answer: null,
  },

  // ---- the adverts list's own resource (zod/mini, SDK-C33)
  {
    name: 'the adverts list resource lists by title, read as adverts.list reads it',
    call: (c) => resourceOf(c, createAdvertListResource).list({ title: 'Baner', page: 2 }),
    method: 'GET',
    path: '/api/advs?title=Baner&page=2',
    answer: page(
      '/api/advs',
      record(1, {
        title: 'Baner zimowy',
        date: '2026-01-02 10:00:00',
        isPublish: '1',
        advIndustries: ['/api/adv_industries/2', 3],
        imgPath: 'advs/2026/01',
      }),
      record(2, { title: null, date: null, isPublish: 0 }),
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 1,
          title: 'Baner zimowy',
          date: '2026-01-02 10:00:00',
          isPublish: true,
          advIndustries: ['/api/adv_industries/2', '/api/adv_industries/3'],
          imgPath: 'advs/2026/01',
          imgName: null,
        }),
        expect.objectContaining({ id: 2, title: '', date: null, isPublish: false, imgPath: null }),
      ]),
  },
  {
    name: 'the adverts list resource deletes one',
    call: (c) => resourceOf(c, createAdvertListResource).remove(1),
    method: 'DELETE',
    path: '/api/advs/1',
    answer: null,
  },

  // ---- the job offers list's own resource (zod/mini, SDK-C33)
  {
    name: 'the job offers list resource lists by position, read as jobOffers.list reads it',
    call: (c) => resourceOf(c, createJobOfferListResource).list({ position: 'Redaktor', page: 2 }),
    method: 'GET',
    path: '/api/job_offers?position=Redaktor&page=2',
    answer: page(
      '/api/job_offers',
      record('12', {
        position: 'Redaktor',
        company: 'TVN',
        absoluteUrl: 'https://praca.example/12',
        created: '2026-01-02 10:00:00',
      }),
      record(13, { position: 'Wydawca', company: null, absoluteUrl: 'https://praca.example/13' }),
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 12,
          position: 'Redaktor',
          company: 'TVN',
          absoluteUrl: 'https://praca.example/12',
          created: '2026-01-02 10:00:00',
        }),
        expect.objectContaining({ id: 13, company: '', created: null }),
      ]),
  },
  {
    name: 'the job offers list resource deletes one',
    call: (c) => resourceOf(c, createJobOfferListResource).remove(12),
    method: 'DELETE',
    path: '/api/job_offers/12',
    answer: null,
  },

  // ---- the photo reportages list's own resource (zod/mini, SDK-C33)
  {
    name: 'the photo reportages list resource lists by title, read as photoReportages.list reads it',
    call: (c) => resourceOf(c, createPhotoReportageListResource).list({ title: 'Powódź', page: 2 }),
    method: 'GET',
    path: '/api/photo_reportages?title=Pow%C3%B3d%C5%BA&page=2',
    answer: page(
      '/api/photo_reportages',
      record(8, { title: 'Powódź w Kłodzku', type: 'gallery', isPublish: 1, created: '2026-01-02 10:00:00' }),
      record(9, { title: 'Powódź: film', type: 'video', isPublish: '0', deleted: '2026-01-03 09:00:00' }),
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 8,
          title: 'Powódź w Kłodzku',
          type: 'gallery',
          isPublish: true,
          created: '2026-01-02 10:00:00',
          deleted: null,
        }),
        expect.objectContaining({
          id: 9,
          type: 'video',
          isPublish: false,
          created: null,
          deleted: '2026-01-03 09:00:00',
        }),
      ]),
  },
  {
    name: 'the photo reportages list resource deletes one (softly, on the server)',
    call: (c) => resourceOf(c, createPhotoReportageListResource).remove(8),
    method: 'DELETE',
    path: '/api/photo_reportages/8',
    answer: null,
  },

  // ---- the subscribers list's own resource (zod/mini, SDK-C33)
  {
    name: 'the subscribers list resource lists by date range, read as subscribers.list reads it',
    call: (c) =>
      resourceOf(c, createSubscriberListResource).list({
        after: '2024-01-01',
        before: '2024-02-01',
        page: 2,
      }),
    method: 'GET',
    path: '/api/subscribers?page=2&date%5Bafter%5D=2024-01-01&date%5Bbefore%5D=2024-02-01T23%3A59%3A59',
    answer: page(
      '/api/subscribers',
      record(1, { email: 'a@b.pl', date: '2024-01-10 12:00:00', activeP: '1', addByAdmin: 0, deleted: null }),
      record(2, {
        email: 'c@d.pl',
        date: null,
        activeP: false,
        addByAdmin: true,
        deleted: '2024-01-20 08:00:00',
      }),
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 1,
          email: 'a@b.pl',
          date: '2024-01-10 12:00:00',
          activeP: true,
          addByAdmin: false,
          deleted: null,
        }),
        expect.objectContaining({ id: 2, activeP: false, addByAdmin: true, deleted: '2024-01-20 08:00:00' }),
      ]),
  },
  {
    name: 'the subscribers list resource deletes one',
    call: (c) => resourceOf(c, createSubscriberListResource).remove(5),
    method: 'DELETE',
    path: '/api/subscribers/5',
    answer: null,
  },
  {
    name: 'the subscribers list resource toggles activeP (PATCH the opposite), the answer read as a list item',
    call: (c) => resourceOf(c, createSubscriberListResource).toggle(5, true),
    method: 'PATCH',
    path: '/api/subscribers/5',
    body: { activeP: false },
    answer: record(5, { email: 'a@b.pl', date: null, activeP: 0, addByAdmin: 1, deleted: null }),
    result: (result) => expect(result).toMatchObject({ id: 5, activeP: false, addByAdmin: true }),
  },
  {
    name: 'the subscribers list resource generates the list (activeP=true and the dates; a download link)',
    call: (c) => resourceOf(c, createSubscriberListResource).generate({ after: '2024-01-01' }),
    method: 'GET',
    path: '/api/subscribers/generate?activeP=true&date%5Bafter%5D=2024-01-01',
    answer: { url: '/exports/subscribers-2024.csv' },
    result: (result) => expect(result).toMatchObject({ link: '/exports/subscribers-2024.csv' }),
  },

  // ---- the company directory list's own resource (zod/mini, SDK-C33)
  {
    name: 'the company list resource lists by name, read as kfCompanies.list reads it',
    call: (c) => resourceOf(c, createKfCompanyListResource).list({ name: 'Agro', page: 2 }),
    method: 'GET',
    path: '/api/kf_companies?name=Agro&page=2',
    answer: page(
      '/api/kf_companies',
      record(4, {
        name: 'Agro-Pol',
        city: 'Kraków',
        moderationState: 1,
        districtId: '/api/kf_regions/6',
        subCategories: ['/api/kf_subcategories/2', 3],
        createYear: '1999',
      }),
      record(5, { name: 'Agrotech', city: null, moderationState: '0' }),
    ),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        expect.objectContaining({
          id: 4,
          name: 'Agro-Pol',
          city: 'Kraków',
          moderationState: true,
          districtId: '6',
          subCategories: ['/api/kf_subcategories/2', '/api/kf_subcategories/3'],
          createYear: 1999,
        }),
        expect.objectContaining({ id: 5, name: 'Agrotech', city: null, moderationState: false }),
      ]),
  },
  {
    name: 'the company list resource deletes one',
    call: (c) => resourceOf(c, createKfCompanyListResource).remove(4),
    method: 'DELETE',
    path: '/api/kf_companies/4',
    answer: null,
  },

  // ---- categories, groups, silos, silo groups, people, sites, players, producers, dictionaries, probes, stats, users
  ...crudCases(
    'categories',
    '/api/categories',
    { input: { name: Q }, query: `?name=${QE}` },
    toCategoryPayload({ ...newCategoryForm(), name: 'Radio' }),
  ),
  ...crudCases(
    'groups',
    '/api/groups',
    { input: { name: 'TV' }, query: '?name=TV' },
    toGroupPayload({ ...newGroupForm(), name: 'Telewizja' }),
  ),
  ...crudCases(
    'silos',
    '/api/silos',
    { input: { name: 'S' }, query: '?name=S' },
    { name: 'Silos', mediaId: '0' },
  ),
  ...crudCases(
    'siloGroups',
    '/api/silos_groups',
    { input: { name: 'G' }, query: '?name=G' },
    { name: 'Grupa', priority: 0 },
  ),
  ...crudCases(
    'people',
    '/api/people',
    { input: { surname: 'Nowak' }, query: '?surname=Nowak' },
    toPersonPayload({ ...newPersonForm(), name: 'Jan', surname: 'Nowak' }),
  ),
  ...crudCases(
    'sites',
    '/api/sites',
    { input: { name: 'Kontakt' }, query: '?name=Kontakt' },
    toSitePayload({ ...newSiteForm(), title: 'Kontakt' }),
  ),
  ...crudCases(
    'players',
    '/api/players',
    { input: { page: 2, title: 'TVN' }, query: '?page=2&title=TVN' },
    { title: 'Player', description: 'Opis', videoUrl: 'https://v', enabled: true },
  ),
  ...crudCases(
    'producers',
    '/api/producers',
    { input: { name: 'Nokia' }, query: '?name=Nokia' },
    toProducerPayload({ ...newProducerForm(), name: 'Nokia' }),
  ),
  ...crudCases(
    'dictionaries',
    '/api/dictionaries',
    { input: { word: 'CPM' }, query: '?word=CPM' },
    { word: 'CPM', ip: null },
  ),
  ...crudCases(
    'probes',
    '/api/probes',
    { input: { title: 'Ankieta' }, query: '?title=Ankieta' },
    toProbePayload({ ...newProbeForm(), title: 'Ankieta', answer1: 'Tak', answer2: 'Nie' }),
  ),
  ...crudCases(
    'stats',
    '/api/stats',
    { input: { page: 1 }, query: '?page=1' },
    toStatPayload(newStatForm(new Date(2024, 4, 1))),
  ),
  ...crudCases(
    'users',
    '/api/users',
    { input: { username: 'anna' }, query: '?username=anna' },
    { username: 'anna', roles: ['root'] },
  ),
  ...crudCases(
    'advIndustries',
    '/api/adv_industries',
    { input: { name: 'Auto' }, query: '?name=Auto' },
    { name: 'Auto', slug: 'auto', showInMainMenuOrdering: 1, ordering: 2 },
  ),
  ...crudCases(
    'pressMagazines',
    '/api/press_magazines',
    { input: { title: 'Press' }, query: '?title=Press' },
    { title: 'Press', region: '[]' },
  ),
  ...crudCases(
    'kfCompanies',
    '/api/kf_companies',
    { input: { name: 'ACME' }, query: '?name=ACME' },
    { name: 'ACME', moderationState: 1 },
  ),
  ...crudCases(
    'pressCompanies',
    '/api/companies',
    { input: { name: 'ACME' }, query: '?name=ACME' },
    { name: 'ACME', moderationState: 0 },
  ),
  {
    name: 'categories.patch is a merge-patch',
    call: (c) => c.categories.patch(7, { isPublish: true }),
    method: 'PATCH',
    path: '/api/categories/7',
    body: { isPublish: true },
    answer: record(7),
  },
  // PATCH bodies are the documented ones where the specification names one (narrowed types below).
  {
    name: 'articles.patch with one toggle',
    call: (c) => c.articles.patch(7, { isHot: false }),
    method: 'PATCH',
    path: '/api/articles/7',
    body: { isHot: false },
    answer: record(7),
  },
  {
    name: 'users.patch is the password reset {plainPassword}',
    call: (c) => c.users.patch(5, { plainPassword: 'Aa1!aaaaaaaaaaaa' }),
    method: 'PATCH',
    path: '/api/users/5',
    body: { plainPassword: 'Aa1!aaaaaaaaaaaa' },
    answer: record(5, { username: 'anna' }),
  },
  {
    name: 'pressCompanies.patch {moderationState}',
    call: (c) => c.pressCompanies.patch(3, { moderationState: 1 }),
    method: 'PATCH',
    path: '/api/companies/3',
    body: { moderationState: 1 },
    answer: record(3, { name: 'ACME' }),
  },
  {
    name: 'pressMagazines.patch {isPublish}',
    call: (c) => c.pressMagazines.patch(2, { isPublish: false }),
    method: 'PATCH',
    path: '/api/press_magazines/2',
    body: { isPublish: false },
    answer: record(2, { title: 'Press' }),
  },
  {
    name: 'stats.report',
    call: (c) => c.stats.report(),
    method: 'GET',
    path: '/api/report',
    answer: { rows: [] },
    result: (result) => expect(result).toEqual({ rows: [] }),
  },
  {
    name: 'users.resetPassword (PATCH {plainPassword})',
    call: (c) => c.users.resetPassword(5, 'Aa1!aaaaaaaaaaaa'),
    method: 'PATCH',
    path: '/api/users/5',
    body: { plainPassword: 'Aa1!aaaaaaaaaaaa' },
    answer: record(5, { username: 'anna' }),
  },

  // ---- kf companies: regions, subcategories
  {
    name: 'kfCompanies.listRegions',
    call: (c) => c.kfCompanies.listRegions(),
    method: 'GET',
    path: '/api/kf_regions',
    answer: page('/api/kf_regions', { id: 1, name: 'Mazowsze' }),
  },
  {
    name: 'kfCompanies.getRegion',
    call: (c) => c.kfCompanies.getRegion(1),
    method: 'GET',
    path: '/api/kf_regions/1',
    answer: { id: 1, name: 'Mazowsze' },
  },
  {
    name: 'kfCompanies.createRegion',
    call: (c) => c.kfCompanies.createRegion({ name: 'Śląsk' }),
    method: 'POST',
    path: '/api/kf_regions',
    body: { name: 'Śląsk' },
    answer: { id: 2, name: 'Śląsk' },
  },
  {
    name: 'kfCompanies.listSubcategories',
    call: (c) => c.kfCompanies.listSubcategories({ page: 2 }),
    method: 'GET',
    path: '/api/kf_subcategories?page=2',
    answer: page('/api/kf_subcategories', { id: 3, name: 'Druk', category: '/api/kf_categories/1' }),
  },
  {
    name: 'kfCompanies.getSubcategory',
    call: (c) => c.kfCompanies.getSubcategory(3),
    method: 'GET',
    path: '/api/kf_subcategories/3',
    answer: { id: 3, name: 'Druk' },
  },

  // ---- press companies (D5) and press news
  {
    name: 'pressCompanies.setModerationState(true) → {moderationState: 1}',
    call: (c) => c.pressCompanies.setModerationState(4, true),
    method: 'PATCH',
    path: '/api/companies/4',
    body: { moderationState: 1 },
    answer: record(4, { moderationState: 1 }),
  },
  {
    name: 'pressCompanies.setModerationState(false) → {moderationState: 0}',
    call: (c) => c.pressCompanies.setModerationState(4, false),
    method: 'PATCH',
    path: '/api/companies/4',
    body: { moderationState: 0 },
    answer: record(4),
  },
  {
    name: 'pressNews.list (title)',
    call: (c) => c.pressNews.list({ title: 'Premiera' }),
    method: 'GET',
    path: '/api/news?title=Premiera',
    answer: page('/api/news', {
      id: 1,
      importCodeId: 77,
      title: 'Premiera',
      content: '<p>x</p>',
      isPublish: '1',
    }),
    result: (result) => expect(itemsOf(result)[0]).toMatchObject({ importCodeId: '77', isPublish: true }),
  },
  {
    name: 'pressNews.get',
    call: (c) => c.pressNews.get(1),
    method: 'GET',
    path: '/api/news/1',
    answer: { id: 1, title: 'T' },
  },
  {
    name: 'pressNews.setPublished',
    call: (c) => c.pressNews.setPublished(1, false),
    method: 'PATCH',
    path: '/api/news/1',
    body: { isPublish: false },
    answer: { id: 1 },
  },
  {
    name: 'pressNews.remove',
    call: (c) => c.pressNews.remove(1),
    method: 'DELETE',
    path: '/api/news/1',
    answer: null,
  },

  // ---- magazines and issues (D6)
  {
    name: 'pressMagazines.setPublished',
    call: (c) => c.pressMagazines.setPublished(2, true),
    method: 'PATCH',
    path: '/api/press_magazines/2',
    body: { isPublish: true },
    answer: { id: 2 },
  },
  {
    name: 'pressMagazines.issues (paged)',
    call: (c) => c.pressMagazines.issues(2, { page: 3 }),
    method: 'GET',
    path: '/api/press_magazines/2/numbers?page=3',
    answer: page('/api/press_magazines/2/numbers', {
      id: 40,
      date: '2024-05-01',
      isPublished: 1,
      pressMagazine: '/api/press_magazines/2',
      imgExt: 'jpg',
    }),
    result: (result) =>
      expect(itemsOf(result)[0]).toMatchObject({
        id: 40,
        isPublish: true,
        pressMagazine: '/api/press_magazines/2',
      }),
  },
  {
    name: 'pressIssues.get',
    call: (c) => c.pressIssues.get(40),
    method: 'GET',
    path: '/api/press_magazine_numbers/40',
    answer: { id: 40 },
  },
  {
    name: 'pressIssues.setPublished → {isPublished}',
    call: (c) => c.pressIssues.setPublished(40, false),
    method: 'PATCH',
    path: '/api/press_magazine_numbers/40',
    body: { isPublished: false },
    answer: { id: 40 },
  },
  {
    name: 'pressIssues.remove at the issue’s own path (D6)',
    call: (c) => c.pressIssues.remove(40),
    method: 'DELETE',
    path: '/api/press_magazine_numbers/40',
    answer: null,
  },

  // ---- adverts
  {
    name: 'adverts.list (title)',
    call: (c) => c.adverts.list({ title: 'Baner' }),
    method: 'GET',
    path: '/api/advs?title=Baner',
    answer: page('/api/advs', { id: 1, title: 'Baner' }),
  },
  {
    name: 'adverts.get',
    call: (c) => c.adverts.get(1),
    method: 'GET',
    path: '/api/advs/1',
    answer: { id: 1 },
  },
  {
    name: 'adverts.remove',
    call: (c) => c.adverts.remove(1),
    method: 'DELETE',
    path: '/api/advs/1',
    answer: null,
  },

  // ---- newsletters (03 §7)
  {
    name: 'newsletters.list (loggedAt[before])',
    call: (c) => c.newsletters.list({ loggedAtBefore: '2024-05-01' }),
    method: 'GET',
    path: '/api/newsletters?loggedAt%5Bbefore%5D=2024-05-01',
    answer: page('/api/newsletters', {
      id: 1,
      created: '2024-04-30T10:00:00+02:00',
      closed: null,
      fileName: 'nsl_1',
    }),
  },
  {
    name: 'newsletters.get',
    call: (c) => c.newsletters.get(4),
    method: 'GET',
    path: '/api/newsletters/4',
    answer: {
      '@id': '/api/newsletters/4',
      id: 4,
      created: '2024-04-30T10:00:00+02:00',
      generated: '2024-04-30T10:05:00+02:00',
      closed: null,
      fileName: 'newsletter_2024-04-30',
      baner1Img: 'promo.jpg',
      baner1Url: 'https://reklama.example/',
      leadSegmentTitle: 'Wstęp',
      jobOffers: [{ value: '12', position: 'Redaktor', company: 'TVN', absoluteUrl: 'https://p/12' }],
    },
    result: (result) =>
      expect(result).toMatchObject({
        id: 4,
        closed: null,
        fileName: 'newsletter_2024-04-30',
        baner1Img: 'promo.jpg',
        baner2Img: null,
        jobOffers: [{ value: '12', position: 'Redaktor' }],
      }),
  },
  {
    name: 'newsletters.data',
    call: (c) => c.newsletters.data(),
    method: 'GET',
    path: '/api/newsletter_data',
    answer: {
      newsletter: null,
      newsOfTheDay: [],
      newsOnlyOnWm: [],
      categoryNews: {},
      partnerNews: [],
      jobOffers: [],
      latestOffers: [],
      currentDate: '2024-05-01',
      fileName: 'nsl_2',
    },
    result: (result) =>
      expect(result).toMatchObject({ fileName: 'nsl_2', newsletter: null, partnerNews: null }),
  },
  {
    name: 'newsletters.generate (standard)',
    call: (c) => c.newsletters.generate({ html: '<p>x</p>', css: '', praca_oferty: '1|2' } as never),
    method: 'POST',
    path: '/api/newsletters',
    body: { html: '<p>x</p>', css: '', praca_oferty: '1|2' },
    answer: { id: 3, fileName: 'nsl_3' },
    result: (result) => expect(result).toMatchObject({ fileName: 'nsl_3' }),
  },
  {
    name: 'newsletters.generateAlternative',
    call: (c) => c.newsletters.generateAlternative({ html: '', css: '', leadSegmentTitle: 'Lead' } as never),
    method: 'POST',
    path: '/api/newsletters/alternative',
    body: { html: '', css: '', leadSegmentTitle: 'Lead' },
    answer: { fileName: 'nsl_4' },
  },
  {
    name: 'newsletters.markSent (PUT closed, generated)',
    call: (c) =>
      c.newsletters.markSent(3, {
        closed: '2024-05-01T10:00:00.000Z',
        generated: '2024-05-01T10:00:00.000Z',
      }),
    method: 'PUT',
    path: '/api/newsletters/3',
    body: { closed: '2024-05-01T10:00:00.000Z', generated: '2024-05-01T10:00:00.000Z' },
    answer: { id: 3, closed: '2024-05-01T10:00:00+00:00' },
  },
  {
    name: 'newsletters.setImageUrl (PUT {url})',
    call: (c) => c.newsletters.setImageUrl(6, 'https://example.pl/promo'),
    method: 'PUT',
    path: '/api/newsletters_images/6',
    body: { url: 'https://example.pl/promo' },
    answer: { id: 6, label: 'promo.jpg', href: '/newsletter_images/promo.jpg' },
  },
  {
    name: 'jobOffers.latest (D7)',
    call: (c) => c.jobOffers.latest(),
    method: 'GET',
    path: '/api/job_offers/latest',
    answer: [{ value: 11, position: 'Redaktor', company: 'WM', absoluteUrl: 'https://x/praca/11' }],
    result: (result) =>
      expect(result).toEqual([
        { value: '11', position: 'Redaktor', company: 'WM', absoluteUrl: 'https://x/praca/11' },
      ]),
  },

  // ---- partner news
  {
    name: 'partnerNews.list (start[before])',
    call: (c) => c.partnerNews.list({ startBefore: '2024-05-01' }),
    method: 'GET',
    path: '/api/newsletter_partner_news?start%5Bbefore%5D=2024-05-01',
    answer: page('/api/newsletter_partner_news', { id: 1, start: '2024-04-01' }),
  },
  {
    name: 'partnerNews.markSent',
    call: (c) =>
      c.partnerNews.markSent(1, {
        closed: '2024-05-01T10:00:00.000Z',
        generated: '2024-05-01T10:00:00.000Z',
      }),
    method: 'PUT',
    path: '/api/newsletter_partner_news/1',
    body: { closed: '2024-05-01T10:00:00.000Z', generated: '2024-05-01T10:00:00.000Z' },
    answer: { id: 1 },
  },

  // ---- subscribers
  {
    name: 'subscribers.list (date[after], date[before])',
    call: (c) => c.subscribers.list({ after: '2024-01-01', before: '2024-02-01', page: 2 }),
    method: 'GET',
    path: '/api/subscribers?page=2&date%5Bafter%5D=2024-01-01&date%5Bbefore%5D=2024-02-01T23%3A59%3A59',
    answer: page('/api/subscribers', { id: 1, email: 'a@b.pl', activeP: '1', addByAdmin: 0 }),
    result: (result) => expect(itemsOf(result)[0]).toMatchObject({ activeP: true, addByAdmin: false }),
  },
  {
    name: "subscribers.exportPages (the export's six fields, by the record's rules, nothing else kept)",
    call: async (c) => (await c.subscribers.exportPages({ after: '2024-01-01' }).next()).value,
    method: 'GET',
    path: '/api/subscribers?date%5Bafter%5D=2024-01-01',
    answer: page('/api/subscribers', {
      '@id': '/api/subscribers/1',
      '@type': 'Subscriber',
      id: '1',
      email: 'a@b.pl',
      date: '2024-01-02T10:00:00+01:00',
      activeP: '1',
      addByAdmin: 0,
      deleted: '',
      extra: 'x',
    }),
    result: (result) =>
      expect(itemsOf(result)).toEqual([
        {
          id: 1,
          email: 'a@b.pl',
          date: '2024-01-02T10:00:00+01:00',
          activeP: true,
          addByAdmin: false,
          deleted: null,
        },
      ]),
  },
  {
    name: 'subscribers.create (email, addByAdmin, activeP)',
    call: (c) =>
      c.subscribers.create(toSubscriberPayload({ ...newSubscriberForm(), email: 'nowy@portal.pl' })),
    method: 'POST',
    path: '/api/subscribers',
    body: { email: 'nowy@portal.pl', addByAdmin: true, activeP: true },
    answer: { id: 5, email: 'nowy@portal.pl', activeP: true, addByAdmin: true },
  },
  {
    name: 'subscribers.setActive (PATCH activeP)',
    call: (c) => c.subscribers.setActive(5, false),
    method: 'PATCH',
    path: '/api/subscribers/5',
    body: { activeP: false },
    answer: { id: 5, activeP: false },
  },
  {
    name: 'subscribers.remove',
    call: (c) => c.subscribers.remove(5),
    method: 'DELETE',
    path: '/api/subscribers/5',
    answer: null,
  },
  {
    name: 'subscribers.generate (activeP=true and the dates; a download link)',
    call: (c) => c.subscribers.generate({ after: '2024-01-01', before: '2024-02-01' }),
    method: 'GET',
    path: '/api/subscribers/generate?activeP=true&date%5Bafter%5D=2024-01-01&date%5Bbefore%5D=2024-02-01T23%3A59%3A59',
    answer: { link: '/exports/subscribers-2024.csv' },
    result: (result) => expect(result).toMatchObject({ link: '/exports/subscribers-2024.csv' }),
  },

  // ---- logs, comments
  {
    name: 'logs.list (loggedAt[before])',
    call: (c) => c.logs.list({ loggedAtBefore: '2024-05-01T10:00' }),
    method: 'GET',
    path: '/api/logs?loggedAt%5Bbefore%5D=2024-05-01T10%3A00',
    answer: page('/api/logs', {
      id: 1,
      user: { username: 'anna' },
      loggedAt: '2024-04-30T10:00:00+02:00',
      log: 'login',
    }),
  },
  {
    name: 'logs.list searching the username (user.username) and paging',
    call: (c) => c.logs.list({ username: 'anna', loggedAtBefore: '2024-05-01', page: 3 }),
    method: 'GET',
    path: '/api/logs?page=3&loggedAt%5Bbefore%5D=2024-05-01&user.username=anna',
    answer: page('/api/logs'),
    result: (result) => expect(itemsOf(result)).toEqual([]),
  },
  {
    name: 'comments.list (page, comment)',
    call: (c) => c.comments.list({ page: 2, comment: 'spam' }),
    method: 'GET',
    path: '/api/comments?page=2&comment=spam',
    answer: page('/api/comments', { id: 1, comment: 'spam', nick: 'x', ip: '127.0.0.1' }),
  },
  {
    name: 'comments.remove',
    call: (c) => c.comments.remove(1),
    method: 'DELETE',
    path: '/api/comments/1',
    answer: null,
  },

  // ---- cache (not under /api), bans, file manager, media (D4)
  {
    name: 'cache.clearArticles',
    call: (c) => c.cache.clearArticles(),
    method: 'POST',
    path: '/cache/articles/delete_cache',
    answer: null,
  },
  {
    name: 'cache.clearTop',
    call: (c) => c.cache.clearTop(),
    method: 'POST',
    path: '/cache/cache/sg',
    answer: null,
  },
  {
    name: 'cache.clearIndustries',
    call: (c) => c.cache.clearIndustries(),
    method: 'POST',
    path: '/cache/cache/industries',
    answer: null,
  },
  {
    name: 'cache.clearMenu',
    call: (c) => c.cache.clearMenu(),
    method: 'POST',
    path: '/cache/cache/menu',
    answer: { ok: true },
  },
  ...(
    [
      ['ips', 'black_lists'],
      ['emailDomains', 'black_email_domains'],
      ['words', 'black_words'],
    ] as const
  ).flatMap(([key, resource]): Case[] => [
    {
      name: `bans.get ${key}`,
      call: (c) => c.bans.get(key),
      method: 'GET',
      path: `/api/${resource}`,
      answer: { list: '1.2.3.4\n5.6.7.8' },
      result: (result) => expect(result).toMatchObject({ list: '1.2.3.4\n5.6.7.8' }),
    },
    {
      name: `bans.save ${key} (PUT …/0 {list})`,
      call: (c) => c.bans.save(key, { list: 'a\nb' }),
      method: 'PUT',
      path: `/api/${resource}/0`,
      body: { list: 'a\nb' },
      answer: { list: 'a\nb' },
    },
  ]),
  {
    name: 'media.fileTree (POST /api/filemenagerdata)',
    call: (c) => c.media.fileTree({ path: '/2024', full: false, search: 'kot%', newPath: true }),
    method: 'POST',
    path: '/api/filemenagerdata',
    body: { path: '/2024', full: false, search: 'kot%', newPath: true },
    answer: [
      {
        id: 'd1',
        name: '2024',
        isDir: 1,
        thumbnailUrl: null,
        childrenCount: '2',
        files: [{ id: 5, name: 'kot.jpg', isDir: 0, thumbnailUrl: '/t/kot.jpg' }],
      },
    ],
    result: (result) =>
      expect(result).toMatchObject([
        { name: '2024', isDir: true, childrenCount: 2, files: [{ id: 5, isDir: false }] },
      ]),
  },
  {
    name: 'media.get at {fileApiPath}{id}',
    call: (c) => c.media.get(5),
    method: 'GET',
    path: '/api/media/5',
    answer: { id: 5, title: 'Kot', fileName: 'kot.jpg', newPath: '1' },
    result: (result) =>
      expect(result).toMatchObject({ id: 5, title: 'Kot', fileName: 'kot.jpg', newPath: true }),
  },
  {
    name: 'media.updateTitle (PATCH {title})',
    call: (c) => c.media.updateTitle(5, 'Nowy podpis'),
    method: 'PATCH',
    path: '/api/media/5',
    body: { title: 'Nowy podpis' },
    answer: { id: 5, title: 'Nowy podpis', fileName: 'kot.jpg', newPath: true },
  },
  {
    name: 'media.remove',
    call: (c) => c.media.remove(5),
    method: 'DELETE',
    path: '/api/media/5',
    answer: null,
  },
  {
    name: 'media.getOfKind top (preview)',
    call: (c) => c.media.getOfKind('top', 8),
    method: 'GET',
    path: '/api/media_tops/8',
    answer: { id: 8, fileName: 't.jpg', fileDirectory: '2024/05' },
  },
  {
    name: 'media.getOfKind articleBanner (preview)',
    call: (c) => c.media.getOfKind('articleBanner', 9),
    method: 'GET',
    path: '/api/media_article_banners/9',
    answer: { id: 9, fileName: 'b.jpg' },
  },

  // ---- selects
  ...(
    [
      ['groups', '/api/groups/select'],
      ['categories', '/api/categories/select'],
      ['silos', '/api/silos/select'],
      ['siloGroups', '/api/silos_groups/select'],
      ['galleries', '/api/photo_reportages/select?type=gallery'],
      ['pressPublishers', '/api/press_publishers/select'],
      ['advIndustries', '/api/adv_industries/select'],
      ['kfCategories', '/api/kf_categories/select'],
      ['dictionaryCategories', '/api/dictionarycategories/select'],
      ['comments', '/api/comments/select'],
    ] as const
  ).map(
    ([name, path]): Case => ({
      name: `selects.${name}`,
      call: (c) => c.selects[name](),
      method: 'GET',
      path,
      answer: [
        { value: '/api/groups/2', label: 'Telewizja' },
        { value: 3, label: 'Radio' },
      ],
      result: (result) =>
        expect(result).toEqual([
          { value: '/api/groups/2', label: 'Telewizja' },
          { value: '3', label: 'Radio' },
        ]),
    }),
  ),
  {
    name: 'selects read a collection too',
    call: (c) => c.selects.groups(),
    method: 'GET',
    path: '/api/groups/select',
    answer: collection('/api/groups/select', [{ value: '/api/groups/1', label: 'Radio' }]),
    result: (result) => expect(result).toEqual([{ value: '/api/groups/1', label: 'Radio' }]),
  },
  {
    name: 'selects.newsletterImages (id, label, href)',
    call: (c) => c.selects.newsletterImages(),
    method: 'GET',
    path: '/api/newsletters_images/select',
    answer: [{ id: 1, label: 'promo.jpg', href: '/newsletter_images/promo.jpg' }],
    result: (result) =>
      expect(result).toMatchObject([{ id: 1, label: 'promo.jpg', href: '/newsletter_images/promo.jpg' }]),
  },
];

describe('resource calls', () => {
  it.each(cases.map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
    const { client, calls } = await loggedIn(() =>
      entry.answer === null ? noContent() : json(entry.answer),
    );
    const result = await entry.call(client);
    const [request, ...more] = calls();
    expect(more).toEqual([]);
    expect(request?.method).toBe(entry.method);
    expect(request?.path).toBe(entry.path);
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers.get('Accept')).toContain('application/ld+json');
    if (entry.body === undefined) {
      expect(request?.text).toBeNull();
      expect(request?.headers.get('Content-Type')).toBeNull();
    } else {
      expect(request?.json()).toEqual(entry.body);
      expect(request?.headers.get('Content-Type')).toBe(
        entry.method === 'PATCH' ? 'application/merge-patch+json' : 'application/json',
      );
    }
    entry.result?.(result);
  });
});
