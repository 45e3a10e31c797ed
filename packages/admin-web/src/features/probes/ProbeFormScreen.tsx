/**
 * Polls, 'Sondy' (03 §2, §3, §5, §7, §9; D8, D9): new and edit (the list is ProbesListScreen.tsx) with the
 * title, the answers as a repeated group (1 and 2 required, up to 12), isPublish and isActive; the list
 * 2 s after a save. Rules: the SDK's probeAnswersFormSchema; answer1..12 and the slug from the title:
 * toProbePayloadFromAnswers.
 */
import {
  createProbesResource,
  fromProbeAnswers,
  newProbeAnswersForm,
  PROBE_MAX_ANSWERS,
  PROBE_REQUIRED_ANSWERS,
  type Probe,
  type ProbeListItem,
  type ProbePayload,
  probeAnswersFormSchema,
  REDIRECT_DELAYS_MS,
  resourceOf,
  type TitleFilter,
  toProbePayloadFromAnswers,
} from '@redakcja/api-sdk';
import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { defineCrudForm } from '../../shared/crud/definition';
import { withRecordQueries } from '../../shared/crud/queries';
import { crudRoutes } from '../../shared/crud/routes';
import { probeListQueries } from './listQueries';

/** /api/probes: the list by title (listQueries.ts) and one poll. */
const probeQueries = withRecordQueries<Probe, ProbeListItem, ProbePayload, TitleFilter>(
  probeListQueries,
  (client) => resourceOf(client, createProbesResource),
);

const probesDefinition = defineCrudForm({
  queries: probeQueries,
  routes: crudRoutes('probes'),
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

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(probesDefinition);

/** 'Nowa sonda' (/probes/new) and 'Edycja sondy' (/probes/edit/:id). */
export default function ProbeFormScreen() {
  return <CrudFormScreen definition={probesDefinition} />;
}
