import type { QueryFunctionContext } from '@tanstack/react-query';

/** Where no frame comes (a hidden tab paints none), the request leaves after this long anyway. */
const NO_FRAME_MS = 100;

/**
 * Resolves once the browser has rendered its next frame: a message posted from a rAF callback is handled
 * after that frame's style, layout and paint.
 */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, NO_FRAME_MS);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        clearTimeout(fallback);
        resolve();
      };
      channel.port2.postMessage(null);
    });
  });
}

/**
 * A list's query function (WEB-88). A list shown from React Query's cache (a return to the screen, a page
 * or a search shown before) is refreshed in the background at once, as every list is stale at once: that
 * request is sent once the frame showing the cached rows is painted, not inside it. Building the request
 * took main-thread time from the frame, and where the API runs on the same machine (`npm start`, the
 * bench) its answer took the cores the frame was drawn on. A list with nothing cached loads at once.
 */
export const listQueryFn =
  <Page>(load: (signal: AbortSignal) => Promise<Page>) =>
  async ({ client, queryKey, signal }: QueryFunctionContext): Promise<Page> => {
    if (client.getQueryData(queryKey) !== undefined) await afterNextFrame();
    return load(signal);
  };
