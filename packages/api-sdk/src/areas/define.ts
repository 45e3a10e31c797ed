/**
 * What an area of the product declares, once, in its module under `areas/`: its key, who may use it,
 * whether its screens are mounted by default, its menu position and the delays of its forms' return to
 * the list; and beside it, the API resources it owns. The tables the panel, the CLI and the sandbox read
 * (`AREA_KEYS`, `AREAS`, `API_RESOURCE_AREAS`, `MENU_POSITIONS`, `REDIRECT_DELAYS_MS`) derive from these
 * declarations through `areas/list.ts`, a copy of them that scripts/areaIndex.mjs writes from the folder.
 * A module writes its declaration as `export const <key>Area = { key: '<key>', … } as const satisfies
 * AreaDeclaration;`, the key on the first line (the script copies it as written, so it may name `ROOT`
 * and `EDITORIAL` only), and the API resources it owns as `export const <key>Api = [ … ] as const;`.
 *
 * The tables read the copy, never the area modules: a module is bundled whole into one chunk, and the
 * shell's chunk, which reads the tables, would carry everything a module holds. So an area module may
 * hold its list's half (`areas/groups.ts`: the list's schema on zod/mini and `createGroupListResource`),
 * and the record's half, on classic zod, is its resource module (`resources/groups.ts`), which imports
 * the list's shape and path from here.
 */
import type { Role } from '../constants/roles';

export interface AreaDeclaration<Key extends string = string> {
  readonly key: Key;
  /** Roles that may use the area; empty: any logged-in user. Root always passes. */
  readonly roles: readonly Role[];
  /** Its screens are not mounted unless a runtime setting enables the area (D9); without it, they are. */
  readonly disabled?: true;
  /** Its position in the logged-in menu (01 §2, 02 §2, 03 §2, D14); inside a menu group, within it. */
  readonly menu?: number;
  /**
   * The delay between a successful save of its form and the return to the list (02 §4, 03 §4); `null`: the
   * form stays where it is. `REDIRECT_DELAYS_MS[key]`.
   */
  readonly redirectDelayMs?: number | null;
  /** The delays of its other forms, by a name of their own (`REDIRECT_DELAYS_MS[name]`). */
  readonly formRedirectDelaysMs?: Readonly<Record<string, number | null>>;
}

export const EDITORIAL = ['root', 'supereditor', 'editor'] as const satisfies readonly Role[];
export const ROOT = ['root'] as const satisfies readonly Role[];
