/**
 * Polls, 'Sondy' (03 §2, §3, §5, §7, §9; D8, D9): disabled by default; list with a title search, new and
 * edit with the title, the answers as a repeated group (1 and 2 required, up to 12), isPublish and
 * isActive; the list 2 s after a save. Rules: the SDK's probeAnswersFormSchema; answer1..12 and the
 * slug from the title: toProbePayloadFromAnswers.
 */
import {
  fromProbeAnswers,
  newProbeAnswersForm,
  PROBE_MAX_ANSWERS,
  PROBE_REQUIRED_ANSWERS,
  probeAnswersFormSchema,
  REDIRECT_DELAYS_MS,
  toProbePayloadFromAnswers,
} from '@redakcja/api-sdk';
import { GENERIC_DELETE_QUESTION, GENERIC_DELETE_TITLE, PublicationToggle } from '@redakcja/ui';
import { defineCrud } from '../../shared/crud/definition';
import { probeQueries } from './queries';

export const probesDefinition = defineCrud({
  queries: probeQueries,
  routes: { list: 'probes', new: 'probeNew', edit: 'probeEdit' },
  texts: {
    tableLabel: 'Lista sond',
    deleteTitle: GENERIC_DELETE_TITLE,
    deleteQuestion: GENERIC_DELETE_QUESTION,
    deleteRowLabel: (probe) => `Usuń sondę ${probe.id}`,
  },
  list: {
    searchLabel: 'Szukaj po tytule',
    columns: [
      { id: 'id', header: 'Id', cell: (probe) => probe.id },
      { id: 'title', header: 'Tytuł', cell: (probe) => probe.title, isRowHeader: true },
      {
        id: 'isPublish',
        header: 'Publikacja',
        cell: (probe) => <PublicationToggle isOn={probe.isPublish} />,
      },
      { id: 'isActive', header: 'Aktywna', cell: (probe) => <PublicationToggle isOn={probe.isActive} /> },
    ],
  },
  deletedAt: () => null,
  form: {
    schema: probeAnswersFormSchema,
    empty: newProbeAnswersForm,
    fromRecord: fromProbeAnswers,
    toPayload: toProbePayloadFromAnswers,
    fields: [
      { kind: 'text', name: 'title', label: 'Tytuł' },
      {
        kind: 'repeat',
        name: 'answers',
        label: 'Odpowiedzi',
        itemLabel: (index) => `Odpowiedź ${index + 1}`,
        addLabel: 'Dodaj odpowiedź',
        removeLabel: 'Usuń odpowiedź',
        min: PROBE_REQUIRED_ANSWERS,
        max: PROBE_MAX_ANSWERS,
        empty: () => ({ answer: '' }),
        fields: [{ kind: 'text', name: 'answer', label: 'Treść odpowiedzi' }],
      },
      { kind: 'checkbox', name: 'isPublish', label: 'Opublikowana' },
      { kind: 'checkbox', name: 'isActive', label: 'Aktywna' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.probes },
  },
  redirectIfDeleted: false,
});
