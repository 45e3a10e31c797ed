import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// jsdom has no canvas; axe probes one for icon ligatures and copes with null, so answer null
// instead of letting jsdom print "Not implemented" on every run. Files under
// `// @vitest-environment node` have no DOM at all: nothing to patch there.
if (typeof HTMLCanvasElement !== 'undefined') {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
}

// jsdom has no CSS.escape; react-aria uses it to read <meta> tags when an overlay opens.
const css = (globalThis.CSS ?? {}) as { escape?: (value: string) => string };
css.escape ??= (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);
(globalThis as { CSS?: unknown }).CSS = css;

// Testing Library's async wrapper flushes with a 0 ms timeout and advances fake timers only when it
// sees Jest; point it at Vitest's so user-event works under vi.useFakeTimers().
(globalThis as { jest?: { advanceTimersByTime: (ms: number) => void } }).jest = {
  advanceTimersByTime: (ms: number) => {
    vi.advanceTimersByTime(ms);
  },
};
