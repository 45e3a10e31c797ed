/**
 * Who may use what: the roles of each area of the product as the route tables of the specification
 * give them (01 §2, 02 §2, 03 §2; D8, D9, D10, D14), declared by each area's module (`areas/`). The panel's route table mounts a screen
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
import { API_RESOURCE_AREAS, AREAS } from './areas/index';
import { ROLE_VALUES, type Role } from './constants';

export {
  API_RESOURCE_AREAS,
  AREAS,
  type AreaDeclaration,
  type AreaDefinition,
  MENU_GROUP_POSITIONS,
  MENU_POSITIONS,
  REDIRECT_DELAYS_MS,
  type RedirectForm,
} from './areas/index';
export { AREA_KEYS, type AreaKey };

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

/** Built by a call marked pure: the panel, which checks no API call, drops it. */
export const LOOKUPS = /* @__PURE__ */ lookups();

function lookups() {
  return {
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
}
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
