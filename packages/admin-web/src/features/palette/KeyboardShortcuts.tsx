/**
 * The panel's keyboard shortcuts and 'Przejdź do…', mounted once by the shell. Nothing of them is in the
 * shell's own code: their host (keys, the shell's buttons, the recent list) loads while the panel idles
 * after its first screen, and the palette and the sheet right after it, so Ctrl+K opens the palette
 * within a frame and no screen's first load carries them. Ctrl+K pressed before then loads them at once
 * and opens the palette as they come. The buttons' row keeps its height meanwhile, so nothing moves when
 * they come.
 */
import { useEffect, useRef, useState } from 'react';
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
  // Ctrl+K (⌘K) pressed before the host is in: kept from the browser, the host loaded at once and the
  // palette opened as it comes, so the shortcut works from the shell's first frame, for every role.
  const [pressedEarly, setPressedEarly] = useState(false);
  // Set after the host's own effects: from then on its listener takes the keys.
  const hostIn = useRef(false);
  useEffect(() => {
    hostIn.current = sourcesOf !== null;
  }, [sourcesOf]);
  useEffect(() => {
    let live = true;
    let started = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        hostIn.current ||
        !(event.ctrlKey || event.metaKey) ||
        event.key.toLowerCase() !== 'k' ||
        document.querySelector('[role="dialog"], [role="alertdialog"]')
      )
        return;
      event.preventDefault();
      setPressedEarly(true);
      load();
    };
    const load = () => {
      if (started) return;
      started = true;
      void Promise.all([Host.load(), loadSources()]).then(
        ([, sources]) => {
          if (live) setSourcesOf(() => sources.paletteSources);
        },
        () => undefined,
      );
    };
    whenIdle(load);
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      live = false;
      window.removeEventListener('keydown', onKeyDown, true);
    };
  }, [loadSources]);
  return (
    <div className={styles.bar}>
      {sourcesOf ? <Host sourcesOf={sourcesOf} openPalette={pressedEarly} /> : null}
    </div>
  );
}
