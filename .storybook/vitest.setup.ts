// Setup of the story tests (packages/ui/vitest.storybook.config.ts). The Storybook plugin has already
// applied preview.tsx and the a11y addon by then: each test renders a story, runs its play function and
// its axe scan. This file adds the screenshot comparison and the rule that an opt-out says why.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/** The composed story the Storybook plugin puts on the test's context. */
interface TestedStory {
  id: string;
  parameters: Record<string, unknown>;
  /** Shared by every run of the story: a change applies to the next `run()`. */
  globals: Record<string, unknown>;
  /** Renders the story again and runs its play function. */
  run: () => Promise<void>;
}

interface OptOut {
  reason?: unknown;
}

function hasReason(optOut: OptOut | undefined): boolean {
  return typeof optOut?.reason === 'string' && optOut.reason.trim().length > 0;
}

afterEach(async (context) => {
  const story = (context as { story?: TestedStory }).story;
  // A failed play function or axe scan is the failure to read; a picture of it would only add noise.
  if (story === undefined || context.task.result?.state === 'fail') return;

  const a11y = story.parameters.a11y as (OptOut & { test?: string; disable?: boolean }) | undefined;
  if (a11y?.test === 'off' || a11y?.test === 'todo' || a11y?.disable === true) {
    expect(hasReason(a11y), `${story.id} turns the axe scan off: say why in parameters.a11y.reason`).toBe(
      true,
    );
  }

  const screenshot = story.parameters.screenshot as (OptOut & { disable?: boolean }) | undefined;
  if (screenshot?.disable === true) {
    expect(
      hasReason(screenshot),
      `${story.id} has no screenshot: say why in parameters.screenshot.reason`,
    ).toBe(true);
    return;
  }

  const viewport = { width: window.innerWidth, height: window.innerHeight };
  await shoot(story.id);

  // A page-level story is also shot in the children's brand, in Swedish (in English when the story is
  // Swedish already), with its own baseline: a brand or a language that breaks a page shows here.
  if (story.parameters.pageShot === true && story.globals.brand !== 'children') {
    const lang = story.globals.lang === 'sv' ? 'en' : 'sv';
    await page.viewport(viewport.width, viewport.height);
    story.globals.brand = 'children';
    story.globals.lang = lang;
    await story.run();
    await shoot(`${story.id}--children-${lang}`);
  }
});

async function shoot(name: string) {
  // The bundled font must be in before the picture, or the fallback font's metrics show.
  await document.fonts.ready;
  // Chromium paints only the viewport: a story taller than it grows the viewport to its full height
  // (same width, so the same media queries hold), or the picture's lower part would stay blank.
  const fullHeight = Math.min(document.documentElement.scrollHeight, 4000);
  if (fullHeight > window.innerHeight) await page.viewport(window.innerWidth, fullHeight);
  await expect(page.elementLocator(document.body)).toMatchScreenshot(name, {
    screenshotOptions: { animations: 'disabled', caret: 'hide' },
  });
}
