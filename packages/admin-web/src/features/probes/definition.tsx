/**
 * Polls, 'Sondy' (03 §2, §3, §5, §7, §9; D8, D9): new and edit (the list is listDefinition.tsx) with the
 * title, the answers as a repeated group (1 and 2 required, up to 12), isPublish and isActive; the list
 * 2 s after a save. Rules: the SDK's probeAnswersFormSchema; answer1..12 and the slug from the title:
 * toProbePayloadFromAnswers.
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
import { defineCrudForm } from '../../shared/crud/definition';
import { PROBE_ROUTES } from './listQueries';
import { probeQueries } from './queries';

export const probesDefinition = defineCrudForm({
  queries: probeQueries,
  routes: PROBE_ROUTES,
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
