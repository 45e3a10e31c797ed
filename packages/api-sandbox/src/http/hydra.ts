// JSON-LD/Hydra as API Platform 3 writes it (D19): items with @id and @type, collections with
// hydra:member, hydra:totalItems and a hydra:view whose links keep the request's filters.

export type Json = Record<string, unknown>;

export function itemDocument(type: string, member: Json): Json {
  return { '@context': `/api/contexts/${type}`, ...member };
}

export interface CollectionInput {
  /** Path of the collection as requested, without the query (`/api/articles`). */
  path: string;
  type: string;
  members: Json[];
  totalItems: number;
  page: number;
  pageSize: number;
  /** The request's query parameters in order; `page` is replaced in the links. */
  query: ReadonlyArray<[string, string]>;
  /** Written before every link: '' (paths) or '//host' (network paths, API Platform's NET_PATH). */
  linkPrefix?: string;
}

/** RFC 3986 query encoding, as PHP's http_build_query(…, PHP_QUERY_RFC3986) writes it. */
function encodeQuery(pairs: ReadonlyArray<[string, string]>): string {
  return pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
}

export function pathOfPage(path: string, query: ReadonlyArray<[string, string]>, page: number): string {
  const kept = query.filter(([key]) => key !== 'page' && key !== '');
  return `${path}?${encodeQuery([...kept, ['page', String(page)]])}`;
}

export function collectionDocument(input: CollectionInput): Json {
  const lastPage = Math.max(1, Math.ceil(input.totalItems / input.pageSize));
  const prefix = input.linkPrefix ?? '';
  const pageLink = (path: string, query: ReadonlyArray<[string, string]>, page: number): string =>
    `${prefix}${pathOfPage(path, query, page)}`;
  const view: Json = {
    '@id': pageLink(input.path, input.query, input.page),
    '@type': 'hydra:PartialCollectionView',
    'hydra:first': pageLink(input.path, input.query, 1),
    'hydra:last': pageLink(input.path, input.query, lastPage),
  };
  if (input.page > 1)
    view['hydra:previous'] = pageLink(input.path, input.query, Math.min(input.page - 1, lastPage));
  if (input.page < lastPage) view['hydra:next'] = pageLink(input.path, input.query, input.page + 1);
  return {
    '@context': `/api/contexts/${input.type}`,
    '@id': input.path,
    '@type': 'hydra:Collection',
    'hydra:totalItems': input.totalItems,
    'hydra:member': input.members,
    'hydra:view': view,
  };
}

/** A collection that is not paged (selects): every member, no view. */
export function plainCollectionDocument(path: string, type: string, members: Json[]): Json {
  return {
    '@context': `/api/contexts/${type}`,
    '@id': path,
    '@type': 'hydra:Collection',
    'hydra:totalItems': members.length,
    'hydra:member': members,
  };
}
