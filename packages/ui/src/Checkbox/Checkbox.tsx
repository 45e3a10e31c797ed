import type { CheckboxFieldProps } from 'react-aria-components';
import { CheckboxButton, CheckboxField } from 'react-aria-components/Checkbox';
import { type FieldBaseProps, FieldHelp, invalidFrom, useValidationBehavior } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { CheckIcon } from '../icons/icons';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children' | 'isInvalid'>, FieldBaseProps {}

/** A labelled checkbox (isPublish, allowPreview, row selection) with description and error slots. */
export function Checkbox({ label, description, errorMessage, isInvalid, ...props }: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      isInvalid={invalidFrom({ isInvalid, errorMessage })}
      validationBehavior={useValidationBehavior(props.validationBehavior)}
      className={fieldStyles.toggleField}
    >
      <CheckboxButton className={styles.button}>
        <span className={styles.box}>
          <CheckIcon size={14} className={styles.check} />
        </span>
        {label}
      </CheckboxButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </CheckboxField>
  );
}
