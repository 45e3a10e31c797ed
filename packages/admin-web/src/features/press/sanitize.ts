import { createPurifier, type SafeHtml, sanitizeHtml, sanitizeToString } from '@redakcja/ui/html';

// An instance of its own, so its hook touches only the press news.
const purifier = createPurifier();
// Imported news pictures often have no alt text: they are read as decorative rather than as unnamed
// images (axe's image-alt; WEB decision in docs/decisions.md).
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

/** Server HTML made safe to insert (scripts, handlers and javascript: links removed). */
export const safeHtml = (html: string): SafeHtml => sanitizeHtml(html, purifier);

// The end of a block (a paragraph, a heading, a list item, a cell) and a line break: a space in the text.
// Without it, '<p>widzów 16-49</p><p>Badanie' read 'widzów 16-49Badanie'.
const BLOCK_END =
  /<\/(?:p|div|h[1-6]|li|dt|dd|blockquote|pre|tr|td|th|caption|section|article|header|footer|figcaption)\s*>|<br\s*\/?>/gi;

/** The text of server HTML, for a list cell. */
export const plainText = (html: string): string =>
  sanitizeToString(html.replace(BLOCK_END, '$& '), purifier, { ALLOWED_TAGS: [], KEEP_CONTENT: true })
    .replace(/\s+/g, ' ')
    .trim();
