import { EDITOR_EMBED_RETRIES, EDITOR_EMBED_RETRY_INTERVAL_MS } from '@redakcja/api-sdk/constants';

import { EDITOR_TEXTS } from './constants';
import { TWITTER_EMBED_ORIGIN } from './embedOrigin';

export { TWITTER_EMBED_ORIGIN } from './embedOrigin';

/** What renders the embeds inside an element (Twitter's widgets API has this shape too). */
export interface TwitterWidgets {
  load(element?: HTMLElement): unknown;
}

/**
 * Returns the embed renderer once it can render, or null while it cannot yet. Injectable, so tests and
 * the panel's CSP choices stay in control.
 */
export type EmbedLoader = () => TwitterWidgets | null;

/** A tweet's numeric id, from its address (https://x.com/{account}/status/{id}); null for another address. */
export function tweetId(url: string): string | null {
  return /\/status(?:es)?\/(\d+)/.exec(url)?.[1] ?? null;
}

/** Twitter's embed page of a tweet, in Polish and without tracking for personalisation. */
export function tweetEmbedUrl(id: string): string {
  return `${TWITTER_EMBED_ORIGIN}/embed/Tweet.html?id=${encodeURIComponent(id)}&lang=pl&dnt=true`;
}

/**
 * The default loader (UI-72): each tweet's quote becomes a frame on Twitter's embed page, no script of
 * Twitter's runs in the panel (its CSP allows scripts from the panel's own files only). The frame is of
 * Twitter's origin, so `allow-same-origin` lets it keep that origin (its own requests need it) and
 * reaches nothing of the panel; links open in a new tab.
 */
export function createTwitterLoader(doc: Document = document): EmbedLoader {
  const widgets: TwitterWidgets = {
    load(element) {
      for (const quote of element?.querySelectorAll('blockquote.twitter-tweet') ?? []) {
        const url = quote.querySelector('a')?.getAttribute('href') ?? '';
        const id = tweetId(url);
        if (!id) continue;
        const frame = doc.createElement('iframe');
        frame.src = tweetEmbedUrl(id);
        frame.title = EDITOR_TEXTS.tweetFrame(url);
        frame.setAttribute(
          'sandbox',
          'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
        );
        frame.referrerPolicy = 'no-referrer';
        frame.loading = 'lazy';
        frame.dataset.tweetFrame = id;
        quote.replaceWith(frame);
      }
    },
  };
  return () => widgets;
}

export interface EmbedRetryOptions {
  retries?: number;
  intervalMs?: number;
}

/**
 * Renders the embeds inside `element` with the loader's renderer: tries at once, then, while it is
 * not there yet (an injected loader waiting for a script), retries every second up to 10 times (spec 01 §9), then gives up and leaves the plain
 * link. Returns a function that stops any pending retry (the node view calls it when destroyed).
 */
export function renderEmbed(
  element: HTMLElement,
  loader: EmbedLoader,
  { retries = EDITOR_EMBED_RETRIES, intervalMs = EDITOR_EMBED_RETRY_INTERVAL_MS }: EmbedRetryOptions = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const attempt = (retriesLeft: number) => {
    if (cancelled) return;
    const widgets = loader();
    if (widgets) {
      element.dataset.embed = 'loaded';
      widgets.load(element);
      return;
    }
    if (retriesLeft === 0) {
      element.dataset.embed = 'failed';
      return;
    }
    element.dataset.embed = 'loading';
    timer = setTimeout(() => attempt(retriesLeft - 1), intervalMs);
  };
  attempt(retries);
  return () => {
    cancelled = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
