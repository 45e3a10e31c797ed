/**
 * Login history (01 §2, §3, §7): one entry per login, read-only, listed with a `loggedAt[before]`
 * filter and a search by username.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the logs screen is a list
// only, and loads no classic zod.
import { z } from 'zod/mini';
import { jsonLdShape } from './jsonLd';
import { idSchema, nullableStringSchema, textOrEmptySchema } from './readers';

/** The user of a log entry: embedded with its username (an IRI alone reads with an empty username). */
export const logUserSchema = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' ? { '@id': value, username: '' } : value)),
  z.nullable(z.object({ ...jsonLdShape, id: z.optional(idSchema), username: textOrEmptySchema })),
);

export const logSchema = z.object({
  ...jsonLdShape,
  id: idSchema,
  user: z.pipe(
    z.optional(logUserSchema),
    z.transform((user) => user ?? null),
  ),
  loggedAt: nullableStringSchema,
  log: nullableStringSchema,
});
export type Log = z.infer<typeof logSchema>;

/**
 * Query of GET /api/logs: entries logged before a date, and the screen's search input, which looks for
 * the user's name (`user.username`, SDK-C16: the only text column besides the log itself).
 */
export const logFilterSchema = z.object({
  loggedAtBefore: z.optional(z.string()),
  username: z.optional(z.string()),
});
export type LogFilter = z.infer<typeof logFilterSchema>;
