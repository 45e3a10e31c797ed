import { EDITOR_EMBED_RETRIES, EDITOR_EMBED_RETRY_INTERVAL_MS } from '@redakcja/api-sdk/constants';

/** The part of Twitter's widgets.js the editor uses. */
export interface TwitterWidgets {
  load(element?: HTMLElement): unknown;
}

/**
 * Returns Twitter's widgets API once its script has loaded, or null while it has not (the first call
 * adds the script to the page). Injectable, so tests and the panel's CSP choices stay in control.
 */
export type EmbedLoader = () => TwitterWidgets | null;

export const TWITTER_WIDGETS_URL = 'https://platform.twitter.com/widgets.js';

interface TwitterWindow {
  twttr?: { widgets?: TwitterWidgets };
}

/** The default loader: one `<script async>` for Twitter's widgets per document. */
export function createTwitterLoader(doc: Document = document): EmbedLoader {
  return () => {
    if (!doc.querySelector(`script[src="${TWITTER_WIDGETS_URL}"]`)) {
      const script = doc.createElement('script');
      script.src = TWITTER_WIDGETS_URL;
      script.async = true;
      script.charset = 'utf-8';
      doc.head.appendChild(script);
    }
    return (doc.defaultView as (Window & TwitterWindow) | null)?.twttr?.widgets ?? null;
  };
}

export interface EmbedRetryOptions {
  retries?: number;
  intervalMs?: number;
}

/**
 * Renders the embeds inside `element` with the widgets API: tries at once, then, while the script is
 * not there yet, retries every second up to 10 times (spec 01 §9), then gives up and leaves the plain
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
