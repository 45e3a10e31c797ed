import { type ReactNode, useRef, useState } from 'react';
import { useAutocomplete } from 'react-aria/useAutocomplete';
import {
  AutocompleteStateContext,
  FieldInputContext,
  SelectableCollectionContext,
} from 'react-aria-components/Autocomplete';

/**
 * react-aria-components' Autocomplete for a controlled text that the owner filters: the same hook
 * (useAutocomplete: virtual focus, the keys forwarded to the collection, the first item active as the
 * user types) and the same contexts its TextField and Menu read. Built here from react-aria's public
 * hook rather than imported as the component: the component's module also holds the contexts every
 * TextField reads, so the bundle's field kit, which the login screen loads, would carry the whole
 * autocomplete with it (UI-57).
 */
export function PaletteAutocomplete({
  inputValue,
  onInputChange,
  children,
}: {
  inputValue: string;
  onInputChange: (value: string) => void;
  children: ReactNode;
}) {
  const [focusedNodeId, setFocusedNodeId] = useState<string | null>(null);
  const state = { inputValue, setInputValue: onInputChange, focusedNodeId, setFocusedNodeId };
  const inputRef = useRef<HTMLInputElement>(null);
  const collectionRef = useRef<HTMLElement>(null);
  const {
    inputProps,
    collectionProps,
    collectionRef: mergedCollectionRef,
  } = useAutocomplete({ inputRef, collectionRef }, state);
  return (
    <AutocompleteStateContext.Provider value={state}>
      <FieldInputContext.Provider value={{ ...inputProps, ref: inputRef }}>
        <SelectableCollectionContext.Provider value={{ ...collectionProps, ref: mergedCollectionRef }}>
          {children}
        </SelectableCollectionContext.Provider>
      </FieldInputContext.Provider>
    </AutocompleteStateContext.Provider>
  );
}
