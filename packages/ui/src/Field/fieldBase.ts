import { createContext, type ReactNode, useContext } from 'react';
import type { ValidationResult } from 'react-aria-components';

/** What every field of the library takes besides its value. */
export interface FieldBaseProps {
  /** Visible label; required, every field is labelled. */
  label: ReactNode;
  /** Help text under the field, linked by aria-describedby. */
  description?: ReactNode;
  /**
   * The message under the field (zod's or the server's). Giving one marks the field invalid unless
   * `isInvalid` says otherwise.
   */
  errorMessage?: string | ((validation: ValidationResult) => string) | null;
  isInvalid?: boolean;
}

/** `isInvalid` follows `errorMessage` when not given. */
export function invalidFrom({ isInvalid, errorMessage }: Pick<FieldBaseProps, 'isInvalid' | 'errorMessage'>) {
  return isInvalid ?? (typeof errorMessage === 'string' ? errorMessage.length > 0 : undefined);
}

/** How a field validates: react-aria's 'aria' (errors as the panel sets them) or the browser's 'native'. */
export type ValidationBehavior = 'aria' | 'native';

/**
 * The validation behaviour of the ui Form around a field. react-aria-components' fields read theirs from
 * its own FormContext, which would bring its component layer to the login page with ui's Form (UI-80);
 * ui's fields pass this one on instead (`useValidationBehavior`).
 */
export const FormValidationBehavior = createContext<ValidationBehavior | undefined>(undefined);

/**
 * A field's validation behaviour: its own, else its ui Form's; undefined outside a form, where
 * react-aria's fields use the browser's ('native') and react-aria's hooks 'aria'.
 */
export function useValidationBehavior(own?: ValidationBehavior): ValidationBehavior | undefined {
  const form = useContext(FormValidationBehavior);
  return own ?? form;
}
