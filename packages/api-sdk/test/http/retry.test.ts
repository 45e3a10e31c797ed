import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../../src/client';
import { HttpError } from '../../src/http/errors/HttpError';
import { NetworkError } from '../../src/http/errors/NetworkError';
import { toFormData } from '../../src/http/multipart';
import { backoffDelay, parseRetryAfter } from '../../src/http/retry';
import type { HttpMethod } from '../../src/http/types';
import { BASE_URL, fakeFetch, json, networkFailure } from './support';

const anySchema = z.unknown();

/** A server that fails `failures` times with `status` (or a network error when status is 0), then answers 200. */
function flaky(failures: number, status: number, headers: Record<string, string> = {}) {
  let calls = 0;
  return fakeFetch(() => {
    calls += 1;
    if (calls <= failures) {
      if (status === 0) throw networkFailure();
      return json({ 'hydra:description': 'try later' }, { status, headers });
    }
    return json({ done: true });
  });
}

function clientFor(server: ReturnType<typeof fakeFetch>, now = () => Date.now()) {
  const delays: number[] = [];
  const onRetry = vi.fn();
  const client = createApiClient({
    baseUrl: BASE_URL,
    fetch: server.fetch,
    now,
    retry: {
      baseDelay: 100,
      sleep: async (ms) => {
        delays.push(ms);
      },
      onRetry,
    },
  });
  return { client, delays, onRetry };
}

function call(client: ReturnType<typeof createApiClient>, method: HttpMethod, form?: FormData) {
  return client.http.json({ method, path: '/api/things/1', json: form ? undefined : {}, form }, anySchema);
}

describe('retry policy', () => {
  it.each(['GET', 'PUT', 'DELETE'] as const)('retries %s on 503 with exponential backoff', async (method) => {
    const server = flaky(2, 503);
    const { client, delays, onRetry } = clientFor(server);
    await expect(call(client, method)).resolves.toEqual({ done: true });
    expect(server.requests).toHaveLength(3);
    expect(delays).toEqual([100, 200]);
    expect(onRetry).toHaveBeenCalledTimes(2);
    expect(onRetry.mock.calls[0]?.[0]).toMatchObject({ method, attempt: 1, delay: 100, status: 503 });
  });

  it.each(['POST', 'PATCH'] as const)('never retries %s', async (method) => {
    const server = flaky(1, 503);
    const { client } = clientFor(server);
    await expect(call(client, method)).rejects.toBeInstanceOf(HttpError);
    expect(server.requests).toHaveLength(1);
  });

  it('never retries an upload', async () => {
    const server = flaky(1, 503);
    const { client } = clientFor(server);
    const form = toFormData({ file: new Blob(['x']) });
    await expect(call(client, 'POST', form)).rejects.toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(1);
  });

  it.each([408, 429, 500, 502, 503, 504])('retries status %i', async (status) => {
    const server = flaky(1, status);
    const { client } = clientFor(server);
    await expect(call(client, 'GET')).resolves.toEqual({ done: true });
    expect(server.requests).toHaveLength(2);
  });

  it.each([400, 403, 404, 409, 422])('does not retry status %i', async (status) => {
    const server = flaky(1, status);
    const { client } = clientFor(server);
    await expect(call(client, 'GET')).rejects.toMatchObject({ status });
    expect(server.requests).toHaveLength(1);
  });

  it('stops after two retries and surfaces the last answer', async () => {
    const server = flaky(10, 500);
    const { client } = clientFor(server);
    const error = await call(client, 'GET').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(500);
    expect((error as HttpError).description).toBe('try later');
    expect(server.requests).toHaveLength(3);
  });

  it('retries GET after a network error, but not POST', async () => {
    const get = flaky(2, 0);
    await expect(call(clientFor(get).client, 'GET')).resolves.toEqual({ done: true });
    expect(get.requests).toHaveLength(3);

    const post = flaky(1, 0);
    await expect(call(clientFor(post).client, 'POST')).rejects.toBeInstanceOf(NetworkError);
    expect(post.requests).toHaveLength(1);
  });

  it('honours Retry-After in seconds', async () => {
    const server = flaky(1, 429, { 'Retry-After': '3' });
    const { client, delays } = clientFor(server);
    await call(client, 'GET');
    expect(delays).toEqual([3000]);
  });

  it('honours Retry-After as an HTTP date', async () => {
    const now = Date.parse('2025-03-01T10:00:00Z');
    const server = flaky(1, 503, { 'Retry-After': 'Sat, 01 Mar 2025 10:00:05 GMT' });
    const { client, delays } = clientFor(server, () => now);
    await call(client, 'GET');
    expect(delays).toEqual([5000]);
  });

  it('does not wait for a Retry-After beyond maxRetryAfter', async () => {
    const server = flaky(1, 503, { 'Retry-After': '3600' });
    const { client, delays } = clientFor(server);
    await expect(call(client, 'GET')).rejects.toMatchObject({ status: 503 });
    expect(delays).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });
});

describe('retry helpers', () => {
  it('parses Retry-After seconds, dates and garbage', () => {
    const now = Date.parse('2025-03-01T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Sat, 01 Mar 2025 10:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('Sat, 01 Mar 2025 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('doubles the backoff up to the cap', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffDelay(attempt, { baseDelay: 300, maxDelay: 1000 }))).toEqual([
      300, 600, 1000, 1000,
    ]);
  });
});
