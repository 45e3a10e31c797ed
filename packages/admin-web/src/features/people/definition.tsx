/**
 * Media people, 'ludzie mediów' (02 §2-§9, 03 §3, §5; D8, D9): new and edit (the list is
 * listDefinition.tsx); deleted people are not editable; the list returns 2 s after a save. Rules and
 * messages: the SDK's personFormSchema; the slug: toPersonPayload.
 */
import {
  fromPerson,
  newPersonForm,
  personFormSchema,
  REDIRECT_DELAYS_MS,
  toPersonPayload,
} from '@redakcja/api-sdk';
import { defineCrudForm } from '../../shared/crud/definition';
import { PERSON_ROUTES } from './listQueries';
import { personQueries } from './queries';

export const peopleDefinition = defineCrudForm({
  queries: personQueries,
  routes: PERSON_ROUTES,
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
