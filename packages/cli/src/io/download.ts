import { Readable } from 'node:stream';
import { createHttpError, NetworkError, resolveLink } from '@redakcja/api-sdk';
import { type Dispatcher, fetch } from 'undici';

/**
 * Opens a static file the API pointed to (an export, a generated newsletter) as a stream, so a large
 * file is never held in memory. Static files are public on the portal: no bearer token is sent, so it
 * never travels to a static host. Errors are the SDK's, so the exit codes match the API's.
 */
export async function downloadStatic(
  link: string,
  deps: { config: { staticUrl: string }; signal: AbortSignal; dispatcher: Dispatcher },
): Promise<{ url: string; stream: Readable }> {
  const url = resolveLink(link, deps.config.staticUrl);
  let response: Awaited<ReturnType<typeof fetch>>;
  try {
    response = await fetch(url, { signal: deps.signal, dispatcher: deps.dispatcher });
  } catch (error) {
    if (deps.signal.aborted) throw deps.signal.reason;
    throw new NetworkError({ method: 'GET', url, cause: error });
  }
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    throw createHttpError({
      method: 'GET',
      url,
      status: response.status,
      statusText: response.statusText,
      body: text === '' ? null : text,
    });
  }
  return { url, stream: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream) };
}
