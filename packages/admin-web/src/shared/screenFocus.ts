/**
 * The focus after a navigation (WEB-125): the logged-in shell asks for it when the screen shown changes
 * (another path, or the panel's first screen right after a login), and the next screen heading to render
 * takes it, so that Tab goes on from the top of the new screen and a screen reader reads its title. A page
 * opened or reloaded keeps the browser's own focus.
 */
import { createContext, type RefObject, useContext, useEffect, useRef } from 'react';

/** Set by the shell; taken (and cleared) by the heading that renders next. */
export interface HeadingFocusRequest {
  pending: boolean;
  /** The heading that took the focus, until the next navigation. */
  heading: HTMLElement | null;
}

export const HeadingFocusContext = createContext<HeadingFocusRequest | null>(null);

/**
 * The ref of a screen's h1 (which needs `tabIndex={-1}`): it takes the focus when the shell asks for it,
 * unless the focus is already on something the new screen or a dialog put it on (a draft's question, a
 * field a form focuses).
 */
export function useScreenHeadingFocus(): RefObject<HTMLHeadingElement | null> {
  const request = useContext(HeadingFocusContext);
  const ref = useRef<HTMLHeadingElement>(null);
  // After every render: a screen that shows a spinner first renders its heading later.
  useEffect(() => {
    const heading = ref.current;
    if (!request?.pending || !heading) return;
    request.pending = false;
    if (!isFocusLeftBehind(heading)) return;
    heading.focus();
    request.heading = heading;
  });
  // A screen that renders its frame anew (an edit screen once its record is in) drops the heading that
  // had the focus, and the focus with it: the heading that replaces it takes it on.
  useEffect(() => {
    const heading = ref.current;
    return () => {
      if (!request || !heading || request.heading !== heading) return;
      request.heading = null;
      if (document.activeElement === null || document.activeElement === document.body) request.pending = true;
    };
  }, [request]);
  return ref;
}

/**
 * Whether the focus is still where the navigation left it: on the page itself (the link pressed has
 * gone with its screen), in the menu, or on a control of the shell (the palette's button): anywhere but
 * in the new screen and in a dialog.
 */
function isFocusLeftBehind(heading: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  const screen = heading.closest('section') ?? heading.parentElement;
  return !screen?.contains(active) && !active.closest('[role="dialog"], [role="alertdialog"]');
}
