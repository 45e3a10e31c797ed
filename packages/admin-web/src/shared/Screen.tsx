/**
 * The frame of every screen: its heading (the page's h1), an optional 'Powrót' link to where the screen
 * came from, and room for actions beside the heading.
 */
import { LinkButton } from '@redakcja/ui';
import type { ReactNode } from 'react';
import * as styles from './layout.css';

export const BACK_LABEL = 'Powrót';
export const ADD_NEW_LABEL = 'Dodaj nowy';

export interface ScreenProps {
  title: ReactNode;
  /** Where 'Powrót' leads (a path under the admin prefix). */
  backHref?: string;
  /** Beside the heading: 'Dodaj nowy' and the like. */
  actions?: ReactNode;
  children: ReactNode;
}

export function Screen({ title, backHref, actions, children }: ScreenProps) {
  return (
    <section className={styles.screen} aria-labelledby="screen-title">
      <header className={styles.header}>
        <h1 id="screen-title" className={styles.title}>
          {title}
        </h1>
        {backHref || actions ? (
          <div className={styles.actions}>
            {backHref ? (
              <LinkButton href={backHref} variant="secondary">
                {BACK_LABEL}
              </LinkButton>
            ) : null}
            {actions}
          </div>
        ) : null}
      </header>
      {children}
    </section>
  );
}
