import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { type ViewportName, viewports } from './viewports';

function isViewportName(name: unknown): name is ViewportName {
  return typeof name === 'string' && name in viewports;
}

/**
 * Hooks of `npm run test-storybook`. The viewport toolbar sizes the preview frame in the Storybook
 * window only, so here, as in the vitest story tests, the page takes the story's viewport (its
 * `globals.viewport`, else `parameters.viewport.defaultViewport`) before the story renders: a small
 * screen story must lay out as on a phone for its play function to find the phone's controls.
 */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    // The story's own `globals` are the prepared story's `storyGlobals`.
    const { storyGlobals } = story as { storyGlobals?: { viewport?: { value?: unknown } } };
    const chosen = storyGlobals?.viewport?.value;
    const fallback = (story.parameters.viewport as { defaultViewport?: unknown } | undefined)
      ?.defaultViewport;
    const name = isViewportName(chosen) ? chosen : isViewportName(fallback) ? fallback : 'component';
    const { width, height } = viewports[name].styles;
    await page.setViewportSize({ width: Number.parseInt(width, 10), height: Number.parseInt(height, 10) });
  },
};

export default config;
