/** The magazine enumerations and the publishers as option sources of the form's selects. */
import {
  createSelectsResource,
  MAGAZINE_AREAS,
  MAGAZINE_TYPES,
  REGIONS,
  resourceOf,
} from '@redakcja/api-sdk';
import type { OptionSource, SelectOptionData } from '../../shared/crud/definition';

const fixed = (source: string, list: readonly SelectOptionData[]): OptionSource => ({
  source,
  load: async () => list,
});

export const MAGAZINE_OPTIONS: Record<'publishers' | 'types' | 'areas' | 'regions', OptionSource> = {
  publishers: {
    source: '/api/press_publishers/select',
    load: (client, options) => resourceOf(client, createSelectsResource).pressPublishers(options),
  },
  // Constants, not endpoints: their keys only name their cache entries.
  types: fixed('constant:magazineTypes', MAGAZINE_TYPES),
  areas: fixed('constant:magazineAreas', MAGAZINE_AREAS),
  regions: fixed('constant:regions', REGIONS),
};
