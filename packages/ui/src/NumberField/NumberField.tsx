import type { NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components';
import { Button } from 'react-aria-components/Button';
import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import { NumberField as AriaNumberField } from 'react-aria-components/NumberField';
import { type FieldBaseProps, FieldHelp, FieldLabel, invalidFrom } from '../Field/Field';
import * as styles from '../Field/Field.css';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'children' | 'isInvalid'>,
    FieldBaseProps {
  placeholder?: string;
}

/**
 * A labelled number input (ordering, priority, topOrdering 0-999) with decrement and increment
 * buttons that react-aria names in Polish. Formatting follows the pl-PL locale; no grouping by default.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  isInvalid,
  placeholder,
  formatOptions = { useGrouping: false, maximumFractionDigits: 0 },
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      formatOptions={formatOptions}
      isInvalid={invalidFrom({ isInvalid, errorMessage })}
      className={styles.field}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={styles.group}>
        <Input className={styles.groupInput} placeholder={placeholder} />
        <Button slot="decrement" className={styles.groupButton}>
          −
        </Button>
        <Button slot="increment" className={styles.groupButton}>
          +
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
