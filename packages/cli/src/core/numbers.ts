import { InvalidArgumentError } from 'commander';

/** A record id: a positive whole number. */
export function parseId(value: string): number {
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1)
    throw new InvalidArgumentError('Expected a positive whole number.');
  return Number(value);
}

/** A count: 0 or more. */
export function parseCount(value: string): number {
  if (!/^\d+$/.test(value.trim())) throw new InvalidArgumentError('Expected a whole number (0 or more).');
  return Number(value);
}
