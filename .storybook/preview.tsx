import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { preloadAll } from '../packages/ui/src';
import { withPortal } from './decorators';
import { fixDate, storyNow } from './fixedClock';
import { viewports } from './viewports';

// A play function's `findBy…` waits up to 5 s rather than 1 s: on a loaded two-core CI machine a
// popover can take longer than a second to open, and a story must not fail for that alone.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand of the portal',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'general', title: 'Aava (general)' },
          { value: 'children', title: 'Pikkujätti (children)' },
        ],
        dynamicTitle: true,
      },
    },
    lang: {
      description: 'Language of the words',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'fi', title: 'Suomi' },
          { value: 'sv', title: 'Svenska' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'general', lang: 'fi' },
  decorators: [withPortal],
  parameters: {
    // The decorator pads component stories itself, inside the theme, so the page colour fills the frame.
    layout: 'fullscreen',
    viewport: { options: viewports, defaultViewport: 'component' },
    // Every story is scanned with axe in the story tests, and a violation fails. To opt out, a story sets
    // `a11y: { test: 'off', reason: '…' }`; the test setup refuses an opt-out without a reason.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  // The parts the app loads apart (the signed-in shell, a date field's calendar, dialogs) are loaded
  // before the first story, as the app loads them before a page that shows them: each story shows its
  // state at once, not a moment later.
  beforeAll: preloadAll,
  beforeEach: ({ globals }) => {
    document.documentElement.lang = typeof globals.lang === 'string' ? globals.lang : 'fi';
    return fixDate(storyNow);
  },
};

export default preview;
