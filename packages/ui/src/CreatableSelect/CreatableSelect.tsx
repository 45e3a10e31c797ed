import { SEARCH_DEBOUNCE_MS } from '@redakcja/api-sdk/constants';
import { useEffect, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { ComboBox as AriaComboBox } from 'react-aria-components/ComboBox';
import { ComboBoxInput, NO_RESULTS_TEXT } from '../ComboBox/ComboBox';
import {
  type FieldBaseProps,
  FieldHelp,
  FieldLabel,
  invalidFrom,
  useValidationBehavior,
} from '../Field/Field';
import * as styles from '../Field/Field.css';
import { OptionsPopover } from '../Select/OptionsPopover';
import type { SelectOption } from '../Select/options';
import { useDebouncedCallback } from '../utils/useDebouncedCallback';

export const createOptionLabel = (name: string) => `Dodaj „${name}”`;
export const SEARCHING_TEXT = 'Wyszukiwanie…';
/** The failure of a creation, with the server's reason when it gave one in Polish (a 422's message). */
export const createFailedText = (name: string, reason?: string) =>
  `Nie udało się dodać „${name}”.${reason ? ` ${reason}` : ''}`;

/**
 * A creation refused for a reason the user can act on ('Nazwa musi posiadać minimum 2 znaki'): `create`
 * rejects with it, and the field shows the reason after the failure text; other rejections show the text alone.
 */
export class CreateRefusedError extends Error {
  override name = 'CreateRefusedError';
}

const CREATE_KEY = '__redakcja_create__';

export interface CreatableSelectProps extends FieldBaseProps {
  value: SelectOption | null;
  onChange: (value: SelectOption | null) => void;
  /** Searches by the typed name (GET resource?page=1&name=…); the signal aborts a stale search. */
  search: (name: string, signal: AbortSignal) => Promise<SelectOption[]>;
  /**
   * Creates an option with the typed name (POST {name}) and returns it with its new id; rejects with a
   * `CreateRefusedError` to have its reason shown.
   */
  create: (name: string) => Promise<SelectOption>;
  debounceMs?: number;
  placeholder?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  name?: string;
  /**
   * A creation starts (true) and settles (false, after `onChange` has the new option; `failed` when it was
   * refused): a form defers its save meanwhile, so a save pressed at once still sends the new option.
   */
  onCreatingChange?: (isCreating: boolean, failed?: boolean) => void;
}

/**
 * A combo box over a remote resource (authors): the typed name is searched 500 ms after typing
 * stops; when no option has exactly that name, the list offers 'Dodaj „{name}”', which creates it
 * and selects the result.
 */
export function CreatableSelect({
  label,
  description,
  errorMessage,
  isInvalid,
  value,
  onChange,
  search,
  create,
  debounceMs = SEARCH_DEBOUNCE_MS,
  placeholder,
  isDisabled,
  isRequired,
  name,
  onCreatingChange,
}: CreatableSelectProps) {
  const [inputValue, setInputValue] = useState(value?.label ?? '');
  const [results, setResults] = useState<SelectOption[]>([]);
  const [isSearching, setSearching] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    setInputValue(value?.label ?? '');
  }, [value]);
  useEffect(() => () => controller.current?.abort(), []);

  const runSearch = useDebouncedCallback((text: string) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setSearching(true);
    search(text, current.signal)
      .then((found) => {
        if (!current.signal.aborted) setResults(found);
      })
      .catch(() => {
        if (!current.signal.aborted) setResults([]);
      })
      .finally(() => {
        if (!current.signal.aborted) setSearching(false);
      });
  }, debounceMs);

  const typed = inputValue.trim();
  const hasExact = results.some(
    (option) => option.label.toLocaleLowerCase('pl') === typed.toLocaleLowerCase('pl'),
  );
  const canCreate = typed.length > 0 && !hasExact && !isSearching && typed !== value?.label;
  const items: SelectOption[] = canCreate
    ? [...results, { id: CREATE_KEY, label: createOptionLabel(typed) }]
    : results;
  // Keep the chosen option in the collection so react-aria can show it as selected.
  const collection = value && !items.some((option) => option.id === value.id) ? [value, ...items] : items;

  const onSelectionChange = (key: Key | null) => {
    if (key === CREATE_KEY) {
      setCreateError(null);
      onCreatingChange?.(true);
      create(typed)
        .then((created) => {
          setResults((previous) => [created, ...previous]);
          onChange(created);
          onCreatingChange?.(false);
        })
        .catch((error: unknown) => {
          setCreateError(
            createFailedText(typed, error instanceof CreateRefusedError ? error.message : undefined),
          );
          onCreatingChange?.(false, true);
        });
      return;
    }
    if (key === null) {
      onChange(null);
      return;
    }
    const chosen = collection.find((option) => option.id === key);
    if (chosen) onChange(chosen);
  };

  const shownError = createError ?? errorMessage;
  return (
    <AriaComboBox
      items={collection}
      selectedKey={value?.id ?? null}
      onSelectionChange={onSelectionChange}
      inputValue={inputValue}
      onInputChange={(text) => {
        // Choosing 'Dodaj „…”' makes react-aria put that label in the input: keep the typed name.
        if (canCreate && text === createOptionLabel(typed)) return;
        setInputValue(text);
        setCreateError(null);
        // Choosing an option puts its label in the input: nothing to search then.
        if (text.trim() !== '' && !collection.some((option) => option.label === text)) runSearch(text.trim());
        else runSearch.cancel();
        // Emptying the input clears the choice (an article without an author).
        if (text.trim() === '' && value !== null) onChange(null);
      }}
      menuTrigger="input"
      allowsEmptyCollection
      isDisabled={isDisabled}
      isRequired={isRequired}
      name={name}
      isInvalid={invalidFrom({ isInvalid: createError ? true : isInvalid, errorMessage: shownError })}
      validationBehavior={useValidationBehavior()}
      className={styles.field}
    >
      <FieldLabel>{label}</FieldLabel>
      <ComboBoxInput placeholder={placeholder} escapeKeepsText />
      <FieldHelp description={description} errorMessage={shownError} />
      <OptionsPopover emptyText={isSearching ? SEARCHING_TEXT : NO_RESULTS_TEXT} inPlace />
    </AriaComboBox>
  );
}
