/**
 * The areas whose records 'Przejdź do…' finds: each with the route that opens a record, a lookup by id
 * (GET of the record, read with the list item's schema, which every record's schema spreads) and a search
 * by name or title on the list's own API filter (`shared/crud/nameSearch.ts`; users by username, articles
 * by title). Every call takes the palette's signal, so a newer search cancels it.
 */
import {
  ADV_INDUSTRIES_PATH,
  ADVERTS_PATH,
  ARTICLES_PATH,
  AUTHORS_PATH,
  advertisingIndustryListItemSchema,
  advertListItemSchema,
  articleListItemSchema,
  authorListItemSchema,
  CATEGORIES_PATH,
  categoryListItemSchema,
  createAdvertisingIndustryListResource,
  createAdvertListResource,
  createArticleListResource,
  createAuthorListResource,
  createCategoryListResource,
  createGroupListResource,
  createKfCompanyListResource,
  createPhotoReportageListResource,
  createPlayerListResource,
  createPressCompanyListResource,
  createPressMagazineListResource,
  createPressNewsListResource,
  createPressPublisherListResource,
  createProbeListResource,
  createProducerListResource,
  createSiloGroupListResource,
  createSiloListResource,
  createSiteListResource,
  createUserListResource,
  encodeId,
  GROUPS_PATH,
  groupListItemSchema,
  KF_COMPANIES_PATH,
  kfCompanyListItemSchema,
  magazineListItemSchema,
  NotFoundError,
  type Page,
  type PagingClient,
  PHOTO_REPORTAGES_PATH,
  PLAYERS_PATH,
  PRESS_COMPANIES_PATH,
  PRESS_MAGAZINES_PATH,
  PRESS_NEWS_PATH,
  PRESS_PUBLISHERS_PATH,
  PROBES_PATH,
  PRODUCERS_PATH,
  photoReportageListItemSchema,
  playerListItemSchema,
  pressCompanyListItemSchema,
  pressNewsListItemSchema,
  pressPublisherListItemSchema,
  probeListItemSchema,
  producerListItemSchema,
  resourceOf,
  SILO_GROUPS_PATH,
  SILOS_PATH,
  SITES_PATH,
  siloGroupListItemSchema,
  siloListItemSchema,
  siteListItemSchema,
  USERS_PATH,
  userListItemSchema,
} from '@redakcja/api-sdk';
import type { CrudListState } from '../../shared/crud/definition';
import { byName, byTitle } from '../../shared/crud/nameSearch';
import type { RouteName } from '../../shared/routePaths';

/** A record found: its id and the name it is shown by. */
export interface RecordHit {
  readonly id: string | number;
  readonly label: string;
}

export interface RecordArea {
  /** Unique among the areas. */
  readonly key: string;
  /** What one record is, as a result names it: 'Kategoria'. */
  readonly kind: string;
  /** The route that opens one record (its ':id' filled in). */
  readonly open: RouteName;
  /** The record with this id, or null when there is none (or it is deleted, or of another area). */
  byId(client: PagingClient, id: string, signal: AbortSignal): Promise<RecordHit | null>;
  /** The first page of the records whose name or title holds the text. */
  search(client: PagingClient, text: string, signal: AbortSignal): Promise<RecordHit[]>;
}

/** The list state of a search on the first page. */
const firstPage = (searchQuery: string): CrudListState => ({
  page: 1,
  searchQuery,
  filters: {},
  parentId: '',
});

interface Listed {
  readonly id: string | number;
  readonly deleted?: unknown;
}

/** A deleted record has no edit screen (its list shows no edit link). */
const live = (record: Listed) => !record.deleted;

/**
 * One area: `schema` reads GET {path}/{id}, `list` is the list's own call with its filter, `label` the
 * field a result shows. `accept` keeps the records of this area only (articles and sponsored articles
 * share /api/articles).
 */
