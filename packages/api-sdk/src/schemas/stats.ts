/**
 * Statistics reports, 'stats' (03 §2, §3, §5, §7): a stat is a period (from, to; both dates); its report
 * is the static page /reports/report_{id}.html.
 */
import { z } from 'zod';
import {
  crossFieldRule,
  cutDate10,
  dateTextToTime,
  isValidDateText,
  objectOf,
  requiredDate,
  sharedMessages,
  toDate10,
} from './shared';
import { statListItemShape } from './statList';

export const statMessages = {
  dateRequired: sharedMessages.required,
  dateInvalid: sharedMessages.invalidDate,
  fromAfterTo: sharedMessages.dateFromAfterDateTo,
  toBeforeFrom: sharedMessages.dateToBeforeDateFrom,
} as const;

/** One stat (GET /api/stats/{id}): the list's member (./statList) as it is. */
export const statSchema = z.object(statListItemShape);
export type Stat = z.infer<typeof statSchema>;

const statFormShape = {
  from: requiredDate(statMessages.dateRequired, statMessages.dateInvalid),
  to: requiredDate(statMessages.dateRequired, statMessages.dateInvalid),
};

/** A period ends on or after its first day: 'Data od' after 'Data do' is refused under both fields. */
function statDateOrder(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const { from, to } = value;
  if (typeof from !== 'string' || typeof to !== 'string') return;
  if (!isValidDateText(from) || !isValidDateText(to)) return;
  if (dateTextToTime(from) > dateTextToTime(to)) {
    ctx.addIssue({ code: 'custom', message: statMessages.fromAfterTo, path: ['from'] });
    ctx.addIssue({ code: 'custom', message: statMessages.toBeforeFrom, path: ['to'] });
  }
}

export const statFormSchema = objectOf(statFormShape).superRefine(
  (value, ctx) => statDateOrder(value as Record<string, unknown>, ctx),
  crossFieldRule,
);
export type StatForm = z.infer<typeof statFormSchema>;

export function newStatForm(now: Date = new Date()): StatForm {
  const today = toDate10(now);
  return { from: today, to: today };
}

export function fromStat(record: Stat): StatForm {
  return { from: cutDate10(record.from) ?? '', to: cutDate10(record.to) ?? '' };
}

export const statPayloadSchema = objectOf(statFormShape).superRefine(
  (value, ctx) => statDateOrder(value as Record<string, unknown>, ctx),
  crossFieldRule,
);
export type StatPayload = z.infer<typeof statPayloadSchema>;

export function toStatPayload(form: StatForm): StatPayload {
  return { from: cutDate10(form.from), to: cutDate10(form.to) };
}
