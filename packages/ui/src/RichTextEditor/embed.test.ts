import { EDITOR_EMBED_RETRIES, EDITOR_EMBED_RETRY_INTERVAL_MS } from '@redakcja/api-sdk/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTwitterLoader,
  renderEmbed,
  TWITTER_EMBED_ORIGIN,
  type TwitterWidgets,
  tweetEmbedUrl,
} from './embed';

describe('renderEmbed: the tweet loader retries 10 times at 1 s', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the specification constants', () => {
    expect(EDITOR_EMBED_RETRIES).toBe(10);
    expect(EDITOR_EMBED_RETRY_INTERVAL_MS).toBe(1000);
  });

  it('tries at once, then 10 more times one second apart, then gives up', () => {
    const element = document.createElement('div');
    const loader = vi.fn(() => null);
    renderEmbed(element, loader);
    expect(loader).toHaveBeenCalledTimes(1);
    for (let retry = 1; retry <= 10; retry += 1) {
      vi.advanceTimersByTime(999);
      expect(loader).toHaveBeenCalledTimes(retry);
      vi.advanceTimersByTime(1);
      expect(loader).toHaveBeenCalledTimes(retry + 1);
    }
    expect(element.dataset.embed).toBe('failed');
    vi.advanceTimersByTime(60_000);
    expect(loader).toHaveBeenCalledTimes(11);
  });

  it('renders the embed as soon as the widgets script is there', () => {
    const element = document.createElement('div');
    const widgets: TwitterWidgets = { load: vi.fn() };
    let calls = 0;
    const loader = vi.fn(() => {
      calls += 1;
      return calls >= 4 ? widgets : null;
    });
    renderEmbed(element, loader);
    vi.advanceTimersByTime(2999);
    expect(widgets.load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(widgets.load).toHaveBeenCalledTimes(1);
    expect(widgets.load).toHaveBeenCalledWith(element);
    expect(element.dataset.embed).toBe('loaded');
    vi.advanceTimersByTime(20_000);
    expect(loader).toHaveBeenCalledTimes(4);
  });

  it('stops retrying when cancelled', () => {
    const loader = vi.fn(() => null);
    const cancel = renderEmbed(document.createElement('div'), loader);
    vi.advanceTimersByTime(2000);
    cancel();
    vi.advanceTimersByTime(20_000);
    expect(loader).toHaveBeenCalledTimes(3);
  });
});

describe('createTwitterLoader', () => {
  it("turns each tweet's quote into a sandboxed frame on Twitter's embed page, named for the tweet", () => {
    const element = document.createElement('div');
    element.innerHTML =
      '<blockquote class="twitter-tweet"><a href="https://x.com/konto/status/123456">https://x.com/konto/status/123456</a></blockquote>';
    const widgets = createTwitterLoader(document)();
    expect(widgets).not.toBeNull();
    widgets?.load(element);
    expect(element.querySelector('blockquote')).toBeNull();
    const frame = element.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(tweetEmbedUrl('123456'));
    expect(frame?.getAttribute('src')?.startsWith(`${TWITTER_EMBED_ORIGIN}/embed/Tweet.html?id=123456`)).toBe(
      true,
    );
    expect(frame?.title).toBe('Tweet: https://x.com/konto/status/123456');
    expect(frame?.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    );
    expect(document.querySelector('script[src*="twitter"]')).toBeNull();
  });
});
