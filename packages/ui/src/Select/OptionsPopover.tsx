import { type ReactNode, useState } from 'react';
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
  /**
   * Places the list in the page next to its input rather than at the end of the body, so that it lies
   * within the page's landmarks (axe: region). For combo boxes, whose list does not take the focus.
   */
  inPlace?: boolean;
}

/** The open list of every select and combo box of the library: one item per option, by its label. */
export function OptionsPopover({ options, emptyText, inPlace = false }: OptionsPopoverProps) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const popover = (
    <Popover
      className={styles.optionsPopover}
      {...(inPlace && host ? { UNSTABLE_portalContainer: host } : {})}
    >
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
  if (!inPlace) return popover;
  return (
    <>
      <div ref={setHost} className={styles.popoverHost} />
      {popover}
    </>
  );
}
