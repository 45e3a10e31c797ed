/**
 * Query keys from general to specific, one factory per feature: `['categories']` ⊃ `['categories',
 * 'list']` ⊃ `['categories', 'list', { page, searchQuery }]`; `['categories', 'detail', id]`. Mutations
 * invalidate `lists()` (every page and search of the feature) or `all`.
 */
export function queryKeyFactory<const Root extends string>(root: Root) {
  return {
    all: [root] as const,
    lists: () => [root, 'list'] as const,
    list: <P extends object>(params: P) => [root, 'list', params] as const,
    details: () => [root, 'detail'] as const,
    detail: (id: string | number) => [root, 'detail', String(id)] as const,
    /** Anything else the feature loads: `other('groupOptions')`. */
    other: <const Name extends string>(name: Name, ...rest: unknown[]) => [root, name, ...rest] as const,
  };
}

export type QueryKeys = ReturnType<typeof queryKeyFactory>;

/**
 * An option list by its source endpoint (`/api/groups/select`): every screen showing it shares one cache
 * entry, and a save or delete in the feature behind that endpoint refreshes it.
 */
export const optionsKey = (source: string) => ['options', source] as const;
