import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { TextArea as AriaTextArea } from 'react-aria-components/TextArea';
import { TextField as AriaTextField } from 'react-aria-components/TextField';
import {
  type FieldBaseProps,
  FieldHelp,
  FieldLabel,
  invalidFrom,
  useValidationBehavior,
} from '../Field/Field';
import * as styles from '../Field/Field.css';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children' | 'isInvalid'>, FieldBaseProps {
  placeholder?: string;
  rows?: number;
}

/** A labelled multi-line text input (ban lists, descriptions, JSON credentials). */
export function TextArea({
  label,
  description,
  errorMessage,
  isInvalid,
  placeholder,
  rows = 6,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={invalidFrom({ isInvalid, errorMessage })}
      validationBehavior={useValidationBehavior(props.validationBehavior)}
      className={styles.field}
    >
      <FieldLabel>{label}</FieldLabel>
      <AriaTextArea className={styles.textarea} placeholder={placeholder} rows={rows} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
