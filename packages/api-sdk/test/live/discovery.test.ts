import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveClient, discoverHub } from '../../src/live/index';
import { type LiveSandbox, logIn, members, START_TIMEOUT, startLiveSandbox } from './sandbox';

describe('discoverHub', () => {
  it('reads rel="mercure" among other links, resolves it against the answer, and is null without one', () => {
    const base = 'https://api.test/api/articles';
    expect(
      discoverHub('</docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"', base),
    ).toBeNull();
    expect(
      discoverHub(
        '</docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation", </.well-known/mercure>; rel="mercure"',
        base,
      )?.href,
    ).toBe('https://api.test/.well-known/mercure');
    expect(
      discoverHub('<https://hub.test/.well-known/mercure>; title="x"; REL="preload Mercure"', base)?.href,
    ).toBe('https://hub.test/.well-known/mercure');
    expect(discoverHub('<https://hub.test/.well-known/mercure>; rel=mercure')?.href).toBe(
      'https://hub.test/.well-known/mercure',
    );
    // A relative link with nothing to resolve it against, or not http(s): no hub.
    expect(discoverHub('</.well-known/mercure>; rel="mercure"')).toBeNull();
    expect(discoverHub('<javascript:alert(1)>; rel="mercure"', base)).toBeNull();
    expect(discoverHub(new Headers(), base)).toBeNull();
    expect(discoverHub(null)).toBeNull();
  });
});

describe('discovery against the sandbox', () => {
  let sandbox: LiveSandbox;
  let bare: LiveSandbox;
  beforeAll(async () => {
    sandbox = await startLiveSandbox();
    bare = await startLiveSandbox({ hub: false });
  }, START_TIMEOUT);
  afterAll(async () => {
    await sandbox.close();
    await bare.close();
  });

  it('an API answer names the hub', async () => {
    const admin = await logIn(sandbox, 'admin');
    const answer = await admin.api('/api/categories');
    expect(answer.status).toBe(200);
    expect(discoverHub(answer)?.href).toBe(`${sandbox.url}/.well-known/mercure`);
  });

  it('without a hub (--no-hub) nothing is discovered and the live client is inert: no request, no update, ends on abort', async () => {
    const admin = await logIn(bare, 'admin');
    const hub = discoverHub(await admin.api('/api/categories'));
    expect(hub).toBeNull();
    const requests: string[] = [];
    const live = createLiveClient({
      hub,
      fetch: (input, init) => {
        requests.push(input);
        return fetch(input, init);
      },
    });
    expect(live.hub).toBeNull();
    const controller = new AbortController();
    const updates: unknown[] = [];
    const reading = (async () => {
      for await (const update of live.subscribe(`${bare.url}/api/categories/{id}`, {
        parse: { safeParse: (data: unknown) => ({ success: true as const, data }) },
        signal: controller.signal,
      }))
        updates.push(update);
    })();
    const presence: unknown[] = [];
    const watching = (async () => {
      for await (const list of live.presence(`${bare.url}/api/categories/1`, { signal: controller.signal }))
        presence.push(list);
    })();
    // A write that a hub would publish.
    const path = String((await members(await admin.api('/api/categories')))[0]?.['@id']);
    expect(
      (await admin.api(path, { method: 'PATCH', body: JSON.stringify({ name: 'Bez huba' }) })).status,
    ).toBe(200);
    controller.abort();
    await Promise.all([reading, watching]);
    expect(updates).toEqual([]);
    expect(presence).toEqual([]);
    expect(requests).toEqual([]);
  });
});
