import { useRef, useState } from 'react';
import { useTextField } from 'react-aria/useTextField';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import * as styles from '../Field/Field.css';
import { type FieldBaseProps, invalidFrom, useValidationBehavior } from '../Field/fieldBase';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'isInvalid'>, FieldBaseProps {
  placeholder?: string;
}

/**
 * A labelled single-line text input with a description and an error message. Built on react-aria's
 * `useTextField` rather than react-aria-components' TextField, Input, Label, Text and FieldError: the
 * login page loads this field, and the component layer (its contexts, hover and focus-ring tracking)
 * would be some 2 KB of that page (UI-80). It keeps their markup: the field's `data-invalid` and
 * `data-disabled`, the input's `data-focused`, `data-invalid` and `data-disabled` the styles read, the
 * description and the error text linked by aria-describedby, and the form's validation behaviour and
 * server errors by name (ui's Form).
 */
export function TextField({
  label,
  description,
  errorMessage,
  isInvalid: isInvalidProp,
  validationBehavior,
  // The field's look is the library's: a className given is not applied.
  className: _className,
  onFocusChange,
  ...props
}: TextFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isFocused, setFocused] = useState(false);
  const formBehavior = useValidationBehavior(validationBehavior);
  const { labelProps, inputProps, descriptionProps, errorMessageProps, ...validation } = useTextField(
    {
      ...props,
      label,
      description,
      errorMessage,
      isInvalid: invalidFrom({ isInvalid: isInvalidProp, errorMessage }),
      // react-aria-components' rule: the field's own, else its form's, else the browser's.
      validationBehavior: formBehavior ?? 'native',
      onFocusChange: (focused) => {
        setFocused(focused);
        onFocusChange?.(focused);
      },
    },
    inputRef,
  );
  const { isInvalid, validationErrors } = validation;
  const message =
    typeof errorMessage === 'function'
      ? errorMessage(validation)
      : (errorMessage ?? (validationErrors.length > 0 ? validationErrors.join(' ') : null));
  const isDisabled = props.isDisabled || undefined;
  return (
    <div className={styles.field} data-invalid={isInvalid || undefined} data-disabled={isDisabled}>
      <label id={labelProps.id} htmlFor={inputProps.id} className={styles.label}>
        {label}
      </label>
      <input
        {...inputProps}
        ref={inputRef}
        className={styles.input}
        data-focused={isFocused || undefined}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled}
      />
      {description ? (
        <span {...descriptionProps} className={styles.description}>
          {description}
        </span>
      ) : null}
      {isInvalid && message != null ? (
        <span {...errorMessageProps} className={styles.error}>
          {message}
        </span>
      ) : null}
    </div>
  );
}
