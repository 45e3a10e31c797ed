/**
 * The option lists of the `/select` endpoints by source: one cache entry per endpoint for every screen,
 * refreshed by the saves of the feature behind it (`crudQueries({ optionSource })`).
 */
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
  groups: { source: '/api/groups/select', load: (client, options) => client.selects.groups(options) },
  categories: {
    source: '/api/categories/select',
    load: (client, options) => client.selects.categories(options),
  },
  silos: { source: '/api/silos/select', load: (client, options) => client.selects.silos(options) },
  siloGroups: {
    source: '/api/silos_groups/select',
    load: (client, options) => client.selects.siloGroups(options),
  },
  dictionaryCategories: {
    source: '/api/dictionarycategories/select',
    load: (client, options) => client.selects.dictionaryCategories(options),
  },
  advIndustries: {
    source: '/api/adv_industries/select',
    load: (client, options) => client.selects.advIndustries(options),
  },
  kfCategories: {
    source: '/api/kf_categories/select',
    load: (client, options) => client.selects.kfCategories(options),
  },
};
