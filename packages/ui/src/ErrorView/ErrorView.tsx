import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../Button';
import type { HeadingLevel } from '../Card';
import { useWords } from '../i18n';
import { action as actionStyle, heading, root, text as textStyle } from './ErrorView.css';

export interface ErrorViewProps {
  /** Loads the failed data again. Without it no button shows. */
  onRetry?: () => void;
  /** The retry is running: the button stays, busy. Default `false`. */
  isRetrying?: boolean;
  /** The heading's level; 1 when the error takes the whole page. Default `2`. */
  headingLevel?: 1 | HeadingLevel;
  /** More help under the text, e.g. the customer service phone as a link. Default: none. */
  children?: ReactNode;
  /** Moves focus to the heading when shown, so keyboard and screen reader users land on it. Default `false`. */
  autoFocus?: boolean;
}

/**
 * The generic error view (messaging-invoices-shell.md §8): 'Apologies! Something went wrong...', what to
 * do, and Try again. Its words are the errors namespace of the page language.
 */
export function ErrorView({
  onRetry,
  isRetrying = false,
  headingLevel = 2,
  children,
  autoFocus = false,
}: ErrorViewProps) {
  const words = useWords().errors.generic;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    if (autoFocus) headingRef.current?.focus();
  }, [autoFocus]);

  return (
    <div className={root} data-state="error">
      <Heading ref={headingRef} tabIndex={autoFocus ? -1 : undefined} className={heading}>
        {words.title()}
      </Heading>
      <p className={textStyle}>{words.text()}</p>
      {children}
      {onRetry !== undefined && (
        <div className={actionStyle}>
          <Button onPress={onRetry} busy={isRetrying}>
            {words.tryAgain()}
          </Button>
        </div>
      )}
    </div>
  );
}
