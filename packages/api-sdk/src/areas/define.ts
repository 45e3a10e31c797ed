/**
 * What an area of the product declares, once, in its module under `areas/`: its key, who may use it,
 * whether its screens are mounted by default, its menu position and the delays of its forms' return to
 * the list; and beside it, the API resources it owns. The tables the panel, the CLI and the sandbox read
 * (`AREA_KEYS`, `AREAS`, `API_RESOURCE_AREAS`, `MENU_POSITIONS`, `REDIRECT_DELAYS_MS`) derive from these
 * declarations (`areas/list.ts`, written from the folder by scripts/areaIndex.mjs). A module writes its
 * declaration `as const satisfies AreaDeclaration`: the literal types give the tables their keys, and a
 * plain object, unlike a call, is dropped by a bundle that reads no table.
 *
 * An area module imports no schema: the light entry and the panel's entry read the tables, and a schema
 * here would ride into them (a module is bundled whole into one chunk: a resource factory here, called by
 * a form, would bring the form's schemas, and classic zod, to every screen). The area's resource modules
 * import it instead, for their path (`/api/${groupsApi[0]}`), so both halves meet in the area module. The
 * API resources an area owns are an export of their own (`groupsApi`), beside the declaration: only the
 * sandbox's authorisation reads them, and the panel, which reads the declarations, does not carry them.
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
