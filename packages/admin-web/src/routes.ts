/**
 * The route table of the specification as data (01 §2, 02 §2, 03 §2; D8, D9, D14): every route of the
 * three documents with its area (whose roles and default enabled state come from the SDK's access table),
 * its menu entry (position and parent group), its label and its lazy screen. Only routes that are
 * enabled and permitted for the user's roles are mounted and shown in the menu (`app/routing.ts`).
 *
 * Paths are relative to the admin prefix (runtime configuration, D2): '' is Home, ':id' a record id.
 */
import { type AreaKey, MENU_POSITIONS, type PagingClient } from '@redakcja/api-sdk';
import { type AnyScreen, lazy } from './app/lazyScreen';
import { LOGIN_ROUTE } from './loggedOutRoutes';
import { listPrefetch, route } from './routeDefinition';
import type { ListParams } from './shared/listParams';

/** A lazy screen that can be loaded as soon as its route matches (app/lazyScreen.tsx). */
export type Screen = AnyScreen;

/**
 * A screen's first query, for the route to start as soon as it matches (app/LoggedInApp.tsx), in
 * parallel with the screen's code: the feature's light `queries.ts`, loaded on demand, with the list
 * state of the address and the route's own params (`:id` of a nested list: the magazine of its issues).
 * The options must equal the screen's own, so the screen finds the data cached.
 */
export type RoutePrefetch = (
  client: PagingClient,
  params: ListParams,
  routeParams: Readonly<Record<string, string>>,
) => Promise<PrefetchQuery>;

/** A feature's `queryOptions(…)` (its exact type varies by feature; React Query reads the rest). */
export interface PrefetchQuery {
  readonly queryKey: readonly unknown[];
}

export interface RouteDefinition {
  /** Unique name; the screen's document title and tests refer to it. */
  readonly name: string;
  /** Path under the admin prefix, without leading slash ('' is Home). */
  readonly path: string;
  /**
   * The area of the SDK's access table whose roles may use the route and whose `enabled` flag mounts it;
   * null for the logged-out Login route.
   */
  readonly area: AreaKey | null;
  /** Logged-in routes, or the Login route that exists only while logged out. */
  readonly session: 'logged-in' | 'logged-out';
  /** Polish label: the menu entry's text, the document title and the screen's heading (`Screen`). */
  readonly label: string;
  /** In the logged-in menu at this position, optionally under a group. */
  readonly menu?: { readonly position: number; readonly group?: MenuGroupName };
  /** In the logged-out menu. */
  readonly loggedOutMenu?: boolean;
  /** The screen, lazy-loaded. Every route has one: an area without a screen has no route (WEB-RF4). */
  readonly screen: Screen;
  /** The screen's first query, started when the route matches (optional; see RoutePrefetch). */
  readonly prefetch?: RoutePrefetch;
}

export type MenuGroupName = 'statistics';

export interface MenuGroupDefinition {
  readonly name: MenuGroupName;
  readonly label: string;
  readonly position: number;
}

/** Groups of the menu, shown as accordions; their children name them in `menu.group`. */
export const MENU_GROUPS: readonly MenuGroupDefinition[] = [
  { name: 'statistics', label: 'Statystyki', position: MENU_POSITIONS.statistics },
];

