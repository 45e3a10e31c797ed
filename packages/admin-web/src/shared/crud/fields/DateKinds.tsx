import { DatePicker } from '@redakcja/ui';
import type { FieldKindProps } from './types';

/** A date, 'YYYY-MM-DD'. */
export function DateKind(props: FieldKindProps<'date'>) {
  return <DateWith {...props} granularity="day" />;
}

/** A date and time, 'YYYY-MM-DDTHH:mm' (cut to 16 characters, 02 §9). */
export function DateTimeKind(props: FieldKindProps<'dateTime'>) {
  return <DateWith {...props} granularity="minute" />;
}

function DateWith({
  field,
  value,
  onChange,
  errorMessage,
  isDisabled,
  granularity,
}: FieldKindProps<'date' | 'dateTime'> & { granularity: 'day' | 'minute' }) {
  const text =
    typeof value === 'string' && value !== '' ? value.slice(0, granularity === 'day' ? 10 : 16) : null;
  return (
    <DatePicker
      name={field.name as string}
      label={field.label}
      description={field.description}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
      granularity={granularity}
      minValue={field.minValue?.()}
      value={text}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
