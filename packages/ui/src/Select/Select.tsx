import type { SelectProps as AriaSelectProps, Key } from 'react-aria-components';
import { Button } from 'react-aria-components/Button';
import { Select as AriaSelect, SelectValue } from 'react-aria-components/Select';
import {
  type FieldBaseProps,
  FieldHelp,
  FieldLabel,
  invalidFrom,
  useValidationBehavior,
} from '../Field/Field';
import * as styles from '../Field/Field.css';
import { ChevronDownIcon } from '../icons/icons';
import { LOADING_LABEL, Spinner } from '../Spinner/Spinner';
import { OptionsPopover } from './OptionsPopover';
import type { SelectOption } from './options';
import * as selectStyles from './Select.css';

export interface SelectProps
  extends Omit<AriaSelectProps<SelectOption>, 'children' | 'items' | 'isInvalid' | 'value' | 'onChange'>,
    FieldBaseProps {
  options: readonly SelectOption[];
  value?: Key | null;
  onChange?: (value: Key | null) => void;
  /** Shown when nothing is chosen; 'Wybierz…' by default. */
  placeholder?: string;
  /**
   * The options are on their way. The button reads 'Ładowanie…' (a chosen value shows once its option
   * is in) and a press opens the list on a spinner: react-aria opens no empty list, so a press made
   * before the options arrived would be lost (UI-42).
   */
  isLoading?: boolean;
}

/** A labelled single-choice list box behind a button (regions, magazine types, publishers). */
export function Select({
  label,
  description,
  errorMessage,
  isInvalid,
  options,
  placeholder = 'Wybierz…',
  isLoading = false,
  ...props
}: SelectProps) {
  return (
    <AriaSelect
      {...props}
      placeholder={isLoading ? LOADING_LABEL : placeholder}
      allowsEmptyCollection={isLoading}
      isInvalid={invalidFrom({ isInvalid, errorMessage })}
      validationBehavior={useValidationBehavior(props.validationBehavior)}
      className={styles.field}
    >
      <FieldLabel>{label}</FieldLabel>
      <Button className={selectStyles.trigger}>
        <SelectValue className={selectStyles.value} />
        <ChevronDownIcon />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <OptionsPopover options={options} emptyText={isLoading ? <Spinner size="sm" /> : undefined} />
    </AriaSelect>
  );
}
