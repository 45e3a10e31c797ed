/** The name of the panel's one Trusted Types policy (trustedHtml.ts); the CSP's `trusted-types` names it. */
export const HTML_POLICY_NAME = 'redakcja-html';

/**
 * The policy prosemirror-view creates to parse pasted or dropped HTML in a detached document (it takes
 * no policy from outside but a `default` one, which the panel does not have: UI-TT1).
 */
export const PROSEMIRROR_CLIPBOARD_POLICY = 'ProseMirrorClipboard';
