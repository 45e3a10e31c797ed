import { oddBanLines } from '@redakcja/api-sdk';
import type { BanListName } from './change';

// Which values are odd is the SDK's rule (the panel warns with it too); the texts are the CLI's own, in
// English.
const EXPECTED = {
  ips: 'an IP address or range (such as 203.0.113.7 or 198.51.100.0/24)',
  domains: "an e-mail domain (such as mailinator.com, without '@')",
} as const;

/**
 * Warnings (never refusals: the portal takes any line) about values given for a list: those that do not
 * look like the list's kind of value, and those that differ only in case from another value given or an
 * entry of the list, which the portal may treat as one.
 */
export function shapeWarnings(
  list: BanListName,
  values: readonly string[],
  entries: readonly string[],
): string[] {
  const warnings: string[] = [];
  if (list === 'ips' || list === 'domains') {
    for (const value of oddBanLines(list, values)) {
      warnings.push(`${list}: '${value}' does not look like ${EXPECTED[list]}`);
    }
  }
  const given = new Set(values);
  const seen = new Map<string, string>();
  const told = new Set<string>();
  for (const value of [...entries, ...values]) {
    const key = value.toLowerCase();
    const other = seen.get(key);
    if (other === undefined) seen.set(key, value);
    else if (other !== value && given.has(value) && !told.has(`${other}\n${value}`)) {
      told.add(`${other}\n${value}`);
      warnings.push(`${list}: '${value}' and '${other}' differ only in case`);
    }
  }
  return warnings;
}
