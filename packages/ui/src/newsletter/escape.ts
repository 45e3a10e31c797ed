const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for element content and for double-quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

/**
 * Returns the URL when it is safe in an href or src, '#' otherwise. Relative URLs, http(s), mailto
 * and mail-merge words such as GetResponse's `[[remove]]` pass; `javascript:`, `data:` and other
 * schemes do not. Browsers ignore control characters and spaces inside a scheme, so they are
 * ignored when the scheme is read too.
 */
export function safeUrl(url: string): string {
  const trimmed = url.trim();
  if (/^\[\[[a-z_]+\]\]$/i.test(trimmed)) return trimmed;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these inside a scheme.
  const compact = trimmed.replace(/[\u0000-\u0020]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  if (scheme !== undefined && !SAFE_SCHEMES.has(scheme.toLowerCase())) return '#';
  return trimmed;
}

/** ` name="value"` with the value escaped, or '' when the value is missing. */
export function attr(name: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return ` ${name}="${escapeHtml(String(value))}"`;
}
