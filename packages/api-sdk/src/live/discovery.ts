/** The link relation under which API Platform (and any Mercure publisher) names its hub. */
export const MERCURE_REL = 'mercure';

/**
 * The hub announced by an API answer's `Link: <…>; rel="mercure"` header (RFC 8288), resolved against
 * the answer's URL (or `base`), or null when the answer names none (no hub: live updates stay off).
 * Takes the first such link, as the protocol's discovery does.
 */
export function discoverHub(
  answer: Response | Headers | string | null | undefined,
  base?: string,
): URL | null {
  if (!answer) return null;
  const header = typeof answer === 'string' ? answer : linkHeader(answer);
  const from = base ?? (typeof answer === 'object' && 'url' in answer && answer.url ? answer.url : undefined);
  if (!header) return null;
  for (const match of header.matchAll(/<([^>]*)>((?:\s*;\s*[^;,]*)*)/g)) {
    const params = match[2] ?? '';
    let rels: string[] = [];
    for (const param of params.matchAll(/;\s*([^=;,\s]+)\s*(?:=\s*(?:"([^"]*)"|([^;,\s]*)))?/g)) {
      if (param[1]?.toLowerCase() !== 'rel') continue;
      rels = (param[2] ?? param[3] ?? '').toLowerCase().split(/\s+/);
      break;
    }
    if (!rels.includes(MERCURE_REL)) continue;
    try {
      const url = new URL(match[1] ?? '', from);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
    } catch {
      return null;
    }
  }
  return null;
}

function linkHeader(answer: Response | Headers): string | null {
  return answer instanceof Headers ? answer.get('link') : answer.headers.get('link');
}
