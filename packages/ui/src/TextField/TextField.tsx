import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { Input } from 'react-aria-components/Input';
import { TextField as AriaTextField } from 'react-aria-components/TextField';
import { type FieldBaseProps, FieldHelp, FieldLabel, invalidFrom } from '../Field/Field';
import * as styles from '../Field/Field.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'isInvalid'>, FieldBaseProps {
  placeholder?: string;
}

/** A labelled single-line text input with a description and an error message. */
export function TextField({
  label,
  description,
  errorMessage,
  isInvalid,
  placeholder,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} isInvalid={invalidFrom({ isInvalid, errorMessage })} className={styles.field}>
      <FieldLabel>{label}</FieldLabel>
      <Input className={styles.input} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
