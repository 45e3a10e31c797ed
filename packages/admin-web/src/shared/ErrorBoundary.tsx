import { Button } from '@redakcja/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Screen } from './Screen';

export const SCREEN_ERROR_TEXT = 'Nie udało się wyświetlić tego ekranu.';
export const RELOAD_LABEL = 'Odśwież stronę';

/**
 * A screen that throws (or whose code fails to load after a deployment) shows a message, as the screen's
 * heading, with a reload button in the content area; the menu stays usable (WEB-18).
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
      <Screen title={SCREEN_ERROR_TEXT}>
        <div>
          <Button onPress={() => window.location.reload()}>{RELOAD_LABEL}</Button>
        </div>
      </Screen>
    );
  }
}
