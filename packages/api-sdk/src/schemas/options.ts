/**
 * Options of the `/select` endpoints and of the creatable selects' lookups.
 */
// zod/mini, as ./readers (SDK-C30): the resource base (creatable selects) reads options with these.
import { z } from 'zod/mini';
import { jsonLdShape } from './jsonLd';
import { sharedMessages } from './messages';
import { idSchema, textOrEmptySchema } from './readers';

/**
 * An option of a `/select` endpoint: `{ value, label }`; value is the IRI of the record where the option
 * is a relation (groups, categories, silos …). Numbers are read as strings; `id`/`name` pairs are read
 * as options too.
 */
const numberAsText = () =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'number' ? String(value) : value)),
    z.string(),
  );
export const selectOptionSchema = z.pipe(
  z.transform((value: unknown) => {
    if (value && typeof value === 'object' && !('value' in value) && ('@id' in value || 'id' in value)) {
      const item = value as Record<string, unknown>;
      return { value: item['@id'] ?? item.id, label: item.label ?? item.name ?? item.title };
    }
    return value;
  }),
  z.object({ value: numberAsText(), label: numberAsText() }),
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
    name: z
      .string({ error: sharedMessages.required })
      .check(z.trim(), z.minLength(1, { error: sharedMessages.required })),
  },
  { error: sharedMessages.mustBeObject },
);
