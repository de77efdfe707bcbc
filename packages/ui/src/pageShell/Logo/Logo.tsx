import * as styles from './Logo.css';

export interface LogoProps {
  /** The brand name, written beside the mark. */
  name: string;
  /**
   * Height of the mark divided by its width: the brand configuration's header image proportion
   * (0.75 for the general brand, 0.45 for the children's). The mark's height is fixed; its width follows.
   */
  proportion: number;
}

/**
 * The brand mark and name. The mark is drawn in the theme's brand colours; it is decoration, and the
 * name beside it is what assistive technology reads (usually inside a link home).
 */
export function Logo({ name, proportion }: LogoProps) {
  const height = 100 * proportion;
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox={`0 0 100 ${height}`} aria-hidden="true" focusable="false">
        {bubbles(height).map((bubble, index) => (
          <circle
            key={bubble.cx}
            className={index % 2 === 0 ? styles.band : styles.dot}
            cx={bubble.cx}
            cy={bubble.cy}
            r={bubble.r}
          />
        ))}
      </svg>
      <span className={styles.name}>{name}</span>
    </span>
  );
}

/**
 * The mark: a row of overlapping bubbles, each smaller than the last, spread to fill the width. A tall
 * mark (general) holds two large bubbles, a low one (children) a longer row of small ones.
 */
function bubbles(height: number): { cx: number; cy: number; r: number }[] {
  const row: { cx: number; r: number }[] = [{ cx: height / 2, r: height / 2 }];
  for (;;) {
    const last = row[row.length - 1] as { cx: number; r: number };
    const r = last.r * 0.72;
    const cx = last.cx + last.r * 0.9;
    if (cx + r > 100 || row.length === 6) break;
    row.push({ cx, r });
  }
  // Stretch the centres so that the last bubble ends at the right edge.
  const first = row[0] as { cx: number; r: number };
  const last = row[row.length - 1] as { cx: number; r: number };
  const stretch = row.length > 1 ? (100 - last.r - first.cx) / (last.cx - first.cx) : 1;
  return row.map(({ cx, r }) => ({ cx: first.cx + (cx - first.cx) * stretch, cy: height - r, r }));
}
