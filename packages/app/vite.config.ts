import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

// In `vite` development the API, sign-in and sandbox pages are the running server's.
const server = process.env.PORTAL_SERVER ?? 'http://localhost:3000';

// `vite build --ssr` builds the server's renderer of public pages (src/prerender/render.tsx) into
// dist-server, beside the browser's build: one bundle for Node, with every language at hand.
export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // react-aria carries its own few words (a calendar's, a combo box's) in some 35 languages; the
    // browser needs only the portal's three.
    optimizeLocales.vite({ locales: ['fi', 'sv', 'en'] }),
    ...(isSsrBuild ? [] : [precompress()]),
  ],
  build: isSsrBuild ? ssrBuild : browserBuild,
  resolve: isSsrBuild ? {} : browserResolve,
  server: {
    proxy: Object.fromEntries(['/api', '/oauth', '/idp', '/dev'].map((path) => [path, server])),
  },
}));

const ssrBuild = { outDir: 'dist-server', emptyOutDir: true };

const nodeModules = /node_modules[\\/]/;
// The entry module stays the entry chunk (the manifest, and so the budget and the server's page
// assets, find the first scripts from it).
const notEntry = (id: string) => !/src[\\/]main\.tsx$|index\.html$/.test(id);

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
          // react-aria is not a group: each of its modules travels with the page or part that uses
          // it, so a visitor's first page carries only the press and focus handling every button needs.
          // The words' code only: each language's words are the chunk of its own `import()`, which
          // the page in that language loads (`loadLanguage`).
          {
            name: 'words',
            test: /packages[\\/]i18n[\\/]src[\\/](grammar[\\/])?[^\\/]+\.ts$|node_modules[\\/]typesafe-i18n[\\/]/,
          },
          // What every first page loads (the entry's static imports) in two chunks, libraries and
          // ours, rather than in the few dozen small chunks each set of importers would otherwise
          // get: one brotli stream compresses them better and one request replaces dozens. Our
          // code changes every release; the libraries' chunk stays cached across them.
          {
            name: 'first-libraries',
            tags: ['$initial'],
            test: (id: string) => notEntry(id) && nodeModules.test(id),
          },
          { name: 'first', tags: ['$initial'], test: notEntry },
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
