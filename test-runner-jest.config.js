// Jest configuration of `npm run test-storybook` (@storybook/test-runner), found here by name.
// Debian's Chromium instead of a Playwright download, with the flags that keep it off the network.
import { getJestConfig } from '@storybook/test-runner';

const base = getJestConfig();

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default {
  ...base,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    },
  },
};
