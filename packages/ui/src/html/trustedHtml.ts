import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { HTML_POLICY_NAME } from './policyNames';

export { HTML_POLICY_NAME, PROSEMIRROR_CLIPBOARD_POLICY } from './policyNames';

/** HTML that may be given to an HTML sink: a TrustedHTML where the browser has Trusted Types, else a string. */
export type SafeHtml = TrustedHTML | string;

interface TrustedTypePolicyLike {
  createHTML(input: string): TrustedHTML;
}
interface TrustedTypesLike {
  createPolicy(
    name: string,
    rules: { createHTML(input: string): string; createScriptURL(input: string): string },
  ): TrustedTypePolicyLike;
}

let policy: TrustedTypePolicyLike | null | undefined;

/**
 * The panel's one Trusted Types policy (UI-TT1). It is private to this module: its `createHTML` lets a
 * string through, and only DOMPurify calls it (to parse the dirty input in its inert document and to
 * sign what it kept) or `framedDocument` (a document for a frame without scripts). Created on first use,
 * once per page.
 */
function htmlPolicy(): TrustedTypePolicyLike | null {
  if (policy !== undefined) return policy;
  const trustedTypes = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  policy = trustedTypes
    ? trustedTypes.createPolicy(HTML_POLICY_NAME, {
        createHTML: (input) => input,
        // DOMPurify asks for the hook; the panel never makes a script URL.
        createScriptURL: () => {
          throw new TypeError('the panel makes no script URL');
        },
      })
    : null;
  return policy;
}

function policyConfig(): Pick<Config, 'TRUSTED_TYPES_POLICY'> {
  const own = htmlPolicy();
  // DOMPurify would otherwise create a 'dompurify' policy of its own.
  return own ? { TRUSTED_TYPES_POLICY: own as unknown as Config['TRUSTED_TYPES_POLICY'] } : {};
}

/** A DOMPurify instance of its own (for hooks that must touch only one kind of content). */
export function createPurifier(): Purifier {
  return DOMPurify(window);
}

/** Foreign HTML made safe to insert (scripts, handlers, javascript: links removed), signed for the sink. */
export function sanitizeHtml(dirty: string, purifier: Purifier = DOMPurify, config: Config = {}): SafeHtml {
  return purifier.sanitize(dirty, { ...config, ...policyConfig(), RETURN_TRUSTED_TYPE: true });
}

/**
 * Foreign HTML sanitised, as a string: for code that reads it (a list cell's text, ProseMirror's paste),
 * never for a sink.
 */
export function sanitizeToString(dirty: string, purifier: Purifier = DOMPurify, config: Config = {}): string {
  return purifier.sanitize(dirty, { ...config, ...policyConfig(), RETURN_TRUSTED_TYPE: false });
}

/**
 * Foreign HTML sanitised into the body of an inert document (no script runs, no image loads): for a
 * parser that reads nodes (the rich-text editor's schema), with no HTML sink on the way.
 */
export function sanitizeToBody(dirty: string, purifier: Purifier = DOMPurify): HTMLElement {
  return purifier.sanitize(dirty, { ...policyConfig(), RETURN_DOM: true }) as HTMLElement;
}

/**
 * The policy of a document the panel builds for a frame (a preview, a generated file): nothing runs, and
 * it loads only pictures and its own inline styles. The frame is sandboxed without `allow-scripts` too.
 */
export const FRAME_DOCUMENT_POLICY =
  "default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'; font-src http: https: data:; form-action 'none'; base-uri 'none'";

/**
 * A whole HTML document for a sandboxed frame's `srcdoc`, as it is (a preview shows exactly what is
 * published, so it is not sanitised), with FRAME_DOCUMENT_POLICY as the first thing of its head: the
 * frame runs none of its scripts whatever its sandbox says.
 */
export function framedDocument(html: string): SafeHtml {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${FRAME_DOCUMENT_POLICY}">`;
  // After the doctype, which must stay first (a page without it renders in quirks mode).
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  const document = doctype ? `${doctype[0]}${meta}${html.slice(doctype[0].length)}` : `${meta}${html}`;
  return htmlPolicy()?.createHTML(document) ?? document;
}
