import type { ReactNode } from 'react';
import type { ValidationResult } from 'react-aria-components';
import { FieldError as AriaFieldError } from 'react-aria-components/FieldError';
import { Label as AriaLabel } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import * as styles from './Field.css';

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

export function FieldLabel({ children }: { children: ReactNode }) {
  return <AriaLabel className={styles.label}>{children}</AriaLabel>;
}

/** The description slot and the error slot, wired by react-aria to the field's aria-describedby. */
export function FieldHelp({
  description,
  errorMessage,
}: Pick<FieldBaseProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <AriaFieldError className={styles.error}>{errorMessage ?? undefined}</AriaFieldError>
    </>
  );
}
