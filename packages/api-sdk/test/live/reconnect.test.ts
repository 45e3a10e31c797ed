import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLiveClient, discoverHub, type LiveState, type LiveUpdate } from '../../src/live/index';
import { type Category, categorySchema } from '../../src/schemas/categories';
import {
  collect,
  type LiveSandbox,
  type LiveUser,
  logIn,
  members,
  START_TIMEOUT,
  startLiveSandbox,
  waitFor,
} from './sandbox';

describe('reconnection', () => {
  let sandbox: LiveSandbox;
  let admin: LiveUser;
  let hub: URL | null;
  let path: string;
  beforeAll(async () => {
    sandbox = await startLiveSandbox();
    admin = await logIn(sandbox, 'admin');
    const answer = await admin.api('/api/categories');
    hub = discoverHub(answer);
    path = String((await members(answer))[0]?.['@id']);
  }, START_TIMEOUT);
  afterEach(() => {
    sandbox.setHubAvailable(true);
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  const rename = async (name: string) =>
    expect((await admin.api(path, { method: 'PATCH', body: JSON.stringify({ name }) })).status).toBe(200);

  it('comes back after the hub goes away and delivers what was published meanwhile, once, in order', async () => {
    const controller = new AbortController();
    const states: LiveState[] = [];
    const urls: string[] = [];
    const live = createLiveClient({
      hub,
      token: admin.hubToken,
      // The hub advises 2 s; the cap keeps the test short.
      reconnect: { maxDelay: 20, random: () => 1 },
      fetch: (input, init) => {
        urls.push(input);
        return fetch(input, init);
      },
    });
    const stream = collect<LiveUpdate<Category>>(
      live.subscribe(`${sandbox.url}${path}`, {
        parse: categorySchema,
        signal: controller.signal,
        onState: (state) => states.push(state),
      }),
    );
    await waitFor(() => states.length === 1);
    await rename('Przed zerwaniem');
    await stream.until((items) => items.length === 1);

    sandbox.setHubAvailable(false);
    // The stream ends; the next attempt is refused while the hub is away.
    await waitFor(() => states.some((state) => state.state === 'reconnecting' && state.status === 503));
    await rename('W czasie przerwy 1');
    await rename('W czasie przerwy 2');
    sandbox.setHubAvailable(true);
    await stream.until((items) => items.length === 3);
    await rename('Po powrocie');
    await stream.until((items) => items.length === 4);
    controller.abort();
    await stream.done;

    const names = stream.items.map((item) => (item.kind === 'changed' ? item.record.name : null));
    expect(names).toEqual(['Przed zerwaniem', 'W czasie przerwy 1', 'W czasie przerwy 2', 'Po powrocie']);
    expect(new Set(stream.items.map((item) => item.id)).size).toBe(4);
    // Every reconnection asked for what followed the last update seen.
    const resumed = urls.slice(1).map((url) => new URL(url).searchParams.get('lastEventID'));
    expect(resumed.every((id) => id === stream.items[0]?.id)).toBe(true);
    expect(
      states
        .filter((state) => state.state === 'reconnecting')
        .every((state) => 'delay' in state && state.delay === 20),
    ).toBe(true);
  });

  it('backs off exponentially from the first delay while the hub refuses, capped', async () => {
    sandbox.setHubAvailable(false);
    const controller = new AbortController();
    const delays: number[] = [];
    const live = createLiveClient({
      hub,
      token: admin.hubToken,
      reconnect: { initialDelay: 2, maxDelay: 16, random: () => 1 },
    });
    const stream = collect(
      live.subscribe(`${sandbox.url}${path}`, {
        parse: categorySchema,
        signal: controller.signal,
        onState: (state) => {
          if (state.state === 'reconnecting') delays.push(state.delay);
        },
      }),
    );
    await waitFor(() => delays.length >= 6);
    controller.abort();
    await stream.done;
    expect(delays.slice(0, 6)).toEqual([2, 4, 8, 16, 16, 16]);
  });

  it('an abort while waiting to reconnect ends the stream and clears its timer', async () => {
    sandbox.setHubAvailable(false);
    const controller = new AbortController();
    const states: LiveState[] = [];
    const delay = 25_000;
    const started = new Map<unknown, number>();
    const cleared = new Set<unknown>();
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const clearTimeoutSpy = vi.spyOn(globalThis, 'clearTimeout');
    setTimeoutSpy.mockImplementation(((handler: () => void, ms?: number, ...rest: unknown[]) => {
      const handle = realSetTimeout(handler, ms, ...rest);
      started.set(handle, ms ?? 0);
      return handle;
    }) as typeof setTimeout);
    clearTimeoutSpy.mockImplementation(((handle: Parameters<typeof clearTimeout>[0]) => {
      cleared.add(handle);
      realClearTimeout(handle);
    }) as typeof clearTimeout);
    const live = createLiveClient({
      hub,
      token: admin.hubToken,
      reconnect: { initialDelay: delay, random: () => 1 },
    });
    const stream = collect(
      live.subscribe(`${sandbox.url}${path}`, {
        parse: categorySchema,
        signal: controller.signal,
        onState: (state) => states.push(state),
      }),
    );
    await waitFor(() => states.length === 1);
    expect(states).toEqual([{ state: 'reconnecting', delay, status: 503 }]);
    const timers = [...started].filter(([, ms]) => ms === delay).map(([handle]) => handle);
    expect(timers).toHaveLength(1);
    controller.abort();
    await stream.done;
    expect(cleared.has(timers[0])).toBe(true);
  });
});

const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
