/**
 * The panel's areas, declared once (01 §2, 02 §2, 03 §2; D8, D9, D14): every route with its area (whose
 * roles and default enabled state come from the SDK's access table), its menu entry, its label, its
 * screen and its first query. A list/new/edit area is one `crud({ … })`. This module is plain data: the
 * route table (routes.ts) makes lazy screens and prefetches of it, the build (vite.config.ts) imports it
 * for the first path segments and each route's chunks, and `pathTo` (shared/routePaths.ts) its paths and
 * typed names. Only routes that are enabled and permitted for the user's roles are mounted and shown in
 * the menu (app/routing.ts).
 *
 * Paths are relative to the admin prefix (runtime configuration, D2): '' is Home, ':id' a record id.
 * Modules are under src/features/, without extension.
 */
import type { AreaKey, MENU_POSITIONS } from '@redakcja/api-sdk';
import type { PrefetchModules, ScreenModules } from './featureModules';
import { LOGGED_OUT_ROUTE_DATA } from './loggedOutAreas';
import type { CrudListQueries } from './shared/crud/queries';

export { LOGGED_OUT_ROUTE_DATA };

export type MenuGroupName = 'statistics';

/**
 * A screen's first query, started as soon as its route matches (app/routePrefetch.ts): the export of a
 * feature's light queries module, loaded on demand, with the list state of the address. A list's
 * `crudListQueries` gets `{ page, searchQuery, filters, parentId }` (`:id` of a nested list: the magazine
 * of its issues); a query function gets `{ page, searchQuery, …filters }`. `search: false` leaves the
 * search out (''), `filters` names the filters of the address passed on. The options equal the screen's
 * own, so the screen finds the data cached.
 */
export interface PrefetchData {
  readonly module: string;
  readonly export: string;
  readonly search?: false;
  readonly filters?: readonly string[];
  /**
   * An edit form's record: the export's `detail(client, id)` with the address's `:id`, from the form's
   * screen module, which the route loads anyway (WEB-133).
   */
  readonly record?: true;
}

/**
 * How 'Przejdź do…' finds an area's records (features/palette/recordAreas.ts), on its list's route: the
 * search and the lookup by id go through the list's own queries (`prefetch`, whose `listed` reads one
 * record by id), so only what is particular to the area is said here.
 */
export interface PaletteData {
  /** What one record is, as a result names it: 'Grupa'. */
  readonly kind: string;
  /** The list item's field a result shows: 'name'. */
  readonly label: string;
  /**
   * The list filter the typed text goes in alone, in place of the list's own search (articles search
   * `title`, while their list searches title or introduction); by default the list's search.
   */
  readonly search?: string;
  /** The values a record of this area has, where areas share an API path (`{ sponsored: true }`). */
  readonly where?: { readonly [field: string]: unknown };
  /** The route that opens a record; `crud()` names its edit route. */
  readonly open: string;
}

export interface RouteData {
  /** Unique name; links, the document title and tests refer to it. */
  readonly name: string;
  /** Path under the admin prefix, without leading slash ('' is Home). */
  readonly path: string;
  /**
   * The area of the SDK's access table whose roles may use the route and whose `enabled` flag mounts it;
   * null for the logged-out Login route.
   */
  readonly area: AreaKey | null;
  /** The Login route exists only while logged out; every other route is logged in. */
  readonly session?: 'logged-out';
  /** Polish label: the menu entry's text, the document title and the screen's heading. */
  readonly label: string;
  /** In the logged-in menu at the SDK's MENU_POSITIONS entry, optionally under a group. */
  readonly menu?: { readonly position: keyof typeof MENU_POSITIONS; readonly group?: MenuGroupName };
  /** In the logged-out menu. */
  readonly loggedOutMenu?: boolean;
  /** The screen's module ('groups/GroupsListScreen'), lazy-loaded in a chunk of its own. */
  readonly screen: string;
  readonly prefetch?: PrefetchData;
  /**
   * On a list's route: the names of the forms (and the parent list) its screens link by, read with
   * `crudRoutes(list)`; `crud()` writes them, a list declared by hand names them here.
   */
  readonly crud?: { readonly new?: string; readonly edit?: string; readonly parentList?: string };
  /** On a list's route: its records are found by 'Przejdź do…'. */
  readonly palette?: PaletteData;
}

