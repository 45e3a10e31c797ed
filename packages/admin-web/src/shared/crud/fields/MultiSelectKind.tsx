import { MultiSelect } from '@redakcja/ui';
import { useQuery } from '@tanstack/react-query';
import { optionsQuery } from '../queries';
import type { FieldKindProps } from './types';

/** Several choices of an option list (the silo's groups), values as the list gives them (IRIs). */
export default function MultiSelectKind({
  field,
  value,
  onChange,
  errorMessage,
  isDisabled,
  client,
  values,
}: FieldKindProps<'multiSelect'>) {
  const source = typeof field.options === 'function' ? field.options(values) : field.options;
  const options = useQuery(optionsQuery(client, source));
  return (
    <MultiSelect
      name={field.name as string}
      label={field.label}
      description={field.hint ? field.hint(values) : field.description}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
      options={(options.data ?? []).map((option) => ({ id: option.value, label: option.label }))}
      isLoading={options.isPending}
      value={Array.isArray(value) ? (value as string[]) : []}
      onChange={(keys) => onChange(keys.map(String))}
    />
  );
}
