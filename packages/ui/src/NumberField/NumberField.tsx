import { sharedMessages } from '@redakcja/api-sdk/constants';
import { type KeyboardEvent, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import { TextField as AriaTextField } from 'react-aria-components/TextField';
import {
  type FieldBaseProps,
  FieldHelp,
  FieldLabel,
  invalidFrom,
  useValidationBehavior,
} from '../Field/Field';
import * as styles from '../Field/Field.css';

export interface NumberFieldProps extends FieldBaseProps {
  /** The value; NaN when the text is not a whole number (or empty). */
  value?: number | null;
  defaultValue?: number;
  /** Called on every change with the number typed, or NaN for text that is not a whole number. */
  onChange?: (value: number) => void;
  minValue?: number;
  maxValue?: number;
  /** The step of the buttons and of the arrow keys (1). */
  step?: number;
  name?: string;
  placeholder?: string;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isRequired?: boolean;
  autoFocus?: boolean;
  id?: string;
}

export const DECREMENT_LABEL = 'Zmniejsz';
export const INCREMENT_LABEL = 'Zwiększ';

const WHOLE_NUMBER = /^[-+]?\d+$/;

/** A whole number from the text as typed ('-5', ' 12 ', '−3'); NaN for anything else ('abc', '1e5', '1,5', ''). */
export function parseWholeNumber(text: string): number {
  const normalised = text.trim().replace(/\u2212/g, '-');
  return WHOLE_NUMBER.test(normalised) ? Number(normalised) : Number.NaN;
}

function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '' : String(value);
}

function sameNumber(a: number, b: number): boolean {
  return a === b || (Number.isNaN(a) && Number.isNaN(b));
}

/**
 * A labelled whole-number input (ordering, priority, topOrdering 0-999) with decrement and increment
 * buttons and the arrow keys. What is typed or pasted stays as it was typed: text that is not a whole
 * number ('abc', '1e5', '1,5') is kept, reported as NaN, and shows 'Wartość musi być liczbą!' once the
 * field is left, instead of being dropped silently (react-aria's NumberField refuses such input, so a
 * paste vanished and the old value was saved). Out-of-range numbers are clamped when the field is left.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  isInvalid,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  step = 1,
  placeholder,
  isDisabled,
  isReadOnly,
  ...props
}: NumberFieldProps) {
  const controlled = value !== undefined;
  const [text, setText] = useState(() => formatNumber(controlled ? value : defaultValue));
  const [left, setLeft] = useState(false);
  // A new value from outside (a loaded record, a reset) replaces the text; the form's echo of what was
  // typed (the same number, or NaN for the same non-number) keeps the text as typed.
  const [shown, setShown] = useState(value);
  if (controlled && !sameNumber(value ?? Number.NaN, shown ?? Number.NaN)) {
    setShown(value);
    if (!sameNumber(value ?? Number.NaN, parseWholeNumber(text))) setText(formatNumber(value));
  }

  const clamp = (number: number) =>
    Math.min(maxValue ?? Number.POSITIVE_INFINITY, Math.max(minValue ?? Number.NEGATIVE_INFINITY, number));
  const change = (next: string) => {
    setText(next);
    const number = parseWholeNumber(next);
    if (controlled) setShown(number);
    onChange?.(number);
  };
  const stepBy = (direction: 1 | -1) => {
    if (isDisabled || isReadOnly) return;
    const current = parseWholeNumber(text);
    const start = Number.isNaN(current) ? (minValue ?? 0) - direction * step : current;
    change(String(clamp(start + direction * step)));
  };
  const onBlur = () => {
    setLeft(true);
    const number = parseWholeNumber(text);
    if (!Number.isNaN(number) && clamp(number) !== number) change(String(clamp(number)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      stepBy(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  const notANumber = left && text.trim() !== '' && Number.isNaN(parseWholeNumber(text));
  const shownError = errorMessage || (notANumber ? sharedMessages.mustBeNumber : undefined);
  const invalid = invalidFrom({ isInvalid, errorMessage: shownError });
  const fieldLabel = typeof label === 'string' ? ` ${label}` : '';

  return (
    <AriaTextField
      {...props}
      value={text}
      onChange={(next) => {
        setLeft(false);
        change(next);
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      inputMode="numeric"
      autoComplete="off"
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isInvalid={invalid}
      validationBehavior={useValidationBehavior()}
      className={styles.field}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={styles.group} isDisabled={isDisabled} isInvalid={invalid}>
        <Input className={styles.groupInput} placeholder={placeholder} />
        {/* Out of the tab order, as react-aria's own steppers: the arrow keys do the same from the input. */}
        <Button
          aria-label={`${DECREMENT_LABEL}${fieldLabel}`}
          excludeFromTabOrder
          isDisabled={isDisabled || isReadOnly}
          onPress={() => stepBy(-1)}
          className={styles.groupButton}
        >
          −
        </Button>
        <Button
          aria-label={`${INCREMENT_LABEL}${fieldLabel}`}
          excludeFromTabOrder
          isDisabled={isDisabled || isReadOnly}
          onPress={() => stepBy(1)}
          className={styles.groupButton}
        >
          +
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={shownError} />
    </AriaTextField>
  );
}
