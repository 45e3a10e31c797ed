/**
 * Slugs derived from names and titles (zod-free). Only the SDK's `to…Payload` functions derive them:
 * the payload schemas and the sandbox take the slug as sent.
 */

const POLISH_LETTERS: Readonly<Record<string, string>> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
};

/**
 * A slug derived from a name or title: lowercased, spaces to hyphens (the specification's rule). SDK-3:
 * Polish letters are transliterated (ą→a, ł→l, ż→z …) and other accents dropped, characters other than
 * a-z, 0-9 and hyphens removed, runs of hyphens collapsed and trimmed, so the slug is safe in a URL.
 * 'Zażółć gęślą jaźń' → 'zazolc-gesla-jazn'.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ąćęłńóśźż]/g, (letter) => POLISH_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** SDK-18: an editable slug as typed, or derived from `source` (the name or title) when left blank. */
export function slugOr(slug: string, source: string): string {
  return slug.trim() === '' ? slugify(source) : slug;
}