const screens = {
  passwordChange: lazy(() => import('./features/session/PasswordChangeScreen')),
  home: lazy(() => import('./features/home/HomeScreen')),
  cache: lazy(() => import('./features/cache/CacheScreen')),
  googleCredentials: lazy(() => import('./features/google/GoogleCredentialsScreen')),
  bans: lazy(() => import('./features/bans/BansScreen')),
  logs: lazy(() => import('./features/logs/LogsScreen')),
  comments: lazy(() => import('./features/comments/CommentsScreen')),
  categoriesList: lazy(() => import('./features/categories/CategoriesListScreen')),
  categoryForm: lazy(() => import('./features/categories/CategoryFormScreen')),
  pressCompaniesList: lazy(() => import('./features/press/PressCompaniesListScreen')),
  pressCompanyForm: lazy(() => import('./features/press/PressCompanyFormScreen')),
  pressNewsList: lazy(() => import('./features/press/PressNewsListScreen')),
  pressNewsShow: lazy(() => import('./features/press/PressNewsShowScreen')),
  pressMagazinesList: lazy(() => import('./features/press/PressMagazinesListScreen')),
  pressMagazineForm: lazy(() => import('./features/press/PressMagazineFormScreen')),
  pressIssuesList: lazy(() => import('./features/press/PressIssuesListScreen')),
  pressIssueForm: lazy(() => import('./features/press/PressIssueFormScreen')),
  groupsList: lazy(() => import('./features/groups/GroupsListScreen')),
  groupForm: lazy(() => import('./features/groups/GroupFormScreen')),
  silosList: lazy(() => import('./features/silos/SilosListScreen')),
  siloForm: lazy(() => import('./features/silos/SiloFormScreen')),
  siloGroupsList: lazy(() => import('./features/siloGroups/SiloGroupsListScreen')),
  siloGroupForm: lazy(() => import('./features/siloGroups/SiloGroupFormScreen')),
  authorsList: lazy(() => import('./features/authors/AuthorsListScreen')),
  authorForm: lazy(() => import('./features/authors/AuthorFormScreen')),
  sitesList: lazy(() => import('./features/sites/SitesListScreen')),
  siteForm: lazy(() => import('./features/sites/SiteFormScreen')),
  peopleList: lazy(() => import('./features/people/PeopleListScreen')),
  personForm: lazy(() => import('./features/people/PersonFormScreen')),
  probesList: lazy(() => import('./features/probes/ProbesListScreen')),
  probeForm: lazy(() => import('./features/probes/ProbeFormScreen')),
  advertsList: lazy(() => import('./features/adverts/AdvertsListScreen')),
  advertForm: lazy(() => import('./features/adverts/AdvertFormScreen')),
  kfCompaniesList: lazy(() => import('./features/kfCompanies/KfCompaniesListScreen')),
  kfCompanyForm: lazy(() => import('./features/kfCompanies/KfCompanyFormScreen')),
  kfCompanyCreate: lazy(() => import('./features/kfCompanies/KfCompanyCreateScreen')),
  dictionariesList: lazy(() => import('./features/dictionaries/DictionariesListScreen')),
  dictionaryForm: lazy(() => import('./features/dictionaries/DictionaryFormScreen')),
  advertisingIndustriesList: lazy(
    () => import('./features/advertisingIndustries/AdvertisingIndustriesListScreen'),
  ),
  advertisingIndustryForm: lazy(
    () => import('./features/advertisingIndustries/AdvertisingIndustryFormScreen'),
  ),
  playersList: lazy(() => import('./features/players/PlayersListScreen')),
  playerForm: lazy(() => import('./features/players/PlayerFormScreen')),
  producersList: lazy(() => import('./features/producers/ProducersListScreen')),
  producerForm: lazy(() => import('./features/producers/ProducerFormScreen')),
  usersList: lazy(() => import('./features/users/UsersListScreen')),
  userForm: lazy(() => import('./features/users/UserFormScreen')),
  newsletterBuilder: lazy(() => import('./features/newsletters/StandardBuilderScreen')),
  newsletterAlternativeBuilder: lazy(() => import('./features/newsletters/AlternativeBuilderScreen')),
  newslettersList: lazy(() => import('./features/newsletters/list/NewslettersListScreen')),
  partnerNewsList: lazy(() => import('./features/partnerNews/PartnerNewsListScreen')),
  partnerNewsForm: lazy(() => import('./features/partnerNews/PartnerNewsFormScreen')),
  subscribersList: lazy(() => import('./features/subscribers/SubscribersListScreen')),
  subscriberForm: lazy(() => import('./features/subscribers/SubscriberFormScreen')),
  statsList: lazy(() => import('./features/stats/StatsListScreen')),
  statForm: lazy(() => import('./features/stats/StatFormScreen')),
  statReport: lazy(() => import('./features/stats/StatReportScreen')),
  rss: lazy(() => import('./features/rss/RssScreen')),
  articlesList: lazy(() => import('./features/articles/ArticlesListScreen')),
  articleForm: lazy(() => import('./features/articles/ArticleFormScreen')),
  sponsoredArticlesList: lazy(() => import('./features/articles/SponsoredArticlesListScreen')),
  sponsoredArticleForm: lazy(() => import('./features/articles/SponsoredArticleFormScreen')),
  articlePreview: lazy(() => import('./features/articles/ArticlePreviewScreen')),
  articleStats: lazy(() => import('./features/statistics/ArticleStatsScreen')),
  authorStats: lazy(() => import('./features/statistics/AuthorStatsScreen')),
  jobOffersList: lazy(() => import('./features/jobOffers/JobOffersListScreen')),
  jobOfferForm: lazy(() => import('./features/jobOffers/JobOfferFormScreen')),
  photoReportagesList: lazy(() => import('./features/photoReportages/PhotoReportagesListScreen')),
  photoReportageForm: lazy(() => import('./features/photoReportages/PhotoReportageFormScreen')),
  pressPublishersList: lazy(() => import('./features/pressPublishers/PressPublishersListScreen')),
  pressPublisherForm: lazy(() => import('./features/pressPublishers/PressPublisherFormScreen')),
};

