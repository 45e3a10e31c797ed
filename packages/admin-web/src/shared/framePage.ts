/**
 * The panel's frame page (WEB-129): a page of the build, served with a CSP of its own, that shows foreign
 * HTML (an e-mail, the RSS output) with its inline styles. A `srcdoc` frame of the panel inherits the
 * panel's policy (`style-src 'self'`) and would lose them; this page's policy allows inline styles and
 * nothing the panel needs. The panel frames it with `sandbox="allow-scripts"` (an opaque origin: it reaches
 * nothing of the panel), posts it the HTML with a version number, and the page shows the HTML in a nested
 * `<iframe sandbox="">` (no script of it runs) and answers with the version it shows.
 */

/** The page and its classic script (a sandboxed frame has an opaque origin: a module script would need CORS). */
export const FRAME_PAGE = 'frame.html';
export const FRAME_SCRIPT = 'frame.js';

/** The Trusted Types policy of the frame page's script, the one its CSP's `trusted-types` names. */
export const FRAME_POLICY_NAME = 'redakcja-frame';

export interface FrameShowMessage {
  type: typeof FRAME_MESSAGES.show;
  version: number;
  html: string;
  title: string;
}

export interface FrameShownMessage {
  type: typeof FRAME_MESSAGES.shown;
  version: number;
}

/**
 * The messages between the panel and the frame page, by their `type`: `ready` (page → panel: its script
 * runs, send the HTML), `show` (panel → page: show this whole document, numbered `version`, in a frame
 * titled `title`), `shown` (page → panel: the nested frame has loaded the document of `version`).
 */
export const FRAME_MESSAGES = {
  ready: 'redakcja-frame:ready',
  show: 'redakcja-frame:show',
  shown: 'redakcja-frame:shown',
} as const;

/**
 * The frame page's script (frame.js, bundled from framePageEntry.ts). It takes messages only from the
 * panel that framed it (its parent, of the origin the page was served from) and answers only there.
 */
export function framePageScript(messages: typeof FRAME_MESSAGES, policyName: string): void {
  const panelOrigin = new URL(location.href).origin;
  const policy = (
    window as unknown as {
      trustedTypes?: { createPolicy(name: string, rules: { createHTML(html: string): string }): unknown };
    }
  ).trustedTypes?.createPolicy(policyName, {
    // The HTML goes only into a frame sandboxed without scripts, under this page's policy.
    createHTML: (html) => html,
  }) as { createHTML(html: string): string } | undefined;
  const frame = document.querySelector('iframe');
  if (!frame) return;
  let pending = 0;
  frame.addEventListener('load', () => {
    if (pending > 0) parent.postMessage({ type: messages.shown, version: pending }, panelOrigin);
  });
  window.addEventListener('message', (event) => {
    if (event.source !== parent || event.origin !== panelOrigin) return;
    const data = event.data as Partial<FrameShowMessage> | null;
    if (data?.type !== messages.show || typeof data.html !== 'string' || typeof data.version !== 'number')
      return;
    pending = data.version;
    if (typeof data.title === 'string') {
      frame.title = data.title;
      document.title = data.title;
    }
    frame.srcdoc = policy ? policy.createHTML(data.html) : data.html;
  });
  parent.postMessage({ type: messages.ready }, panelOrigin);
}

/** The frame page: a nested frame filling it, sandboxed without scripts, and the page's script. */
export function framePageHtml(): string {
  return `<!DOCTYPE html>
<html lang="pl">
<head>
<meta charset="UTF-8">
<title></title>
<style>html,body{margin:0;height:100%}iframe{display:block;border:0;width:100%;height:100%}</style>
</head>
<body>
<iframe sandbox="" title=""></iframe>
<script src="${FRAME_SCRIPT}"></script>
</body>
</html>
`;
}
