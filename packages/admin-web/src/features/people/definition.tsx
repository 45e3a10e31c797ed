/**
 * Media people, 'ludzie mediów' (02 §2-§9, 03 §3, §5; D8, D9): list with surname search (disabled by
 * default, D9), new and edit; deleted people are greyed, not linked and not editable; the list returns
 * 2 s after a save. Rules and messages: the SDK's personFormSchema; the slug: toPersonPayload.
 */
import {
  fromPerson,
  newPersonForm,
  personFormSchema,
  REDIRECT_DELAYS_MS,
  toPersonPayload,
} from '@redakcja/api-sdk';
import {
  formatDateTime,
  GENERIC_DELETE_QUESTION,
  GENERIC_DELETE_TITLE,
  PublicationToggle,
} from '@redakcja/ui';
import { defineCrud } from '../../shared/crud/definition';
import { personQueries } from './queries';

export const peopleDefinition = defineCrud({
  queries: personQueries,
  routes: { list: 'people', new: 'personNew', edit: 'personEdit' },
  texts: {
    tableLabel: 'Lista ludzi mediów',
    deleteTitle: GENERIC_DELETE_TITLE,
    deleteQuestion: GENERIC_DELETE_QUESTION,
    deleteRowLabel: (person) => `Usuń człowieka mediów ${person.id}`,
  },
  list: {
    searchLabel: 'Szukaj po nazwisku',
    columns: [
      { id: 'id', header: 'Id', cell: (person) => person.id },
      { id: 'name', header: 'Imię', cell: (person) => person.name },
      { id: 'surname', header: 'Nazwisko', cell: (person) => person.surname, isRowHeader: true },
      { id: 'created', header: 'Data dodania', cell: (person) => formatDateTime(person.created) },
      {
        id: 'isPublish',
        header: 'Publikacja',
        cell: (person) => <PublicationToggle isOn={person.isPublish} />,
      },
    ],
  },
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
