/**
 * Pure behaviour of the code boxes, kept apart from React so its rules read (and test) as a table.
 * A code is an array with one entry per box: a single digit, or '' for an empty box.
 */

/** A code of `length` empty boxes. */
export function emptyCode(length: number): string[] {
  return Array.from({ length }, () => '');
}

/** Whether every box holds a digit. */
export function isComplete(digits: readonly string[]): boolean {
  return digits.length > 0 && digits.every((digit) => /^\d$/.test(digit));
}

/** Index of the first empty box, or -1 when all are filled. */
export function firstEmpty(digits: readonly string[]): number {
  return digits.indexOf('');
}

/** The result of an edit: the new digits and the box that should hold focus. */
export interface CodeEdit {
  digits: string[];
  focus: number;
}

/**
 * Writes what was typed or pasted at box `index`. Non-digits are dropped. An empty input clears the box.
 * Digits fill boxes forward from the first empty box at or before `index`, so a code typed after the boxes
 * were cleared always lands from the start; a full-length paste fills from the first box.
 * Focus moves to the box after the last one written (auto-advance), staying on the last box at the end.
 */
export function enterDigits(digits: readonly string[], index: number, input: string): CodeEdit {
  const next = [...digits];
  const entered = input.replace(/\D/g, '');
  if (entered === '') {
    // Only an emptied box clears; letters typed into a box are ignored.
    if (input === '') next[index] = '';
    return { digits: next, focus: index };
  }
  const empty = firstEmpty(digits);
  let start = empty !== -1 && empty < index ? empty : index;
  if (entered.length >= digits.length) start = 0;
  const written = entered.slice(0, digits.length - start);
  for (const [offset, digit] of [...written].entries()) next[start + offset] = digit;
  return { digits: next, focus: Math.min(start + written.length, digits.length - 1) };
}

/**
 * The digit that a keystroke added to a box already holding `previous`: browsers give the box's whole new
 * text ("57" or "75"), and the caret decides on which side the new digit landed.
 */
export function typedInto(previous: string, text: string): string {
  if (previous === '' || text.length !== previous.length + 1) return text;
  return text.startsWith(previous) ? text.slice(previous.length) : text.slice(0, 1);
}
