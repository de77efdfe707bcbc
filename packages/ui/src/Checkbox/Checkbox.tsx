import { type ReactNode, useId } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { errorText } from '../field/field.css';
import { box, checkbox, errorLine, mark, root, text } from './Checkbox.css';

export interface CheckboxProps
  extends Omit<AriaCheckboxProps, 'children' | 'className' | 'style' | 'isInvalid' | 'validationBehavior'> {
  /** The words beside the box; may hold a link (to the terms, say). */
  children: ReactNode;
  /**
   * Why the choice is refused, e.g. the terms must be accepted. When given the checkbox is invalid:
   * `data-invalid`, `aria-invalid` and the message under it, tied by `aria-describedby`. Default: valid.
   */
  errorMessage?: string;
}

/**
 * A checkbox: react-aria's Checkbox (a real input inside its label, keyboard and focus handled) with the
 * portal's box. States show as react-aria's `data-selected`, `data-indeterminate`, `data-invalid` and
 * `data-disabled`.
 */
export function Checkbox({ children, errorMessage, ...props }: CheckboxProps) {
  const errorId = useId();
  const invalid = errorMessage !== undefined;
  return (
    <div className={root}>
      <AriaCheckbox
        {...props}
        isInvalid={invalid}
        validationBehavior="aria"
        aria-describedby={invalid ? errorId : undefined}
        className={checkbox}
      >
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={box} aria-hidden>
              {isIndeterminate ? (
                <svg viewBox="0 0 16 16" className={mark} role="presentation">
                  <path d="M3 8h10" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                </svg>
              ) : (
                isSelected && (
                  <svg viewBox="0 0 16 16" className={mark} role="presentation">
                    <path
                      d="M3 8.5l3.2 3L13 4.5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.5"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                )
              )}
            </span>
            <span className={text}>{children}</span>
          </>
        )}
      </AriaCheckbox>
      {invalid && (
        <p id={errorId} className={`${errorText} ${errorLine}`}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
