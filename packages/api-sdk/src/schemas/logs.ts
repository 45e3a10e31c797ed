/**
 * Login history (01 §2, §3, §7): one entry per login, read-only, listed with a `loggedAt[before]`
 * filter and a search by username.
 */
import { z } from 'zod';
import { idSchema, jsonLdShape, nullableStringSchema, textOrEmptySchema } from './shared';

/** The user of a log entry: embedded with its username (an IRI alone reads with an empty username). */
export const logUserSchema = z.preprocess(
  (value) => (typeof value === 'string' ? { '@id': value, username: '' } : value),
  z.object({ ...jsonLdShape, id: z.optional(idSchema), username: textOrEmptySchema }).nullable(),
);

export const logSchema = z.object({
  ...jsonLdShape,
  id: idSchema,
  user: logUserSchema.optional().transform((user) => user ?? null),
  loggedAt: nullableStringSchema,
  log: nullableStringSchema,
});
export type Log = z.infer<typeof logSchema>;

/**
 * Query of GET /api/logs: entries logged before a date, and the screen's search input, which looks for
 * the user's name (`user.username`, SDK-C16: the only text column besides the log itself).
 */
export const logFilterSchema = z.object({
  loggedAtBefore: z.string().optional(),
  username: z.string().optional(),
});
export type LogFilter = z.infer<typeof logFilterSchema>;
