import { ProgressBar } from 'react-aria-components';
import { circle, root, type spinnerSizes, track, visibleLabel } from './Spinner.css';

/** Size of a spinner: 16 px, 24 px (the icon size) or 40 px. */
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** What is going on, e.g. 'Loading…'; screen readers hear it, and it shows when `showLabel`. */
  label: string;
  /** Whether the words show beside the circle. Default `false`. */
  showLabel?: boolean;
  /** Size of the circle. Default `'medium'`. */
  size?: SpinnerSize;
}

/**
 * A turning circle for a wait of unknown length: react-aria's indeterminate ProgressBar (role
 * progressbar, named by `label`) drawn as a circle. It stands still for people who asked for less motion.
 */
export function Spinner({ label, showLabel = false, size = 'medium' }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} data-size={size} className={root}>
      <svg viewBox="0 0 24 24" className={circle({ size })} aria-hidden focusable="false">
        <circle cx="12" cy="12" r="9.5" fill="none" strokeWidth="3" className={track} />
        <path
          d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {showLabel && (
        <span className={visibleLabel} aria-hidden>
          {label}
        </span>
      )}
    </ProgressBar>
  );
}