const P = MENU_POSITIONS;

export const ROUTES: readonly RouteDefinition[] = [
  // ---- Shell and session (01 §2)
  route({
    name: 'home',
    path: '',
    area: 'home',
    label: 'Strona główna',
    menu: { position: P.home },
    screen: screens.home,
  }),
  LOGIN_ROUTE,
  route({
    name: 'passwordChange',
    path: 'password_change',
    area: 'passwordChange',
    label: 'Zmiana hasła',
    screen: screens.passwordChange,
  }),

  // ---- Articles and editorial content (01 §2, 02 §2)
  route({
    name: 'articles',
    path: 'articles',
    area: 'articles',
    label: 'Artykuły',
    menu: { position: P.articles },
    screen: screens.articlesList,
    prefetch: listPrefetch(
      () => import('./features/articles/listQueries'),
      (q) => q.articleListQueries,
    ),
  }),
  route({
    name: 'articleNew',
    path: 'articles/new',
    area: 'articles',
    label: 'Nowy artykuł',
    screen: screens.articleForm,
  }),
  route({
    name: 'articleEdit',
    path: 'articles/edit/:id',
    area: 'articles',
    label: 'Edycja artykułu',
    screen: screens.articleForm,
  }),
  route({
    name: 'articlePreview',
    path: 'articles/preview/:id',
    area: 'articles',
    label: 'Podgląd artykułu',
    screen: screens.articlePreview,
  }),
  route({
    name: 'sponsoredArticles',
    path: 'articles_sponsored',
    area: 'sponsoredArticles',
    label: 'Artykuły sponsorowane',
    menu: { position: P.sponsoredArticles },
    screen: screens.sponsoredArticlesList,
    prefetch: listPrefetch(
      () => import('./features/articles/listQueries'),
      (q) => q.sponsoredArticleListQueries,
    ),
  }),
  route({
    name: 'sponsoredArticleNew',
    path: 'articles_sponsored/new',
    area: 'sponsoredArticles',
    label: 'Nowy artykuł sponsorowany',
    screen: screens.sponsoredArticleForm,
  }),
  route({
    name: 'sponsoredArticleEdit',
    path: 'articles_sponsored/edit/:id',
    area: 'sponsoredArticles',
    label: 'Edycja artykułu sponsorowanego',
    screen: screens.sponsoredArticleForm,
  }),
  route({
    name: 'cache',
    path: 'cache',
    area: 'cache',
    label: 'Cache',
    menu: { position: P.cache },
    screen: screens.cache,
  }),
  route({
    name: 'players',
    path: 'players',
    area: 'players',
    label: 'Playery',
    menu: { position: P.players },
    screen: screens.playersList,
  }),
  route({
    name: 'playerNew',
    path: 'players/new',
    area: 'players',
    label: 'Nowy player',
    screen: screens.playerForm,
  }),
  route({
    name: 'playerEdit',
    path: 'players/edit/:id',
    area: 'players',
    label: 'Edycja playera',
    screen: screens.playerForm,
  }),
  route({
    name: 'comments',
    path: 'comments',
    area: 'comments',
    label: 'Komentarze',
    menu: { position: P.comments },
    screen: screens.comments,
    prefetch: (client, { page, searchQuery }) =>
      import('./features/comments/queries').then((q) => q.commentListQuery(client, { page, searchQuery })),
  }),
  route({
    name: 'bans',
    path: 'bans',
    area: 'bans',
    label: 'Blokowanie',
    menu: { position: P.bans },
    screen: screens.bans,
  }),
  route({
    name: 'groups',
    path: 'groups',
    area: 'groups',
    label: 'Grupy',
    menu: { position: P.groups },
    screen: screens.groupsList,
    prefetch: listPrefetch(
      () => import('./features/groups/listQueries'),
      (q) => q.groupListQueries,
    ),
  }),
  route({
    name: 'groupNew',
    path: 'groups/new',
    area: 'groups',
    label: 'Nowa grupa',
    screen: screens.groupForm,
  }),
  route({
    name: 'groupEdit',
    path: 'groups/edit/:id',
    area: 'groups',
    label: 'Edycja grupy',
    screen: screens.groupForm,
  }),
  route({
    name: 'categories',
    path: 'categories',
    area: 'categories',
    label: 'Kategorie',
    menu: { position: P.categories },
    screen: screens.categoriesList,
    prefetch: listPrefetch(
      () => import('./features/categories/listQueries'),
      (q) => q.categoryListQueries,
    ),
  }),
  route({
    name: 'categoryNew',
    path: 'categories/new',
    area: 'categories',
    label: 'Nowa kategoria',
    screen: screens.categoryForm,
  }),
  route({
    name: 'categoryEdit',
    path: 'categories/edit/:id',
    area: 'categories',
    label: 'Edycja kategorii',
    screen: screens.categoryForm,
  }),
  route({
    name: 'silos',
    path: 'silos',
    area: 'silos',
    label: 'Silosy',
    menu: { position: P.silos },
    screen: screens.silosList,
  }),
  route({ name: 'siloNew', path: 'silos/new', area: 'silos', label: 'Nowy Silos', screen: screens.siloForm }),
  route({
    name: 'siloEdit',
    path: 'silos/edit/:id',
    area: 'silos',
    label: 'Edycja silosa',
    screen: screens.siloForm,
  }),
  route({
    name: 'siloGroups',
    path: 'silos_groups',
    area: 'siloGroups',
    label: 'Grupy silosów',
    menu: { position: P.siloGroups },
    screen: screens.siloGroupsList,
  }),
  route({
    name: 'siloGroupNew',
    path: 'silos_groups/new',
    area: 'siloGroups',
    label: 'Nowa grupa silosów',
    screen: screens.siloGroupForm,
  }),
  route({
    name: 'siloGroupEdit',
    path: 'silos_groups/edit/:id',
    area: 'siloGroups',
    label: 'Edycja grupy silosa',
    screen: screens.siloGroupForm,
  }),
  route({
    name: 'authors',
    path: 'authors',
    area: 'authors',
    label: 'Autorzy',
    menu: { position: P.authors },
    screen: screens.authorsList,
  }),
  route({
    name: 'authorNew',
    path: 'authors/new',
    area: 'authors',
    label: 'Nowy autor',
    screen: screens.authorForm,
  }),
  route({
    name: 'authorEdit',
    path: 'authors/edit/:id',
    area: 'authors',
    label: 'Edycja autora',
    screen: screens.authorForm,
  }),
  // D8 (people), D9: the list is disabled; new and edit are mounted.
  route({
    name: 'people',
    path: 'people',
    area: 'peopleList',
    label: 'Ludzie mediów',
    screen: screens.peopleList,
  }),
  route({
    name: 'personNew',
    path: 'people/new',
    area: 'people',
    label: 'Nowy człowiek mediów',
    screen: screens.personForm,
  }),
  route({
    name: 'personEdit',
    path: 'people/edit/:id',
    area: 'people',
    label: 'Edycja człowieka mediów',
    screen: screens.personForm,
  }),

  // ---- Statistics group (01 §2, 03 §2; D14)
  route({
    name: 'authorStats',
    path: 'author_stats',
    area: 'authorStats',
    label: 'Statystyki autorów',
    menu: { position: P.authorStats, group: 'statistics' },
    screen: screens.authorStats,
  }),
  route({
    name: 'articleStats',
    path: 'article_stats_google',
    area: 'articleStats',
    label: 'Statystyki artykułów',
    menu: { position: P.articleStats, group: 'statistics' },
    screen: screens.articleStats,
  }),
  route({
    name: 'stats',
    path: 'stats',
    area: 'stats',
    label: 'Raporty',
    menu: { position: P.stats, group: 'statistics' },
    screen: screens.statsList,
    prefetch: (client, { page }) =>
      import('./features/stats/listQueries').then((q) =>
        q.statListQueries.list(client, { page, searchQuery: '', filters: {}, parentId: '' }),
      ),
  }),
  route({
    name: 'statNew',
    path: 'stats/new',
    area: 'stats',
    label: 'Nowy raport',
    screen: screens.statForm,
  }),
  // D23: a stat is edited with the same form.
  route({
    name: 'statEdit',
    path: 'stats/edit/:id',
    area: 'stats',
    label: 'Edycja raportu',
    screen: screens.statForm,
  }),
  route({
    name: 'statReport',
    path: 'stats/reports/:id',
    area: 'stats',
    label: 'Raport',
    screen: screens.statReport,
  }),

  // ---- Newsletters, subscribers, pages, RSS (03 §2)
  route({
    name: 'newsletters',
    path: 'newsletters/listing',
    area: 'newsletters',
    label: 'Newsletter',
    menu: { position: P.newsletters },
    screen: screens.newslettersList,
    prefetch: (client, { page, filters }) =>
      import('./features/newsletters/list/queries').then((q) =>
        q.newsletterListQuery(client, { page, before: filters.before ?? '' }),
      ),
  }),
  route({
    name: 'newsletterNew',
    path: 'newsletters/new',
    area: 'newsletters',
    label: 'Nowy newsletter',
    screen: screens.newsletterBuilder,
  }),
  route({
    name: 'newsletterAlternativeNew',
    path: 'newsletters/alternative/new',
    area: 'newsletters',
    label: 'Nowy newsletter (wersja alternatywna)',
    screen: screens.newsletterAlternativeBuilder,
  }),
  // D25: the builder prefilled from an unsent record, regenerating it.
  route({
    name: 'newsletterEdit',
    path: 'newsletters/edit/:id',
    area: 'newsletters',
    label: 'Edycja newslettera',
    screen: screens.newsletterBuilder,
  }),
  route({
    name: 'newsletterAlternativeEdit',
    path: 'newsletters/alternative/edit/:id',
    area: 'newsletters',
    label: 'Edycja newslettera (wersja alternatywna)',
    screen: screens.newsletterAlternativeBuilder,
  }),
  route({
    name: 'partnerNews',
    path: 'newsletter_partner_news/listing',
    area: 'partnerNews',
    label: 'Newsy partnerskie',
    screen: screens.partnerNewsList,
    prefetch: (client, { page, filters }) =>
      import('./features/partnerNews/listQueries').then((q) =>
        q.partnerNewsListQueries.list(client, {
          page,
          searchQuery: '',
          filters: { before: filters.before ?? '' },
          parentId: '',
        }),
      ),
  }),
  route({
    name: 'partnerNewsNew',
    path: 'newsletter_partner_news/new',
    area: 'partnerNews',
    label: 'Nowe newsy partnerskie',
    screen: screens.partnerNewsForm,
  }),
  route({
    name: 'partnerNewsEdit',
    path: 'newsletter_partner_news/edit/:id',
    area: 'partnerNews',
    label: 'Edycja newsów partnerskich',
    screen: screens.partnerNewsForm,
  }),
  route({
    name: 'subscribers',
    path: 'subscribers',
    area: 'subscribers',
    label: 'Subskrybenci',
    menu: { position: P.subscribers },
    screen: screens.subscribersList,
    prefetch: (client, { page, filters }) =>
      import('./features/subscribers/listQueries').then((q) =>
        q.subscriberListQueries.list(client, {
          page,
          searchQuery: '',
          filters: { after: filters.after ?? '', before: filters.before ?? '' },
          parentId: '',
        }),
      ),
  }),
  route({
    name: 'subscriberNew',
    path: 'subscribers/new',
    area: 'subscribers',
    label: 'Nowy subskrybent',
    screen: screens.subscriberForm,
  }),
  route({
    name: 'sites',
    path: 'sites',
    area: 'sites',
    label: 'Strony',
    menu: { position: P.sites },
    screen: screens.sitesList,
  }),
  route({
    name: 'siteNew',
    path: 'sites/new',
    area: 'sites',
    label: 'Nowa strona',
    screen: screens.siteForm,
  }),
  route({
    name: 'siteEdit',
    path: 'sites/edit/:id',
    area: 'sites',
    label: 'Edycja strony',
    screen: screens.siteForm,
  }),
  route({
    name: 'rss',
    path: 'rss/generate_remote',
    area: 'rss',
    label: 'RSS',
    menu: { position: P.rss },
    screen: screens.rss,
  }),

  // ---- Reference data and administration (03 §2)
  route({
    name: 'kfCompanies',
    path: 'kf_companies',
    area: 'kfCompanies',
    label: 'Katalog firm',
    menu: { position: P.kfCompanies },
    screen: screens.kfCompaniesList,
    prefetch: listPrefetch(
      () => import('./features/kfCompanies/listQueries'),
      (q) => q.kfCompanyListQueries,
    ),
  }),
  route({
    name: 'kfCompanyNew',
    path: 'kf_companies/new',
    area: 'kfCompanies',
    label: 'Nowa firma',
    screen: screens.kfCompanyForm,
  }),
  route({
    name: 'kfCompanyEdit',
    path: 'kf_companies/edit/:id',
    area: 'kfCompanies',
    label: 'Edycja firmy',
    screen: screens.kfCompanyForm,
  }),
  // D24: the second create screen, reached from the list's 'Tworzenie firmy' button.
  route({
    name: 'kfCompanyCreate',
    path: 'kf_companies/create',
    area: 'kfCompanies',
    label: 'Tworzenie firmy',
    screen: screens.kfCompanyCreate,
  }),
  route({
    name: 'users',
    path: 'users',
    area: 'users',
    label: 'Użytkownicy',
    menu: { position: P.users },
    screen: screens.usersList,
  }),
  route({
    name: 'userNew',
    path: 'users/new',
    area: 'users',
    label: 'Nowy użytkownik',
    screen: screens.userForm,
  }),
  route({
    name: 'userEdit',
    path: 'users/edit/:id',
    area: 'users',
    label: 'Edycja użytkownika',
    screen: screens.userForm,
  }),
  route({
    name: 'logs',
    path: 'logs',
    area: 'logs',
    label: 'Historia logowań',
    menu: { position: P.logs },
    screen: screens.logs,
    prefetch: (client, { page, searchQuery, filters }) =>
      import('./features/logs/queries').then((q) =>
        q.logListQuery(client, { page, searchQuery, before: filters.before ?? '' }),
      ),
  }),
  route({
    name: 'producers',
    path: 'producers',
    area: 'producers',
    label: 'Producenci telefonów',
    menu: { position: P.producers },
    screen: screens.producersList,
  }),
  route({
    name: 'producerNew',
    path: 'producers/new',
    area: 'producersEdit',
    label: 'Nowy producent telefonów',
    screen: screens.producerForm,
  }),
  route({
    name: 'producerEdit',
    path: 'producers/edit/:id',
    area: 'producersEdit',
    label: 'Edycja producenta telefonów',
    screen: screens.producerForm,
  }),
  route({
    name: 'googleCredentials',
    path: 'google_credentials_settings',
    area: 'googleCredentials',
    label: 'Weryfikacja Google',
    menu: { position: P.googleCredentials },
    screen: screens.googleCredentials,
  }),
  // D8: adverts and industries; the lists are disabled (D9), new and edit are mounted.
  route({
    name: 'adverts',
    path: 'advs',
    area: 'advertsList',
    label: 'Reklamy',
    screen: screens.advertsList,
    prefetch: listPrefetch(
      () => import('./features/adverts/listQueries'),
      (q) => q.advertListQueries,
    ),
  }),
  route({
    name: 'advertNew',
    path: 'advs/new',
    area: 'adverts',
    label: 'Nowa reklama',
    screen: screens.advertForm,
  }),
  route({
    name: 'advertEdit',
    path: 'advs/edit/:id',
    area: 'adverts',
    label: 'Edycja reklamy',
    screen: screens.advertForm,
  }),
  route({
    name: 'advertisingIndustries',
    path: 'adv_industries',
    area: 'advertisingIndustriesList',
    label: 'Branże reklamowe',
    screen: screens.advertisingIndustriesList,
    prefetch: listPrefetch(
      () => import('./features/advertisingIndustries/listQueries'),
      (q) => q.advertisingIndustryListQueries,
    ),
  }),
  route({
    name: 'advertisingIndustryNew',
    path: 'adv_industries/new',
    area: 'advertisingIndustries',
    label: 'Nowa branża',
    screen: screens.advertisingIndustryForm,
  }),
  route({
    name: 'advertisingIndustryEdit',
    path: 'adv_industries/edit/:id',
    area: 'advertisingIndustries',
    label: 'Edycja branży',
    screen: screens.advertisingIndustryForm,
  }),
  // D8, D9: dictionaries and polls are disabled by default.
  route({
    name: 'dictionaries',
    path: 'dictionaries',
    area: 'dictionaries',
    label: 'Słownik',
    screen: screens.dictionariesList,
    prefetch: listPrefetch(
      () => import('./features/dictionaries/listQueries'),
      (q) => q.dictionaryListQueries,
    ),
  }),
  route({
    name: 'dictionaryNew',
    path: 'dictionaries/new',
    area: 'dictionaries',
    label: 'Nowe hasło',
    screen: screens.dictionaryForm,
  }),
  route({
    name: 'dictionaryEdit',
    path: 'dictionaries/edit/:id',
    area: 'dictionaries',
    label: 'Edycja hasła',
    screen: screens.dictionaryForm,
  }),
  route({
    name: 'probes',
    path: 'probes',
    area: 'probes',
    label: 'Sondy',
    screen: screens.probesList,
    prefetch: listPrefetch(
      () => import('./features/probes/listQueries'),
      (q) => q.probeListQueries,
    ),
  }),
  route({
    name: 'probeNew',
    path: 'probes/new',
    area: 'probes',
    label: 'Nowa sonda',
    screen: screens.probeForm,
  }),
  route({
    name: 'probeEdit',
    path: 'probes/edit/:id',
    area: 'probes',
    label: 'Edycja sondy',
    screen: screens.probeForm,
  }),

  // ---- Press centre (03 §2; D5, D6, D8)
  route({
    name: 'pressNews',
    path: 'prs/admin_index_news',
    area: 'pressNews',
    label: 'Centrum prasowe',
    screen: screens.pressNewsList,
    prefetch: listPrefetch(
      () => import('./features/press/listQueries'),
      (q) => q.pressNewsListQueries,
    ),
    menu: { position: P.pressNews },
  }),
  route({
    name: 'pressNewsShow',
    path: 'prs/admin_index_news/show/:id',
    area: 'pressNews',
    label: 'Podgląd newsa',
    screen: screens.pressNewsShow,
  }),
  route({
    name: 'pressCompanies',
    path: 'pr_companies/index',
    area: 'pressCompanies',
    label: 'Profile prasowe',
    menu: { position: P.pressCompanies },
    screen: screens.pressCompaniesList,
    prefetch: listPrefetch(
      () => import('./features/press/listQueries'),
      (q) => q.pressCompanyListQueries,
    ),
  }),
  route({
    name: 'pressCompanyNew',
    path: 'pr_companies/new',
    area: 'pressCompanies',
    label: 'Nowy profil',
    screen: screens.pressCompanyForm,
  }),
  route({
    name: 'pressCompanyEdit',
    path: 'pr_companies/edit/:id',
    area: 'pressCompanies',
    label: 'Edycja profilu',
    screen: screens.pressCompanyForm,
  }),
  route({
    name: 'pressMagazines',
    path: 'press_magazines',
    area: 'pressMagazines',
    label: 'Magazyny',
    screen: screens.pressMagazinesList,
    prefetch: listPrefetch(
      () => import('./features/press/listQueries'),
      (q) => q.magazineListQueries,
    ),
    menu: { position: P.pressMagazines },
  }),
  route({
    name: 'pressMagazineNew',
    path: 'press_magazines/new',
    area: 'pressMagazines',
    label: 'Nowy magazyn',
    screen: screens.pressMagazineForm,
  }),
  route({
    name: 'pressMagazineEdit',
    path: 'press_magazines/edit/:id',
    area: 'pressMagazines',
    label: 'Edycja magazynu',
    screen: screens.pressMagazineForm,
  }),
  route({
    name: 'pressIssues',
    path: 'press_magazines/numbers/:id',
    area: 'pressMagazines',
    label: 'Numery magazynu',
    screen: screens.pressIssuesList,
    prefetch: listPrefetch(
      () => import('./features/press/listQueries'),
      (q) => q.issueListQueries,
    ),
  }),
  route({
    name: 'pressIssueNew',
    path: 'press_numbers/new/:id',
    area: 'pressMagazines',
    label: 'Nowy numer',
    screen: screens.pressIssueForm,
  }),
  route({
    name: 'pressIssueEdit',
    path: 'press_numbers/edit/:id',
    area: 'pressMagazines',
    label: 'Edycja numeru',
    screen: screens.pressIssueForm,
  }),

  // ---- Disabled areas whose resource the contract has (D9; WEB-4, WEB-RF4: paths chosen here). The
  // other disabled areas (agency news, trends, events, market research, promotions, phones, press
  // users) have no screen and no resource: no route; their names stay in the SDK's AREAS (WEB-RF4).
  route({
    name: 'jobs',
    path: 'jobs',
    area: 'jobs',
    label: 'Praca',
    screen: screens.jobOffersList,
    prefetch: listPrefetch(
      () => import('./features/jobOffers/listQueries'),
      (q) => q.jobOfferListQueries,
    ),
  }),
  route({
    name: 'jobNew',
    path: 'jobs/new',
    area: 'jobs',
    label: 'Nowa oferta pracy',
    screen: screens.jobOfferForm,
  }),
  route({
    name: 'jobEdit',
    path: 'jobs/edit/:id',
    area: 'jobs',
    label: 'Edycja oferty pracy',
    screen: screens.jobOfferForm,
  }),
  route({
    name: 'photoReportages',
    path: 'photo_reportages',
    area: 'photoReportages',
    label: 'Fotoreportaże',
    screen: screens.photoReportagesList,
    prefetch: listPrefetch(
      () => import('./features/photoReportages/listQueries'),
      (q) => q.photoReportageListQueries,
    ),
  }),
  route({
    name: 'photoReportageNew',
    path: 'photo_reportages/new',
    area: 'photoReportages',
    label: 'Nowy fotoreportaż',
    screen: screens.photoReportageForm,
  }),
  route({
    name: 'photoReportageEdit',
    path: 'photo_reportages/edit/:id',
    area: 'photoReportages',
    label: 'Edycja fotoreportażu',
    screen: screens.photoReportageForm,
  }),
  route({
    name: 'pressPublishers',
    path: 'press_publishers',
    area: 'pressPublishers',
    label: 'Wydawcy prasy',
    screen: screens.pressPublishersList,
    prefetch: listPrefetch(
      () => import('./features/pressPublishers/listQueries'),
      (q) => q.pressPublisherListQueries,
    ),
  }),
  route({
    name: 'pressPublisherNew',
    path: 'press_publishers/new',
    area: 'pressPublishers',
    label: 'Nowy wydawca',
    screen: screens.pressPublisherForm,
  }),
  route({
    name: 'pressPublisherEdit',
    path: 'press_publishers/edit/:id',
    area: 'pressPublishers',
    label: 'Edycja wydawcy',
    screen: screens.pressPublisherForm,
  }),
];

export function routeByName(name: string): RouteDefinition {
  const found = ROUTES.find((candidate) => candidate.name === name);
  if (!found) throw new RangeError(`No route named ${name}`);
  return found;
}
