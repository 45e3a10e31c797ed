import { STATUS_CODES } from 'node:http';
import { type Dispatcher, request } from 'undici';
import type { FetchLike } from '../http/types';

/** Statuses whose Response must have no body. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * The SDK's calls on undici's `request` (its dispatcher API) instead of its WHATWG `fetch`: the same
 * exchange for far less work per call (no Request object, no web streams for the body, no body
 * finalizers), which is what a long paged loop such as the CLI's subscriber export spends most of its
 * CPU and memory on. The answer is a real `Response` (status, headers with every Set-Cookie) whose body
 * methods answer from the text already read, without a body stream; its `url` is the one asked (the API
 * does not redirect: a 3xx comes back as it is, as an error of the call). Bodies that are not text
 * (multipart uploads) go through `fallback`, the ordinary fetch.
 */
export function requestFetch(dispatcher: Dispatcher, fallback: FetchLike): FetchLike {
  return async (input, init) => {
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      return fallback(input, init);
    }
    const headers: Record<string, string> = {};
    // The SDK hands a Headers already: read it as it is rather than through a copy.
    const given = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
    given.forEach((value, name) => {
      headers[name] = value;
    });
    let answer: Dispatcher.ResponseData;
    let text: string;
    try {
      answer = await request(input, {
        method: (init.method ?? 'GET') as Dispatcher.HttpMethod,
        headers,
        body: init.body ?? undefined,
        signal: init.signal ?? undefined,
        dispatcher,
      });
      text = await answer.body.text();
    } catch (error) {
      // The caller's abort as fetch reports it; anything else as fetch's own failure, its cause inside.
      if (init.signal?.aborted) throw init.signal.reason;
      throw new TypeError('fetch failed', { cause: error });
    }
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) for (const item of value) responseHeaders.append(name, item);
      else if (value !== undefined) responseHeaders.append(name, value);
    }
    const response = new Response(null, {
      status: answer.statusCode,
      statusText: STATUS_CODES[answer.statusCode] ?? '',
      headers: responseHeaders,
    });
    const body = NULL_BODY_STATUSES.has(answer.statusCode) ? '' : text;
    // The text is read already: a web stream over it would cost more than the whole exchange.
    Object.defineProperties(response, {
      url: { value: input },
      text: { value: async () => body },
      json: { value: async () => JSON.parse(body) as unknown },
      arrayBuffer: { value: async () => new TextEncoder().encode(body).buffer },
    });
    return response;
  };
}
