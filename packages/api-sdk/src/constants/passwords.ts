/** Password policies: users' (01 §9), press companies' (03 §5) and the generator's character sets (03 §9). The generator itself is code: ../passwords/generatePassword.ts. */

/** Users' passwords: at least 12 characters with an uppercase letter, a digit and a special character. */
export const USER_PASSWORD_MIN_LENGTH = 12;
/** The special characters of press-company passwords and of generated passwords. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';
/** Press-company passwords: 8 to 32 characters with lower, upper, digit and one of !@#$%^&* (03 §5). */
export const PRESS_PASSWORD_MIN_LENGTH = 8;
export const PRESS_PASSWORD_MAX_LENGTH = 32;

/** The generator rule (03 §9): one of each class, then 12 from all sets, shuffled. */
export const GENERATED_PASSWORD_LENGTH = 16;
export const PASSWORD_CHARACTER_SETS = {
  lowercase: 'abcdefghijklmnopqrstuvwxyz',
  uppercase: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  digits: '0123456789',
  symbols: PASSWORD_SPECIAL_CHARACTERS,
} as const;
