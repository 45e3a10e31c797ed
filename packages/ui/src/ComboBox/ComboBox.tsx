import type { ReactNode } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import { type FieldBaseProps, FieldHelp, FieldLabel, invalidFrom } from '../Field/Field';
import * as styles from '../Field/Field.css';
import { ChevronDownIcon } from '../icons/icons';
import type { SelectOption } from '../Select/options';

export const NO_RESULTS_TEXT = 'Brak wyników';

export interface ComboBoxProps
  extends Omit<
      AriaComboBoxProps<SelectOption>,
      | 'children'
      | 'items'
      | 'defaultItems'
      | 'isInvalid'
      | 'value'
      | 'onChange'
      | 'selectedKey'
      | 'onSelectionChange'
    >,
    FieldBaseProps {
  /** All options; the typed text filters them (contains, locale-aware). */
  options: readonly SelectOption[];
  value?: Key | null;
  onChange?: (value: Key | null) => void;
  placeholder?: string;
  /** Shown in the open list when nothing matches; 'Brak wyników' by default. */
  emptyText?: ReactNode;
}

/** A labelled text input with a filtered list of options (authors, galleries, categories). */
export function ComboBox({
  label,
  description,
  errorMessage,
  isInvalid,
  options,
  value,
  onChange,
  placeholder,
  emptyText = NO_RESULTS_TEXT,
  ...props
}: ComboBoxProps) {
  return (
    <AriaComboBox
      {...props}
      defaultItems={options}
      {...(value !== undefined ? { selectedKey: value } : {})}
      onSelectionChange={onChange}
      allowsEmptyCollection
      isInvalid={invalidFrom({ isInvalid, errorMessage })}
      className={styles.field}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={styles.group}>
        <Input className={styles.groupInput} placeholder={placeholder} />
        <Button className={styles.groupButton}>
          <ChevronDownIcon />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover}>
        <ListBox
          className={styles.listBox}
          renderEmptyState={() => <div className={styles.emptyOption}>{emptyText}</div>}
        >
          {(option: SelectOption) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              isDisabled={option.isDisabled}
              className={styles.option}
            >
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
