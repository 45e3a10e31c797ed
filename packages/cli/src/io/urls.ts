/** A static file's address (D3): absolute links as given, paths under the static base URL. */
export function staticUrl(link: string, staticBase: string): string {
  if (/^https?:\/\//i.test(link)) return link;
  return `${staticBase.replace(/\/+$/, '')}${link.startsWith('/') ? '' : '/'}${link}`;
}
