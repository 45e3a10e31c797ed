import type { ReactNode } from 'react';
import * as styles from './ErrorText.css';

export interface ErrorTextProps {
  children?: ReactNode;
  /** Announce the text when it appears (role="alert"); on by default. */
  announce?: boolean;
  id?: string;
}

/**
 * A red message outside a field ('Błędny login lub hasło.'). Without text it shows nothing, but its
 * alert region stays in place, so a message that arrives later is announced.
 */
export function ErrorText({ children, announce = true, id }: ErrorTextProps) {
  return (
    <div role={announce ? 'alert' : undefined} id={id} className={styles.errorText}>
      {children}
    </div>
  );
}
