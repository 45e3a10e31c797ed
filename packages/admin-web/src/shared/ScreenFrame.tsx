/**
 * The frame of every screen without its 'Powrót' link: the heading (the page's h1) and room for actions
 * beside it. The login screen uses it as it is, so what it loads carries no react-aria link (WEB-62);
 * every other screen uses `Screen`, which adds the back link and gives the heading the focus after a
 * navigation (WEB-125).
 */
import { createContext, type ReactNode, type Ref, useContext } from 'react';
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

interface FrameProps extends ScreenFrameProps {
  /** The heading's ref, for the focus after a navigation (`useScreenHeadingFocus`). */
  headingRef?: Ref<HTMLHeadingElement>;
}

export function ScreenFrame({ title, actions, headingRef, children }: FrameProps) {
  const routeLabel = useContext(RouteLabelContext);
  return (
    <section className={styles.screen} aria-labelledby="screen-title">
      <header className={styles.header}>
        <h1
          id="screen-title"
          className={styles.title}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
        >
          {title ?? routeLabel}
        </h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
