import { isEndPartCharAllowed } from '@portal/domain';

/**
 * Pure behaviour of the code boxes, kept apart from React so its rules read (and test) as a table.
 * A code is an array with one entry per box: a single character, or '' for an empty box.
 */

/** What the boxes take: digits (SMS codes), or the last four characters of an identity code. */
export const codeEntryKinds = ['digits', 'identityEndPart'] as const;
export type CodeEntryKind = (typeof codeEntryKinds)[number];

/** Whether box `index` takes `char`. The identity end part: three digits, then a digit or a check character. */
export function accepts(kind: CodeEntryKind, index: number, char: string): boolean {
  switch (kind) {
    case 'digits':
      return /^\d$/.test(char);
    case 'identityEndPart':
      return isEndPartCharAllowed(index, char);
    default:
      return kind satisfies never;
  }
}

/** A code of `length` empty boxes. */
export function emptyCode(length: number): string[] {
  return Array.from({ length }, () => '');
}

/** Whether every box holds a character. */
export function isComplete(digits: readonly string[]): boolean {
  return digits.length > 0 && digits.every((digit) => digit.length === 1);
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
 * Writes what was typed or pasted at box `index`, upper-cased. A character the box at its place does
 * not take is dropped. An empty input clears the box. Characters fill boxes forward from the first
 * empty box at or before `index`, so a code typed after the boxes were cleared always lands from the
 * start; a full-length paste fills from the first box. Focus moves to the box after the last one
 * written (auto-advance), staying on the last box at the end.
 */
export function enterDigits(
  digits: readonly string[],
  index: number,
  input: string,
  kind: CodeEntryKind = 'digits',
): CodeEdit {
  const next = [...digits];
  const typed = [...input.toUpperCase()].filter((char) => char.trim() !== '');
  if (typed.length === 0) {
    // Only an emptied box clears; spaces typed into a box are ignored.
    if (input === '') next[index] = '';
    return { digits: next, focus: index };
  }
  const empty = firstEmpty(digits);
  let position = empty !== -1 && empty < index ? empty : index;
  if (typed.length >= digits.length) position = 0;
  const start = position;
  for (const char of typed) {
    if (position >= digits.length) break;
    if (!accepts(kind, position, char)) continue;
    next[position] = char;
    position += 1;
  }
  if (position === start) return { digits: [...digits], focus: index };
  return { digits: next, focus: Math.min(position, digits.length - 1) };
}

/**
 * The digit that a keystroke added to a box already holding `previous`: browsers give the box's whole new
 * text ("57" or "75"), and the caret decides on which side the new digit landed.
 */
export function typedInto(previous: string, text: string): string {
  if (previous === '' || text.length !== previous.length + 1) return text;
  return text.startsWith(previous) ? text.slice(previous.length) : text.slice(0, 1);
}
