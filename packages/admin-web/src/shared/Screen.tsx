/**
 * The frame of every screen: its heading (the page's h1), an optional 'Powrót' link to where the screen
 * came from, and room for actions beside the heading. The heading is the label of the route shown (the
 * route table's, which is also the menu entry and the document title) unless the screen names another.
 */
import { LinkButton } from '@redakcja/ui';
import { createContext, type ReactNode, useContext } from 'react';
import * as styles from './layout.css';

/** The label of the route being shown; the shells provide it around each route's screen. */
export const RouteLabelContext = createContext<string | null>(null);

export const BACK_LABEL = 'Powrót';
export const ADD_NEW_LABEL = 'Dodaj nowy';

export interface ScreenProps {
  /** The heading, when it is not the route's label ('Zarządzanie cache' on the route 'Cache'). */
  title?: ReactNode;
  /** Where 'Powrót' leads (a path under the admin prefix). */
  backHref?: string;
  /** Beside the heading: 'Dodaj nowy' and the like. */
  actions?: ReactNode;
  children: ReactNode;
}

export function Screen({ title, backHref, actions, children }: ScreenProps) {
  const routeLabel = useContext(RouteLabelContext);
  return (
    <section className={styles.screen} aria-labelledby="screen-title">
      <header className={styles.header}>
        <h1 id="screen-title" className={styles.title}>
          {title ?? routeLabel}
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
