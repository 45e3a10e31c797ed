import type { NameFilter, TitleFilter } from '@redakcja/api-sdk';
import type { CrudListState } from './definition';

/**
 * The list search by name of most areas ('List with name search', 02 §2): the search box's label, and the
 * list call's filters (`?name=` with the typed text, none while the box is empty).
 */
export const NAME_SEARCH_LABEL = 'Szukaj po nazwie';

export function byName({ page, searchQuery }: CrudListState): NameFilter {
  return { page, name: searchQuery || undefined };
}

/** The list search by title (polls, 03 §7: `?title=`; photo reportages), none while the box is empty. */
export function byTitle({ page, searchQuery }: CrudListState): TitleFilter {
  return { page, title: searchQuery || undefined };
}
