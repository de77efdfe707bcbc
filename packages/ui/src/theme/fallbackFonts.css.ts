import { globalFontFace } from '@vanilla-extract/css';

// Inter's vertical metrics: ascender 1984 and descender 494 of 2048 units, no line gap.
const interAscent = 1984 / 2048;
const interDescent = 494 / 2048;
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * A local face scaled to Inter's width (`sizeAdjust`: Inter's width of a line of fi/sv/en text over
 * the face's) with Inter's ascent and descent, so text laid out before Inter arrives keeps its lines
 * and heights. Arial (and the metric-compatible Liberation Sans, Helvetica on Apple) on most phones
 * and desktops; DejaVu Sans on Linux without them, as on the machines that measure the pages.
 */
function fallbackFace(family: string, src: string, sizeAdjust: number) {
  globalFontFace(family, {
    src,
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(interAscent / sizeAdjust),
    descentOverride: percent(interDescent / sizeAdjust),
    lineGapOverride: '0%',
  });
}

fallbackFace('Inter Fallback Arial', 'local("Arial"), local("Liberation Sans"), local("Helvetica")', 1.074);
fallbackFace('Inter Fallback DejaVu', 'local("DejaVu Sans")', 0.929);