function area<Item extends Listed>(definition: {
  key: string;
  kind: string;
  open: RouteName;
  path: string;
  schema: Parameters<PagingClient['http']['json']>[1];
  list: (client: PagingClient, text: string, signal: AbortSignal) => Promise<Page<Item>>;
  label: (item: Item) => string;
  accept?: (item: Item) => boolean;
}): RecordArea {
  const { key, kind, open, path, schema, list, label, accept = () => true } = definition;
  const hit = (item: Item): RecordHit => ({ id: item.id, label: label(item) || String(item.id) });
  return {
    key,
    kind,
    open,
    async byId(client, id, signal) {
      try {
        const item = (await client.http.json({ method: 'GET', path: `${path}/${encodeId(id)}` }, schema, {
          signal,
        })) as Item;
        return live(item) && accept(item) ? hit(item) : null;
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
    async search(client, text, signal) {
      const page = await list(client, text, signal);
      return page.items.filter((item) => live(item) && accept(item)).map(hit);
    },
  };
}

const articleArea = (sponsored: 0 | 1) =>
  area({
    key: sponsored ? 'sponsoredArticles' : 'articles',
    kind: sponsored ? 'Artykuł sponsorowany' : 'Artykuł',
    open: sponsored ? 'sponsoredArticleEdit' : 'articleEdit',
    path: ARTICLES_PATH,
    schema: articleListItemSchema,
    list: (client, text, signal) =>
      resourceOf(client, createArticleListResource).list({ page: 1, sponsored, title: text }, { signal }),
    label: (article) => article.title,
    accept: (article) => article.sponsored === (sponsored === 1),
  });

export const RECORD_AREAS: readonly RecordArea[] = [
  articleArea(0),
  articleArea(1),
  area({
    key: 'categories',
    kind: 'Kategoria',
    open: 'categoryEdit',
    path: CATEGORIES_PATH,
    schema: categoryListItemSchema,
    list: (client, text, signal) =>
      resourceOf(client, createCategoryListResource).list(byName(firstPage(text)), { signal }),
    label: (item) => item.name,
  }),
  area({
    key: 'authors',
    kind: 'Autor',
    open: 'authorEdit',
    path: AUTHORS_PATH,
    schema: authorListItemSchema,
    list: (client, text, signal) =>
      resourceOf(client, createAuthorListResource).list(byName(firstPage(text)), { signal }),
    label: (item) => item.name,
  }),
  area({
    key: 'groups',
    kind: 'Grupa',
    open: 'groupEdit',
    path: GROUPS_PATH,
    schema: groupListItemSchema,
    list: (client, text, signal) =>
      resourceOf(client, createGroupListResource).list(byName(firstPage(text)), { signal }),
    label: (item) => item.name,
  }),
  area({
    key: 'users',
    kind: 'Użytkownik',
    open: 'userEdit',
    path: USERS_PATH,
    schema: userListItemSchema,
    list: (client, text, signal) =>
      resourceOf(client, createUserListResource).list({ page: 1, username: text }, { signal }),
    label: (item) => item.username,
  }),
  area({
    key: 'players',
    kind: 'Player',
    open: 'playerEdit',
    path: PLAYERS_PATH,
    schema: playerListItemSchema,
    list: (client, text, signal) =>
      resourceOf(client, createPlayerListResource).list(byTitle(firstPage(text)), { signal }),
    label: (item) => item.title,
  }),
  area({
    key: 'producers',
    kind: 'Producent telefonów',
    open: 'producerEdit',
    path: PRODUCERS_PATH,
    schema: producerListItemSchema,
    list: (client, text, signal) =>
      resourceOf(client, createProducerListResource).list(byName(firstPage(text)), { signal }),
    label: (item) => item.name,
  }),
  area({
    key: 'silos',
    kind: 'Silos',
    open: 'siloEdit',
    path: SILOS_PATH,
    schema: siloListItemSchema,
    list: (client, text, signal) =>
      resourceOf(client, createSiloListResource).list(byName(firstPage(text)), { signal }),
    label: (item) => item.name,
  }),
  area({
    key: 'siloGroups',
    kind: 'Grupa silosów',
    open: 'siloGroupEdit',
    path: SILO_GROUPS_PATH,
    schema: siloGroupListItemSchema,
    list: (client, text, signal) =>
      resourceOf(client, createSiloGroupListResource).list(byName(firstPage(text)), { signal }),
    label: (item) => item.name,
  }),
  area({
    key: 'sites',
    kind: 'Strona',
    open: 'siteEdit',
    path: SITES_PATH,
    schema: siteListItemSchema,
    list: (client, text, signal) =>
      resourceOf(client, createSiteListResource).list(byName(firstPage(text)), { signal }),
    label: (item) => item.title,
  }),
  area({
    key: 'kfCompanies',
    kind: 'Firma',
    open: 'kfCompanyEdit',
    path: KF_COMPANIES_PATH,
    schema: kfCompanyListItemSchema,
    list: (client, text, signal) =>
      resourceOf(client, createKfCompanyListResource).list(byName(firstPage(text)), { signal }),
    label: (item) => item.name,
  }),
  area({
    key: 'pressCompanies',
    kind: 'Profil prasowy',
    open: 'pressCompanyEdit',
    path: PRESS_COMPANIES_PATH,
    schema: pressCompanyListItemSchema,
    list: (client, text, signal) =>
      resourceOf(client, createPressCompanyListResource).list(byName(firstPage(text)), { signal }),
    label: (item) => item.name,
  }),
  area({
    key: 'pressNews',
    kind: 'News prasowy',
    open: 'pressNewsShow',
    path: PRESS_NEWS_PATH,
    schema: pressNewsListItemSchema,
    list: (client, text, signal) =>
      resourceOf(client, createPressNewsListResource).list(byTitle(firstPage(text)), { signal }),
    label: (item) => item.title,
  }),
  area({
    key: 'pressMagazines',
    kind: 'Magazyn',
    open: 'pressMagazineEdit',
    path: PRESS_MAGAZINES_PATH,
    schema: magazineListItemSchema,
    list: (client, text, signal) =>
      resourceOf(client, createPressMagazineListResource).list(byTitle(firstPage(text)), { signal }),
    label: (item) => item.title,
  }),
  area({
    key: 'pressPublishers',
    kind: 'Wydawca prasy',
    open: 'pressPublisherEdit',
    path: PRESS_PUBLISHERS_PATH,
    schema: pressPublisherListItemSchema,
    list: (client, text, signal) =>
      resourceOf(client, createPressPublisherListResource).list(byName(firstPage(text)), { signal }),
    label: (item) => item.name,
  }),
  area({
    key: 'adverts',
    kind: 'Reklama',
    open: 'advertEdit',
    path: ADVERTS_PATH,
    schema: advertListItemSchema,
    list: (client, text, signal) =>
      resourceOf(client, createAdvertListResource).list(byTitle(firstPage(text)), { signal }),
    label: (item) => item.title,
  }),
  area({
    key: 'advertisingIndustries',
    kind: 'Branża reklamowa',
    open: 'advertisingIndustryEdit',
    path: ADV_INDUSTRIES_PATH,
    schema: advertisingIndustryListItemSchema,
    list: (client, text, signal) =>
      resourceOf(client, createAdvertisingIndustryListResource).list(byName(firstPage(text)), { signal }),
    label: (item) => item.name,
  }),
  area({
    key: 'probes',
    kind: 'Sonda',
    open: 'probeEdit',
    path: PROBES_PATH,
    schema: probeListItemSchema,
    list: (client, text, signal) =>
      resourceOf(client, createProbeListResource).list(byTitle(firstPage(text)), { signal }),
    label: (item) => item.title,
  }),
  area({
    key: 'photoReportages',
    kind: 'Fotoreportaż',
    open: 'photoReportageEdit',
    path: PHOTO_REPORTAGES_PATH,
    schema: photoReportageListItemSchema,
    list: (client, text, signal) =>
      resourceOf(client, createPhotoReportageListResource).list(byTitle(firstPage(text)), { signal }),
    label: (item) => item.title,
  }),
];
