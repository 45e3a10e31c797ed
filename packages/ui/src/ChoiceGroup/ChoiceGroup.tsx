import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { useValidationBehavior } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './ChoiceGroup.css';

export interface ChoiceGroupProps<Value extends string> {
  /** The visible name of the choice. */
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
}

/** One of a few options, side by side, as radio buttons (react-aria's RadioGroup: arrows move between them). */
export function ChoiceGroup<Value extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: ChoiceGroupProps<Value>) {
  return (
    <RadioGroup
      value={value}
      onChange={(next) => onChange(next as Value)}
      orientation="horizontal"
      validationBehavior={useValidationBehavior()}
      className={className ?? fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={styles.options}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className={styles.radio}>
            <span className={styles.dot} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
