/**
 * Options of the `/select` endpoints and of the creatable selects' lookups.
 */
import { z } from 'zod';
import { jsonLdShape } from './jsonLd';
import { sharedMessages } from './messages';
import { idSchema, textOrEmptySchema } from './readers';

/**
 * An option of a `/select` endpoint: `{ value, label }`; value is the IRI of the record where the option
 * is a relation (groups, categories, silos …). Numbers are read as strings; `id`/`name` pairs are read
 * as options too.
 */
export const selectOptionSchema = z.preprocess(
  (value) => {
    if (value && typeof value === 'object' && !('value' in value) && ('@id' in value || 'id' in value)) {
      const item = value as Record<string, unknown>;
      return { value: item['@id'] ?? item.id, label: item.label ?? item.name ?? item.title };
    }
    return value;
  },
  z.object({
    value: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string()),
    label: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string()),
  }),
);
export type SelectOption = z.infer<typeof selectOptionSchema>;
export const selectOptionsSchema = z.array(selectOptionSchema);

/** A member of a creatable select's lookup (GET ?page=1&name=…, POST {name}): id and name. */
export const namedOptionSchema = z.object({
  ...jsonLdShape,
  id: idSchema,
  name: textOrEmptySchema,
});
export type NamedOption = z.infer<typeof namedOptionSchema>;

/** The body that creates an option of a creatable select. */
export const namedOptionPayloadSchema = z.object(
  {
    name: z.string({ error: sharedMessages.required }).trim().min(1, { error: sharedMessages.required }),
  },
  { error: sharedMessages.mustBeObject },
);
