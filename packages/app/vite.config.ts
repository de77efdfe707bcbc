import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

// In `vite` development the API, sign-in and sandbox pages are the running server's.
const server = process.env.PORTAL_SERVER ?? 'http://localhost:3000';

// `vite build --ssr` builds the server's renderer of public pages (src/prerender/render.tsx) into
// dist-server, beside the browser's build: one bundle for Node, with every language at hand.
export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [react(), vanillaExtractPlugin(), ...(isSsrBuild ? [] : [precompress()])],
  build: isSsrBuild ? ssrBuild : browserBuild,
  resolve: isSsrBuild ? {} : browserResolve,
  server: {
    proxy: Object.fromEntries(['/api', '/oauth', '/idp', '/dev'].map((path) => [path, server])),
  },
}));

const ssrBuild = { outDir: 'dist-server', emptyOutDir: true };

const browserBuild = {
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
          // The words' code only: each language's words are the chunk of its own `import()`, which
          // the page in that language loads (`loadLanguage`).
          {
            name: 'words',
            test: /packages[\\/]i18n[\\/]src[\\/](grammar[\\/])?[^\\/]+\.ts$|node_modules[\\/]typesafe-i18n[\\/]/,
          },
        ],
      },
    },
  },
};

const browserResolve = {
  // The package root loads every language at once, as the server needs; the browser takes the
  // entry that loads only the page's language (`loadLanguage`).
  alias: [
    {
      find: /^@portal\/i18n$/,
      replacement: fileURLToPath(new URL('../i18n/src/lazy.ts', import.meta.url)),
    },
  ],
};
