/**
 * The panel's keyboard shortcuts and 'Przejdź do…', mounted once by the shell. Nothing of them is in the
 * shell's own code: their host (keys, the shell's buttons, the recent list) loads while the panel idles
 * after its first screen, and the palette and the sheet right after it, so Ctrl+K opens the palette
 * within a frame and no screen's first load carries them. The buttons' row keeps its height meanwhile,
 * so nothing moves when they come.
 */
import { useEffect, useState } from 'react';
import { loadable } from '../../shared/loadable';
import * as styles from './palette.css';
import type { SourcesOf } from './sources';

const Host = loadable(() => import('./ShortcutsHost'));

/** The browser's next idle period, at most 2 s away; a timer where there is none (Safari). */
const whenIdle: (run: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (run) => requestIdleCallback(run, { timeout: 2000 })
    : setTimeout;

export interface KeyboardShortcutsProps {
  /** Loads what the palette offers (app/paletteSources.ts), which reads the route table. */
  readonly loadSources: () => Promise<{ readonly paletteSources: SourcesOf }>;
}

export function KeyboardShortcuts({ loadSources }: KeyboardShortcutsProps) {
  const [sourcesOf, setSourcesOf] = useState<SourcesOf | null>(null);
  useEffect(() => {
    let live = true;
    whenIdle(
      () =>
        void Promise.all([Host.load(), loadSources()]).then(
          ([, sources]) => {
            if (live) setSourcesOf(() => sources.paletteSources);
          },
          () => undefined,
        ),
    );
    return () => {
      live = false;
    };
  }, [loadSources]);
  return <div className={styles.bar}>{sourcesOf ? <Host sourcesOf={sourcesOf} /> : null}</div>;
}
