/**
 * A group of fields repeated between `min` and `max` times (a poll's answers 1 to 12): each item a
 * labelled group with its fields, 'add' up to the maximum, 'remove' down to the minimum.
 */
import { Button } from '@redakcja/ui';
import { useId, useMemo } from 'react';
import { z } from 'zod';
import { nestedErrors } from '../../form/formErrors';
import { type FormStore, useFormController } from '../../form/useEntityForm';
import { FormFields } from './FormFields';
import { GroupNameContext } from './groupName';
import type { FieldKindProps } from './types';

const anyItem = z.record(z.string(), z.any());

export default function RepeatKind({
  field,
  value,
  onChange,
  client,
  isDisabled,
  nestedErrors: itemErrors,
}: FieldKindProps<'repeat'>) {
  const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  return (
    <fieldset>
      <legend>{field.label}</legend>
      {items.map((item, index) => (
        <RepeatItem
          // Items have no ids of their own; their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          key={index}
          label={field.itemLabel(index)}
          item={item}
          errors={nestedErrors(itemErrors, String(index))}
          fields={field.fields}
          client={client}
          onChange={(next) => onChange(items.map((old, at) => (at === index ? next : old)))}
          onRemove={
            items.length > field.min && !isDisabled
              ? () => onChange(items.filter((_, at) => at !== index))
              : undefined
          }
          removeLabel={field.removeLabel}
        />
      ))}
      {items.length < field.max && !isDisabled ? (
        <Button variant="secondary" onPress={() => onChange([...items, field.empty()])}>
          {field.addLabel}
        </Button>
      ) : null}
    </fieldset>
  );
}

function RepeatItem({
  label,
  item,
  errors,
  fields,
  client,
  onChange,
  onRemove,
  removeLabel,
}: {
  label: string;
  item: Record<string, unknown>;
  /** The messages of the whole form's validation for this item's fields. */
  errors: Readonly<Record<string, string>>;
  fields: FieldKindProps<'repeat'>['field']['fields'];
  client: FieldKindProps<'repeat'>['client'];
  onChange: (item: Record<string, unknown>) => void;
  onRemove: (() => void) | undefined;
  removeLabel: string;
}) {
  const form = useFormController(anyItem, item);
  const id = useId();
  // The item's values and messages are the group's (its props): its fields read them from here.
  // biome-ignore lint/suspicious/noExplicitAny: an item's values, as its schema (any record) types them.
  const store = useMemo<FormStore<Record<string, any>>>(
    () => ({
      getValues: () => item,
      getBaseline: () => item,
      getErrors: () => errors,
      isDirty: () => false,
      changedCount: () => 0,
      subscribe: () => () => {},
    }),
    [item, errors],
  );
  return (
    <fieldset>
      <legend id={`${id}-name`}>{label}</legend>
      <GroupNameContext.Provider value={`${id}-name`}>
        <FormFields
          entries={fields}
          form={{
            store,
            setWorking: form.setWorking,
            setValue: (name, next) => onChange({ ...item, [name]: next }),
          }}
          client={client}
        />
      </GroupNameContext.Provider>
      {onRemove ? (
        <Button
          variant="secondary"
          onPress={onRemove}
          id={`${id}-remove`}
          aria-labelledby={`${id}-remove ${id}-name`}
        >
          {removeLabel}
        </Button>
      ) : null}
    </fieldset>
  );
}
