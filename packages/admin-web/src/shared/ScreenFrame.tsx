/**
 * The frame of every screen without its 'Powrót' link: the heading (the page's h1) and room for actions
 * beside it. The login screen uses it as it is, so what it loads carries no react-aria link (WEB-62);
 * every other screen uses `Screen`, which adds the back link.
 */
import { createContext, type ReactNode, useContext } from 'react';
import * as styles from './layout.css';

/** The label of the route being shown; the shells provide it around each route's screen. */
export const RouteLabelContext = createContext<string | null>(null);

export interface ScreenFrameProps {
  /** The heading, when it is not the route's label ('Zarządzanie cache' on the route 'Cache'). */
  title?: ReactNode;
  /** Beside the heading ('Powrót', 'Dodaj nowy' and the like); none when null. */
  actions?: ReactNode;
  children: ReactNode;
}

export function ScreenFrame({ title, actions, children }: ScreenFrameProps) {
  const routeLabel = useContext(RouteLabelContext);
  return (
    <section className={styles.screen} aria-labelledby="screen-title">
      <header className={styles.header}>
        <h1 id="screen-title" className={styles.title}>
          {title ?? routeLabel}
        </h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
