import type { SwitchFieldProps } from 'react-aria-components';
import { SwitchButton, SwitchField } from 'react-aria-components/Switch';
import { type FieldBaseProps, FieldHelp, invalidFrom, useValidationBehavior } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children' | 'isInvalid'>, FieldBaseProps {}

/** An on/off switch (role="switch") with a label, a description and an error slot. */
export function Switch({ label, description, errorMessage, isInvalid, ...props }: SwitchProps) {
  return (
    <SwitchField
      {...props}
      isInvalid={invalidFrom({ isInvalid, errorMessage })}
      validationBehavior={useValidationBehavior(props.validationBehavior)}
      className={fieldStyles.toggleField}
    >
      <SwitchButton className={styles.button}>
        <span className={styles.track}>
          <span className={styles.handle} />
        </span>
        {label}
      </SwitchButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </SwitchField>
  );
}
