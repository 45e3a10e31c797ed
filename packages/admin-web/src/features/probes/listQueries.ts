import {
  createProbeListResource,
  PROBES_PATH,
  type ProbeListItem,
  probeListItemSchema,
  resourceOf,
  type TitleFilter,
} from '@redakcja/api-sdk';
import { byTitle } from '../../shared/crud/nameSearch';
import { crudListQueries } from '../../shared/crud/queries';

/**
 * The list's queries alone, on the SDK's list resource (zod/mini, SDK-C33): the list screen and its
 * route's prefetch load no poll form rule. ProbeFormScreen.tsx gives the forms the same keys.
 */
export const probeListQueries = crudListQueries<ProbeListItem, TitleFilter>({
  root: 'probes',
  listResource: (client) => resourceOf(client, createProbeListResource),
  listed: { path: PROBES_PATH, schema: probeListItemSchema },
  filters: byTitle,
});
