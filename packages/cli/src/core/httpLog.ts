import { channel } from 'node:diagnostics_channel';
import type { Output } from './output';

/** Headers whose values are secrets: shown as `[redacted]`, never as they are. */
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie', 'proxy-authorization']);
/** Headers worth showing in --verbose; the rest is noise. */
const SHOWN_HEADERS = new Set([...SECRET_HEADERS, 'content-type', 'accept', 'retry-after', 'location']);

interface UndiciRequest {
  origin?: string | URL;
  method?: string;
  path?: string;
  headers?: unknown;
}

function pairs(headers: unknown): Array<[string, string]> {
  if (!Array.isArray(headers)) return [];
  const result: Array<[string, string]> = [];
  for (let index = 0; index + 1 < headers.length; index += 2) {
    result.push([String(headers[index]).toLowerCase(), String(headers[index + 1])]);
  }
  return result;
}

function headersText(headers: unknown): string {
  const shown = pairs(headers)
    .filter(([name]) => SHOWN_HEADERS.has(name))
    .map(([name, value]) => `${name}: ${SECRET_HEADERS.has(name) ? '[redacted]' : value}`);
  return shown.length > 0 ? ` {${shown.join('; ')}}` : '';
}

/**
 * --verbose: every HTTP exchange on stderr (method, URL, status, time and a few headers, secret ones
 * redacted), read from undici's diagnostics channels so that the SDK's code stays untouched.
 * Returns the function that stops the logging.
 */
export function logHttpExchanges(out: Output): () => void {
  const started = new WeakMap<object, number>();
  const create = channel('undici:request:create');
  const headers = channel('undici:request:headers');
  const failed = channel('undici:request:error');

  const where = (request: UndiciRequest) =>
    `${request.method ?? '?'} ${String(request.origin ?? '')}${request.path ?? ''}`;
  const onCreate = (message: unknown) => {
    const { request } = message as { request: UndiciRequest };
    started.set(request, performance.now());
    out.debug(`→ ${where(request)}${headersText(request.headers)}`);
  };
  const onHeaders = (message: unknown) => {
    const { request, response } = message as {
      request: UndiciRequest;
      response: { statusCode: number; headers: unknown };
    };
    const start = started.get(request);
    const elapsed = start === undefined ? '' : ` (${Math.round(performance.now() - start)} ms)`;
    out.debug(`← ${response.statusCode} ${where(request)}${elapsed}${headersText(response.headers)}`);
  };
  const onError = (message: unknown) => {
    const { request, error } = message as { request: UndiciRequest; error: Error & { code?: string } };
    out.debug(`✗ ${where(request)}: ${error.code ?? error.message}`);
  };
  create.subscribe(onCreate);
  headers.subscribe(onHeaders);
  failed.subscribe(onError);
  return () => {
    create.unsubscribe(onCreate);
    headers.unsubscribe(onHeaders);
    failed.unsubscribe(onError);
  };
}
