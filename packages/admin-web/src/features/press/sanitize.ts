import DOMPurify from 'dompurify';

/** Server HTML made safe to insert (scripts, handlers and javascript: links removed). */
export const safeHtml = (html: string): string => DOMPurify.sanitize(html);

/** The text of server HTML, for a list cell. */
export const plainText = (html: string): string =>
  DOMPurify.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true }).replace(/\s+/g, ' ').trim();
