/**
 * Links of the contract, without zod: the light entry carries them to @redakcja/ui's renderer, the main
 * entry (through `./newsletters`) to the CLI.
 */

const ABSOLUTE_HTTP = /^https?:\/\//i;

/** Whether a link is an absolute http(s) address. */
export function isAbsoluteHttpLink(link: string): boolean {
  return ABSOLUTE_HTTP.test(link);
}

/**
 * A link the API or an editor gave, resolved against a base URL (the site, or the static base of D3): an
 * absolute http(s) link as given, anything else under the base with one slash between them. An empty
 * base leaves a root-relative path ('/nsl/x.html'). A base path is kept ('https://cdn.pl/static' + '/a.csv'
 * is 'https://cdn.pl/static/a.csv'), unlike the HTTP layer's Hydra links (`http/url.ts`), which already
 * carry the server's prefix and are taken against the base's origin.
 */
export function resolveLink(link: string, base: string): string {
  if (isAbsoluteHttpLink(link)) return link;
  return `${base.replace(/\/+$/, '')}/${link.replace(/^\/+/, '')}`;
}
