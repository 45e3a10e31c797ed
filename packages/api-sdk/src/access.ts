/**
 * Who may use what: the roles of each area of the product as the route tables of the specification
 * give them (01 §2, 02 §2, 03 §2; D8, D9, D10, D14), as data. The panel's route table mounts a screen
 * when `canAccess(user.roles, area)`; the sandbox authorises an API call with `canCall(roles, method,
 * path)`, which maps the path to its area.
 *
 * Rules: root passes everywhere; an area with an empty role list is open to any logged-in user;
 * otherwise the user needs one of the roles. `enabled` is the default mount state of the area's screens
 * (D9: disabled areas stay in the table, a runtime setting can enable them); it does not change access.
 *
 * Lookups: a form often reads (and sometimes creates) records of another area: the article form of an
 * editor searches and creates authors, reads the group, category, silo and gallery selects, uploads
 * photos and browses the file manager, although the authors and groups areas are root only. `LOOKUPS`
 * lists those calls and `AREA_LOOKUPS` which areas use them; a lookup is allowed to the roles of every
 * area that uses it (`rolesForLookup`).
 */
import { AREA_KEYS, type AreaKey } from './areaKeys';
import { ROLE_VALUES, type Role } from './constants';

export { AREA_KEYS, type AreaKey };

export interface AreaDefinition {
  /** Roles that may use the area; empty: any logged-in user. Root always passes. */
  readonly roles: readonly Role[];
  /** Whether the area's screens are mounted by default (D9). */
  readonly enabled: boolean;
}

const EDITORIAL: readonly Role[] = ['root', 'supereditor', 'editor'];
const ROOT: readonly Role[] = ['root'];

export const AREAS = {
  /** Home: any logged-in user. */
  home: { roles: [], enabled: true },
  /** Password change: any logged-in user (and the only screen of a forcePasswordChange user). */
  passwordChange: { roles: [], enabled: true },
  /** Articles, their preview and the statistics modal of the list. */
  articles: { roles: EDITORIAL, enabled: true },
  sponsoredArticles: { roles: EDITORIAL, enabled: true },
  cache: { roles: EDITORIAL, enabled: true },
  players: { roles: EDITORIAL, enabled: true },
  comments: { roles: ['root', 'comment_all'], enabled: true },
  bans: { roles: ROOT, enabled: true },
  newsletters: { roles: ROOT, enabled: true },
  partnerNews: { roles: ROOT, enabled: true },
  subscribers: { roles: ROOT, enabled: true },
  groups: { roles: ROOT, enabled: true },
  categories: { roles: ROOT, enabled: true },
  silos: { roles: ROOT, enabled: true },
  siloGroups: { roles: ROOT, enabled: true },
  authors: { roles: ROOT, enabled: true },
  /** Statistics group: author statistics, article statistics (Google), reports. */
  authorStats: { roles: ROOT, enabled: true },
  articleStats: { roles: ROOT, enabled: true },
  stats: { roles: ROOT, enabled: true },
  sites: { roles: ROOT, enabled: true },
  rss: { roles: ROOT, enabled: true },
  kfCompanies: { roles: ROOT, enabled: true },
  users: { roles: ROOT, enabled: true },
  logs: { roles: ROOT, enabled: true },
  /** Phone producers: the list for root and phone_editor, new and edit for root. */
  producers: { roles: ['root', 'phone_editor'], enabled: true },
  producersEdit: { roles: ROOT, enabled: true },
  pressNews: { roles: ['root', 'prs_all'], enabled: true },
  pressCompanies: { roles: ROOT, enabled: true },
  /** Press magazines and their issues. */
  pressMagazines: { roles: ['root', 'press_editor'], enabled: true },
  /** Advert and industry new/edit screens (root); their lists are disabled. */
  adverts: { roles: ROOT, enabled: true },
  advertisingIndustries: { roles: ROOT, enabled: true },
  advertsList: { roles: ['root', 'advs_editor'], enabled: false },
  advertisingIndustriesList: { roles: ['root', 'advs_editor'], enabled: false },
  /** D10: root only. */
  googleCredentials: { roles: ROOT, enabled: true },
  /** Media people: new and edit screens (D8); the list is disabled (D9). SDK-23: root, like authors. */
  people: { roles: ROOT, enabled: true },
  peopleList: { roles: ROOT, enabled: false },
  /** Disabled areas whose screens the specification describes (D9). */
  dictionaries: { roles: ['root', 'dictionary_all'], enabled: false },
  probes: { roles: ROOT, enabled: false },
  /**
   * Disabled areas without screens in the specification (D9); roles not shown, root only. Where the
   * contract has their resource (job_offers, photo_reportages, press_publishers) the panel has a list
   * and form for it (SDK-35); the others have no resource and no route, and enabling them changes nothing.
   */
  photoReportages: { roles: ['root', 'photo_editor'], enabled: false },
  jobs: { roles: ROOT, enabled: false },
  pressPublishers: { roles: ROOT, enabled: false },
  agencyNews: { roles: ROOT, enabled: false },
  trends: { roles: ROOT, enabled: false },
  events: { roles: ROOT, enabled: false },
  marketResearch: { roles: ROOT, enabled: false },
  promotions: { roles: ROOT, enabled: false },
  phones: { roles: ROOT, enabled: false },
  pressUsers: { roles: ROOT, enabled: false },
} as const satisfies Record<AreaKey, AreaDefinition>;

