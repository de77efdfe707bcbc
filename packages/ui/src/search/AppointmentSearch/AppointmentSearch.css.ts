import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

// `minmax(0, 1fr)`: a long word or a wide row must not widen the page past a small screen.
export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'break-word',
  hyphens: 'auto',
  '@media': { [media.medium]: { fontSize: vars.font.size.xxl } },
});

export const infoText = style({ margin: 0, whiteSpace: 'pre-line' });

/** The empty, inert filter that holds the filter's place while its choices load. */
export const loadingFilter = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' });
