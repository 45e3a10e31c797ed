/**
 * Keeps secrets out of everything the CLI writes: the login password, every access token it received,
 * the refresh cookie. Tokens and cookies (long random strings) are replaced wherever they appear; a
 * password may be a common word ('wrong'), so it is masked only where it stands as a value: quoted (an
 * argument, a JSON string), after '=', as a URL's userinfo, as a header's or a line's whole value.
 * JWT-shaped strings, bearer headers and refresh cookies are masked by shape, so even a value the CLI
 * never saw stays hidden.
 */
const MASK = '***';
const PATTERNS: ReadonlyArray<[RegExp, string]> = [
  [/\bBearer\s+[^\s,;"']+/gi, `Bearer ${MASK}`],
  [/\brefresh_token=[^;\s,"']*/gi, `refresh_token=${MASK}`],
  // A JWT: three base64url parts, the first two starting with '{"' encoded.
  [/\beyJ[\w-]*\.eyJ[\w-]*\.[\w-]*/g, MASK],
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The places where a value stands as a value, for one spelling of it (as typed, or URL-encoded). */
function valuePatterns(value: string): Array<[RegExp, (match: string, ...groups: string[]) => string]> {
  const v = escapeRegExp(value);
  return [
    // 'value', "value", `value`: an argument as commander quotes it, a JSON string.
    [new RegExp(`(["'\`])${v}\\1`, 'g'), (_m, quote) => `${quote}${MASK}${quote}`],
    // name=value in a query, a form body, an option (--password=value).
    [new RegExp(`=${v}(?=$|[\\s&;,"'])`, 'gm'), () => `=${MASK}`],
    // scheme://user:value@host
    [new RegExp(`(://[^\\s/@:]*:)${v}(?=@)`, 'g'), (_m, head) => `${head}${MASK}`],
    // A header (Name: value) or a line that is the value alone.
    [new RegExp(`^([ \\t]*[A-Za-z][\\w-]*:[ \\t]*)?${v}[ \\t]*$`, 'gm'), (_m, head = '') => `${head}${MASK}`],
  ];
}

export class Redactor {
  private readonly secrets = new Set<string>();
  private readonly values = new Set<string>();

  /** Remembers a token or cookie; values shorter than 4 characters would mask ordinary text and are ignored. */
  add(secret: string | null | undefined): void {
    if (secret && secret.length >= 4) this.secrets.add(secret);
  }

  /** Remembers a password: masked where it stands as a value, never inside ordinary words and sentences. */
  addValue(secret: string | null | undefined): void {
    if (secret) this.values.add(secret);
  }

  redact(text: string): string {
    let result = text;
    // Longest first, so a secret that contains another is masked whole.
    for (const secret of [...this.secrets].sort((a, b) => b.length - a.length)) {
      if (result.includes(secret)) result = result.split(secret).join(MASK);
    }
    for (const value of [...this.values].sort((a, b) => b.length - a.length)) {
      for (const spelling of new Set([value, encodeURIComponent(value)])) {
        if (!result.includes(spelling)) continue;
        for (const [pattern, replace] of valuePatterns(spelling)) result = result.replace(pattern, replace);
      }
    }
    for (const [pattern, replacement] of PATTERNS) result = result.replace(pattern, replacement);
    return result;
  }
}
