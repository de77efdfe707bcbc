import { VisuallyHidden } from 'react-aria';
import { block, blockLine, blockTitle, root, row, type skeletonShapes } from './Skeleton.css';

/** What the skeleton stands in for: lines of text, or cards of a list. */
export type SkeletonShape = (typeof skeletonShapes)[number];

/** How many lines or cards show by default: 5 rows, 3 blocks (booking.md §9). */
export const skeletonCounts: Readonly<Record<SkeletonShape, number>> = { rows: 5, blocks: 3 };

export interface SkeletonProps {
  /** What is loading, for screen readers, e.g. 'Loading…'. */
  label: string;
  /** Lines of text or cards. Default `'rows'`. */
  shape?: SkeletonShape;
  /** How many lines or cards. Default: 5 rows or 3 blocks. */
  count?: number;
  /**
   * Whether the skeleton is a status that screen readers hear. `false` where the page has a live
   * region of its own that says the same, so that it is said once. Default `true`.
   */
  announce?: boolean;
}

/**
 * Grey shapes where content is about to appear, so that the page does not jump when it does. Screen
 * readers hear `label` once (a status); the shapes themselves are hidden from them.
 */
export function Skeleton({
  label,
  shape = 'rows',
  count = skeletonCounts[shape],
  announce = true,
}: SkeletonProps) {
  const keys = Array.from({ length: count }, (_, index) => index);
  const a11y = announce ? { role: 'status', 'aria-busy': true } : { 'aria-hidden': true };
  return (
    <div {...a11y} data-shape={shape} className={root({ shape })}>
      {announce && <VisuallyHidden>{label}</VisuallyHidden>}
      {keys.map((key) => {
        switch (shape) {
          case 'rows':
            return <span key={key} className={row} aria-hidden data-part="row" />;
          case 'blocks':
            return (
              <span key={key} className={block} aria-hidden data-part="block">
                <span className={blockTitle} />
                <span className={blockLine} />
                <span className={blockLine} />
              </span>
            );
          default:
            return shape satisfies never;
        }
      })}
    </div>
  );
}
