/**
 * Authors (02 §2-§9): list with name search, new, edit; a rich-text description, an optional photo
 * (a chosen file uploaded first, POST /api/media), 'Wprowadź poprawny adres email', includeInStats;
 * nameSlug is the name on save (toAuthorPayload); the list returns 2 s after a save.
 */
import {
  authorFormSchema,
  fromAuthor,
  newAuthorForm,
  REDIRECT_DELAYS_MS,
  toAuthorPayload,
} from '@redakcja/api-sdk';
import { defineCrud } from '../../shared/crud/definition';
import { NAME_SEARCH_LABEL } from '../../shared/crud/nameSearch';
import { authorQueries } from './queries';

export const authorsDefinition = defineCrud({
  queries: authorQueries,
  routes: { list: 'authors', new: 'authorNew', edit: 'authorEdit' },
  texts: {
    tableLabel: 'Lista autorów',
    deleteTitle: 'Usuwanie autora',
    deleteQuestion: 'Czy na pewno chcesz usunąć tego autora?',
    deleteRowLabel: (author) => `Usuń autora ${author.id}`,
  },
  list: {
    searchLabel: NAME_SEARCH_LABEL,
    columns: [
      { id: 'id', header: 'Id', cell: (author) => author.id },
      { id: 'name', header: 'Nazwa', cell: (author) => author.name, isRowHeader: true },
      { id: 'email', header: 'E-mail', cell: (author) => author.email ?? '' },
    ],
  },
  deletedAt: (author) => author.deleted,
  form: {
    schema: authorFormSchema,
    empty: newAuthorForm,
    fromRecord: fromAuthor,
    toPayload: toAuthorPayload,
    fields: [
      { kind: 'text', name: 'name', label: 'Nazwa' },
      { kind: 'text', name: 'email', label: 'E-mail' },
      { kind: 'text', name: 'position', label: 'Stanowisko' },
      { kind: 'richText', name: 'description', label: 'Opis' },
      { kind: 'text', name: 'twitterLink', label: 'Twitter' },
      { kind: 'text', name: 'facebookLink', label: 'Facebook' },
      { kind: 'text', name: 'linkedinLink', label: 'LinkedIn' },
      { kind: 'checkbox', name: 'includeInStats', label: 'Uwzględniaj w statystykach' },
      { kind: 'photo', name: 'mediaId', label: 'Zdjęcie', mediaKind: 'main', allowNone: true },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.authors },
  },
  redirectIfDeleted: false,
});
