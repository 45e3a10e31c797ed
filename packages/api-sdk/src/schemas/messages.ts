/**
 * Messages several forms share and the pattern of the specification's length messages. Plain data and
 * functions, no zod: the login screen and the request layer import them without the schemas.
 */

export const sharedMessages = {
  /** Generic required message of most forms (spec: 'Pole Wymagane'). */
  required: 'Pole Wymagane',
  /** Required image at submit ('Błąd — <label>' dialog, 02 §5). */
  requiredImage: 'Pole wymagane.',
  /** Press-company forms use their own required text (03 §5). */
  notEmpty: 'Pole nie może być puste',
  mustBeNumber: 'Wartość musi być liczbą!',
  /** SDK-5: completions for values of the wrong type, which the specification never shows. */
  mustBeInteger: 'Wartość musi być liczbą całkowitą.',
  /** SDK-29: a whole number outside the 32-bit range of the portal's integer columns. */
  outOfRange: 'Wartość jest poza dozwolonym zakresem.',
  mustBeText: 'Wartość musi być tekstem.',
  mustBeList: 'Wartość musi być listą.',
  mustBeObject: 'Treść żądania musi być obiektem JSON.',
  invalidValue: 'Nieprawidłowa wartość.',
  invalidReference: 'Nieprawidłowe odwołanie do rekordu.',
  /** SDK-6: a date that does not parse. */
  invalidDate: 'Podaj poprawną datę.',
  /** SDK-10: a period whose start is after its end (the specification has no text for it). */
  dateFromAfterDateTo: 'Data początkowa nie może być późniejsza niż data końcowa.',
  dateToBeforeDateFrom: 'Data końcowa nie może być wcześniejsza niż data początkowa.',
  email: 'Wprowadź poprawny adres email',
  /** A link of a newsletter or a partner box that is not a whole web address (the specification has none). */
  webUrl: 'Podaj pełny adres strony (zaczynający się od http:// lub https://).',
  /** SB-17: an uploaded file that is not an image (the banner text of 03 §5, used for every upload). */
  notAnImage: 'Dodawany plik musi być obrazem.',
} as const;

/** Polish plural of "znak" after a number: 1 znak, 2–4 znaki (not 12–14), else znaków. */
export function charactersWord(count: number): string {
  if (count === 1) return 'znak';
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  if (lastDigit >= 2 && lastDigit <= 4 && !(lastTwo >= 12 && lastTwo <= 14)) return 'znaki';
  return 'znaków';
}

/** '<subject> musi posiadać minimum <n> znaki' – the specification's pattern for length messages. */
export function minLengthMessage(subject: string, min: number, fullStop = false): string {
  return `${subject} musi posiadać minimum ${min} ${charactersWord(min)}${fullStop ? '.' : ''}`;
}

/** '<subject> musi posiadać maksimum <n> znaków'. */
export function maxLengthMessage(subject: string, max: number, fullStop = false): string {
  return `${subject} musi posiadać maksimum ${max} ${charactersWord(max)}${fullStop ? '.' : ''}`;
}

/** A length limit with its message, as a text rule takes it. */
export type LengthLimit = readonly [limit: number, message: string];

/**
 * A field's length limits with their messages derived from the numbers, so each number is written
 * once: `lengthLimits('Tytuł', { min: 2, max: 255 })` → `{ min: [2, 'Tytuł musi posiadać minimum 2
 * znaki'], max: [255, 'Tytuł musi posiadać maksimum 255 znaków'] }`, ready to spread into a text rule.
 */
export function lengthLimits<const Limits extends { readonly min?: number; readonly max?: number }>(
  subject: string,
  limits: Limits,
  fullStop = false,
): { readonly [Key in keyof Limits & ('min' | 'max')]: LengthLimit } {
  const rule: { min?: LengthLimit; max?: LengthLimit } = {};
  if (limits.min !== undefined) rule.min = [limits.min, minLengthMessage(subject, limits.min, fullStop)];
  if (limits.max !== undefined) rule.max = [limits.max, maxLengthMessage(subject, limits.max, fullStop)];
  return rule as { readonly [Key in keyof Limits & ('min' | 'max')]: LengthLimit };
}
