import type { ReactNode } from 'react';
import { ListBoxItem } from 'react-aria-components/ComboBox';
import { ListBox } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import * as styles from '../Field/Field.css';
import type { SelectOption } from './options';

export interface OptionsPopoverProps {
  /** The options; left out inside a combo box, whose own items (filtered) fill the list. */
  options?: readonly SelectOption[];
  /** Shown when the list is empty ('Brak wyników', 'Wyszukiwanie…'). */
  emptyText?: ReactNode;
}

/** The open list of every select and combo box of the library: one item per option, by its label. */
export function OptionsPopover({ options, emptyText }: OptionsPopoverProps) {
  return (
    <Popover className={styles.popover}>
      <ListBox
        {...(options ? { items: options } : {})}
        className={styles.listBox}
        {...(emptyText === undefined
          ? {}
          : { renderEmptyState: () => <div className={styles.emptyOption}>{emptyText}</div> })}
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
  );
}
