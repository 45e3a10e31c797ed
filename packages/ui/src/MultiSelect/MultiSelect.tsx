import { type RefObject, useContext, useRef, useState } from 'react';
import type { ComboBoxState, Key } from 'react-aria-components';
import { Button } from 'react-aria-components/Button';
import { ComboBox as AriaComboBox, ComboBoxStateContext } from 'react-aria-components/ComboBox';
import { Label } from 'react-aria-components/Label';
import { Tag, TagGroup, TagList } from 'react-aria-components/TagGroup';
import { ComboBoxInput, NO_RESULTS_TEXT } from '../ComboBox/ComboBox';
import {
  type FieldBaseProps,
  FieldHelp,
  FieldLabel,
  invalidFrom,
  useValidationBehavior,
} from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { CrossIcon } from '../icons/icons';
import { OptionsPopover } from '../Select/OptionsPopover';
import type { SelectOption } from '../Select/options';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './MultiSelect.css';

/** Hands the combo box's state to the MultiSelect, which closes the list after a pick. */
function ExposeState({ stateRef }: { stateRef: RefObject<ComboBoxState<SelectOption> | null> }) {
  stateRef.current = useContext(ComboBoxStateContext) as ComboBoxState<SelectOption> | null;
  return null;
}

export const NOTHING_CHOSEN_TEXT = 'Nic nie wybrano';
export const chosenLabel = (label: string) => `Wybrane: ${label}`;
/** react-aria adds the tag's text: the button reads 'Usuń {tag}'. */
export const REMOVE_LABEL = 'Usuń';

export interface MultiSelectProps extends FieldBaseProps {
  options: readonly SelectOption[];
  /** The chosen ids, in the order they were added. */
  value: readonly Key[];
  onChange: (value: Key[]) => void;
  placeholder?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  name?: string;
  /**
   * The options are on their way: the open list and the chosen tags (which take their labels from the
   * options) show a spinner rather than 'Brak wyników' and 'Nic nie wybrano' (UI-42).
   */
  isLoading?: boolean;
}

/**
 * Several choices from a list (categories, silos, partner groups): a combo box adds an option, the
 * chosen ones show as tags below, each removable with its button or Delete/Backspace.
 */
export function MultiSelect({
  label,
  description,
  errorMessage,
  isInvalid,
  options,
  value,
  onChange,
  placeholder,
  isDisabled,
  isRequired,
  name,
  isLoading = false,
}: MultiSelectProps) {
  // The input empties after each pick, ready for the next one.
  const [text, setText] = useState('');
  const state = useRef<ComboBoxState<SelectOption> | null>(null);
  const chosen = value
    .map((id) => options.find((option) => option.id === id))
    .filter((option): option is SelectOption => option !== undefined);
  const available = options.filter((option) => !value.includes(option.id));
  const labelText = typeof label === 'string' ? label : '';

  return (
    <div className={fieldStyles.field}>
      <AriaComboBox
        defaultItems={available}
        selectedKey={null}
        inputValue={text}
        onInputChange={setText}
        onSelectionChange={(key) => {
          if (key === null || value.includes(key)) return;
          onChange([...value, key]);
          // A pick closes the list, as a single combo box does, so the rest of the page is no longer
          // hidden from screen readers (react-aria hides it while the list is open). revert() also
          // records the empty text as committed, so emptying the input does not reopen the list.
          queueMicrotask(() => {
            state.current?.revert();
            setText('');
          });
        }}
        // Closing (Escape, Tab, a click outside) drops the typed filter: react-aria leaves a controlled
        // input as it is, and text left there would reopen the list at once.
        onOpenChange={(isOpen) => {
          if (!isOpen) setText('');
        }}
        allowsEmptyCollection
        isDisabled={isDisabled}
        isRequired={isRequired && value.length === 0}
        isInvalid={invalidFrom({ isInvalid, errorMessage })}
        validationBehavior={useValidationBehavior()}
        className={fieldStyles.field}
      >
        <FieldLabel>{label}</FieldLabel>
        <ComboBoxInput placeholder={placeholder} />
        <FieldHelp description={description} errorMessage={errorMessage} />
        <OptionsPopover emptyText={isLoading ? <Spinner size="sm" /> : NO_RESULTS_TEXT} inPlace />
        <ExposeState stateRef={state} />
      </AriaComboBox>
      <TagGroup
        onRemove={isDisabled ? undefined : (keys) => onChange(value.filter((id) => !keys.has(id)))}
        className={fieldStyles.field}
      >
        <Label className={fieldStyles.label}>{chosenLabel(labelText)}</Label>
        <TagList
          items={chosen}
          className={styles.tags}
          renderEmptyState={() =>
            isLoading && value.length > 0 ? (
              <Spinner size="sm" />
            ) : (
              <span className={styles.empty}>{NOTHING_CHOSEN_TEXT}</span>
            )
          }
        >
          {(option) => (
            <Tag id={option.id} textValue={option.label} className={styles.tag}>
              {option.label}
              {isDisabled ? null : (
                <Button slot="remove" aria-label={REMOVE_LABEL} className={styles.remove}>
                  <CrossIcon size={12} />
                </Button>
              )}
            </Tag>
          )}
        </TagList>
      </TagGroup>
      {name
        ? value.map((id) => <input key={String(id)} type="hidden" name={name} value={String(id)} />)
        : null}
    </div>
  );
}
