/**
 * The name rule groups and categories share (02 §5): 'Tytuł' of 2-255 characters. A schema module of its
 * own, so the categories' schema takes it without the groups' record and resource.
 */
import { lengthLimits, requiredText, sharedMessages } from './shared';

const nameLength = lengthLimits('Tytuł', { min: 2, max: 255 });

/** Name messages of groups and categories (02 §5). */
export const groupMessages = {
  nameRequired: sharedMessages.required,
  nameMin: nameLength.min[1],
  nameMax: nameLength.max[1],
} as const;

/** The name rule of groups and categories. */
export const groupNameRule = requiredText({ required: groupMessages.nameRequired, ...nameLength });
