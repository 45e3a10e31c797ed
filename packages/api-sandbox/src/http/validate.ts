import { type z, z as zod } from 'zod';
import { violationsFromZodError } from '../sdk';
import { BadRequestError, NotFoundError, ValidationError } from './errors';

/** The body parsed by an SDK payload schema; its Polish messages become a 422 (D20). */
export function validate<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body);
  if (!result.success) throw new ValidationError(violationsFromZodError(result.error));
  return result.data;
}

/** A JSON body that must be an object (where no schema reads it). */
export function objectBody(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (body === null) throw new BadRequestError('The request body must be a JSON object.');
  if (typeof body !== 'object' || Array.isArray(body))
    throw new BadRequestError('The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

/** A route's numeric `:id`; anything else cannot name a record: 404, as API Platform answers. */
export function idParam(params: unknown, name = 'id'): number {
  const raw = (params as Record<string, string | undefined>)[name];
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) throw new NotFoundError();
  return Number(raw);
}

/** A schema that validates a body with the schema `pick` chooses for it (two forms, one endpoint). */
export function dispatchSchema(pick: (body: unknown) => z.ZodType): z.ZodType<Record<string, unknown>> {
  return zod.unknown().transform((body, ctx) => {
    const result = pick(body).safeParse(body);
    if (result.success) return result.data as Record<string, unknown>;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [...issue.path] });
    }
    return zod.NEVER;
  });
}
