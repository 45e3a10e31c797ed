/**
 * 'Przejdź do treści' (WEB-126): the logged-in page's first Tab stop, out of sight until it has the focus;
 * it puts the focus on the main content, past the menu's forty-odd links. A native link that moves the
 * focus itself: the panel's `<base href>` makes `#main-content` an address of the panel's root, and a
 * react-aria link inside the panel's RouterProvider would navigate to it.
 */
import type { MouseEvent } from 'react';
import * as styles from './skipLink.css';

export const SKIP_LINK_LABEL = 'Przejdź do treści';
/** The id of the shell's `<main>`. */
export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
      {SKIP_LINK_LABEL}
    </a>
  );
}

function skipToContent(event: MouseEvent<HTMLAnchorElement>): void {
  event.preventDefault();
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  // Focusable while it holds the focus only: a click elsewhere in the content must not focus it.
  main.tabIndex = -1;
  main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
  main.focus();
}
