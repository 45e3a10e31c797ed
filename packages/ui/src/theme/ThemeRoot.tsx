import type { ReactNode } from 'react';
import * as styles from './global.css';

/** The id react-aria's usePress looks for before it inserts its `<style>` (its rule is in global.css.ts). */
export const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';

/**
 * Tells usePress its rule is there, so it inserts no `<style>` (the CSP allows none, UI-CSP1): a marker
 * with the id it looks for, in the head before any pressable renders (this module loads with the entry).
 */
export function markPressableStyle(doc: Document): void {
  if (doc.getElementById(PRESSABLE_STYLE_ID)) return;
  const marker = doc.createElement('meta');
  marker.id = PRESSABLE_STYLE_ID;
  marker.name = PRESSABLE_STYLE_ID;
  marker.content = 'global.css';
  doc.head.append(marker);
}

if (typeof document !== 'undefined' && document.head) markPressableStyle(document);

export interface ThemeRootProps {
  children: ReactNode;
  className?: string;
}

/**
 * The base styles and the theme on `:root`, without react-aria's locale: for the panel's entry, whose
 * logged-out screens show nothing react-aria translates or formats (WEB-52); the logged-in panel adds
 * `LocaleProvider`. Everything else wraps itself in `ThemeProvider`, which is both.
 */
export function ThemeRoot({ children, className }: ThemeRootProps) {
  return <div className={className ? `${styles.root} ${className}` : styles.root}>{children}</div>;
}
