/**
 * The option lists of the `/select` endpoints by source: one cache entry per endpoint for every screen,
 * refreshed by the saves of the feature behind it (`crudQueries({ optionSource })`).
 */
import { createSelectsResource, resourceOf } from '@redakcja/api-sdk';
import type { OptionSource } from './definition';

export const OPTIONS: Record<
  | 'groups'
  | 'categories'
  | 'silos'
  | 'siloGroups'
  | 'dictionaryCategories'
  | 'advIndustries'
  | 'kfCategories',
  OptionSource
> = {
  groups: {
    source: '/api/groups/select',
    load: (client, options) => resourceOf(client, createSelectsResource).groups(options),
  },
  categories: {
    source: '/api/categories/select',
    load: (client, options) => resourceOf(client, createSelectsResource).categories(options),
  },
  silos: {
    source: '/api/silos/select',
    load: (client, options) => resourceOf(client, createSelectsResource).silos(options),
  },
  siloGroups: {
    source: '/api/silos_groups/select',
    load: (client, options) => resourceOf(client, createSelectsResource).siloGroups(options),
  },
  dictionaryCategories: {
    source: '/api/dictionarycategories/select',
    load: (client, options) => resourceOf(client, createSelectsResource).dictionaryCategories(options),
  },
  advIndustries: {
    source: '/api/adv_industries/select',
    load: (client, options) => resourceOf(client, createSelectsResource).advIndustries(options),
  },
  kfCategories: {
    source: '/api/kf_categories/select',
    load: (client, options) => resourceOf(client, createSelectsResource).kfCategories(options),
  },
};
