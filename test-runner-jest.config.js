// Jest configuration of `npm run test-storybook` (@storybook/test-runner), found here by name.
// Debian's Chromium instead of a Playwright download, with the flags that keep it off the network.
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const base = getJestConfig();

export default {
  ...base,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
    },
  },
};