/** The route names of a list/new/edit area's forms. */
export interface CrudNames<New extends string = string, Edit extends string = string> {
  readonly new: New;
  readonly edit: Edit;
}

/** A screen's module under src/features/, without extension, that exists (featureModules.ts). */
export type ScreenModule = keyof ScreenModules & string;
type PrefetchModule = keyof PrefetchModules & string;

/** A list's first query as declared: a light queries module that exists, and one of its exports. */
type ListPrefetch = {
  readonly [Module in PrefetchModule]: Omit<PrefetchData, 'module' | 'export' | 'record'> & {
    readonly module: Module;
    readonly export: keyof PrefetchModules[Module] & string;
  };
}[PrefetchModule];

/** An edit form's record query as declared: an export of the form's screen module. */
type RecordPrefetch = {
  readonly [Module in ScreenModule]: {
    readonly module: Module;
    readonly export: keyof ScreenModules[Module] & string;
    readonly record: true;
  };
}[ScreenModule];

/** A route as declared below: tsc checks its screen and first query against the modules. */
export type DeclaredRoute = RouteData & {
  readonly screen: ScreenModule;
  readonly prefetch?: ListPrefetch | RecordPrefetch;
};

/** The list queries a list prefetch names. */
type ListQueriesOf<Prefetch> = Prefetch extends {
  readonly module: infer Module extends PrefetchModule;
  readonly export: infer Export extends string;
}
  ? Export extends keyof PrefetchModules[Module]
    ? PrefetchModules[Module][Export]
    : never
  : never;

type StringField<Item> = { [Field in keyof Item]-?: Item[Field] extends string ? Field : never }[keyof Item] &
  string;

/**
 * A crud area's palette declaration, checked against its list queries: the label is a text field of the
 * list item, the search a filter of the list call, `where` values of the list item.
 */
export type PaletteOf<Prefetch> =
  ListQueriesOf<Prefetch> extends CrudListQueries<infer Item, infer Filters>
    ? {
        readonly kind: string;
        readonly label: StringField<Item>;
        readonly search?: keyof Filters & string;
        readonly where?: { readonly [Field in keyof Item]?: Item[Field] };
      }
    : never;

interface CrudData<
  Name extends string,
  One extends string,
  Path extends string,
  ListPath extends string,
  Form extends ScreenModule,
  Prefetch extends ListPrefetch,
> {
  /** The list's route name; the forms' are `${one}New` and `${one}Edit`. */
  readonly name: Name;
  readonly one: One;
  /** The forms' base path: `${path}/new`, `${path}/edit/:id`; the list's too unless `listPath` says. */
  readonly path: Path;
  readonly listPath?: ListPath;
  readonly area: AreaKey;
  /** The list's area when it differs from the forms' (a disabled list whose forms are mounted, D9). */
  readonly listArea?: AreaKey;
  /** The list's, the new form's and the edit form's labels. */
  readonly labels: readonly [list: string, create: string, edit: string];
  readonly menu?: RouteData['menu'];
  /** The list screen's and the form screen's modules (separate chunks: a list loads no form schema). */
  readonly list: ScreenModule;
  readonly form: Form;
  readonly prefetch?: Prefetch;
  /** The edit form's record query (`record: true` is implied): the export of the form's screen module. */
  readonly recordPrefetch?: keyof ScreenModules[Form] & string;
  /** Its records are found by 'Przejdź do…' and opened on the edit route (needs `prefetch`). */
  readonly palette?: PaletteOf<Prefetch>;
}

/** A route with its name and path as literal types: `pathTo` reads the parameters from the path. */
type Named<Name extends string, Path extends string> = DeclaredRoute & {
  readonly name: Name;
  readonly path: Path;
};

/** A list/new/edit area's three routes. */
export function crud<
  const Name extends string,
  const One extends string,
  const Path extends string,
  const ListPath extends string = Path,
  const Form extends ScreenModule = ScreenModule,
  const Prefetch extends ListPrefetch = ListPrefetch,
