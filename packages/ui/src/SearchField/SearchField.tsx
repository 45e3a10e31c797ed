import { SEARCH_DEBOUNCE_MS, SEARCH_QUERY_MAX_LENGTH } from '@redakcja/api-sdk/constants';
import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import { SearchField as AriaSearchField } from 'react-aria-components/SearchField';
import { FieldHelp, FieldLabel, useValidationBehavior } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { CrossIcon, SearchIcon } from '../icons/icons';
import { useDebouncedCallback } from '../utils/useDebouncedCallback';
import * as styles from './SearchField.css';

export const SEARCH_LABEL = 'Szukaj';
export const CLEAR_SEARCH_LABEL = 'Wyczyść wyszukiwanie';

export interface SearchFieldProps {
  /** Called with the text `debounceMs` after typing stops, at once on Enter and on clearing. */
  onSearch: (text: string) => void;
  label?: string;
  /** The starting text (the list's searchQuery from the address). */
  defaultValue?: string;
  debounceMs?: number;
  placeholder?: string;
  description?: string;
  /** The longest text it takes (255 by default: an endless search would make an address no server takes). */
  maxLength?: number;
}

/** A list's search box with the shared debounce. */
export function SearchField({
  onSearch,
  label = SEARCH_LABEL,
  defaultValue = '',
  debounceMs = SEARCH_DEBOUNCE_MS,
  placeholder,
  description,
  maxLength = SEARCH_QUERY_MAX_LENGTH,
}: SearchFieldProps) {
  const [text, setText] = useState(defaultValue.slice(0, maxLength));
  const search = useDebouncedCallback(onSearch, debounceMs);
  return (
    <AriaSearchField
      value={text}
      onChange={(next) => {
        setText(next);
        search(next);
      }}
      onSubmit={(submitted) => search.flush(submitted)}
      onClear={() => search.flush('')}
      maxLength={maxLength}
      validationBehavior={useValidationBehavior()}
      className={fieldStyles.field}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={fieldStyles.group}>
        <SearchIcon className={styles.icon} />
        <Input className={`${fieldStyles.groupInput} ${styles.input}`} placeholder={placeholder} />
        <Button aria-label={CLEAR_SEARCH_LABEL} className={`${fieldStyles.groupButton} ${styles.clear}`}>
          <CrossIcon />
        </Button>
      </Group>
      <FieldHelp description={description} />
    </AriaSearchField>
  );
}