function hasAnyRole(userRoles: readonly string[], allowed: readonly Role[]): boolean {
  if (userRoles.includes('root')) return true;
  if (allowed.length === 0) return true;
  return allowed.some((role) => userRoles.includes(role));
}

/** May a logged-in user with these roles use the area? Root passes everywhere; [] means anyone. */
export function canAccess(userRoles: readonly string[], area: AreaKey): boolean {
  return hasAnyRole(userRoles, AREAS[area].roles);
}

/** The areas a user may use. */
export function accessibleAreas(userRoles: readonly string[]): AreaKey[] {
  return AREA_KEYS.filter((area) => canAccess(userRoles, area));
}

// ---------------------------------------------------------------------------------------------------
// Lookups

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call pattern: `{id}` stands for a numeric id segment. */
export interface EndpointPattern {
  readonly method: HttpMethod;
  readonly path: string;
}

const MEDIA_RESOURCES = [
  'media',
  'media_tops',
  'media_top200s',
  'media_onlywms',
  'media_google_discoveries',
  'media_article_banners',
] as const;

export const LOOKUPS = {
  /** The author selector: search, read, read full, create by name. */
  authors: [
    { method: 'GET', path: '/api/authors' },
    { method: 'GET', path: '/api/authors/{id}' },
    { method: 'GET', path: '/api/authors/full/{id}' },
    { method: 'POST', path: '/api/authors' },
  ],
  groupsSelect: [{ method: 'GET', path: '/api/groups/select' }],
  categoriesSelect: [{ method: 'GET', path: '/api/categories/select' }],
  silosSelect: [{ method: 'GET', path: '/api/silos/select' }],
  siloGroupsSelect: [{ method: 'GET', path: '/api/silos_groups/select' }],
  gallerySelect: [{ method: 'GET', path: '/api/photo_reportages/select' }],
  /** Photo uploads to the six media endpoints (D4) and reading a stored photo. */
  photoUploads: MEDIA_RESOURCES.flatMap((resource) => [
    { method: 'POST', path: `/api/${resource}` },
    { method: 'GET', path: `/api/${resource}/{id}` },
  ]),
  /**
   * The file and photo picker: tree, read, caption, delete, in the catalogue of every photo kind (01 §9
   * gives the picker's caption and delete to whoever has the picker, whatever the catalogue).
   */
  fileManager: [
    { method: 'POST', path: '/api/filemenagerdata' },
    ...MEDIA_RESOURCES.flatMap((resource) =>
      (['GET', 'PATCH', 'DELETE'] as const).map((method) => ({ method, path: `/api/${resource}/{id}` })),
    ),
  ],
  /** Inline images of the rich-text editor. */
  articleImages: [{ method: 'POST', path: '/api/article_images' }],
  pressPublishersSelect: [{ method: 'GET', path: '/api/press_publishers/select' }],
  advertisingIndustriesSelect: [{ method: 'GET', path: '/api/adv_industries/select' }],
  dictionaryCategoriesSelect: [{ method: 'GET', path: '/api/dictionarycategories/select' }],
  kfRegions: [
    { method: 'GET', path: '/api/kf_regions' },
    { method: 'GET', path: '/api/kf_regions/{id}' },
    { method: 'POST', path: '/api/kf_regions' },
  ],
  kfCategoriesSelect: [{ method: 'GET', path: '/api/kf_categories/select' }],
  kfSubcategories: [
    { method: 'GET', path: '/api/kf_subcategories' },
    { method: 'GET', path: '/api/kf_subcategories/{id}' },
  ],
  newsletterImages: [
    { method: 'GET', path: '/api/newsletters_images/select' },
    { method: 'POST', path: '/api/newsletters_images' },
    { method: 'PUT', path: '/api/newsletters_images/{id}' },
  ],
  jobOffers: [
    { method: 'GET', path: '/api/job_offers' },
    { method: 'GET', path: '/api/job_offers/latest' },
  ],
} as const satisfies Record<string, readonly EndpointPattern[]>;
export type LookupKey = keyof typeof LOOKUPS;

