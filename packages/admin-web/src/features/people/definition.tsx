/**
 * Media people, 'ludzie mediów' (02 §2-§9; D8 paths, D9 the list disabled by default): the list searched
 * by surname with the columns Id, Imię, Nazwisko, Data dodania, Publikacja, Akcje; 'Nowy człowiek
 * mediów', 'Edycja człowieka mediów'; deleted people marked and not linked; the list 2 s after a save.
 * Rules and messages: the SDK's personFormSchema; the slug follows the name (toPersonPayload).
 */
import {
  fromPerson,
  newPersonForm,
  personFormSchema,
  REDIRECT_DELAYS_MS,
  toPersonPayload,
} from '@redakcja/api-sdk';
import { formatDateTime, PublicationToggle } from '@redakcja/ui';
import { defineCrud } from '../../shared/crud/definition';
import { personQueries } from './queries';

export const peopleDefinition = defineCrud({
  queries: personQueries,
  routes: { list: 'people', new: 'personNew', edit: 'personEdit' },
  texts: {
    tableLabel: 'Lista ludzi mediów',
    deleteTitle: 'Usuwanie człowieka mediów',
    deleteQuestion: 'Czy na pewno chcesz usunąć tego człowieka mediów?',
    deleteRowLabel: (person) => `Usuń człowieka mediów ${person.id}`,
  },
  list: {
    searchLabel: 'Szukaj po nazwisku',
    columns: [
      { id: 'id', header: 'Id', cell: (person) => person.id },
      { id: 'name', header: 'Imię', cell: (person) => person.name },
      { id: 'surname', header: 'Nazwisko', cell: (person) => person.surname, isRowHeader: true },
      {
        id: 'created',
        header: 'Data dodania',
        cell: (person) => (person.created ? formatDateTime(person.created) : ''),
      },
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
      { kind: 'richText', name: 'content', label: 'Treść' },
      { kind: 'photo', name: 'mediaId', label: 'Zdjęcie', mediaKind: 'main', allowNone: true },
      { kind: 'checkbox', name: 'isPublish', label: 'Opublikowany' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.people },
  },
  redirectIfDeleted: false,
});
