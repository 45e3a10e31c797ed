/** The password generator of 03 §9 (users' password reset, press companies). */
import { GENERATED_PASSWORD_LENGTH, PASSWORD_CHARACTER_SETS } from '../constants/passwords';

/** An unbiased random integer in [0, bound) from the platform's cryptographic source. */
function randomBelow(bound: number): number {
  if (!Number.isInteger(bound) || bound <= 0 || bound > 2 ** 32) {
    throw new RangeError(`randomBelow: bound must be an integer in 1..2^32, got ${bound}`);
  }
  // Rejection sampling: drop the values of the last incomplete block of size `bound`.
  const limit = 2 ** 32 - (2 ** 32 % bound);
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    const value = buffer[0]!;
    if (value < limit) return value % bound;
  }
}

function pick(characters: string): string {
  return characters[randomBelow(characters.length)]!;
}

/**
 * A 16-character password: one lowercase letter, one uppercase letter, one digit and one of !@#$%^&*,
 * then 12 characters from all four sets, shuffled with an unbiased Fisher–Yates. Uses
 * `globalThis.crypto.getRandomValues`, available in browsers and Node 20.
 */
export function generatePassword(): string {
  const sets = PASSWORD_CHARACTER_SETS;
  const all = sets.lowercase + sets.uppercase + sets.digits + sets.symbols;
  const characters = [pick(sets.lowercase), pick(sets.uppercase), pick(sets.digits), pick(sets.symbols)];
  while (characters.length < GENERATED_PASSWORD_LENGTH) characters.push(pick(all));
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomBelow(index + 1);
    [characters[index], characters[other]] = [characters[other]!, characters[index]!];
  }
  return characters.join('');
}
