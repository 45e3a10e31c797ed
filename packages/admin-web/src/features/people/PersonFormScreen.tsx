/**
 * Media people, 'ludzie mediów' (02 §2-§9, 03 §3, §5; D8, D9): new and edit (the list is
 * PeopleListScreen.tsx); deleted people are not editable; the list returns 2 s after a save. Rules and
 * messages: the SDK's personFormSchema; the slug: toPersonPayload.
 */
import {
  createPeopleResource,
  fromPerson,
  newPersonForm,
  type PeopleFilter,
  type Person,
  type PersonListItem,
  type PersonPayload,
  personFormSchema,
  REDIRECT_DELAYS_MS,
  resourceOf,
  toPersonPayload,
} from '@redakcja/api-sdk';
import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { defineCrudForm } from '../../shared/crud/definition';
import { withRecordQueries } from '../../shared/crud/queries';
import { crudRoutes } from '../../shared/crud/routes';
import { personListQueries } from './listQueries';

/** /api/people: the list by surname (listQueries.ts) and one person. */
const personQueries = withRecordQueries<Person, PersonListItem, PersonPayload, PeopleFilter>(
  personListQueries,
  (client) => resourceOf(client, createPeopleResource),
);

const peopleDefinition = defineCrudForm({
  queries: personQueries,
  routes: crudRoutes('people'),
  deletedAt: (person) => person.deleted,
  form: {
    schema: personFormSchema,
    empty: newPersonForm,
    fromRecord: fromPerson,
    toPayload: toPersonPayload,
    fields: [
      { kind: 'text', name: 'name', label: 'Imię' },
      { kind: 'text', name: 'surname', label: 'Nazwisko' },
      { kind: 'text', name: 'position', label: 'Stanowisko' },
      { kind: 'textarea', name: 'description', label: 'Opis' },
      { kind: 'richText', name: 'content', label: 'Treść' },
      { kind: 'photo', name: 'mediaId', label: 'Zdjęcie', mediaKind: 'main', allowNone: true },
      { kind: 'text', name: 'email', label: 'E-mail' },
      { kind: 'text', name: 'twitterLink', label: 'Twitter' },
      { kind: 'text', name: 'facebookLink', label: 'Facebook' },
      { kind: 'text', name: 'linkedinLink', label: 'LinkedIn' },
      { kind: 'checkbox', name: 'isPublish', label: 'Opublikowany' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.people },
  },
  redirectIfDeleted: true,
});

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(peopleDefinition);

/** 'Nowy człowiek mediów' (/people/new) and 'Edycja człowieka mediów' (/people/edit/:id). */
export default function PersonFormScreen() {
  return <CrudFormScreen definition={peopleDefinition} />;
}
