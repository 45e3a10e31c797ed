import { CreatableSelect } from '@redakcja/ui';
import type { SelectOptionData } from '../definition';
import type { FieldKindProps } from './types';

/** A lookup by typed name with the creation of a new entry (the article's author: /api/authors). */
export default function CreatableKind({
  field,
  value,
  onChange,
  errorMessage,
  isDisabled,
  client,
}: FieldKindProps<'creatable'>) {
  const ops = client.creatable(field.path);
  const chosen = value as SelectOptionData | null;
  return (
    <CreatableSelect
      name={field.name as string}
      label={field.label}
      description={field.description}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
      value={chosen ? { id: chosen.value, label: chosen.label } : null}
      onChange={(option) => onChange(option ? { value: String(option.id), label: option.label } : null)}
      search={async (name, signal) =>
        (await ops.lookup(name, { signal })).map((option) => ({ id: String(option.id), label: option.name }))
      }
      create={async (name) => {
        const created = await ops.createOption(name);
        return { id: String(created.id), label: created.name };
      }}
    />
  );
}
