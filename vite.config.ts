// Vite build of the SPA in web/, with the contracts and knowledge aliases shared with the functions.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias = {
  '@contracts': here('./functions/contracts'),
  '@knowledge': here('./functions/knowledge'),
};

export default defineConfig({
  root: here('./web'),
  publicDir: here('./web/public'),
  plugins: [react()],
  resolve: { alias },
  // The manifest tells bin/prerender.ts which chunks and styles the pre-rendered home page needs (it removes it after).
  build: { outDir: here('./web/dist'), emptyOutDir: true, sourcemap: false, manifest: true, chunkSizeWarningLimit: 1500 },
  server: { host: '127.0.0.1' },
});
