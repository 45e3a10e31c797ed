import {
  createProbesResource,
  type Probe,
  type ProbePayload,
  resourceOf,
  type TitleFilter,
} from '@redakcja/api-sdk';
import type { CrudListState } from '../../shared/crud/definition';
import { crudQueries } from '../../shared/crud/queries';

/** Polls search by title (03 §7: GET /api/probes?title={q}). */
export function byTitle({ page, searchQuery }: CrudListState): TitleFilter {
  return { page, title: searchQuery || undefined };
}

/** /api/probes: list by title, one poll. */
export const probeQueries = crudQueries<Probe, Probe, ProbePayload, TitleFilter>({
  root: 'probes',
  resource: (client) => resourceOf(client, createProbesResource),
  filters: byTitle,
});
