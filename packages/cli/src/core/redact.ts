/**
 * Keeps secrets out of everything the CLI writes: the login password, every access token it received,
 * the refresh cookie. Known values are replaced wherever they appear; JWT-shaped strings, bearer
 * headers and refresh cookies are masked by shape, so even a value the CLI never saw stays hidden.
 */
const MASK = '***';
const PATTERNS: ReadonlyArray<[RegExp, string]> = [
  [/\bBearer\s+[^\s,;"']+/gi, `Bearer ${MASK}`],
  [/\brefresh_token=[^;\s,"']*/gi, `refresh_token=${MASK}`],
  // A JWT: three base64url parts, the first two starting with '{"' encoded.
  [/\beyJ[\w-]*\.eyJ[\w-]*\.[\w-]*/g, MASK],
];

export class Redactor {
  private readonly secrets = new Set<string>();

  /** Remembers a secret; values shorter than 4 characters would mask ordinary text and are ignored. */
  add(secret: string | null | undefined): void {
    if (secret && secret.length >= 4) this.secrets.add(secret);
  }

  redact(text: string): string {
    let result = text;
    // Longest first, so a secret that contains another is masked whole.
    for (const secret of [...this.secrets].sort((a, b) => b.length - a.length)) {
      if (result.includes(secret)) result = result.split(secret).join(MASK);
    }
    for (const [pattern, replacement] of PATTERNS) result = result.replace(pattern, replacement);
    return result;
  }
}
