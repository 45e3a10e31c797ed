import { createPurifier, type SafeHtml, sanitizeHtml } from '@redakcja/ui/html';

// An instance of its own, so its hook touches only the press news.
const purifier = createPurifier();
// Imported news pictures often have no alt text: they are read as decorative rather than as unnamed
// images (axe's image-alt; WEB decision in docs/decisions.md).
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

/** Server HTML made safe to insert (scripts, handlers and javascript: links removed). */
export const safeHtml = (html: string): SafeHtml => sanitizeHtml(html, purifier);
