import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

// In `vite` development the API, sign-in and sandbox pages are the running server's.
const server = process.env.PORTAL_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The byte budget check (scripts/bundle-budget.mjs) reads which chunks a page loads first from here.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: in chunks of their own they stay cached across
        // releases. Each page's own code is split off by the lazy pages of the route table.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            {
              name: 'react-aria',
              test: /node_modules[\\/](@react-aria|@react-stately|@react-types|@internationalized|react-aria|react-aria-components|react-stately)[\\/]/,
            },
            { name: 'words', test: /packages[\\/]i18n[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(['/api', '/oauth', '/idp', '/dev'].map((path) => [path, server])),
  },
});
