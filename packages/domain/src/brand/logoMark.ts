/** One bubble of the brand mark, in a box 100 wide and `100 * proportion` high. */
export type LogoBubble = { readonly cx: number; readonly cy: number; readonly r: number };

/**
 * The brand mark: a row of overlapping bubbles, each smaller than the last, spread to fill the width. A
 * tall mark (general) holds two large bubbles, a low one (children) a longer row of small ones. One
 * geometry for the page header and the documents the server prints.
 *
 * @param proportion the mark's height divided by its width (the brand's header image proportion)
 */
export function logoBubbles(proportion: number): LogoBubble[] {
  const height = 100 * proportion;
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
