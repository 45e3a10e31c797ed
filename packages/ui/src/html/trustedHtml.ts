import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { HTML_POLICY_NAME } from './policyNames';

export { FRAME_DOCUMENT_POLICY, framedDocument } from './framedDocument';
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
 * sign what it kept). Created on first use, once per page.
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

/**
 * The markup Chromium reports as a CSP violation while merely parsing it in an inert document (DOMPurify's):
 * event-handler attributes (`script-src-attr`) and `<style>` elements (`style-src-elem`; the panel's policy
 * refuses them in its own page anyway). Taken out of the string before DOMPurify parses it (WEB-131), so
 * foreign HTML raises no report; this is no sanitiser: what it misses (a `>` inside a quoted value ends
 * its tag early) DOMPurify still removes, and the browser blocks and reports.
 */
export function withoutParseReports(html: string): string {
  return html
    .replace(/<style\b[^>]*>[\s\S]*?(?:<\/style\s*>|$)/gi, '')
    .replace(/<[a-z][^>]*>/gi, (tag) =>
      tag.replace(/\s+on[a-z-]*\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi, ''),
    );
}

/** A DOMPurify instance of its own (for hooks that must touch only one kind of content). */
export function createPurifier(): Purifier {
  return DOMPurify(window);
}

/** Foreign HTML made safe to insert (scripts, handlers, javascript: links removed), signed for the sink. */
export function sanitizeHtml(dirty: string, purifier: Purifier = DOMPurify, config: Config = {}): SafeHtml {
  return purifier.sanitize(withoutParseReports(dirty), {
    ...config,
    ...policyConfig(),
    RETURN_TRUSTED_TYPE: true,
  });
}

/**
 * Foreign HTML sanitised, as a string: for code that reads it (a list cell's text, ProseMirror's paste),
 * never for a sink.
 */
export function sanitizeToString(dirty: string, purifier: Purifier = DOMPurify, config: Config = {}): string {
  return purifier.sanitize(withoutParseReports(dirty), {
    ...config,
    ...policyConfig(),
    RETURN_TRUSTED_TYPE: false,
  });
}

/**
 * Foreign HTML sanitised into the body of an inert document (no script runs, no image loads): for a
 * parser that reads nodes (the rich-text editor's schema), with no HTML sink on the way.
 */
export function sanitizeToBody(dirty: string, purifier: Purifier = DOMPurify): HTMLElement {
  return purifier.sanitize(withoutParseReports(dirty), {
    ...policyConfig(),
    RETURN_DOM: true,
  }) as HTMLElement;
}
