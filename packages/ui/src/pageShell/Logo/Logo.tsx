import { logoBubbles } from '@portal/domain';
import * as styles from './Logo.css';

/**
 * `large`: the mark 40 px high and the name beside it, always (the footer). `fit`: for a crowded row
 * (the header's): on small screens a smaller mark and name, and where even they do not fit, the mark
 * alone.
 */
export const logoSizes = ['large', 'fit'] as const;
/** One of {@link logoSizes}. */
export type LogoSize = (typeof logoSizes)[number];

export interface LogoProps {
  /** The brand name, written beside the mark. */
  name: string;
  /**
   * Height of the mark divided by its width: the brand configuration's header image proportion
   * (0.75 for the general brand, 0.45 for the children's). The mark's height is fixed; its width follows.
   */
  proportion: number;
  /** How the logo gives way to its neighbours (`logoSizes`). Default: `large`. */
  size?: LogoSize;
}

/**
 * The brand mark and name. The mark is drawn in the theme's brand colours; it is decoration, and the
 * name beside it is what assistive technology reads (usually inside a link home).
 */
export function Logo({ name, proportion, size = 'large' }: LogoProps) {
  const height = 100 * proportion;
  return (
    <span className={styles.logo} data-size={size}>
      <svg className={styles.mark} viewBox={`0 0 100 ${height}`} aria-hidden="true" focusable="false">
        {logoBubbles(proportion).map((bubble, index) => (
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
