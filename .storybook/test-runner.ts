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
/** The Storybook's channel, through which the manager sets globals in the preview. */
interface StorybookWindow {
  __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void };
}

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    // `npm test` has already scanned every story with axe in its story tests; over the static build
    // it checks that each story renders and plays, so the scan is not made twice
    // (`STORYBOOK_AXE=off`, set by `scripts/test-storybook.mjs --no-axe`). The a11y addon skips its
    // scan when its `manual` global is on.
    if (process.env.STORYBOOK_AXE === 'off')
      await page.evaluate(() => {
        (window as unknown as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', {
          globals: { a11y: { manual: true } },
        });
      });
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
