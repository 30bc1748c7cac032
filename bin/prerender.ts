// After `vite build`: pre-renders the home page into web/dist/index.html, readable and painted before any script
// runs (the browser hydrates it, see web/src/main.tsx), with its route's code and styles preloaded; the bare shell
// stays as web/dist/app.html, which every other path falls back to (CloudFront and the local server alike).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { ROOT } from '../infra/local/stack';
import { PRERENDERED_ATTRIBUTE } from '../web/src/app/prerendered';

const DIST = join(ROOT, 'web', 'dist');
const MANIFEST = join(DIST, '.vite', 'manifest.json');
/** The home route's module, as the Vite manifest names it. */
const HOME_MODULE = 'src/pages/home/HomePage.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The files a module needs at once: its chunk, the chunks it imports statically, and their styles. */
function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  if (seen.has(key)) return { js, css };
  seen.add(key);
  const chunk = manifest[key];
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const child of chunk.imports ?? []) {
    const sub = closure(manifest, child, seen);
    sub.js.forEach((f) => js.add(f));
    sub.css.forEach((f) => css.add(f));
  }
  return { js, css };
}

// The production build of React renders the markup the production bundle hydrates.
process.env.NODE_ENV = 'production';
const vite = await createServer({ configFile: join(ROOT, 'vite.config.ts'), server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });
try {
  const { render, key } = (await vite.ssrLoadModule('/src/prerender.tsx')) as { render: (path: string) => Promise<string>; key: string };
  const shell = readFileSync(join(DIST, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  const home = closure(manifest, HOME_MODULE);
  const links = [
    ...[...home.css].filter((f) => !shell.includes(`/${f}"`)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...[...home.js].filter((f) => !shell.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ];
  const markup = await render('/');
  const attribute = `${PRERENDERED_ATTRIBUTE}="${key.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`;
  const page = shell
    .replace('</head>', `    ${links.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" ${attribute}>${markup}</div>`);
  if (page === shell || !page.includes(markup)) throw new Error('index.html has no empty <div id="root"></div> to pre-render into');
  writeFileSync(join(DIST, 'app.html'), shell);
  writeFileSync(join(DIST, 'index.html'), page);
  rmSync(join(DIST, '.vite'), { recursive: true, force: true });
  console.log(`pre-rendered / into web/dist/index.html (${markup.length} characters); web/dist/app.html is the shell of every other path`);
} finally {
  await vite.close();
}