const EDITOR_FORM_LOOKUPS: readonly LookupKey[] = [
  'authors',
  'groupsSelect',
  'categoriesSelect',
  'silosSelect',
  'gallerySelect',
  'photoUploads',
  'fileManager',
  'articleImages',
];

/** The lookups each area's forms need. */
export const AREA_LOOKUPS: Partial<Record<AreaKey, readonly LookupKey[]>> = {
  articles: EDITOR_FORM_LOOKUPS,
  sponsoredArticles: EDITOR_FORM_LOOKUPS,
  authors: ['photoUploads', 'fileManager', 'articleImages'],
  categories: ['groupsSelect'],
  silos: ['siloGroupsSelect', 'photoUploads', 'fileManager', 'articleImages'],
  people: ['photoUploads', 'fileManager', 'articleImages'],
  producersEdit: ['photoUploads', 'fileManager'],
  sites: ['articleImages'],
  newsletters: ['authors', 'newsletterImages', 'jobOffers'],
  pressMagazines: ['pressPublishersSelect'],
  adverts: ['advertisingIndustriesSelect'],
  dictionaries: ['dictionaryCategoriesSelect'],
  kfCompanies: ['kfRegions', 'kfCategoriesSelect', 'kfSubcategories'],
};

/** Every role that may use a lookup: the union of the roles of the areas that need it. */
export function rolesForLookup(lookup: LookupKey): Role[] {
  const roles = new Set<Role>(['root']);
  for (const [area, lookups] of Object.entries(AREA_LOOKUPS) as [AreaKey, readonly LookupKey[]][]) {
    if (lookups.includes(lookup)) for (const role of AREAS[area].roles) roles.add(role);
  }
  return ROLE_VALUES.filter((role) => roles.has(role));
}

export function canUseLookup(userRoles: readonly string[], lookup: LookupKey): boolean {
  return hasAnyRole(userRoles, rolesForLookup(lookup));
}

// ---------------------------------------------------------------------------------------------------
// API paths to areas (the sandbox's authorisation)

/** Calls open without a session. */
export const PUBLIC_ENDPOINTS: readonly EndpointPattern[] = [
  { method: 'POST', path: '/api/token/auth' },
  { method: 'POST', path: '/api/token/refresh' },
  { method: 'POST', path: '/api/token/invalidate' },
];

/** Calls open to any logged-in user. */
export const ANY_USER_ENDPOINTS: readonly EndpointPattern[] = [
  { method: 'PATCH', path: '/api/users/change_password' },
];

/**
 * The area of each API resource (the first segment after /api/, or /cache). Photo, file-manager and
 * article-image endpoints belong to no area: only root and the lookups reach them.
 */
