/**
 * Video players (03 §2, §3, §5, §7; D15): title 2-255, description 2-512, videoUrl 2-255, all required;
 * enabled; dateFrom and dateTo (cut to 16 on load) where dateFrom may not exceed dateTo and the reverse:
 * both fields carry their message.
 */
import { z } from 'zod';
import { playerListItemShape } from './playerList';
import {
  booleanishSchema,
  crossFieldRule,
  cutDateTime16,
  dateTextToTime,
  isValidDateText,
  lengthLimits,
  nullableStringSchema,
  objectOf,
  optionalBoolean,
  requiredDateTime,
  requiredText,
  sharedMessages,
  toDateTime16,
} from './shared';

/** SDK-9: messages in the spec's pattern ('Pole Wymagane' when empty, D15 lengths). */
const titleLength = lengthLimits('Tytuł', { min: 2, max: 255 });
const descriptionLength = lengthLimits('Opis', { min: 2, max: 512 });
const videoUrlLength = lengthLimits('Link', { min: 2, max: 255 });

export const playerMessages = {
  required: sharedMessages.required,
  titleMin: titleLength.min[1],
  titleMax: titleLength.max[1],
  descriptionMin: descriptionLength.min[1],
  descriptionMax: descriptionLength.max[1],
  videoUrlMin: videoUrlLength.min[1],
  videoUrlMax: videoUrlLength.max[1],
  dateFromAfterDateTo: sharedMessages.dateFromAfterDateTo,
  dateToBeforeDateFrom: sharedMessages.dateToBeforeDateFrom,
} as const;

/** One player (GET /api/players/{id}): the list item's shape with its fields required. */
export const playerSchema = z.object({
  ...playerListItemShape,
  description: nullableStringSchema,
  enabled: booleanishSchema,
});
export type Player = z.infer<typeof playerSchema>;

const playerFormShape = {
  title: requiredText({ required: playerMessages.required, ...titleLength }),
  description: requiredText({ required: playerMessages.required, ...descriptionLength }),
  videoUrl: requiredText({ required: playerMessages.required, ...videoUrlLength }),
  enabled: optionalBoolean(),
  dateFrom: requiredDateTime(playerMessages.required),
  dateTo: requiredDateTime(playerMessages.required),
};

function playerDateOrder(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const { dateFrom, dateTo } = value;
  if (typeof dateFrom !== 'string' || typeof dateTo !== 'string') return;
  if (!isValidDateText(dateFrom, true) || !isValidDateText(dateTo, true)) return;
  if (dateTextToTime(dateFrom) > dateTextToTime(dateTo)) {
    ctx.addIssue({ code: 'custom', message: playerMessages.dateFromAfterDateTo, path: ['dateFrom'] });
    ctx.addIssue({ code: 'custom', message: playerMessages.dateToBeforeDateFrom, path: ['dateTo'] });
  }
}

export const playerFormSchema = objectOf(playerFormShape).superRefine(
  (value, ctx) => playerDateOrder(value as Record<string, unknown>, ctx),
  crossFieldRule,
);
export type PlayerForm = z.infer<typeof playerFormSchema>;

/** New players: enabled, shown from now to now (both editable). */
export function newPlayerForm(now: Date = new Date()): PlayerForm {
  const stamp = toDateTime16(now);
  return { title: '', description: '', videoUrl: '', enabled: true, dateFrom: stamp, dateTo: stamp };
}

export function fromPlayer(record: Player): PlayerForm {
  return {
    title: record.title,
    description: record.description ?? '',
    videoUrl: record.videoUrl,
    enabled: record.enabled,
    dateFrom: cutDateTime16(record.dateFrom) ?? '',
    dateTo: cutDateTime16(record.dateTo) ?? '',
  };
}

export const playerPayloadSchema = objectOf(playerFormShape).superRefine(
  (value, ctx) => playerDateOrder(value as Record<string, unknown>, ctx),
  crossFieldRule,
);
export type PlayerPayload = z.infer<typeof playerPayloadSchema>;

export function toPlayerPayload(form: PlayerForm): PlayerPayload {
  return { ...form, dateFrom: cutDateTime16(form.dateFrom), dateTo: cutDateTime16(form.dateTo) };
}
