import { getEventListeners } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../../src/client';
import { ApiError } from '../../src/http/errors/ApiError';
import { TimeoutError } from '../../src/http/errors/TimeoutError';
import {
  BASE_URL,
  deferred,
  fakeFetch,
  json,
  jwt401,
  loginAnswer,
  makeToken,
  networkFailure,
  refreshAnswer,
} from './support';

const schema = z.object({ ok: z.boolean() });

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

describe('cancellation by signal', () => {
  it('rejects with the AbortError at once when the signal is already aborted, sending nothing', async () => {
    const server = fakeFetch(() => json({ ok: true }));
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch });
    const controller = new AbortController();
    controller.abort();
    const error = await client.http
      .json({ method: 'GET', path: '/api/x' }, schema, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(server.requests).toHaveLength(0);
  });

  it('rejects an in-flight call with the signal’s own AbortError, unwrapped', async () => {
    const never = deferred<Response>();
    const server = fakeFetch(() => never.promise);
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch });
    const controller = new AbortController();
    const pending = client.http.json({ method: 'GET', path: '/api/x' }, schema, {
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBe(controller.signal.reason);
    expect(isAbortError(error)).toBe(true);
  });

  it('leaves nothing on a long-lived signal once its calls end (a CLI gives one Ctrl-C signal to every call)', async () => {
    const server = fakeFetch(() => json({ ok: true }));
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, timeout: 60_000 });
    const controller = new AbortController();
    for (let call = 0; call < 50; call++) {
      await client.http.json({ method: 'GET', path: '/api/x' }, schema, { signal: controller.signal });
    }
    await client.http
      .json({ method: 'GET', path: '/api/missing' }, schema, { signal: controller.signal })
      .catch(() => undefined);
    expect(server.requests).toHaveLength(51);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('stops waiting during a retry backoff', async () => {
    const server = fakeFetch(() => {
      throw networkFailure();
    });
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, retry: { baseDelay: 60_000 } });
    const controller = new AbortController();
    const pending = client.http.json({ method: 'GET', path: '/api/x' }, schema, {
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    controller.abort();
    expect(isAbortError(await pending.catch((e: unknown) => e))).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it('lets one caller stop waiting for the shared refresh while the others get their answers', async () => {
    const oldToken = makeToken({ id: 'old' });
    const gate = deferred();
    const server = fakeFetch(async (request) => {
      if (request.pathname === '/api/token/auth') return json(loginAnswer(oldToken));
      if (request.pathname === '/api/token/refresh') {
        await gate.promise;
        return json(refreshAnswer(makeToken({ id: 'new' })));
      }
      return request.headers.get('Authorization') === `Bearer ${oldToken}`
        ? jwt401('Expired JWT Token')
        : json({ ok: true });
    });
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch });
    await client.auth.login({ username: 'a', password: 'b' });
    const controller = new AbortController();
    const cancelled = client.http.json({ method: 'GET', path: '/api/a' }, schema, {
      signal: controller.signal,
    });
    const kept = client.http.json({ method: 'GET', path: '/api/b' }, schema);
    await vi.waitFor(() => expect(server.to('/api/token/refresh')).toHaveLength(1));
    controller.abort();
    expect(isAbortError(await cancelled.catch((e: unknown) => e))).toBe(true);
    gate.resolve();
    await expect(kept).resolves.toEqual({ ok: true });
    expect(server.to('/api/a')).toHaveLength(1);
  });
});

describe('timeout', () => {
  it('fails with TimeoutError when the server does not answer in time', async () => {
    const server = fakeFetch(() => deferred<Response>().promise);
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch });
    const error = await client.http
      .json({ method: 'GET', path: '/api/slow' }, schema, { timeout: 20 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeout: 20, method: 'GET', url: `${BASE_URL}/api/slow` });
  });

  it('uses the client default timeout', async () => {
    const server = fakeFetch(() => deferred<Response>().promise);
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, timeout: 15 });
    await expect(client.http.text({ method: 'GET', path: '/api/slow' })).rejects.toBeInstanceOf(TimeoutError);
  });
});
