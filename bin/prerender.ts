// After `vite build`: pre-renders each page of PRERENDERED_PAGES (web/src/app/prerendered.ts) into its own file of
// web/dist (index.html for /, faq.html, pests/ants.html ...), readable and painted before any script runs (the browser
// hydrates it, see web/src/boot.tsx), with its title, description, and its route's code and styles preloaded; every
// other path falls back to web/dist/app.html (CloudFront and the local server alike), which paints the app's shell
// (header and a spinner in <main>, neutral as to who is signed in) from the HTML too, the app rendering over it, and
// holds the login page's markup and styles, which the entry shows a visitor on a signed-in page (app/visitorLogin.ts).
// Every page preloads the app's code (what web/src/main.tsx imports only after the first paint); a page whose first
// render reads the API (the case study list) preloads that answer from its HTML at once.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createServer } from 'vite';
import { ROOT } from '../infra/local/stack';
import { APP_CODE_TEMPLATE } from '../web/src/app/appCode';
import { PATHS } from '../web/src/app/paths';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_PAGES, prerenderedFile } from '../web/src/app/prerendered';
import { VISITOR_LOGIN_TEMPLATE } from '../web/src/app/visitorLogin';
import type { Rendered } from '../web/src/prerender';
import { earlyCards, earlyCardsKey } from './earlyCards';

const DIST = join(ROOT, 'web', 'dist');
const MANIFEST = join(DIST, '.vite', 'manifest.json');

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The files a module needs at once: its chunk, the chunks it imports statically, and their styles. */
function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  if (seen.has(key)) return { js, css };
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: fix its module in PRERENDERED_PAGES`);
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const child of chunk.imports ?? []) {
    const sub = closure(manifest, child, seen);
    sub.js.forEach((f) => js.add(f));
    sub.css.forEach((f) => css.add(f));
  }
  return { js, css };
}

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

// The production build of React renders the markup the production bundle hydrates.
process.env.NODE_ENV = 'production';
// Its own cache: the dev server's (node_modules/.vite) would otherwise get React's production build from this run when
// both run at once, and `npm start` would then draw a blank page (_jsxDEV is not a function).
const vite = await createServer({
  configFile: join(ROOT, 'vite.config.ts'),
  cacheDir: join(ROOT, 'node_modules/.vite-prerender'),
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'error',
});
try {
  const { render, renderShell, signedInPaths, key } = (await vite.ssrLoadModule('/src/prerender.tsx')) as {
    render: (path: string) => Promise<Rendered>;
    renderShell: () => Promise<string>;
    signedInPaths: () => string[];
    key: string;
  };
  const built = readFileSync(join(DIST, 'index.html'), 'utf8');
  if (!built.includes('<div id="root"></div>') || !/<title>[^<]*<\/title>/.test(built) || !/<meta name="description" content="[^"]*" \/>/.test(built)) {
    throw new Error('index.html lacks the empty <div id="root"></div>, the <title> or the meta description to pre-render into');
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  /** The page with the styles of this module, and with `code` its code too, linked in its head (those it does not link already). */
  const linked = (html: string, module: string, code: boolean) => {
    const needs = closure(manifest, module);
    const links = [
      ...[...needs.css].filter((f) => !html.includes(`/${f}"`)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ...(code ? [...needs.js] : []).filter((f) => !html.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ];
    return html.replace('  </head>', () => `    ${links.join('\n    ')}\n  </head>`);
  };
  const withModule = (html: string, module: string) => linked(html, module, true);
  /**
   * A pre-rendered page carries its (small) stylesheets inline: its first paint needs nothing but the HTML. Each keeps
   * its link, disabled (never fetched): Vite's preload helper looks for a module's stylesheets among the page's links,
   * and without it fetched each again as the app started, held the app's code until they came and recalculated the
   * page's style at each (5 requests and about a quarter of the style work on /add-business).
   */
  const inlineStyles = (html: string) =>
    html.replace(
      /(<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)")>/g,
      (_, link: string, file: string) => `<style>${readFileSync(join(DIST, file), 'utf8')}</style>${link} disabled>`,
    );
  /** A pre-rendered page fetches its code once it has painted (web/src/app/appCode.ts): the HTML and its inline styles have the line to themselves first. */
  const afterPaint = (html: string) => {
    const preloads = html.match(/ *<link rel="modulepreload"[^>]*>\n/g) ?? [];
    const rest = preloads.reduce((page, link) => page.replace(link, ''), html);
    return rest.replace('  </head>', () => `    <template id="${APP_CODE_TEMPLATE}">${preloads.map((l) => l.trim()).join('')}</template>\n  </head>`);
  };
  // The app's code: what the entry (web/src/main.tsx) imports once the page has painted.
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const early = earlyCardsKey(manifest, entry?.dynamicImports ?? []);
  const shell = (entry?.dynamicImports ?? []).filter((module) => module !== early).reduce(withModule, built);
  const withEarlyCards = await earlyCards(vite, closure(manifest, early).js);
  const attribute = `${PRERENDERED_ATTRIBUTE}="${escapeAttribute(key)}"`;
  // No pre-rendered attribute: the app renders anew over the shell (web/src/boot.tsx). The shell, or a visitor's login
  // page (its styles come with the shell, not its code: the app loads that for a visitor only), paints first; the
  // app's code is fetched from the next frame on, as on a pre-rendered page.
  const shellMarkup = await renderShell();
  const login = PRERENDERED_PAGES.find((p) => p.path === PATHS.login)!;
  const visitorLogin = `<template id="${VISITOR_LOGIN_TEMPLATE}" data-paths="${escapeAttribute(signedInPaths().join(' '))}">${(await render(login.path)).markup}</template>`;
  writeFileSync(
    join(DIST, 'app.html'),
    afterPaint(inlineStyles(linked(shell, login.module, false))).replace('<div id="root"></div>', () => `<div id="root">${shellMarkup}</div>${visitorLogin}`),
  );
  /** The page with a preload of each API answer its first render reads, first in its head: the request starts with the HTML. */
  const withReads = (html: string, reads: readonly string[]) =>
    html.replace('<head>', () => `<head>${reads.map((read) => `\n    <link rel="preload" as="fetch" crossorigin href="${escapeAttribute(read)}">`).join('')}`);
  for (const { path, module, reads = [] } of PRERENDERED_PAGES) {
    const { markup, title, description } = await render(path);
    const page = withReads(afterPaint(inlineStyles(withModule(shell, module))), reads)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
      .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeAttribute(description)}" />`)
      .replace('<div id="root"></div>', () => `<div id="root" ${attribute}>${markup}</div>`);
    const file = join(DIST, prerenderedFile(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, withEarlyCards(path, page));
    console.log(`pre-rendered ${path} into web/dist/${prerenderedFile(path)} (${markup.length} characters)`);
  }
  rmSync(join(DIST, '.vite'), { recursive: true, force: true });
  console.log('web/dist/app.html is the shell of every other path');
} finally {
  await vite.close();
}
