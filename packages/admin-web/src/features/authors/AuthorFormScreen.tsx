/**
 * Authors (02 §2-§9): new and edit (the list is AuthorsListScreen.tsx); a rich-text description, an
 * optional photo (a chosen file uploaded first, POST /api/media), 'Wprowadź poprawny adres email',
 * includeInStats; nameSlug is the name on save (toAuthorPayload); the list returns 2 s after a save.
 */
import {
  type Author,
  type AuthorListItem,
  type AuthorPayload,
  authorFormSchema,
  createAuthorsResource,
  fromAuthor,
  type NameFilter,
  newAuthorForm,
  REDIRECT_DELAYS_MS,
  resourceOf,
  toAuthorPayload,
  webUrlWarning,
} from '@redakcja/api-sdk';
import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { defineCrudForm } from '../../shared/crud/definition';
import { withRecordQueries } from '../../shared/crud/queries';
import { crudRoutes } from '../../shared/crud/routes';
import { authorListQueries } from './listQueries';

/** /api/authors: the list by name (listQueries.ts) and one author. */
const authorQueries = withRecordQueries<Author, AuthorListItem, AuthorPayload, NameFilter>(
  authorListQueries,
  (client) => resourceOf(client, createAuthorsResource),
);

const authorsDefinition = defineCrudForm({
  queries: authorQueries,
  routes: crudRoutes('authors'),
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
      {
        kind: 'text',
        name: 'twitterLink',
        label: 'Twitter',
        warning: (value) => webUrlWarning(value as string | null),
      },
      {
        kind: 'text',
        name: 'facebookLink',
        label: 'Facebook',
        warning: (value) => webUrlWarning(value as string | null),
      },
      {
        kind: 'text',
        name: 'linkedinLink',
        label: 'LinkedIn',
        warning: (value) => webUrlWarning(value as string | null),
      },
      { kind: 'checkbox', name: 'includeInStats', label: 'Uwzględniaj w statystykach' },
      { kind: 'photo', name: 'mediaId', label: 'Zdjęcie', mediaKind: 'main', allowNone: true },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.authors },
  },
  redirectIfDeleted: false,
});

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(authorsDefinition);

export default function AuthorFormScreen() {
  return <CrudFormScreen definition={authorsDefinition} />;
}
