import { ProgressBar as AriaProgressBar, Label } from 'react-aria-components';
import {
  bar,
  fill,
  header,
  label as labelStyle,
  type progressTones,
  root,
  value as valueStyle,
} from './ProgressBar.css';

/** Colour of the filled part: the brand, done, or failed. */
export type ProgressTone = (typeof progressTones)[number];

export interface ProgressBarProps {
  /** What is progressing, e.g. 'Uploading the picture'. */
  label: string;
  /** How far, from 0 to 100; anything outside is clamped. */
  value: number;
  /** Colour of the filled part. Default `'brand'`. */
  tone?: ProgressTone;
  /** Whether the percentage shows beside the label, in the page language's number format. Default `true`. */
  showValue?: boolean;
}

/** `value` within 0..100; not-a-number counts as 0. */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/**
 * A bar that fills as a task of known length goes on: react-aria's ProgressBar (role progressbar, the
 * value read out as a localised percentage) with the portal's look.
 */
export function ProgressBar({ label, value, tone = 'brand', showValue = true }: ProgressBarProps) {
  const percent = clampPercent(value);
  return (
    <AriaProgressBar value={percent} minValue={0} maxValue={100} data-tone={tone} className={root}>
      {({ valueText }) => (
        <>
          <div className={header}>
            <Label className={labelStyle}>{label}</Label>
            {showValue && <span className={valueStyle}>{valueText}</span>}
          </div>
          <div className={bar}>
            <div className={fill({ tone })} style={{ width: `${percent}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
