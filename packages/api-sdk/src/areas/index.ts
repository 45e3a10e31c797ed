/**
 * Every area of the product, one module each (`areas/<key>.ts`), and the tables derived from them: the
 * access table, the API resources' areas, the menu positions and the redirect delays. Adding an area is
 * adding its module: `list.ts` (a copy of the declarations) and `../areaKeys.ts` are written from the
 * folder by scripts/areaIndex.mjs (run by the build and checked by test/areas/areaIndex.test.ts). Each
 * table is built by a call marked pure, so a bundle that reads none of them carries none. Nothing here
 * imports an area module or a schema (see ./define).
 */

import type { Role } from '../constants/roles';
import { AREA_LIST, ownedApiResources } from './list';

export { type AreaDeclaration, EDITORIAL, ROOT } from './define';
export { AREA_LIST };

type AnyArea = (typeof AREA_LIST)[number];
export type AreaKey = AnyArea['key'];
type AreaOf<Key extends AreaKey> = Extract<AnyArea, { readonly key: Key }>;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** What the access rules read of an area. */
export interface AreaDefinition {
  /** Roles that may use the area; empty: any logged-in user. Root always passes. */
  readonly roles: readonly Role[];
  /** Whether the area's screens are mounted by default (D9). */
  readonly enabled: boolean;
}

/**
 * The area of each API resource (the first segment after /api/), from each area's `…Api` list. Photo,
 * file-manager and article-image endpoints belong to no area: only root and the lookups reach them. The
 * lists are read inside the function, so a bundle that checks no API call (the panel) carries none of
 * them.
 */
export const API_RESOURCE_AREAS: Readonly<Record<string, AreaKey>> = /* @__PURE__ */ byApiResource();

function byApiResource(): Readonly<Record<string, AreaKey>> {
  const owned: readonly (readonly [AreaKey, readonly string[]])[] = ownedApiResources();
  return Object.fromEntries(owned.flatMap(([area, segments]) => segments.map((segment) => [segment, area])));
}

type MenuArea = Extract<AnyArea, { readonly menu: number }>;

/** Menu groups: an accordion at its position, its areas' positions within it. */
export const MENU_GROUP_POSITIONS = { statistics: 100 } as const;

type DelayArea = Extract<AnyArea, { readonly redirectDelayMs: number | null }>;
type FormDelays = UnionToIntersection<
  Extract<AnyArea, { readonly formRedirectDelaysMs: object }>['formRedirectDelaysMs']
>;
type Delays = { readonly [Area in DelayArea as Area['key']]: Area['redirectDelayMs'] } & FormDelays;

/**
 * The tables the panel reads, in one pass over the declarations (one loop is less code in the panel's
 * bundle than one per table).
 */
function panelTables() {
  const areas: Record<string, AreaDefinition> = {};
  const menu: Record<string, number> = { ...MENU_GROUP_POSITIONS };
  const delays: Record<string, number | null> = {};
  for (const area of AREA_LIST) {
    areas[area.key] = { roles: area.roles, enabled: !('disabled' in area) };
    if ('menu' in area) menu[area.key] = area.menu;
    if ('redirectDelayMs' in area) delays[area.key] = area.redirectDelayMs;
    if ('formRedirectDelaysMs' in area) Object.assign(delays, area.formRedirectDelaysMs);
  }
  return {
    areas: areas as { readonly [Key in AreaKey]: AreaDefinition & Pick<AreaOf<Key>, 'roles'> },
    menu: menu as { readonly [Area in MenuArea as Area['key']]: Area['menu'] } & typeof MENU_GROUP_POSITIONS,
    delays: delays as { readonly [Form in keyof Delays]: Delays[Form] },
  };
}

const PANEL_TABLES = /* @__PURE__ */ panelTables();

/** The access table: each area's roles and default mount state, by its key (`canAccess`). */
export const AREAS = PANEL_TABLES.areas;

/**
 * Positions in the logged-in menu (01 §2, 02 §2, 03 §2, D14): each area's `menu`, and each menu group's.
 * Not in `constants/`, which the panel's entry reads: the entry would carry every declaration.
 */
export const MENU_POSITIONS = PANEL_TABLES.menu;

/**
 * The delay between a successful save and the return to the list, per form (02 §4, 03 §4): each area's
 * `redirectDelayMs` under its key and its `formRedirectDelaysMs` (a name is unique: a test checks it).
 * `null`: the form stays.
 */
export const REDIRECT_DELAYS_MS = PANEL_TABLES.delays;
export type RedirectForm = keyof typeof REDIRECT_DELAYS_MS;
