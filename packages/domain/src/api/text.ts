import { z } from 'zod/mini';

/** The issue message of a text that holds a control character. */
export const controlCharacterCode = 'controlCharacter';

// C0 controls, DEL and C1 controls. A NUL cannot be stored in a PostgreSQL text at all, and the
// others have no place in a name, an address or an id; line breaks and tabs only where a text
// may span lines. Kept as source so the OpenAPI description shows the same pattern.
const singleLine = '^[^\\u0000-\\u001f\\u007f-\\u009f]*$';
const multiLine = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$';

export type TextOptions = {
  /** The fewest characters; default 0. */
  min?: number;
  /** The most characters: every text of the wire is bounded. */
  max: number;
  /** Whether line breaks and tabs are allowed (a free description); default false. */
  lines?: boolean;
};

/**
 * A free-text field of a request: bounded in length and refused (400 `ValidationError`, issue
 * `controlCharacter`) when it holds a control character, so no such character reaches the database,
 * a message or a log. Every request string of the API is built from this or from `ruleField`.
 */
export function text({ min = 0, max, lines = false }: TextOptions) {
  return z
    .string()
    .check(
      z.minLength(min),
      z.maxLength(max),
      z.regex(new RegExp(lines ? multiLine : singleLine), controlCharacterCode),
    );
}

/** Whether a value holds a character that `text` refuses on one line. */
export function hasControlCharacter(value: string): boolean {
  return !new RegExp(singleLine).test(value);
}
