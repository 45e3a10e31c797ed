// Topic selectors of the Mercure protocol: `*` matches every topic, a URI template (RFC 6570) matches
// the topics it expands to, anything else matches the identical topic only.

export type TopicSelector = (topic: string) => boolean;

const UNRESERVED = '(?:[A-Za-z0-9\\-._~]|%[0-9A-Fa-f]{2})';
// Reserved expansion (`{+var}`) also keeps the reserved characters, so the value may span segments.
const RESERVED = "(?:[A-Za-z0-9\\-._~:/?#\\[\\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})";
const VARIABLE = /^[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*$/;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The regular expression of a URI template of levels 1 and 2 (`{id}`, `{+path}`), or null when the
 * selector is not such a template (it then matches itself only, as any other string).
 */
function templatePattern(template: string): RegExp | null {
  let source = '';
  let rest = template;
  let expressions = 0;
  while (rest.length > 0) {
    const open = rest.indexOf('{');
    const close = rest.indexOf('}');
    if (open === -1) {
      if (close !== -1) return null;
      source += escapeRegExp(rest);
      break;
    }
    if (close !== -1 && close < open) return null;
    const end = rest.indexOf('}', open);
    if (end === -1) return null;
    source += escapeRegExp(rest.slice(0, open));
    let expression = rest.slice(open + 1, end);
    const reserved = expression.startsWith('+');
    if (reserved) expression = expression.slice(1);
    if (!VARIABLE.test(expression)) return null;
    source += `${reserved ? RESERVED : UNRESERVED}*`;
    expressions += 1;
    rest = rest.slice(end + 1);
  }
  return expressions > 0 ? new RegExp(`^${source}$`) : null;
}

/** A compiled selector; a malformed template is no error: it is then an ordinary exact selector. */
export function topicSelector(selector: string): TopicSelector {
  if (selector === '*') return () => true;
  const pattern = selector.includes('{') ? templatePattern(selector) : null;
  if (pattern) return (topic) => topic === selector || pattern.test(topic);
  return (topic) => topic === selector;
}

/** True when any of the topics is matched by any of the selectors. */
export function anyMatch(selectors: readonly TopicSelector[], topics: readonly string[]): boolean {
  return topics.some((topic) => selectors.some((selector) => selector(topic)));
}
