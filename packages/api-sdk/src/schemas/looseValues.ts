/**
 * WEB-142: values the specification takes as any text (a blocking list's lines, a press profile's phone, an
 * author's links) or as any number (an order), which staff still expect to be checked: the shapes they
 * should have, and the warnings the panel shows under the field (and the CLI prints) without refusing
 * anything. Plain functions, no zod: the light entry carries them to the panel's screens and the CLI.
 */

const IPV4_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3}$`);

/** 4 or 6 for an IP address (IPv6 as the WHATWG URL parser reads a host in brackets), else 0. */
export function ipVersion(value: string): 0 | 4 | 6 {
  if (IPV4.test(value)) return 4;
  if (!value.includes(':') || /[[\]/%\s]/.test(value)) return 0;
  try {
    new URL(`http://[${value}]/`);
    return 6;
  } catch {
    return 0;
  }
}

/** An address, or an address with a prefix length (a range): 203.0.113.7, 198.51.100.0/24, 2001:db8::/32. */
export function isIpAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = ipVersion(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const DOMAIN = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)(?:\.(?!-)[\p{L}\p{N}-]{1,63}(?<!-))+$/u;

/** A domain of e-mail addresses: dot-separated labels of letters, digits and '-', no '@'. */
export function isEmailDomain(value: string): boolean {
  return DOMAIN.test(value);
}

/** A web address: http(s), a host with a dot, an optional path. */
export function isWebUrl(value: string): boolean {
  return /^https?:\/\/(?:[\p{L}\p{N}-]+\.)+[\p{L}]{2,}(?::\d+)?(?:[/?#]\S*)?$/iu.test(value.trim());
}

/** A phone number as people write it: digits with spaces, '+', '-', '/', '.', parentheses; 7 digits or more. */
export function looksLikePhone(value: string): boolean {
  const text = value.trim();
  return /^\+?[\d\s()./-]+$/.test(text) && (text.match(/\d/g)?.length ?? 0) >= 7;
}

/** The warnings under a field or a list (never refusals). */
export const looseValueWarnings = {
  ips: (values: readonly string[]) =>
    `Uwaga: to nie wygląda na adres IP ani zakres adresów (np. 203.0.113.7 lub 198.51.100.0/24): ${values.join(', ')}. Lista zostanie zapisana tak, jak jest.`,
  domains: (values: readonly string[]) =>
    `Uwaga: to nie wygląda na domenę adresów e-mail (np. mailinator.com, bez '@'): ${values.join(', ')}. Lista zostanie zapisana tak, jak jest.`,
  phone: "Uwaga: to nie wygląda na numer telefonu (cyfry, spacje i znaki '+', '-', '(', ')').",
  webUrl: 'Uwaga: to nie wygląda na pełny adres strony (zaczynający się od http:// lub https://).',
  negativeOrder: 'Uwaga: kolejność jest ujemna; pozycje liczy się od 0.',
} as const;

/** The lines of a blocking list that do not have its kind of value ('ips', 'domains'; words: any). */
export function oddBanLines(list: 'ips' | 'domains', lines: readonly string[]): string[] {
  const test = list === 'ips' ? isIpAddressOrRange : isEmailDomain;
  return lines.filter((line) => line !== '' && !test(line));
}

/** A field's warning: none while empty or well shaped. */
export const phoneWarning = (value: string | null | undefined) =>
  !value?.trim() || looksLikePhone(value) ? undefined : looseValueWarnings.phone;
export const webUrlWarning = (value: string | null | undefined) =>
  !value?.trim() || isWebUrl(value) ? undefined : looseValueWarnings.webUrl;
export const orderWarning = (value: unknown) =>
  typeof value === 'number' && value < 0 ? looseValueWarnings.negativeOrder : undefined;
