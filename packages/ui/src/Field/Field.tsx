import type { ReactNode } from 'react';
import { FieldError as AriaFieldError } from 'react-aria-components/FieldError';
import { Label as AriaLabel } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import * as styles from './Field.css';
import type { FieldBaseProps } from './fieldBase';

export { type FieldBaseProps, invalidFrom, useValidationBehavior } from './fieldBase';

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
