import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

/** The oldest Node the README promises (the root package.json's engines: >=20.19). */
const OLDEST_NODE = [20, 19, 0] as const;

type Version = readonly [number, number, number];

function parseVersion(text: string): { version: Version; parts: number } {
  const numbers = text
    .replace(/^v/, '')
    .split('.')
    .filter((part) => part !== '' && part !== 'x' && part !== '*')
    .map(Number);
  return { version: [numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0], parts: numbers.length };
}

function compare(a: Version, b: Version): number {
  for (let index = 0; index < 3; index++) if (a[index] !== b[index]) return (a[index] ?? 0) - (b[index] ?? 0);
  return 0;
}

/** One comparator of an npm range, as the lockfile's engines fields write them. */
function satisfiesComparator(node: Version, comparator: string): boolean {
  const match = /^(>=|<=|>|<|\^|~|=)?\s*(.+)$/.exec(comparator.trim());
  if (!match) throw new Error(`unread comparator ${comparator}`);
  const [, operator = '', rest = ''] = match;
  const { version, parts } = parseVersion(rest);
  const order = compare(node, version);
  switch (operator) {
    case '>=':
      return order >= 0;
    case '>':
      return order > 0;
    case '<=':
      return order <= 0;
    case '<':
      return order < 0;
    case '^':
      return order >= 0 && node[0] === version[0];
    case '~':
      return order >= 0 && node[0] === version[0] && node[1] === version[1];
    default:
      // '20', '20.x', '6.*': the same major (and minor, when given).
      return node[0] === version[0] && (parts < 2 || node[1] === version[1]) && (parts < 3 || order === 0);
  }
}

/** An npm range: alternatives joined by '||', each a list of comparators that must all hold. */
function satisfies(node: Version, range: string): boolean {
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => satisfiesComparator(node, comparator)),
  );
}

describe('the locked dependencies run on the Node the README promises', () => {
  it('reads npm ranges as npm does', () => {
    expect(satisfies(OLDEST_NODE, '>=22')).toBe(false);
    expect(satisfies(OLDEST_NODE, '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies(OLDEST_NODE, '>=23.5.0 || ^22.13.0 || ^20.17.0')).toBe(true);
    expect(satisfies(OLDEST_NODE, '^20.20.0 || >=22')).toBe(false);
    expect(satisfies(OLDEST_NODE, '18 || 20 || >=22')).toBe(true);
    expect(satisfies(OLDEST_NODE, '>=16 || 14 >=14.17')).toBe(true);
    expect(satisfies(OLDEST_NODE, '6.* || 8.* || >= 10.*')).toBe(true);
  });

  it('every package of pnpm-lock.yaml accepts Node 20.19 in its engines (npm start warns otherwise)', async () => {
    const lock = await readFile(new URL('../../../pnpm-lock.yaml', import.meta.url), 'utf8');
    const refused = [
      ...lock.matchAll(/^ {2}'?([^\s']+)'?:\n(?: {4}.*\n)*? {4}engines: \{node: '?([^',}]+)'?/gm),
    ]
      .filter(([, , range]) => !satisfies(OLDEST_NODE, range ?? ''))
      .map(([, name, range]) => `${name} (node ${range})`);
    expect(refused).toEqual([]);
  });
});
