/**
 * The filters of a list beyond its search (a date, a date range, a text), each kept in the address under
 * its name. A chunk of its own: the date picker is loaded only by lists that have a date filter.
 */
import { isValidDateText, sharedMessages } from '@redakcja/api-sdk/constants';
import { DatePicker, TextField } from '@redakcja/ui';
import { useState } from 'react';
import type { ListFilterDefinition } from './definition';

/**
 * A date a list can be filtered by: its year has four digits. The date field reports a date for every
 * digit of the year typed ('2' is the year 0002, then 0020, 0202, 2026): only the last is the user's. An
 * impossible date the field keeps ('2026-02-30') filters nothing: the field says why.
 */
export const isWholeDate = (value: string) => /^[1-9]\d{3}-\d{2}-\d{2}/.test(value) && isValidDateText(value);

/**
 * A date filter: the field shows what is typed, the list is filtered once the date is whole (or cleared).
 * The address's value wins when it changes from elsewhere (back, a reset).
 */
function DateFilter({
  label,
  value,
  onChange,
  errorMessage,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
}) {
  const [shown, setShown] = useState(value);
  const [fromAddress, setFromAddress] = useState(value);
  if (fromAddress !== value) {
    setFromAddress(value);
    setShown(value);
  }
  return (
    <DatePicker
      label={label}
      value={shown || null}
      errorMessage={errorMessage}
      onChange={(next) => {
        setShown(next ?? '');
        if (next === null || isWholeDate(next)) onChange(next ?? '');
      }}
    />
  );
}

export default function ListFilters({
  filters,
  values,
  onChange,
}: {
  filters: readonly ListFilterDefinition[];
  values: Readonly<Record<string, string>>;
  onChange: (name: string, value: string) => void;
}) {
  // A range whose end comes before its start ('after' later than 'before') finds nothing: the end's
  // field says why, with the SDK's message, as author statistics do.
  const after = values.after ?? '';
  const before = values.before ?? '';
  const reversed = after !== '' && before !== '' && after.slice(0, 10) > before.slice(0, 10);
  return (
    <>
      {filters.map((filter) =>
        filter.kind === 'date' ? (
          <DateFilter
            key={filter.name}
            label={filter.label}
            value={values[filter.name] ?? ''}
            onChange={(value) => onChange(filter.name, value)}
            errorMessage={
              reversed && filter.name === 'before' ? sharedMessages.dateToBeforeDateFrom : undefined
            }
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
