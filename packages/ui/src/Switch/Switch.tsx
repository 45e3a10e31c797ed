import { FieldError, SwitchButton, SwitchField, type SwitchFieldProps, Text } from 'react-aria-components';
import { type FieldBaseProps, invalidFrom } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children' | 'isInvalid'>, FieldBaseProps {}

/** An on/off switch (role="switch") with a label, a description and an error slot. */
export function Switch({ label, description, errorMessage, isInvalid, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} isInvalid={invalidFrom({ isInvalid, errorMessage })} className={styles.field}>
      <SwitchButton className={styles.button}>
        <span className={styles.track}>
          <span className={styles.handle} />
        </span>
        {label}
      </SwitchButton>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.error}>{errorMessage ?? undefined}</FieldError>
    </SwitchField>
  );
}
