/**
 * The frame of every screen: its heading (the page's h1), an optional 'Powrót' link to where the screen
 * came from, and room for actions beside the heading. The heading is the label of the route shown (the
 * route table's, which is also the menu entry and the document title) unless the screen names another.
 * The heading takes the focus after a navigation (WEB-125).
 */
import { LinkButton } from '@redakcja/ui';
import type { ReactNode } from 'react';
import { ScreenFrame, type ScreenFrameProps } from './ScreenFrame';
import { useScreenHeadingFocus } from './screenFocus';

export const BACK_LABEL = 'Powrót';
export const ADD_NEW_LABEL = 'Dodaj nowy';

export interface ScreenProps extends ScreenFrameProps {
  /** Where 'Powrót' leads (a path under the admin prefix). */
  backHref?: string;
}

export function Screen({ title, backHref, actions, children }: ScreenProps) {
  // Here, not in ScreenFrame: the login screen's frame carries no focus code (WEB-125).
  const headingRef = useScreenHeadingFocus();
  const header: ReactNode =
    backHref || actions ? (
      <>
        {backHref ? (
          <LinkButton href={backHref} variant="secondary">
            {BACK_LABEL}
          </LinkButton>
        ) : null}
        {actions}
      </>
    ) : null;
  return (
    <ScreenFrame title={title} actions={header} headingRef={headingRef}>
      {children}
    </ScreenFrame>
  );
}
