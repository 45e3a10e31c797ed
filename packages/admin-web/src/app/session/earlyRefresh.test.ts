import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_REFRESH, type EarlyRefresh } from '../panelBase';
import { fetchWithEarlyRefresh, takeEarlyRefresh } from './earlyRefresh';

const URL_REFRESH = 'http://x/api/token/refresh';

function early(url = URL_REFRESH): { started: Promise<EarlyRefresh>; response: Response } {
  const response = new Response('{"token":"t"}', { status: 200 });
  return { started: Promise.resolve({ url, response: Promise.resolve(response) }), response };
}

function recordingFetch() {
  const calls: string[] = [];
  const fetchImpl = async (input: string, init: RequestInit) => {
    calls.push(`${init.method} ${input}`);
    return new Response('{}', { status: 200 });
  };
  return { calls, fetchImpl };
}

describe('the refresh index.html started, handed to the session core', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[EARLY_REFRESH];
  });

  it('is taken from the window once, and the property deleted', () => {
    const { started } = early();
    (globalThis as Record<string, unknown>)[EARLY_REFRESH] = started;
    expect(takeEarlyRefresh()).toBe(started);
    expect(EARLY_REFRESH in globalThis).toBe(false);
    expect(takeEarlyRefresh()).toBeNull();
  });

  it("answers the core's first refresh to the same URL, and sends every later call", async () => {
    const { started, response } = early();
    const { calls, fetchImpl } = recordingFetch();
    const fetch = fetchWithEarlyRefresh(started, fetchImpl);
    expect(await fetch(URL_REFRESH, { method: 'POST' })).toBe(response);
    expect(calls).toEqual([]);
    await fetch(URL_REFRESH, { method: 'POST' });
    await fetch('http://x/api/comments', { method: 'GET' });
    expect(calls).toEqual([`POST ${URL_REFRESH}`, 'GET http://x/api/comments']);
  });

  it('is dropped when the first POST goes elsewhere (another API than the script assumed)', async () => {
    const { started } = early('http://other/api/token/refresh');
    const { calls, fetchImpl } = recordingFetch();
    const fetch = fetchWithEarlyRefresh(started, fetchImpl);
    await fetch(URL_REFRESH, { method: 'POST' });
    await fetch('http://other/api/token/refresh', { method: 'POST' });
    expect(calls).toEqual([`POST ${URL_REFRESH}`, 'POST http://other/api/token/refresh']);
  });

  it("fails as the core's own fetch would (a network failure is the SDK's to retry, D29)", async () => {
    const failure = new TypeError('Failed to fetch');
    const response = Promise.reject(failure);
    response.catch(() => undefined);
    const fetch = fetchWithEarlyRefresh(
      Promise.resolve({ url: URL_REFRESH, response }),
      recordingFetch().fetchImpl,
    );
    await expect(fetch(URL_REFRESH, { method: 'POST' })).rejects.toBe(failure);
  });

  it('leaves a call whose signal was aborted to fail as aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetch = fetchWithEarlyRefresh(early().started, recordingFetch().fetchImpl);
    await expect(fetch(URL_REFRESH, { method: 'POST', signal: controller.signal })).rejects.toThrow();
  });
});
