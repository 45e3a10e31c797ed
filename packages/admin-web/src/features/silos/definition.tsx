/**
 * Silos (02 §2-§9): list with name search whose rows show the name with a 'Priorytet' line (and the
 * 'Usunięte' line of a deleted silo); new ('Nowy Silos') and edit ('Edycja silosa'), which leaves for
 * the list when the silo is deleted or does not load. The main photo is required: a chosen file is
 * uploaded first (POST /api/media), and a silo still without one gets 'Błąd — Zdjęcie Główne' /
 * 'Pole wymagane.'. The list returns 1 s after a save. Rules and messages: the SDK's siloFormSchema.
 */
import {
  fromSilo,
  newSiloForm,
  REDIRECT_DELAYS_MS,
  SILO_IMAGE_LABEL,
  siloFormSchema,
  toSiloPayload,
} from '@redakcja/api-sdk';
import { defineCrud } from '../../shared/crud/definition';
import { META_FIELDS } from '../../shared/crud/metaFields';
import { NAME_SEARCH_LABEL } from '../../shared/crud/nameSearch';
import { OPTIONS } from '../../shared/crud/options';
import * as styles from '../../shared/layout.css';
import { SILO_GROUP_DELETE_TEXTS } from '../../shared/siloGroupDeleteTexts';
import { siloQueries } from './queries';

export const silosDefinition = defineCrud({
  queries: siloQueries,
  routes: { list: 'silos', new: 'siloNew', edit: 'siloEdit' },
  texts: {
    tableLabel: 'Lista silosów',
    ...SILO_GROUP_DELETE_TEXTS,
    deleteRowLabel: (silo) => `Usuń silos ${silo.id}`,
  },
  list: {
    searchLabel: NAME_SEARCH_LABEL,
    columns: [
      { id: 'id', header: 'Id', cell: (silo) => silo.id },
      {
        id: 'name',
        header: 'Nazwa',
        isRowHeader: true,
        cell: (silo) => (
          <>
            {silo.name}
            <span className={styles.cellLine}>Priorytet: {silo.ordering}</span>
          </>
        ),
      },
    ],
  },
  deletedAt: (silo) => silo.deleted,
  form: {
    schema: siloFormSchema,
    empty: newSiloForm,
    fromRecord: fromSilo,
    toPayload: toSiloPayload,
    fields: [
      { kind: 'text', name: 'name', label: 'Nazwa' },
      {
        kind: 'text',
        name: 'slug',
        label: 'Slug',
        description: 'Pozostaw puste, aby utworzyć go z nazwy.',
      },
      ...META_FIELDS,
      { kind: 'textarea', name: 'description', label: 'Opis', rows: 3 },
      { kind: 'textarea', name: 'introduction', label: 'Wstęp', rows: 5 },
      { kind: 'richText', name: 'content', label: 'Treść' },
      { kind: 'photo', name: 'mediaId', label: SILO_IMAGE_LABEL, mediaKind: 'main', required: true },
      { kind: 'multiSelect', name: 'silosGroup', label: 'Grupy silosów', options: OPTIONS.siloGroups },
      { kind: 'number', name: 'ordering', label: 'Priorytet' },
      { kind: 'checkbox', name: 'isPublish', label: 'Opublikowany' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.silos },
  },
  redirectIfDeleted: true,
});
