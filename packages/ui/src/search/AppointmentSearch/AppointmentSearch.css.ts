import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

// `minmax(0, 1fr)`: a long word or a wide row must not widen the page past a small screen. The page
// is a container, so the filter goes beside the times where the page (not the screen) is wide enough:
// with the signed-in menu beside it, the same screen leaves the page less room.
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  containerType: 'inline-size',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'break-word',
  hyphens: 'auto',
  '@media': { [media.medium]: { fontSize: vars.font.size.xxl } },
});

export const infoText = style({ margin: 0, whiteSpace: 'pre-line' });

/** The filter over the times, or beside them on a wide page. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@container': { '(min-width: 56rem)': { gridTemplateColumns: '20rem minmax(0, 1fr)' } },
});

/** The filter's column: a container of its own, so the filter's fields pair up only where it is wide. */
export const filterColumn = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  containerType: 'inline-size',
});

export const results = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md });

export const resultsHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

/** The empty, inert filter that holds the filter's place while its choices load. */
export const loadingFilter = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' });
