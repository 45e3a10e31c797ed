import { channel } from 'node:diagnostics_channel';

/**
 * Calls `listener` with the path (and query) of every HTTP request undici starts in this process: the
 * requests of a command whose `run` a test calls directly. Returns the function that stops listening.
 */
export function onRequest(listener: (path: string, method: string) => void): () => void {
  const created = channel('undici:request:create');
  const handler = (message: unknown) => {
    const { request } = message as { request: { path?: string; method?: string } };
    listener(request.path ?? '', request.method ?? '');
  };
  created.subscribe(handler);
  return () => created.unsubscribe(handler);
}
