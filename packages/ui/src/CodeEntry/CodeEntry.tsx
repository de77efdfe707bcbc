import { type ClipboardEvent, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import * as styles from './CodeEntry.css';
import {
  type CodeEntryKind,
  emptyCode,
  enterDigits,
  firstEmpty,
  isComplete,
  typedInto,
} from './codeEntryModel';

export interface CodeEntryProps {
  /** Visible name of the group of boxes, e.g. "SMS code". */
  label: string;
  /** Accessible name of one box, from its 1-based position and the number of boxes. */
  digitLabel: (position: number, total: number) => string;
  /** Number of boxes. Default `4`. */
  length?: number;
  /**
   * What the boxes take: `digits` (an SMS code), or `identityEndPart`, the last four characters of a
   * personal identity code (three digits, then a digit or a check character; letters upper-cased).
   * Default `digits`.
   */
  kind?: CodeEntryKind;
  /** Digits of a controlled entry, one per box (`''` for an empty box). Default: the entry keeps its own. */
  value?: readonly string[];
  /** Called with the digits after every change. */
  onChange?: (digits: string[]) => void;
  /** Called with the whole code when a change leaves every box filled. */
  onComplete?: (code: string) => void;
  /** Marks every box invalid, as after a wrong code. Default `false`. */
  invalid?: boolean;
  /**
   * The code is being checked: boxes are read-only and keep focus. When the check ends with the entry
   * still shown, the code was not taken: the boxes empty and focus goes to the first. Default `false`.
   */
  busy?: boolean;
  /** Id of the element that explains the boxes, such as an error message. */
  describedBy?: string;
  /** Focus the first box when the entry appears. Default `false`. */
  autoFocus?: boolean;
}

/**
 * Code entry: single-character boxes with auto-advance, backspace back, paste and SMS autofill (a
 * pasted or autofilled whole code fills every box). When the last empty box is filled the code goes
 * to `onComplete`, so the person never presses a button; a code that was not taken empties the boxes.
 */
export function CodeEntry({
  label,
  digitLabel,
  length = 4,
  kind = 'digits',
  value,
  onChange,
  onComplete,
  invalid = false,
  busy = false,
  describedBy,
  autoFocus = false,
}: CodeEntryProps) {
  const legendId = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const [ownDigits, setOwnDigits] = useState(() => emptyCode(length));
  const digits = value ?? ownDigits;
  // Focus moves inside event handlers, before React renders the new digits; the focus rule reads these.
  const latestDigits = useRef(digits);
  latestDigits.current = digits;
  const wasBusy = useRef(busy);
  const changed = useRef(onChange);
  changed.current = onChange;

  // Before paint, so the invalid boxes never show the old code.
  useLayoutEffect(() => {
    if (wasBusy.current && !busy) {
      // A check that ends with the boxes still shown did not take the code. Old characters kept in
      // the boxes would mix with a retyped one and auto-submit a code nobody meant, spending a try
      // (docs/decisions/2026-11-29-code-entry-and-focus.md), so the person starts from the first box.
      const cleared = emptyCode(length);
      latestDigits.current = cleared;
      setOwnDigits(cleared);
      changed.current?.(cleared);
      inputs.current[0]?.focus();
    }
    wasBusy.current = busy;
  }, [busy, length]);

  function write(index: number, text: string) {
    const edit = enterDigits(digits, index, text, kind);
    latestDigits.current = edit.digits;
    inputs.current[edit.focus]?.focus();
    if (edit.digits.join() === digits.join()) return;
    if (value === undefined) setOwnDigits(edit.digits);
    onChange?.(edit.digits);
    if (isComplete(edit.digits)) onComplete?.(edit.digits.join(''));
  }

  function focusBox(index: number) {
    inputs.current[Math.max(0, Math.min(length - 1, index))]?.focus();
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    if (!busy) write(index, event.clipboardData.getData('text'));
  }

  function onFocus(index: number, input: HTMLInputElement) {
    // Boxes fill in order: focusing a box past an empty one lands on the first empty box instead.
    const empty = firstEmpty(latestDigits.current);
    if (empty !== -1 && empty < index) {
      focusBox(empty);
      return;
    }
    // Selected text is replaced by the next keystroke, so typing over a digit needs no delete first.
    input.select();
  }

  return (
    <fieldset
      className={styles.group}
      aria-labelledby={legendId}
      aria-busy={busy || undefined}
      data-invalid={invalid || undefined}
      data-busy={busy || undefined}
    >
      <legend id={legendId} className={styles.legend}>
        {label}
      </legend>
      <div className={styles.boxes}>
        {digits.map((digit, index) => (
          <input
            // The boxes never reorder, so their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className={styles.box}
            type="text"
            inputMode={kind === 'digits' ? 'numeric' : 'text'}
            autoCapitalize={kind === 'digits' ? undefined : 'characters'}
            autoComplete={kind === 'digits' && index === 0 ? 'one-time-code' : 'off'}
            // biome-ignore lint/a11y/noAutofocus: the page exists to take this code; the caller opts in
            autoFocus={autoFocus && index === 0}
            aria-label={digitLabel(index + 1, length)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            data-invalid={invalid || undefined}
            readOnly={busy}
            value={digit}
            onChange={(event) => write(index, typedInto(digit, event.target.value))}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => onFocus(index, event.currentTarget)}
          />
        ))}
      </div>
    </fieldset>
  );
}