export const API_RESOURCE_AREAS: Readonly<Record<string, AreaKey>> = {
  articles: 'articles',
  comments: 'comments',
  black_lists: 'bans',
  black_words: 'bans',
  black_email_domains: 'bans',
  logs: 'logs',
  newsletters: 'newsletters',
  newsletter_data: 'newsletters',
  newsletters_images: 'newsletters',
  // SDK-35: the offers' own area; the newsletter reads them through its `jobOffers` lookup.
  job_offers: 'jobs',
  newsletter_partner_news: 'partnerNews',
  subscribers: 'subscribers',
  groups: 'groups',
  categories: 'categories',
  silos: 'silos',
  silos_groups: 'siloGroups',
  authors: 'authors',
  stats: 'stats',
  report: 'stats',
  sites: 'sites',
  rss: 'rss',
  kf_companies: 'kfCompanies',
  kf_regions: 'kfCompanies',
  kf_categories: 'kfCompanies',
  kf_subcategories: 'kfCompanies',
  users: 'users',
  producers: 'producers',
  news: 'pressNews',
  companies: 'pressCompanies',
  press_magazines: 'pressMagazines',
  press_magazine_numbers: 'pressMagazines',
  // SDK-35: the publishers' own area; the magazine form reads them through `pressPublishersSelect`.
  press_publishers: 'pressPublishers',
  advs: 'adverts',
  adv_industries: 'advertisingIndustries',
  google: 'googleCredentials',
  players: 'players',
  people: 'people',
  dictionaries: 'dictionaries',
  dictionarycategories: 'dictionaries',
  probes: 'probes',
  photo_reportages: 'photoReportages',
};

function patternToRegExp(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{id\}/g, '\\d+');
  return new RegExp(`^${escaped}/?$`);
}

function matches(patterns: readonly EndpointPattern[], method: string, path: string): boolean {
  return patterns.some((pattern) => pattern.method === method && patternToRegExp(pattern.path).test(path));
}

function pathOnly(url: string): string {
  const withoutOrigin = url.replace(/^[a-z]+:\/\/[^/]+/i, '');
  const end = withoutOrigin.search(/[?#]/);
  return end === -1 ? withoutOrigin : withoutOrigin.slice(0, end);
}

/**
 * The area an API call belongs to, or null when none does. Special cases: author statistics
 * (/api/authors/stats) and producers (reading the list is the list area; anything else is the edit area).
 */
export function areaOfApiCall(method: string, url: string): AreaKey | null {
  const path = pathOnly(url);
  const verb = method.toUpperCase();
  if (path === '/api/authors/stats') return 'authorStats';
  if (path.startsWith('/cache/')) return 'cache';
  const segment = /^\/api\/([^/]+)/.exec(path)?.[1];
  if (!segment) return null;
  if (segment === 'producers')
    return verb === 'GET' && /^\/api\/producers\/?$/.test(path) ? 'producers' : 'producersEdit';
  return API_RESOURCE_AREAS[segment] ?? null;
}

/**
 * May a session with these roles make this call? `roles` null means no session: only the public
 * endpoints. Otherwise: root always; any logged-in user for the password change; a lookup for the roles
 * of the areas that use it; else the roles of the call's area.
 */
export function canCall(userRoles: readonly string[] | null, method: string, url: string): boolean {
  const path = pathOnly(url);
  const verb = method.toUpperCase();
  if (matches(PUBLIC_ENDPOINTS, verb, path)) return true;
  if (userRoles === null) return false;
  if (userRoles.includes('root')) return true;
  if (matches(ANY_USER_ENDPOINTS, verb, path)) return true;
  for (const [lookup, patterns] of Object.entries(LOOKUPS) as [LookupKey, readonly EndpointPattern[]][]) {
    if (matches(patterns, verb, path) && canUseLookup(userRoles, lookup)) return true;
  }
  const area = areaOfApiCall(verb, path);
  return area !== null && canAccess(userRoles, area);
}