>(
  area: CrudData<Name, One, Path, ListPath, Form, Prefetch>,
): readonly [
  Named<Name, ListPath> & {
    readonly crud: CrudNames<`${One}New`, `${One}Edit`> & { readonly parentList?: undefined };
    readonly palette?: PaletteData & { readonly open: `${One}Edit` };
  },
  Named<`${One}New`, `${Path}/new`>,
  Named<`${One}Edit`, `${Path}/edit/:id`>,
] {
  const { path, labels } = area;
  return [
    {
      name: area.name,
      // Without `listPath`, ListPath is Path.
      path: area.listPath ?? (path as string as ListPath),
      area: area.listArea ?? area.area,
      label: labels[0],
      ...(area.menu ? { menu: area.menu } : {}),
      screen: area.list,
      ...(area.prefetch ? { prefetch: area.prefetch } : {}),
      crud: { new: `${area.one}New`, edit: `${area.one}Edit` },
      ...(area.palette ? { palette: { ...area.palette, open: `${area.one}Edit` as const } } : {}),
    },
    {
      name: `${area.one}New`,
      path: `${path}/new` as const,
      area: area.area,
      label: labels[1],
      screen: area.form,
    },
    {
      name: `${area.one}Edit`,
      path: `${path}/edit/:id` as const,
      area: area.area,
      label: labels[2],
      screen: area.form,
      ...(area.recordPrefetch
        ? { prefetch: { module: area.form, export: area.recordPrefetch, record: true } as RecordPrefetch }
        : {}),
    },
  ];
}

