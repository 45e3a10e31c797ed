import { isEmailDomain, isIpAddressOrRange } from '@redakcja/api-sdk';
import type { BanListName } from './change';

// The shapes are the SDK's (the panel warns with the same rules); the texts are the CLI's own, in English.
const SHAPES: Partial<Record<BanListName, { test: (value: string) => boolean; expected: string }>> = {
  ips: {
    test: isIpAddressOrRange,
    expected: 'an IP address or range (such as 203.0.113.7 or 198.51.100.0/24)',
  },
  domains: {
    test: isEmailDomain,
    expected: "an e-mail domain (such as mailinator.com, without '@')",
  },
};

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
  const shape = SHAPES[list];
  if (shape) {
    for (const value of values) {
      if (!shape.test(value)) warnings.push(`${list}: '${value}' does not look like ${shape.expected}`);
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
