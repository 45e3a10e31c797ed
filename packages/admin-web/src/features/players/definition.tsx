/**
 * Video players (03 §2-§9; D11, D15): new and edit (the list, with its title search, is
 * listDefinition.tsx); 'Powrót' leads to the players list (D11, not to the authors as in the old panel); the
 * list returns 2 s after a save and the button keeps its final label (no 4 s reset). Rules and messages,
 * the date order included: the SDK's playerFormSchema.
 */
import {
  fromPlayer,
  newPlayerForm,
  playerFormSchema,
  REDIRECT_DELAYS_MS,
  toPlayerPayload,
} from '@redakcja/api-sdk';
import { defineCrudForm } from '../../shared/crud/definition';
import { PLAYER_ROUTES } from './listQueries';
import { playerQueries } from './queries';

export const playersDefinition = defineCrudForm({
  queries: playerQueries,
  routes: PLAYER_ROUTES,
  deletedAt: () => null,
  form: {
    schema: playerFormSchema,
    empty: () => newPlayerForm(),
    fromRecord: fromPlayer,
    toPayload: toPlayerPayload,
    fields: [
      { kind: 'text', name: 'title', label: 'Tytuł' },
      { kind: 'textarea', name: 'description', label: 'Opis' },
      { kind: 'text', name: 'videoUrl', label: 'Link' },
      { kind: 'dateTime', name: 'dateFrom', label: 'Data od' },
      { kind: 'dateTime', name: 'dateTo', label: 'Data do' },
      { kind: 'checkbox', name: 'enabled', label: 'Włączony' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.players },
    keepFinalLabel: true,
  },
  redirectIfDeleted: false,
});
