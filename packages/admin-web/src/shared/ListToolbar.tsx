import { SearchField } from '@redakcja/ui';
import type { ReactNode } from 'react';
import * as styles from './layout.css';

export interface ListToolbarProps {
  /** The search field's label. */
  searchLabel: string;
  /** The search of the address (restored on load). */
  searchQuery: string;
  /** Called 500 ms after typing stops (01 §1), at once on Enter or on clearing. */
  onSearch: (text: string) => void;
  /** The list's other filters, beside the search. */
  children?: ReactNode;
}

/** Above a list: its search box and its other filters. */
export function ListToolbar({ searchLabel, searchQuery, onSearch, children }: ListToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.grow}>
        <SearchField label={searchLabel} defaultValue={searchQuery} onSearch={onSearch} />
      </div>
      {children}
    </div>
  );
}
