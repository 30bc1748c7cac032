// The built web app in web/dist as the browser first meets it: the assets index.html loads, with gzipped sizes.
import { readFileSync } from 'node:fs';
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
