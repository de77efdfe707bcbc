import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In `vite` development the API, sign-in and sandbox pages are the running server's.
const server = process.env.PORTAL_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: Object.fromEntries(['/api', '/oauth', '/idp', '/dev'].map((path) => [path, server])),
  },
});
