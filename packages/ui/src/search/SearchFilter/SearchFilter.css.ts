import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  background: vars.color.bg.surface,
  // Fields pair up where the filter's column is wide enough, not the screen: beside the times it is narrow.
  '@container': { '(min-width: 36rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  gridColumn: '1 / -1',
});

export const remote = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'end' });

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });
