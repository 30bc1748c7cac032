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
  build: { outDir: here('./web/dist'), emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: { host: '127.0.0.1' },
});
