import { z } from 'zod';

/** `hydra:view` (API Platform 3) or `view` (API Platform 4), with prefixed or plain link names (D19). */
export const hydraViewSchema = z.looseObject({
  '@id': z.string().optional(),
  'hydra:first': z.string().optional(),
  'hydra:previous': z.string().optional(),
  'hydra:next': z.string().optional(),
  'hydra:last': z.string().optional(),
  first: z.string().optional(),
  previous: z.string().optional(),
  next: z.string().optional(),
  last: z.string().optional(),
});

/**
 * The JSON-LD/Hydra collection envelope around items of `item`, in either spelling (D19). Items are parsed
 * under the key the server used, so a failing item reports a path such as `hydra:member.3.title`.
 */
export function hydraCollectionSchema<T extends z.ZodType>(item: T) {
  return z
    .looseObject({
      '@id': z.string().optional(),
      'hydra:member': z.array(item).optional(),
      member: z.array(item).optional(),
      'hydra:totalItems': z.number().int().nonnegative().optional(),
      totalItems: z.number().int().nonnegative().optional(),
      'hydra:view': hydraViewSchema.optional(),
      view: hydraViewSchema.optional(),
    })
    .refine((body) => body['hydra:member'] !== undefined || body.member !== undefined, {
      message: 'a collection carries hydra:member or member',
      path: ['hydra:member'],
    });
}

export interface PageLinks {
  /** The view's own `@id`: the link of this page. */
  self?: string | undefined;
  first?: string | undefined;
  previous?: string | undefined;
  next?: string | undefined;
  last?: string | undefined;
}

/** A collection with the two spellings folded into one shape. */
export interface HydraCollection<T> {
  id: string | undefined;
  members: T[];
  totalItems: number | undefined;
  /** Links of the view; undefined when the collection is not paginated at all. */
  view: PageLinks | undefined;
}

type ParsedEnvelope<T> = {
  '@id'?: string | undefined;
  'hydra:member'?: T[] | undefined;
  member?: T[] | undefined;
  'hydra:totalItems'?: number | undefined;
  totalItems?: number | undefined;
  'hydra:view'?: z.output<typeof hydraViewSchema> | undefined;
  view?: z.output<typeof hydraViewSchema> | undefined;
};

/** Folds a parsed envelope (either spelling) into a HydraCollection. */
export function normaliseCollection<T>(body: ParsedEnvelope<T>): HydraCollection<T> {
  const view = body['hydra:view'] ?? body.view;
  return {
    id: body['@id'],
    members: body['hydra:member'] ?? body.member ?? [],
    totalItems: body['hydra:totalItems'] ?? body.totalItems,
    view: view
      ? {
          self: view['@id'],
          first: view['hydra:first'] ?? view.first,
          previous: view['hydra:previous'] ?? view.previous,
          next: view['hydra:next'] ?? view.next,
          last: view['hydra:last'] ?? view.last,
        }
      : undefined,
  };
}

/**
 * A list that some endpoints send as a plain JSON array and others as a collection (the `/select`
 * endpoints): read either way as the array of items.
 */
export function listOrCollectionSchema<T extends z.ZodType>(item: T) {
  return z.union([
    z.array(item),
    hydraCollectionSchema(item).transform(
      (body) => (body['hydra:member'] ?? body.member ?? []) as z.output<T>[],
    ),
  ]);
}
