import type { ApiClient } from '@redakcja/api-sdk';
import { Checkbox, NumberField, Select, TextArea, TextField } from '@redakcja/ui';
import { useQuery } from '@tanstack/react-query';
import type { EntityForm } from '../form/useEntityForm';
import type { QueryKeys } from '../queryKeys';
import type { FieldDefinition } from './definition';

/** The form's fields in order, each the ui component of its kind, bound to the form state. */
export function FormFields<Form extends object>({
  fields,
  form,
  client,
  keys,
}: {
  fields: readonly FieldDefinition<Form>[];
  form: EntityForm<Form>;
  client: ApiClient;
  keys: QueryKeys;
}) {
  return (
    <>
      {fields.map((field) => (
        <FormField key={field.name} field={field} form={form} client={client} keys={keys} />
      ))}
    </>
  );
}

// The form's values by name, for the kinds whose type the field definition guarantees.
type Values = Record<string, unknown>;

function FormField<Form extends object>({
  field,
  form,
  client,
  keys,
}: {
  field: FieldDefinition<Form>;
  form: EntityForm<Form>;
  client: ApiClient;
  keys: QueryKeys;
}) {
  const values = form.values as Values;
  const set = (value: unknown) => form.setValue(field.name, value as Form[typeof field.name]);
  const common = {
    name: field.name,
    label: field.label,
    description: field.description,
    errorMessage: form.errors[field.name],
  };
  switch (field.kind) {
    case 'text':
      return <TextField {...common} value={(values[field.name] as string | null) ?? ''} onChange={set} />;
    case 'textarea':
      return (
        <TextArea
          {...common}
          rows={field.rows}
          value={(values[field.name] as string | null) ?? ''}
          onChange={set}
        />
      );
    case 'number':
      return <NumberField {...common} value={values[field.name] as number} onChange={set} />;
    case 'checkbox':
      return <Checkbox {...common} isSelected={values[field.name] === true} onChange={set} />;
    case 'select':
      return (
        <SelectField
          field={field}
          common={common}
          value={values[field.name] as string | null}
          onChange={set}
          client={client}
          keys={keys}
        />
      );
  }
}

const NONE = '';

function SelectField<Form>({
  field,
  common,
  value,
  onChange,
  client,
  keys,
}: {
  field: Extract<FieldDefinition<Form>, { kind: 'select' }>;
  common: {
    name: string;
    label: string;
    description?: string | undefined;
    errorMessage?: string | undefined;
  };
  value: string | null;
  onChange: (value: string | null) => void;
  client: ApiClient;
  keys: QueryKeys;
}) {
  const options = useQuery({
    queryKey: keys.other('options', field.name),
    queryFn: ({ signal }) => field.options(client, { signal }),
  });
  const choices = [
    ...(field.noneLabel !== undefined ? [{ id: NONE, label: field.noneLabel }] : []),
    ...(options.data ?? []).map((option) => ({ id: option.value, label: option.label })),
  ];
  // A value the choices do not hold yet (still loading) stays selected as it is.
  return (
    <Select
      {...common}
      options={choices}
      value={value ?? (field.noneLabel !== undefined ? NONE : null)}
      onChange={(key) => onChange(key === null || key === NONE ? null : String(key))}
    />
  );
}
