import type { FastifyRequest } from 'fastify';
import { quote } from '../db/resource';
import type { Where } from '../db/store';
import { parseDateTime, toStored } from '../util/time';
import { BadRequestError } from './errors';

export type QueryPairs = ReadonlyArray<[string, string]>;

/** The query string as ordered pairs, with the raw keys (`loggedAt[before]`) API Platform reads. */
export function queryPairs(request: FastifyRequest): QueryPairs {
  const index = request.url.indexOf('?');
  if (index < 0) return [];
  return [...new URLSearchParams(request.url.slice(index + 1))].filter(([key]) => key !== '');
}

/** The last value of a parameter, as PHP reads a repeated key. */
export function param(pairs: QueryPairs, key: string): string | undefined {
  let value: string | undefined;
  for (const [k, v] of pairs) if (k === key) value = v;
  return value;
}

const MAX_PAGE = 1_000_000_000;

/** `page`, 1 when absent; anything else than a positive integer is a 400 as in API Platform. */
export function pageParam(pairs: QueryPairs): number {
  const raw = param(pairs, 'page');
  if (raw === undefined) return 1;
  const page = Number(raw);
  if (!Number.isInteger(page) || page < 1) throw new BadRequestError('Page should not be less than 1');
  // Past this no collection has members, and the offset would not fit an SQLite integer.
  if (page > MAX_PAGE) throw new BadRequestError(`Page should not be greater than ${MAX_PAGE}`);
  return page;
}

export type Filter = (value: string, where: Where) => void;

/** Escapes LIKE's wildcards so the text matches literally (`\` is the escape character). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The LIKE pattern of a case-insensitive "contains" search for a text (compare with pl_lower(column)). */
export function containsPattern(text: string): string {
  return `%${escapeLike(text.toLocaleLowerCase('pl'))}%`;
}

/** Case-insensitive "contains" on one or more columns (any of them matches). */
export function partial(...columns: string[]): Filter {
  return (value, where) => {
    if (value === '') return;
    const like = containsPattern(value);
    where.clauses.push(`(${columns.map((c) => `pl_lower(${quote(c)}) LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    for (const _ of columns) where.params.push(like);
  };
}

/** true/false/1/0; other values are ignored, as API Platform's BooleanFilter does. */
export function booleanFilter(column: string): Filter {
  return (value, where) => {
    if (value === 'true' || value === '1') where.clauses.push(`${quote(column)} = 1`);
    else if (value === 'false' || value === '0') where.clauses.push(`COALESCE(${quote(column)}, 0) = 0`);
  };
}

export function exactInt(column: string): Filter {
  return (value, where) => {
    if (!/^-?\d+$/.test(value)) return;
    where.clauses.push(`${quote(column)} = ?`);
    where.params.push(Number(value));
  };
}

const DATE_OPERATORS = { before: '<=', strictly_before: '<', after: '>=', strictly_after: '>' } as const;

/** API Platform's DateFilter: `before`/`after` include the bound; invalid dates are ignored. */
export function dateFilter(column: string, operator: keyof typeof DATE_OPERATORS): Filter {
  return (value, where) => {
    const date = parseDateTime(value);
    if (!date) return;
    where.clauses.push(`${quote(column)} IS NOT NULL AND ${quote(column)} ${DATE_OPERATORS[operator]} ?`);
    where.params.push(toStored(date));
  };
}

/** The DateFilter parameters of one column: `date[before]`, `date[after]` … */
export function dateFilters(name: string, column = name): Record<string, Filter> {
  const filters: Record<string, Filter> = {};
  for (const operator of Object.keys(DATE_OPERATORS) as (keyof typeof DATE_OPERATORS)[]) {
    filters[`${name}[${operator}]`] = dateFilter(column, operator);
  }
  return filters;
}

export function buildWhere(filters: Record<string, Filter>, pairs: QueryPairs, where: Where): Where {
  const seen = new Set<string>();
  for (const [key] of pairs) {
    if (seen.has(key)) continue;
    seen.add(key);
    const filter = filters[key];
    const value = param(pairs, key);
    if (filter && value !== undefined) filter(value, where);
  }
  return where;
}

export function exactText(column: string): Filter {
  return (value, where) => {
    where.clauses.push(`${quote(column)} = ?`);
    where.params.push(value);
  };
}
