import { describe, expect, it } from 'vitest';
import type { EarlyRefresh, FirstQuery } from '../../boot/handoff';
import { FIRST_QUERY_FRESH_MS, fetchWithBootAnswers } from './earlyRefresh';

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

const withRefresh = (refresh: Promise<EarlyRefresh> | null) => ({ refresh, firstQuery: null });

describe('the refresh index.html started, handed to the session core', () => {
  it("answers the core's first refresh to the same URL, and sends every later call", async () => {
    const { started, response } = early();
    const { calls, fetchImpl } = recordingFetch();
    const fetch = fetchWithBootAnswers(withRefresh(started), fetchImpl);
    expect(await fetch(URL_REFRESH, { method: 'POST' })).toBe(response);
    expect(calls).toEqual([]);
    await fetch(URL_REFRESH, { method: 'POST' });
    await fetch('http://x/api/comments', { method: 'GET' });
    expect(calls).toEqual([`POST ${URL_REFRESH}`, 'GET http://x/api/comments']);
  });

  it('is dropped when the first POST goes elsewhere (another API than the script assumed)', async () => {
    const { started } = early('http://other/api/token/refresh');
    const { calls, fetchImpl } = recordingFetch();
    const fetch = fetchWithBootAnswers(withRefresh(started), fetchImpl);
    await fetch(URL_REFRESH, { method: 'POST' });
    await fetch('http://other/api/token/refresh', { method: 'POST' });
    expect(calls).toEqual([`POST ${URL_REFRESH}`, 'POST http://other/api/token/refresh']);
  });

  it("fails as the core's own fetch would (a network failure is the SDK's to retry, D29)", async () => {
    const failure = new TypeError('Failed to fetch');
    const response = Promise.reject(failure);
    response.catch(() => undefined);
    const fetch = fetchWithBootAnswers(
      withRefresh(Promise.resolve({ url: URL_REFRESH, response })),
      recordingFetch().fetchImpl,
    );
    await expect(fetch(URL_REFRESH, { method: 'POST' })).rejects.toBe(failure);
  });

  it('leaves a call whose signal was aborted to fail as aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetch = fetchWithBootAnswers(withRefresh(early().started), recordingFetch().fetchImpl);
    await expect(fetch(URL_REFRESH, { method: 'POST', signal: controller.signal })).rejects.toThrow();
  });
});

describe('the first list query index.html sent (WEB-72), handed to the session core', () => {
  const LIST = 'http://x/api/comments?page=1';
  const SENT_AT = 1_000_000;

  function firstQuery(url = LIST, response: Promise<Response> = Promise.resolve(new Response('{"list":1}'))) {
    return { started: Promise.resolve<FirstQuery>({ url, sentAt: SENT_AT, response }), response };
  }
  const withQuery = (query: Promise<FirstQuery | null> | null) => ({ refresh: null, firstQuery: query });

  it("answers the core's first GET of the same URL with its response, once; other calls go out", async () => {
    const { started, response } = firstQuery();
    const { calls, fetchImpl } = recordingFetch();
    const fetch = fetchWithBootAnswers(withQuery(started), fetchImpl, () => SENT_AT + 200);
    // A POST, and a GET of another address, leave it waiting.
    await fetch('http://x/api/token/refresh', { method: 'POST' });
    await fetch('http://x/api/users/me', { method: 'GET' });
    expect(await fetch(LIST, { method: 'GET' })).toBe(await response);
    await fetch(LIST, { method: 'GET' });
    expect(calls).toEqual(['POST http://x/api/token/refresh', 'GET http://x/api/users/me', `GET ${LIST}`]);
  });

  it('is not used once stale: the screen asks the server again', async () => {
    const { started } = firstQuery();
    const { calls, fetchImpl } = recordingFetch();
    const fetch = fetchWithBootAnswers(
      withQuery(started),
      fetchImpl,
      () => SENT_AT + FIRST_QUERY_FRESH_MS + 1,
    );
    const answer = await fetch(LIST, { method: 'GET' });
    expect(await answer.text()).toBe('{}');
    expect(calls).toEqual([`GET ${LIST}`]);
  });

  it('sends the GET itself when the early query failed to reach the server, or was never sent', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    const { calls, fetchImpl } = recordingFetch();
    await fetchWithBootAnswers(
      withQuery(firstQuery(LIST, failed).started),
      fetchImpl,
      () => SENT_AT,
    )(LIST, {
      method: 'GET',
    });
    await fetchWithBootAnswers(withQuery(Promise.resolve(null)), fetchImpl)(LIST, { method: 'GET' });
    expect(calls).toEqual([`GET ${LIST}`, `GET ${LIST}`]);
  });

  it('leaves a call whose signal was aborted to fail as aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetch = fetchWithBootAnswers(
      withQuery(firstQuery().started),
      recordingFetch().fetchImpl,
      () => SENT_AT,
    );
    await expect(fetch(LIST, { method: 'GET', signal: controller.signal })).rejects.toThrow();
  });
});

describe('once both answers are used', () => {
  it('every call goes straight to the browser, in the same task (no wrapper left in the way)', async () => {
    const LIST = 'http://x/api/comments?page=1';
    const { calls, fetchImpl } = recordingFetch();
    const fetch = fetchWithBootAnswers(
      {
        refresh: early().started,
        firstQuery: Promise.resolve({
          url: LIST,
          sentAt: Date.now(),
          response: Promise.resolve(new Response('[]')),
        }),
      },
      fetchImpl,
    );
    await fetch(URL_REFRESH, { method: 'POST' });
    await fetch(LIST, { method: 'GET' });
    expect(calls).toEqual([]);
    // Sent synchronously: nothing awaited on the way any more.
    void fetch(LIST, { method: 'GET' });
    void fetch(URL_REFRESH, { method: 'POST' });
    expect(calls).toEqual([`GET ${LIST}`, `POST ${URL_REFRESH}`]);
  });
});
