// Vite build of the SPA in web/, with the contracts and knowledge aliases shared with the functions.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias = {
  '@contracts': here('./functions/contracts'),
  '@knowledge': here('./functions/knowledge'),
};

/**
 * The small modules every first render needs (the boot's providers, session and texts, the JSX runtime, the shell's
 * icons), in one chunk rather than one each: the entry's held preload links start each fetch in its own task's time
 * (about 0.7 ms a link on a fast host, 10x that on Lighthouse's phone), and the home page's links fall from 19 to 6.
 */
const START_MODULES =
  /web[\\/]src[\\/]app[\\/](AuthProvider|session|runtimeConfig|DocumentTitle|amplify|storedSession)\.tsx?$|functions[\\/]contracts[\\/](messages|config)\.ts$|web[\\/]src[\\/]lib[\\/](storage|useMediaQuery)\.ts$|react[\\/](jsx-runtime|cjs[\\/]react-jsx-runtime)|icons[\\/](es[\\/])?(icons[\\/])?(BugOutlined|CloseOutlined|DownOutlined|InfoCircleFilled)|AntdIconLight/;

export default defineConfig({
  root: here('./web'),
  publicDir: here('./web/public'),
  plugins: [react()],
  resolve: { alias },
  // The manifest tells bin/prerender.ts which chunks and styles the pre-rendered home page needs (it removes it after).
  build: {
    outDir: here('./web/dist'),
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { output: { advancedChunks: { groups: [{ name: 'start', test: START_MODULES }] } } },
  },
  server: { host: '127.0.0.1' },
});
