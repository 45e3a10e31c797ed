import { createContext } from 'react';

/**
 * WEB-133: a link's screen started on the intent to follow it, before the click: the pointer on a list
 * row's 'Edytuj', or the focus on it (CrudListScreen). The shell gives the function (Shell.tsx): the
 * route's files and screen code preloaded, and its first query (an edit form's record) sent through the
 * route table's `prefetch`, as for the first address (app/routePrefetch.ts). A person's pointer rests on
 * what they click for a moment (100–300 ms), about what the record and the form's code take here. The
 * answer counts for the form only while fresh (PREFETCH_FRESH_MS): a form never starts from a record read
 * longer ago.
 */
export const LinkIntentContext = createContext<(link: HTMLAnchorElement) => void>(() => undefined);
