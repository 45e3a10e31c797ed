import { type KeyboardEvent, type ReactNode, useContext, useLayoutEffect } from 'react';
import type { ComboBoxProps as AriaComboBoxProps, Key } from 'react-aria-components';
import { Button } from 'react-aria-components/Button';
import { ComboBox as AriaComboBox, ComboBoxStateContext } from 'react-aria-components/ComboBox';
import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import {
  type FieldBaseProps,
  FieldHelp,
  FieldLabel,
  invalidFrom,
  useValidationBehavior,
} from '../Field/Field';
import * as styles from '../Field/Field.css';
import { ChevronDownIcon } from '../icons/icons';
import { NO_RESULTS_TEXT } from '../Modal/labels';
import { OptionsPopover } from '../Select/OptionsPopover';
import type { SelectOption } from '../Select/options';

export { NO_RESULTS_TEXT };

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

/**
 * While a combo box's list is open react-aria hides every other part of the page with aria-hidden,
 * focusable controls and the page's heading included (axe: aria-hidden-focus, page-has-heading-one),
 * although focus stays in the input and Tab leaves it for the page. A combo box is not a modal (the
 * ARIA combobox pattern hides nothing), so the page's top-level blocks are marked as react-aria's
 * "top layer", which it leaves visible. This runs before react-aria's own effect (a child's effects
 * run first) and is undone when the list closes. Modals keep their own inert outside.
 */
function useKeepPageVisible(isOpen: boolean) {
  useLayoutEffect(() => {
    if (!isOpen) return;
    const marked = [...document.body.children].filter(
      (element) => !element.hasAttribute('data-react-aria-top-layer'),
    );
    for (const element of marked) element.setAttribute('data-react-aria-top-layer', '');
    return () => {
      for (const element of marked) element.removeAttribute('data-react-aria-top-layer');
    };
  }, [isOpen]);
}

/**
 * react-aria closes a combo box's list on any scroll of a region holding its input, the page's own scroll
 * included. The list is placed in the page's coordinates, so when the page scrolls it moves with its
 * input and nothing needs closing; yet a page scroll the user did not make (the browser's scroll
 * anchoring as a form's fields settle above, or bringing an option into view before a click) closed the
 * list just before a click landed on an option (UI-30). While the list is open, a scroll of the page
 * itself stops at the window (this listener runs before react-aria's: a layout effect, added first);
 * scrolls of other regions holding the input (a dialog's body) still close the list, which would
 * otherwise be left behind.
 */
function useKeepOpenOnPageScroll(isOpen: boolean) {
  useLayoutEffect(() => {
    if (!isOpen) return;
    const onScroll = (event: Event) => {
      if (event.target === document || event.target === document.documentElement) {
        event.stopImmediatePropagation();
      }
    };
    window.addEventListener('scroll', onScroll, true);
    return () => window.removeEventListener('scroll', onScroll, true);
  }, [isOpen]);
}

/** The combo box's bordered row: the text input and the button that opens the list. */
export function ComboBoxInput({
  placeholder,
  escapeKeepsText = false,
}: {
  placeholder?: string | undefined;
  /**
   * Escape only closes the open list and leaves the typed text (a field whose text and value are both
   * controlled, CreatableSelect): react-aria's Escape reverts the text to the selection, which such a
   * field leaves to its owner, and then reopens the list for the text it did not revert.
   */
  escapeKeepsText?: boolean;
}) {
  const state = useContext(ComboBoxStateContext);
  const isOpen = state?.isOpen ?? false;
  useKeepPageVisible(isOpen);
  useKeepOpenOnPageScroll(isOpen);
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (!escapeKeepsText || event.key !== 'Escape' || !state?.isOpen) return;
    // Caught before the input's handler: toggle closes the list without committing anything.
    event.stopPropagation();
    event.preventDefault();
    state.toggle();
  };
  return (
    <Group className={styles.group} onKeyDownCapture={onKeyDownCapture}>
      <Input
        className={styles.groupInput}
        placeholder={placeholder}
        // A click into the field shows the whole list, as the chevron does: staff expect a combo box
        // to offer its options before anything is typed. Focus from the keyboard leaves it closed.
        onClick={() => {
          if (state && !state.isOpen) state.open(null, 'manual');
        }}
      />
      <Button className={styles.groupButton}>
        <ChevronDownIcon />
      </Button>
    </Group>
  );
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
      validationBehavior={useValidationBehavior(props.validationBehavior)}
      className={styles.field}
    >
      <FieldLabel>{label}</FieldLabel>
      <ComboBoxInput placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
      <OptionsPopover emptyText={emptyText} inPlace />
    </AriaComboBox>
  );
}
