import {
  createProbesResource,
  type Probe,
  type ProbePayload,
  resourceOf,
  type TitleFilter,
} from '@redakcja/api-sdk';
import { byTitle } from '../../shared/crud/nameSearch';
import { crudQueries } from '../../shared/crud/queries';

/** /api/probes: list by title, one poll. */
export const probeQueries = crudQueries<Probe, Probe, ProbePayload, TitleFilter>({
  root: 'probes',
  resource: (client) => resourceOf(client, createProbesResource),
  filters: byTitle,
});
