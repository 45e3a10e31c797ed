import { createCreatableResource, resourceOf, ValidationError } from '@redakcja/api-sdk';
import { CreatableSelect, CreateRefusedError } from '@redakcja/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SelectOptionData } from '../definition';
import type { FieldKindProps } from './types';

/**
 * A lookup by typed name with the creation of a new entry (the article's author: /api/authors). The form
 * value is the chosen option, or, where the field has `idLabel`, its id alone ('' or null for none); the
 * name of an id the form starts with is looked up once.
 */
export default function CreatableKind({
  field,
  value,
  onChange,
  errorMessage,
  isDisabled,
  client,
  onWorkingChange,
}: FieldKindProps<'creatable'>) {
  const ops = resourceOf(client, createCreatableResource)(field.path);
  const byId = field.idLabel !== undefined;
  const id = byId && (typeof value === 'string' || typeof value === 'number') ? String(value) : '';
  // The option chosen here: its name is known without a lookup.
  const [picked, setPicked] = useState<SelectOptionData | null>(null);
  const known = picked !== null && picked.value === id ? picked : null;
  const label = useQuery({
    queryKey: ['options', field.path, 'label', id],
    queryFn: ({ signal }) => (field.idLabel ? field.idLabel(client, id, { signal }) : Promise.resolve('')),
    enabled: byId && id !== '' && known === null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const chosen: SelectOptionData | null = byId
    ? id === ''
      ? null
      : (known ?? { value: id, label: label.data ?? '' })
    : (value as SelectOptionData | null);
  return (
    <CreatableSelect
      name={field.name as string}
      label={field.label}
      description={field.description}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
      onCreatingChange={onWorkingChange}
      value={chosen ? { id: chosen.value, label: chosen.label } : null}
      onChange={(option) => {
        const next = option ? { value: String(option.id), label: option.label } : null;
        setPicked(next);
        onChange(byId ? (next?.value ?? '') : next);
      }}
      search={async (name, signal) =>
        (await ops.lookup(name, { signal })).map((option) => ({ id: String(option.id), label: option.name }))
      }
      create={async (name) => {
        try {
          const created = await ops.createOption(name);
          return { id: String(created.id), label: created.name };
        } catch (error) {
          // A 422 names why in Polish (the SDK's rule of the name, D13): said under the field.
          const reason = error instanceof ValidationError ? error.messageFor('name') : undefined;
          throw reason ? new CreateRefusedError(reason) : error;
        }
      }}
    />
  );
}
