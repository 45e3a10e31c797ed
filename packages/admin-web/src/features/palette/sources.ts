/**
 * What 'Przejdź do…' can offer a user: the screens of the menu the user sees, the add screens of the
 * areas the user may add to, and the record areas the user may open. The app builds them from the route
 * table (app/paletteSources.ts) and hands the builder to the palette, so no feature imports the table.
 */
import type { AccessContext } from '../../app/routing';
import type { RouteDefinition } from '../../routes';
import type { RecordArea } from './recordAreas';

export interface ScreenEntry {
  /** The route's name. */
  readonly name: string;
  readonly label: string;
  /** Path under the admin prefix, with a leading slash. */
  readonly to: string;
  /** The menu group it sits in ('Statystyki'), matched too. */
  readonly group?: string;
}

/** A record area the user may open, with the route that opens one of its records. */
export interface OpenableArea extends RecordArea {
  /** The path of one record: '/categories/edit/12'. */
  readonly pathOf: (id: string | number) => string;
}

export interface PaletteSources {
  readonly screens: readonly ScreenEntry[];
  readonly creates: readonly ScreenEntry[];
  readonly records: readonly OpenableArea[];
  /** The route an address of the panel opens (for the recent list), or undefined. */
  readonly routeOf: (pathname: string) => RouteDefinition | undefined;
}

/** What the palette offers a user of this session and installation. */
export type SourcesOf = (context: AccessContext) => PaletteSources;
