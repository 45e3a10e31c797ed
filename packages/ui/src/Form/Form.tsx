import {
  type FormEvent,
  type Ref,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { FormProps as AriaFormProps } from 'react-aria-components';
import { FormValidationContext } from 'react-stately/private/form/useFormValidationState';
import { FormValidationBehavior } from '../Field/fieldBase';
import * as styles from './Form.css';
import { focusFirstInvalid } from './focusFirstInvalid';

export interface FormHandle {
  /** Focuses the first invalid field once the pending render (with the new errors) is committed. */
  focusFirstInvalid: () => void;
  element: HTMLFormElement | null;
}

export interface FormProps extends Omit<AriaFormProps, 'onSubmit'> {
  /**
   * Called on submit with the default prevented. When it returns a promise, the form waits for it;
   * either way it then focuses the first invalid field, if any (errors set by the handler count).
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => unknown;
  /** Imperative handle: `focusFirstInvalid()` after an async validation or a server 422. */
  handle?: Ref<FormHandle>;
}

/**
 * A form with the panel's rule: on a failed submit the first invalid field gets focus. Validation is
 * 'aria' by default (errors show as the panel sets them; submit always reaches the handler);
 * `validationErrors` shows server messages by field name and clears one when it is edited. Not
 * react-aria-components' Form, whose layer (its FormContext and the components' utilities) the login page
 * would load only for it (UI-80): ui's fields read the behaviour from `FormValidationBehavior`
 * (`useValidationBehavior`), and the server messages from react-stately's FormValidationContext, as
 * react-aria's hooks do.
 */
export function Form({
  onSubmit,
  handle,
  validationBehavior = 'aria',
  validationErrors,
  className,
  children,
  ...props
}: FormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  const requestFocus = useCallback(() => setFocusRequest((count) => count + 1), []);

  useLayoutEffect(() => {
    if (focusRequest > 0 && formRef.current) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  useImperativeHandle(handle, () => ({ focusFirstInvalid: requestFocus, element: formRef.current }), [
    requestFocus,
  ]);

  return (
    <form
      noValidate={validationBehavior !== 'native'}
      {...props}
      ref={formRef}
      className={className ?? styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const result = onSubmit?.(event);
        if (result && typeof (result as Promise<unknown>).then === 'function') {
          (result as Promise<unknown>).then(requestFocus, requestFocus);
        } else {
          requestFocus();
        }
      }}
    >
      <FormValidationBehavior.Provider value={validationBehavior}>
        <FormValidationContext.Provider value={validationErrors ?? {}}>
          {children}
        </FormValidationContext.Provider>
      </FormValidationBehavior.Provider>
    </form>
  );
}
