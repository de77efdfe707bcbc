import { keyframes, style } from '@vanilla-extract/css';

const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/** The verification box: when it ends it fades out over 500 ms (patient-area.md §9) and then goes. */
export const verification = style({
  selectors: {
    '&[data-outcome="success"], &[data-outcome="error"]': {
      animation: `${fadeOut} 500ms ease-in forwards`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
