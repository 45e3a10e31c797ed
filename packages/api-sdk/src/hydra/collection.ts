// zod/mini, as the readers (SDK-C30): a list screen parses its pages without zod's classic API.
import { z } from 'zod/mini';

/** `hydra:view` (API Platform 3) or `view` (API Platform 4), with prefixed or plain link names (D19). */
export const hydraViewSchema = z.looseObject({
  '@id': z.optional(z.string()),
  'hydra:first': z.optional(z.string()),
  'hydra:previous': z.optional(z.string()),
  'hydra:next': z.optional(z.string()),
  'hydra:last': z.optional(z.string()),
  first: z.optional(z.string()),
  previous: z.optional(z.string()),
  next: z.optional(z.string()),
  last: z.optional(z.string()),
});

/**
 * The JSON-LD/Hydra collection envelope around items of `item`, in either spelling (D19). Items are parsed
 * under the key the server used, so a failing item reports a path such as `hydra:member.3.title`.
 */
export function hydraCollectionSchema<T extends z.core.$ZodType>(item: T) {
  return z
    .looseObject({
      '@id': z.optional(z.string()),
      'hydra:member': z.optional(z.array(item)),
      member: z.optional(z.array(item)),
      'hydra:totalItems': z.optional(z.int().check(z.nonnegative())),
      totalItems: z.optional(z.int().check(z.nonnegative())),
      'hydra:view': z.optional(hydraViewSchema),
      view: z.optional(hydraViewSchema),
    })
    .check(
      z.refine((body) => body['hydra:member'] !== undefined || body.member !== undefined, {
        message: 'a collection carries hydra:member or member',
        path: ['hydra:member'],
      }),
    );
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
export function listOrCollectionSchema<T extends z.core.$ZodType>(item: T) {
  return z.union([
    z.array(item),
    z.pipe(
      hydraCollectionSchema(item),
      z.transform((body) => (body['hydra:member'] ?? body.member ?? []) as z.output<T>[]),
    ),
  ]);
}
