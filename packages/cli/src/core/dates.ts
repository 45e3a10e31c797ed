import { UsageError } from './errors';

/**
 * Checks a date option: YYYY-MM-DD (a real calendar day) or an ISO date-time with or without an offset.
 * Checked here because the API, as API Platform does, silently ignores a date it cannot read, which
 * would widen the filter to everything. zod is loaded only when a date is given.
 */
export async function checkDate(value: string | undefined, flag: string): Promise<string | undefined> {
  if (value === undefined) return undefined;
  const { z } = await import('zod');
  const text = value.trim();
  if (z.iso.date().safeParse(text).success) return text;
  if (z.iso.datetime({ local: true, offset: true }).safeParse(text).success) return text;
  throw new UsageError(
    `${flag}: expected a date as YYYY-MM-DD or YYYY-MM-DDTHH:mm[:ss][+hh:mm], got "${value}".`,
  );
}
