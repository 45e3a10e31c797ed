/**
 * The keyboard shortcuts at work (shortcuts.ts): Ctrl+K (⌘K) and the shell's button open 'Przejdź do…',
 * '?' and its button the sheet of shortcuts, '/' puts the caret in the current list's search box, and
 * Ctrl+S (⌘S) presses the open form's save button. Also remembers the screens and records the user opens,
 * for the palette's recent list, and forgets them all when the session ends.
 */
import { NativeButton } from '@redakcja/ui';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { loadable } from '../../shared/loadable';
import { useRuntimeConfig } from '../../shared/runtimeConfig';
import { useApiClient, useSession } from '../../shared/session';
import * as styles from './palette.css';
import { readRecentVisits, rememberVisit, removeAllRecentVisits } from './recent';
import { pressSaveButton } from './saveShortcut';
import { commandKey, shortcutOf } from './shortcuts';
import type { PaletteSources, SourcesOf } from './sources';
import { visitOf } from './visits';

const PaletteDialog = loadable(() => import('./PaletteDialog'));
const SheetDialog = loadable(() => import('./SheetDialog'));

type Open = 'palette' | 'sheet' | null;

/** A modal dialog is open: the page under it takes no shortcut but Ctrl+S (for a form in the dialog). */
const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/** The current list's search box ('/'). */
function focusListSearch(): boolean {
  const box = document.querySelector<HTMLInputElement>('main input[type="search"]');
  if (!box) return false;
  box.focus();
  box.select();
  return true;
}

export default function ShortcutsHost({
  sourcesOf,
  openPalette = false,
}: {
  readonly sourcesOf: SourcesOf;
  /** Ctrl+K was pressed while the host loaded: the palette opens at once. */
  readonly openPalette?: boolean;
}) {
  const { session } = useSession();
  const client = useApiClient();
  const { enabledAreas } = useRuntimeConfig();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<Open>(openPalette ? 'palette' : null);
  const sources: PaletteSources = useMemo(
    () => sourcesOf({ user: session, enabledAreas }),
    [sourcesOf, session, enabledAreas],
  );
  const username = session?.username ?? '';

  useEffect(() => {
    void PaletteDialog.load();
    void SheetDialog.load();
  }, []);

  useEffect(
    () =>
      client.auth.subscribe((current) => {
        if (current === null) removeAllRecentVisits();
      }),
    [client],
  );

  useEffect(() => {
    const visit = visitOf(sources, pathname);
    if (visit && username) rememberVisit(username, visit);
  }, [sources, pathname, username]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutOf(event);
      if (action === null) return;
      if (action === 'save') {
        // Never the browser's 'save page' inside the panel, with or without a form open.
        event.preventDefault();
        pressSaveButton();
        return;
      }
      if (dialogOpen()) return;
      if (action === 'search') {
        if (focusListSearch()) event.preventDefault();
        return;
      }
      event.preventDefault();
      setOpen(action);
    };
    // Capturing: a component that handles a key itself (react-aria stops the keys it uses) is not asked first.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);

  const close = () => setOpen(null);
  const key = commandKey();
  return (
    <>
      <NativeButton
        variant="secondary"
        size="sm"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen('palette')}
      >
        Przejdź do…
        <kbd className={styles.key}>{key}+K</kbd>
      </NativeButton>
      <NativeButton variant="secondary" size="sm" aria-keyshortcuts="?" onClick={() => setOpen('sheet')}>
        Skróty klawiszowe
        <kbd className={styles.key}>?</kbd>
      </NativeButton>
      <Suspense fallback={null}>
        {open === 'palette' ? (
          <PaletteDialog
            sources={sources}
            recent={readRecentVisits(username)}
            onRemember={(visit) => rememberVisit(username, visit, { better: true })}
            onClose={close}
          />
        ) : null}
        {open === 'sheet' ? <SheetDialog onClose={close} /> : null}
      </Suspense>
    </>
  );
}
