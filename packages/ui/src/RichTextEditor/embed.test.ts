import { EDITOR_EMBED_RETRIES, EDITOR_EMBED_RETRY_INTERVAL_MS } from '@redakcja/api-sdk/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTwitterLoader, renderEmbed, TWITTER_WIDGETS_URL, type TwitterWidgets } from './embed';

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
  afterEach(() => {
    for (const script of document.querySelectorAll(`script[src="${TWITTER_WIDGETS_URL}"]`)) script.remove();
    delete (window as unknown as { twttr?: unknown }).twttr;
  });

  it('adds the widgets script once and returns the API when it has loaded', () => {
    const loader = createTwitterLoader(document);
    expect(loader()).toBeNull();
    expect(loader()).toBeNull();
    expect(document.querySelectorAll(`script[src="${TWITTER_WIDGETS_URL}"]`)).toHaveLength(1);
    const widgets = { load: vi.fn() };
    (window as unknown as { twttr: unknown }).twttr = { widgets };
    expect(loader()).toBe(widgets);
  });
});
