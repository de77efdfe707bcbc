/**
 * Viewports of the toolbar and of the story tests, one per screen size of the specification (small up to
 * 480 px, medium up to 800 px, else large). `component` is the default: small enough for quick
 * screenshots, wide enough for a dialog.
 */
export const viewports = {
  component: { name: 'Component (640 × 480)', styles: { width: '640px', height: '480px' }, type: 'other' },
  small: { name: 'Small (360 × 740)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  medium: { name: 'Medium (768 × 1024)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  large: { name: 'Large (1280 × 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/** Name of one of {@link viewports}, for `parameters.viewport.defaultViewport`. */
export type ViewportName = keyof typeof viewports;
