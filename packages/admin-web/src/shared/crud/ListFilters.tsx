/**
 * The filters of a list beyond its search (a date, a date range, a text), each kept in the address under
 * its name. A chunk of its own: the date picker is loaded only by lists that have a date filter.
 */
import { DatePicker, TextField } from '@redakcja/ui';
import type { ListFilterDefinition } from './definition';

export default function ListFilters({
  filters,
  values,
  onChange,
}: {
  filters: readonly ListFilterDefinition[];
  values: Readonly<Record<string, string>>;
  onChange: (name: string, value: string) => void;
}) {
  return (
    <>
      {filters.map((filter) =>
        filter.kind === 'date' ? (
          <DatePicker
            key={filter.name}
            label={filter.label}
            value={values[filter.name] || null}
            onChange={(value) => onChange(filter.name, value ?? '')}
          />
        ) : (
          <TextField
            key={filter.name}
            label={filter.label}
            value={values[filter.name] ?? ''}
            onChange={(value) => onChange(filter.name, value)}
          />
        ),
      )}
    </>
  );
}
