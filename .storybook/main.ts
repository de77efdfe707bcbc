import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

/**
 * Storybook of the portal: every state of every component, in both brands and three languages.
 * It lives at the workspace root; the stories sit beside their components in packages/ui and packages/forms.
 */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../packages/forms/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The pictures the app serves (practitioners' portraits), at the same addresses as in the app.
  staticDirs: [{ from: '../packages/app/public/images', to: '/images' }],
  framework: { name: '@storybook/react-vite', options: {} },
  // No outside network here or in CI: no telemetry, no update checks.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true, enableCrashReports: false },
  // Styles are compiled as in the app build, so class names and data-* selectors behave the same.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] }),
};

export default config;
