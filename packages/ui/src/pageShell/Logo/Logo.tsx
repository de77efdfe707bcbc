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
        <rect className={styles.band} x="0" y="0" width="100" height={height} rx={height * 0.3} />
        <circle className={styles.dot} cx={100 - height * 0.5} cy={height * 0.5} r={height * 0.28} />
        <circle className={styles.ring} cx={height * 0.5} cy={height * 0.5} r={height * 0.22} />
      </svg>
      <span className={styles.name}>{name}</span>
    </span>
  );
}
