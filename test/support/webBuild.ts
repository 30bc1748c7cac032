// The built web app in web/dist as the browser first meets it: the assets index.html loads, with gzipped sizes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../../infra/local/stack';

export const WEB_DIST = join(ROOT, 'web', 'dist');

/** Gzipped bytes of a file under web/dist. */
export const gzippedSize = (file: string) => gzipSync(readFileSync(join(WEB_DIST, file))).length;

/** The JavaScript and CSS index.html loads before the home page renders (entry and preloads), each with its gzipped size. */
export function initialAssets(): Array<{ file: string; gzipped: number }> {
  const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
  const files = new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]));
  return [...files].map((file) => ({ file, gzipped: gzippedSize(file) }));
}

/** The one built chunk whose name starts with `prefix` ('CaseStudiesPage-'), under assets/. */
export function chunkNamed(prefix: string): string {
  const files = readdirSync(join(WEB_DIST, 'assets')).filter((f) => f.startsWith(prefix) && f.endsWith('.js'));
  if (files.length !== 1) throw new Error(`expected one ${prefix} chunk, found ${files.length}`);
  return files[0]!;
}

/** A chunk (a file under assets/) and every chunk it imports statically, at any depth: what loads when it loads. */
export function staticImports(chunk: string): string[] {
  const seen = new Set<string>();
  const next = [chunk];
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(WEB_DIST, 'assets', file), 'utf8');
    // Static imports only: `import{...}from"./x.js"` and `import"./x.js"`; a dynamic import(...) loads later.
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)"\.\/([^"]+\.js)"/g)) next.push(m[1]!);
  }
  return [...seen];
}
