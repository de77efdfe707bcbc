// Debian's Chromium drives every browser tool here (Playwright, the story tests, the Storybook test
// runner, Lighthouse); a downloaded browser cannot be used. One place for its path and its flags.

/** Where Debian installs Chromium; `CHROMIUM_PATH` points elsewhere. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The flags every run needs. Without the networking ones Chromium keeps trying to reach the
 * internet, which this machine's closed network refuses many times a second.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
