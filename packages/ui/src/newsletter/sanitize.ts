import xss, { FilterXSS } from 'xss';
import { escapeHtml } from './escape';

// js-xss is CommonJS: its helpers are properties of the default export in Node and in Vite alike
// (Node's ESM loader does not list them as named exports), while its typings declare them as named.
const { friendlyAttrValue, safeAttrValue } = xss as unknown as typeof import('xss');

/** Attributes the lead may keep, per element: the rich-text editor's formatting and nothing else. */
const LEAD_ALLOWED = {
  a: ['href', 'title', 'target', 'rel'],
  b: [],
  blockquote: [],
  br: [],
  em: [],
  h2: [],
  h3: [],
  h4: [],
  i: [],
  img: ['src', 'alt', 'title', 'width', 'height'],
  li: [],
  ol: [],
  p: [],
  span: ['style'],
  strong: [],
  u: [],
  ul: [],
};

/**
 * The lead segment's HTML is written by staff in the rich-text editor and sent to every subscriber,
 * so it is sanitised rather than trusted (docs/decisions.md UI-N2). DOMPurify needs a DOM, which the
 * CLI does not have; js-xss is a pure string filter that gives the same bytes in Node and in the
 * browser. It keeps the editor's formatting (paragraphs, emphasis, links, lists, headings, images,
 * font sizes) and drops everything else; scripts and styles go with their content.
 *
 * `rewriteHref` receives each surviving link (already checked: http(s), mailto, relative) so the
 * renderer can make it absolute and add the utm parameters.
 */
export function sanitizeLeadHtml(
  html: string | null | undefined,
  rewriteHref?: (href: string) => string,
): string {
  if (!html) return '';
  const filter = new FilterXSS({
    whiteList: LEAD_ALLOWED,
    css: {
      whiteList: { 'font-size': true, 'font-weight': true, 'font-style': true, 'text-decoration': true },
    },
    stripIgnoreTag: true,
    stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
    allowCommentTag: false,
    safeAttrValue(tag, name, value, cssFilter) {
      const checked = safeAttrValue(tag, name, value, cssFilter);
      if (tag !== 'a' || name !== 'href' || !checked || !rewriteHref) return checked;
      return escapeHtml(rewriteHref(friendlyAttrValue(value).trim()));
    },
  });
  return filter.process(html).trim();
}
