const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

// What a browser shows nothing of: a script's or a style's body, a comment.
const HIDDEN = /<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;
// The end of a block (a paragraph, a heading, a list item, a cell) and a line break read as a space, so
// '<p>widzów 16-49</p><p>Badanie' is 'widzów 16-49 Badanie'; an inline tag joins its neighbours
// ('<b>Pol</b>sat' is 'Polsat').
const BLOCK_END =
  /<\/(?:p|div|h[1-6]|li|dt|dd|blockquote|pre|tr|td|th|caption|section|article|header|footer|figcaption)\s*>|<br\s*\/?>/gi;

/**
 * Plain text of a field that may carry markup or entities (introductions are sometimes stored
 * with tags, press news are HTML): tags dropped, the common entities decoded, whitespace collapsed.
 * A string operation, no parser: the result is only ever written as text (React, the e-mail's escaping).
 */
export function plainText(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .replace(HIDDEN, ' ')
    .replace(BLOCK_END, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
      if (body.startsWith('#')) {
        const code =
          body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
