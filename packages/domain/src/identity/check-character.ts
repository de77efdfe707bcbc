/** The 31 check characters, indexed by the remainder (G, I, O, Q and Z are left out). */
export const checkCharacters = '0123456789ABCDEFHJKLMNPRSTUVWXY';

/**
 * The check character of a personal identity code: the nine digits (date, year and individual
 * number) read as one number, divided by 31; the remainder picks the character.
 * Throws a `RangeError` unless given exactly nine digits.
 *
 * @example checkCharacter('150385902') // '4'
 */
export function checkCharacter(nineDigits: string): string {
  if (!/^\d{9}$/.test(nineDigits)) throw new RangeError('checkCharacter needs nine digits');
  return checkCharacters.charAt(Number(nineDigits) % 31);
}

/** Tells whether a character (either case) can end a personal identity code. */
export function isCheckCharacter(char: string): boolean {
  return char.length === 1 && checkCharacters.includes(char.toUpperCase());
}
