import { type ReactNode, useId } from 'react';
import * as styles from './layout.css';

/** A titled part of a screen (one of several forms): a region named by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
