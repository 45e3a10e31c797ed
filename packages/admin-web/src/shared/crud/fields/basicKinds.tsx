/** The light field kinds, in every form's chunk. */
import { Checkbox, NumberField, Select, TextArea, TextField } from '@redakcja/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import * as styles from '../../layout.css';
import { optionsQuery } from '../queries';
import { useGroupName } from './groupName';
import type { FieldKindProps } from './types';

const common = (props: {
  field: {
    name: unknown;
    label: string;
    description?: ReactNode;
    warning?: (value: unknown) => string | undefined;
  };
  value: unknown;
  errorMessage: string | undefined;
  isDisabled: boolean;
}) => ({
  name: props.field.name as string,
  label: props.field.label,
  description: props.field.warning
    ? withWarning(props.field.description, props.field.warning(props.value))
    : props.field.description,
  errorMessage: props.errorMessage,
  isDisabled: props.isDisabled,
});

/**
 * The description, and under it the field's warning while its value looks wrong. Always a description
 * (empty while nothing is wrong): react-aria links the field to a description present when it mounts.
 */
function withWarning(description: ReactNode, warning: string | undefined): ReactNode {
  return (
    <>
      {description}
      {warning ? <strong className={styles.block}>{warning}</strong> : null}
    </>
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function TextKind(props: FieldKindProps<'text'>) {
  return (
    <TextField
      {...common(props)}
      aria-labelledby={useGroupName()}
      value={text(props.value)}
      onChange={props.onChange}
    />
  );
}

export function TextAreaKind(props: FieldKindProps<'textarea'>) {
  return (
    <TextArea
      {...common(props)}
      aria-labelledby={useGroupName()}
      rows={props.field.rows}
      value={text(props.value)}
      onChange={props.onChange}
    />
  );
}

export function NumberKind(props: FieldKindProps<'number'>) {
  return (
    <NumberField
      {...common(props)}
      aria-labelledby={useGroupName()}
      value={props.value as number}
      onChange={props.onChange}
    />
  );
}

export function CheckboxKind(props: FieldKindProps<'checkbox'>) {
  return <Checkbox {...common(props)} isSelected={props.value === true} onChange={props.onChange} />;
}

/** Write-only: the form starts it blank (also on edit); the browser is told not to fill it in. */
export function PasswordKind(props: FieldKindProps<'password'>) {
  return (
    <TextField
      {...common(props)}
      type="password"
      autoComplete="new-password"
      value={text(props.value)}
      onChange={props.onChange}
    />
  );
}

const NONE = '';

export function SelectKind(props: FieldKindProps<'select'>) {
  const { field } = props;
  const options = useQuery(optionsQuery(props.client, field.options));
  const choices = [
    ...(field.noneLabel !== undefined ? [{ id: NONE, label: field.noneLabel }] : []),
    ...(options.data ?? []).map((option) => ({ id: option.value, label: option.label })),
  ];
  const value = props.value as string | null;
  // A value the choices do not hold yet (still loading) stays selected as it is. While they load, a
  // press opens the list on a spinner (UI-42): the page is often shown before its options are in.
  return (
    <Select
      {...common(props)}
      options={choices}
      isLoading={options.isPending}
      value={value ?? (field.noneLabel !== undefined ? NONE : null)}
      onChange={(key) => props.onChange(key === null || key === NONE ? null : String(key))}
    />
  );
}
