import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listQueryFn } from './listRefresh';

const KEY = ['comments', 'list', { page: 1 }];

/** The context React Query gives a query function. */
const contextOf = (client: QueryClient) => ({
  client,
  queryKey: KEY,
  signal: new AbortController().signal,
  meta: undefined,
});

describe('listQueryFn (WEB-88)', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads a list with nothing cached at once', async () => {
    const load = vi.fn(async () => 'page 1');
    await expect(listQueryFn(load)(contextOf(new QueryClient()))).resolves.toBe('page 1');
    expect(frames).toHaveLength(0);
  });

  /** The query function of a list whose rows are in the cache, called as its refresh. */
  const refreshOfCached = () => {
    const client = new QueryClient();
    client.setQueryData(KEY, 'cached');
    const load = vi.fn(async (_signal: AbortSignal) => 'fresh');
    return { load, refreshed: listQueryFn(load)(contextOf(client)) };
  };

  it('refreshes a list shown from the cache once the next frame is rendered', async () => {
    const { load, refreshed } = refreshOfCached();
    await vi.advanceTimersByTimeAsync(50);
    expect(load).not.toHaveBeenCalled();
    // The frame: its rAF callbacks, then (a message posted from them) after its rendering.
    for (const frame of frames) frame(0);
    await expect(refreshed).resolves.toBe('fresh');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refreshes it after 100 ms where no frame comes (a hidden tab)', async () => {
    const { load, refreshed } = refreshOfCached();
    await vi.advanceTimersByTimeAsync(99);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(refreshed).resolves.toBe('fresh');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
