import {
  createProbesResource,
  type Probe,
  type ProbeListItem,
  type ProbePayload,
  resourceOf,
  type TitleFilter,
} from '@redakcja/api-sdk';
import { withRecordQueries } from '../../shared/crud/queries';
import { probeListQueries } from './listQueries';

/** /api/probes: the list by title (listQueries.ts) and one poll. */
export const probeQueries = withRecordQueries<Probe, ProbeListItem, ProbePayload, TitleFilter>(
  probeListQueries,
  (client) => resourceOf(client, createProbesResource),
);
