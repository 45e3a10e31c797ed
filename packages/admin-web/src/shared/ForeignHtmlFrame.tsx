import { framedDocument } from '@redakcja/ui/html';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { FRAME_MESSAGES, FRAME_PAGE, type FrameShowMessage, type FrameShownMessage } from './framePage';

export interface ForeignHtmlFrameProps {
  /** A whole HTML document from elsewhere (an e-mail, the RSS output), shown as it is. */
  html: string;
  /** The frame's accessible name; the nested frame of the frame page gets it too. */
  title: string;
  className?: string;
  style?: CSSProperties;
  [data: `data-${string}`]: string | undefined;
}

function show(frame: HTMLIFrameElement | null, message: FrameShowMessage): void {
  // '*': the page's origin is opaque and cannot be named; what it is sent is what it shows anyway.
  frame?.contentWindow?.postMessage(message, '*');
}

/**
 * Foreign HTML with its inline styles under the panel's CSP (WEB-129): the panel's frame page, sandboxed
 * with scripts only (an opaque origin: it reaches nothing of the panel), is posted the document with a
 * version number and shows it in a frame of its own sandboxed without scripts. `data-version` is the
 * version posted, `data-shown-version` the one the page says it shows; the frame is `aria-busy` until
 * they agree.
 */
export function ForeignHtmlFrame({ html, title, ...rest }: ForeignHtmlFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [shown, setShown] = useState(0);
  const ready = useRef(false);
  const versions = useRef(0);
  // Numbered as it renders, so `data-version` names the HTML on screen from the same commit on.
  const message = useMemo<FrameShowMessage>(
    () => ({ type: FRAME_MESSAGES.show, version: ++versions.current, html: framedDocument(html), title }),
    [html, title],
  );
  const current = useRef(message);

  useEffect(() => {
    current.current = message;
    if (ready.current) show(frame.current, message);
  }, [message]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source === null || event.source !== frame.current?.contentWindow) return;
      const message = event.data as { type?: unknown } | null;
      if (message?.type === FRAME_MESSAGES.ready) {
        ready.current = true;
        show(frame.current, current.current);
      } else if (message?.type === FRAME_MESSAGES.shown) setShown((message as FrameShownMessage).version);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const handshake = {
    'data-version': message.version,
    'data-shown-version': shown,
    'aria-busy': shown !== message.version,
  };
  // Scripts for the frame page's own only; never allow-same-origin (it would reach the panel).
  return (
    <iframe ref={frame} title={title} src={FRAME_PAGE} sandbox="allow-scripts" {...handshake} {...rest} />
  );
}
