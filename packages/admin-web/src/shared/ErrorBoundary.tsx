import { NativeButton } from '@redakcja/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ScreenFrame } from './ScreenFrame';

export const SCREEN_ERROR_TEXT = 'Nie udało się wyświetlić tego ekranu.';
export const RELOAD_LABEL = 'Odśwież stronę';

/**
 * A screen that throws (or whose code fails to load after a deployment) shows a message, as the screen's
 * heading, with a reload button in the content area; the menu stays usable (WEB-18). The button is a
 * native one and the frame has no back link: the logged-out shell wraps the login screen in this
 * boundary, and its JavaScript carries no react-aria press machinery (WEB-62).
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Redakcja: a screen failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ScreenFrame title={SCREEN_ERROR_TEXT}>
        <div>
          <NativeButton onClick={() => window.location.reload()}>{RELOAD_LABEL}</NativeButton>
        </div>
      </ScreenFrame>
    );
  }
}