export const ROUTE_DATA = [
  {
    name: 'home',
    path: '',
    area: 'home',
    label: 'Strona główna',
    menu: { position: 'home' },
    screen: 'home/HomeScreen',
  },
  ...LOGGED_OUT_ROUTE_DATA,
  {
    name: 'passwordChange',
    path: 'password_change',
    area: 'passwordChange',
    label: 'Zmiana hasła',
    screen: 'session/PasswordChangeScreen',
  },
  // ---- Articles and editorial content (01 §2, 02 §2)
  ...crud({
    name: 'articles',
    one: 'article',
    path: 'articles',
    area: 'articles',
    labels: ['Artykuły', 'Nowy artykuł', 'Edycja artykułu'],
    menu: { position: 'articles' },
    list: 'articles/ArticlesListScreen',
    form: 'articles/ArticleFormScreen',
    prefetch: { module: 'articles/listQueries', export: 'articleListQueries' },
    recordPrefetch: 'articleQueries',
    palette: { kind: 'Artykuł', label: 'title', search: 'title', where: { sponsored: false } },
  }),
  {
    name: 'articlePreview',
    path: 'articles/preview/:id',
    area: 'articles',
    label: 'Podgląd artykułu',
    screen: 'articles/ArticlePreviewScreen',
  },
  ...crud({
    name: 'sponsoredArticles',
    one: 'sponsoredArticle',
    path: 'articles_sponsored',
    area: 'sponsoredArticles',
    labels: ['Artykuły sponsorowane', 'Nowy artykuł sponsorowany', 'Edycja artykułu sponsorowanego'],
    menu: { position: 'sponsoredArticles' },
    list: 'articles/SponsoredArticlesListScreen',
    form: 'articles/SponsoredArticleFormScreen',
    prefetch: { module: 'articles/listQueries', export: 'sponsoredArticleListQueries' },
    recordPrefetch: 'sponsoredArticleQueries',
    palette: { kind: 'Artykuł sponsorowany', label: 'title', search: 'title', where: { sponsored: true } },
  }),
  {
    name: 'cache',
    path: 'cache',
    area: 'cache',
    label: 'Cache',
    menu: { position: 'cache' },
    screen: 'cache/CacheScreen',
  },
  ...crud({
    name: 'players',
    one: 'player',
    path: 'players',
    area: 'players',
    labels: ['Playery', 'Nowy player', 'Edycja playera'],
    menu: { position: 'players' },
    list: 'players/PlayersListScreen',
    form: 'players/PlayerFormScreen',
    prefetch: { module: 'players/listQueries', export: 'playerListQueries' },
    palette: { kind: 'Player', label: 'title' },
  }),
  {
    name: 'comments',
    path: 'comments',
    area: 'comments',
    label: 'Komentarze',
    menu: { position: 'comments' },
    screen: 'comments/CommentsScreen',
    prefetch: { module: 'comments/queries', export: 'commentListQuery' },
  },
  {
    name: 'bans',
    path: 'bans',
    area: 'bans',
    label: 'Blokowanie',
    menu: { position: 'bans' },
    screen: 'bans/BansScreen',
  },
  ...crud({
    name: 'groups',
    one: 'group',
    path: 'groups',
    area: 'groups',
    labels: ['Grupy', 'Nowa grupa', 'Edycja grupy'],
    menu: { position: 'groups' },
    list: 'groups/GroupsListScreen',
    form: 'groups/GroupFormScreen',
    prefetch: { module: 'groups/listQueries', export: 'groupListQueries' },
    palette: { kind: 'Grupa', label: 'name' },
  }),
  ...crud({
    name: 'categories',
    one: 'category',
    path: 'categories',
    area: 'categories',
    labels: ['Kategorie', 'Nowa kategoria', 'Edycja kategorii'],
    menu: { position: 'categories' },
    list: 'categories/CategoriesListScreen',
    form: 'categories/CategoryFormScreen',
    prefetch: { module: 'categories/listQueries', export: 'categoryListQueries' },
    recordPrefetch: 'categoryQueries',
    palette: { kind: 'Kategoria', label: 'name' },
  }),
  ...crud({
    name: 'silos',
    one: 'silo',
    path: 'silos',
    area: 'silos',
    labels: ['Silosy', 'Nowy Silos', 'Edycja silosa'],
    menu: { position: 'silos' },
    list: 'silos/SilosListScreen',
    form: 'silos/SiloFormScreen',
    prefetch: { module: 'silos/listQueries', export: 'siloListQueries' },
    palette: { kind: 'Silos', label: 'name' },
  }),
  ...crud({
    name: 'siloGroups',
    one: 'siloGroup',
    path: 'silos_groups',
    area: 'siloGroups',
    labels: ['Grupy silosów', 'Nowa grupa silosów', 'Edycja grupy silosa'],
    menu: { position: 'siloGroups' },
    list: 'siloGroups/SiloGroupsListScreen',
    form: 'siloGroups/SiloGroupFormScreen',
    prefetch: { module: 'siloGroups/listQueries', export: 'siloGroupListQueries' },
    palette: { kind: 'Grupa silosów', label: 'name' },
  }),
  ...crud({
    name: 'authors',
    one: 'author',
    path: 'authors',
    area: 'authors',
    labels: ['Autorzy', 'Nowy autor', 'Edycja autora'],
    menu: { position: 'authors' },
    list: 'authors/AuthorsListScreen',
    form: 'authors/AuthorFormScreen',
    prefetch: { module: 'authors/listQueries', export: 'authorListQueries' },
    palette: { kind: 'Autor', label: 'name' },
  }),
  // D8 (people), D9: the list is disabled; new and edit are mounted.
  ...crud({
    name: 'people',
    one: 'person',
    path: 'people',
    area: 'people',
    listArea: 'peopleList',
    labels: ['Ludzie mediów', 'Nowy człowiek mediów', 'Edycja człowieka mediów'],
    list: 'people/PeopleListScreen',
    form: 'people/PersonFormScreen',
    prefetch: { module: 'people/listQueries', export: 'personListQueries' },
  }),
  // ---- Statistics group (01 §2, 03 §2; D14)
  {
    name: 'authorStats',
    path: 'author_stats',
    area: 'authorStats',
    label: 'Statystyki autorów',
    menu: { position: 'authorStats', group: 'statistics' },
    screen: 'statistics/AuthorStatsScreen',
  },
  {
    name: 'articleStats',
    path: 'article_stats_google',
    area: 'articleStats',
    label: 'Statystyki artykułów',
    menu: { position: 'articleStats', group: 'statistics' },
    screen: 'statistics/ArticleStatsScreen',
  },
  ...crud({
    name: 'stats',
    one: 'stat',
    path: 'stats',
    area: 'stats',
    labels: ['Raporty', 'Nowy raport', 'Edycja raportu'],
    menu: { position: 'stats', group: 'statistics' },
    list: 'stats/StatsListScreen',
    form: 'stats/StatFormScreen',
    prefetch: { module: 'stats/listQueries', export: 'statListQueries', search: false },
  }),
  {
    name: 'statReport',
    path: 'stats/reports/:id',
    area: 'stats',
    label: 'Raport',
    screen: 'stats/StatReportScreen',
  },
  // ---- Newsletters, subscribers, pages, RSS (03 §2)
  {
    name: 'newsletters',
    path: 'newsletters/listing',
    area: 'newsletters',
    label: 'Newsletter',
    menu: { position: 'newsletters' },
    screen: 'newsletters/list/NewslettersListScreen',
    prefetch: {
      module: 'newsletters/list/queries',
      export: 'newsletterListQuery',
      search: false,
      filters: ['before'],
    },
  },
  {
    name: 'newsletterNew',
    path: 'newsletters/new',
    area: 'newsletters',
    label: 'Nowy newsletter',
    screen: 'newsletters/StandardBuilderScreen',
  },
  {
    name: 'newsletterAlternativeNew',
    path: 'newsletters/alternative/new',
    area: 'newsletters',
    label: 'Nowy newsletter (wersja alternatywna)',
    screen: 'newsletters/AlternativeBuilderScreen',
  },
  // D25: the builder prefilled from an unsent record, regenerating it.
  {
    name: 'newsletterEdit',
    path: 'newsletters/edit/:id',
    area: 'newsletters',
    label: 'Edycja newslettera',
    screen: 'newsletters/StandardBuilderScreen',
  },
  {
    name: 'newsletterAlternativeEdit',
    path: 'newsletters/alternative/edit/:id',
    area: 'newsletters',
    label: 'Edycja newslettera (wersja alternatywna)',
    screen: 'newsletters/AlternativeBuilderScreen',
  },
  ...crud({
    name: 'partnerNews',
    one: 'partnerNews',
    path: 'newsletter_partner_news',
    listPath: 'newsletter_partner_news/listing',
    area: 'partnerNews',
    labels: ['Newsy partnerskie', 'Nowe newsy partnerskie', 'Edycja newsów partnerskich'],
    list: 'partnerNews/PartnerNewsListScreen',
    form: 'partnerNews/PartnerNewsFormScreen',
    prefetch: {
      module: 'partnerNews/listQueries',
      export: 'partnerNewsListQueries',
      search: false,
      filters: ['before'],
    },
  }),
  {
    name: 'subscribers',
    path: 'subscribers',
    area: 'subscribers',
    label: 'Subskrybenci',
    menu: { position: 'subscribers' },
    screen: 'subscribers/SubscribersListScreen',
    crud: { new: 'subscriberNew' },
    prefetch: {
      module: 'subscribers/listQueries',
      export: 'subscriberListQueries',
      search: false,
      filters: ['after', 'before'],
    },
  },
  {
    name: 'subscriberNew',
    path: 'subscribers/new',
    area: 'subscribers',
    label: 'Nowy subskrybent',
    screen: 'subscribers/SubscriberFormScreen',
  },
  ...crud({
    name: 'sites',
    one: 'site',
    path: 'sites',
    area: 'sites',
    labels: ['Strony', 'Nowa strona', 'Edycja strony'],
    menu: { position: 'sites' },
    list: 'sites/SitesListScreen',
    form: 'sites/SiteFormScreen',
    prefetch: { module: 'sites/listQueries', export: 'siteListQueries' },
    palette: { kind: 'Strona', label: 'title' },
  }),
  {
    name: 'rss',
    path: 'rss/generate_remote',
    area: 'rss',
    label: 'RSS',
    menu: { position: 'rss' },
    screen: 'rss/RssScreen',
  },
  // ---- Reference data and administration (03 §2)
  ...crud({
    name: 'kfCompanies',
    one: 'kfCompany',
    path: 'kf_companies',
    area: 'kfCompanies',
    labels: ['Katalog firm', 'Nowa firma', 'Edycja firmy'],
    menu: { position: 'kfCompanies' },
    list: 'kfCompanies/KfCompaniesListScreen',
    form: 'kfCompanies/KfCompanyFormScreen',
    prefetch: { module: 'kfCompanies/listQueries', export: 'kfCompanyListQueries' },
    palette: { kind: 'Firma', label: 'name' },
  }),
  // D24: the second create screen, reached from the list's 'Tworzenie firmy' button.
  {
    name: 'kfCompanyCreate',
    path: 'kf_companies/create',
    area: 'kfCompanies',
    label: 'Tworzenie firmy',
    screen: 'kfCompanies/KfCompanyCreateScreen',
  },
  ...crud({
    name: 'users',
    one: 'user',
    path: 'users',
    area: 'users',
    labels: ['Użytkownicy', 'Nowy użytkownik', 'Edycja użytkownika'],
    menu: { position: 'users' },
    list: 'users/UsersListScreen',
    form: 'users/UserFormScreen',
    prefetch: { module: 'users/listQueries', export: 'userListQueries' },
    palette: { kind: 'Użytkownik', label: 'username' },
  }),
  {
    name: 'logs',
    path: 'logs',
    area: 'logs',
    label: 'Historia logowań',
    menu: { position: 'logs' },
    screen: 'logs/LogsScreen',
    prefetch: { module: 'logs/queries', export: 'logListQuery', filters: ['before'] },
  },
  ...crud({
    name: 'producers',
    one: 'producer',
    path: 'producers',
    area: 'producersEdit',
    listArea: 'producers',
    labels: ['Producenci telefonów', 'Nowy producent telefonów', 'Edycja producenta telefonów'],
    menu: { position: 'producers' },
    list: 'producers/ProducersListScreen',
    form: 'producers/ProducerFormScreen',
    prefetch: { module: 'producers/listQueries', export: 'producerListQueries' },
    palette: { kind: 'Producent telefonów', label: 'name' },
  }),
  {
    name: 'googleCredentials',
    path: 'google_credentials_settings',
    area: 'googleCredentials',
    label: 'Weryfikacja Google',
    menu: { position: 'googleCredentials' },
    screen: 'google/GoogleCredentialsScreen',
  },
  // D8: adverts and industries; the lists are disabled (D9), new and edit are mounted.
  ...crud({
    name: 'adverts',
    one: 'advert',
    path: 'advs',
    area: 'adverts',
    listArea: 'advertsList',
    labels: ['Reklamy', 'Nowa reklama', 'Edycja reklamy'],
    list: 'adverts/AdvertsListScreen',
    form: 'adverts/AdvertFormScreen',
    prefetch: { module: 'adverts/listQueries', export: 'advertListQueries' },
    palette: { kind: 'Reklama', label: 'title' },
  }),
  ...crud({
    name: 'advertisingIndustries',
    one: 'advertisingIndustry',
    path: 'adv_industries',
    area: 'advertisingIndustries',
    listArea: 'advertisingIndustriesList',
    labels: ['Branże reklamowe', 'Nowa branża', 'Edycja branży'],
    list: 'advertisingIndustries/AdvertisingIndustriesListScreen',
    form: 'advertisingIndustries/AdvertisingIndustryFormScreen',
    prefetch: { module: 'advertisingIndustries/listQueries', export: 'advertisingIndustryListQueries' },
    palette: { kind: 'Branża reklamowa', label: 'name' },
  }),
  // D8, D9: dictionaries and polls are disabled by default.
  ...crud({
    name: 'dictionaries',
    one: 'dictionary',
    path: 'dictionaries',
    area: 'dictionaries',
    labels: ['Słownik', 'Nowe hasło', 'Edycja hasła'],
    list: 'dictionaries/DictionariesListScreen',
    form: 'dictionaries/DictionaryFormScreen',
    prefetch: { module: 'dictionaries/listQueries', export: 'dictionaryListQueries' },
  }),
  ...crud({
    name: 'probes',
    one: 'probe',
    path: 'probes',
    area: 'probes',
    labels: ['Sondy', 'Nowa sonda', 'Edycja sondy'],
    list: 'probes/ProbesListScreen',
    form: 'probes/ProbeFormScreen',
    prefetch: { module: 'probes/listQueries', export: 'probeListQueries' },
    palette: { kind: 'Sonda', label: 'title' },
  }),
  // ---- Press centre (03 §2; D5, D6, D8)
  {
    name: 'pressNews',
    path: 'prs/admin_index_news',
    area: 'pressNews',
    label: 'Centrum prasowe',
    menu: { position: 'pressNews' },
    screen: 'press/PressNewsListScreen',
    crud: {},
    prefetch: { module: 'press/listQueries', export: 'pressNewsListQueries' },
    palette: { kind: 'News prasowy', label: 'title', open: 'pressNewsShow' },
  },
  {
    name: 'pressNewsShow',
    path: 'prs/admin_index_news/show/:id',
    area: 'pressNews',
    label: 'Podgląd newsa',
    screen: 'press/PressNewsShowScreen',
  },
  ...crud({
    name: 'pressCompanies',
    one: 'pressCompany',
    path: 'pr_companies',
    listPath: 'pr_companies/index',
    area: 'pressCompanies',
    labels: ['Profile prasowe', 'Nowy profil', 'Edycja profilu'],
    menu: { position: 'pressCompanies' },
    list: 'press/PressCompaniesListScreen',
    form: 'press/PressCompanyFormScreen',
    prefetch: { module: 'press/listQueries', export: 'pressCompanyListQueries' },
    palette: { kind: 'Profil prasowy', label: 'name' },
  }),
  ...crud({
    name: 'pressMagazines',
    one: 'pressMagazine',
    path: 'press_magazines',
    area: 'pressMagazines',
    labels: ['Magazyny', 'Nowy magazyn', 'Edycja magazynu'],
    menu: { position: 'pressMagazines' },
    list: 'press/PressMagazinesListScreen',
    form: 'press/PressMagazineFormScreen',
    prefetch: { module: 'press/listQueries', export: 'magazineListQueries' },
    palette: { kind: 'Magazyn', label: 'title' },
  }),
  {
    name: 'pressIssues',
    path: 'press_magazines/numbers/:id',
    area: 'pressMagazines',
    label: 'Numery magazynu',
    screen: 'press/PressIssuesListScreen',
    crud: { parentList: 'pressMagazines', new: 'pressIssueNew', edit: 'pressIssueEdit' },
    prefetch: { module: 'press/listQueries', export: 'issueListQueries' },
  },
  {
    name: 'pressIssueNew',
    path: 'press_numbers/new/:id',
    area: 'pressMagazines',
    label: 'Nowy numer',
    screen: 'press/PressIssueFormScreen',
  },
  {
    name: 'pressIssueEdit',
    path: 'press_numbers/edit/:id',
    area: 'pressMagazines',
    label: 'Edycja numeru',
    screen: 'press/PressIssueFormScreen',
  },
  // ---- Disabled areas whose resource the contract has (D9; WEB-RF4: paths chosen here). The
  // other disabled areas (agency news, trends, events, market research, promotions, phones, press
  // users) have no screen and no resource: no route; their names stay in the SDK's AREAS (WEB-RF4).
  ...crud({
    name: 'jobs',
    one: 'job',
    path: 'jobs',
    area: 'jobs',
    labels: ['Praca', 'Nowa oferta pracy', 'Edycja oferty pracy'],
    list: 'jobOffers/JobOffersListScreen',
    form: 'jobOffers/JobOfferFormScreen',
    prefetch: { module: 'jobOffers/listQueries', export: 'jobOfferListQueries' },
  }),
  ...crud({
    name: 'photoReportages',
    one: 'photoReportage',
    path: 'photo_reportages',
    area: 'photoReportages',
    labels: ['Fotoreportaże', 'Nowy fotoreportaż', 'Edycja fotoreportażu'],
    list: 'photoReportages/PhotoReportagesListScreen',
    form: 'photoReportages/PhotoReportageFormScreen',
    prefetch: { module: 'photoReportages/listQueries', export: 'photoReportageListQueries' },
    palette: { kind: 'Fotoreportaż', label: 'title' },
  }),
  ...crud({
    name: 'pressPublishers',
    one: 'pressPublisher',
    path: 'press_publishers',
    area: 'pressPublishers',
    labels: ['Wydawcy prasy', 'Nowy wydawca', 'Edycja wydawcy'],
    list: 'pressPublishers/PressPublishersListScreen',
    form: 'pressPublishers/PressPublisherFormScreen',
    prefetch: { module: 'pressPublishers/listQueries', export: 'pressPublisherListQueries' },
    palette: { kind: 'Wydawca prasy', label: 'name' },
  }),
] as const satisfies readonly DeclaredRoute[];

/** A route's name: `pathTo` and the navigation take only these (a wrong name fails the type check). */
export type RouteName = (typeof ROUTE_DATA)[number]['name'];
