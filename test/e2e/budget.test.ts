// Size budgets of the built web app (bytes, gzipped, so stable on any machine): the home page's initial JavaScript
// (the entry and every chunk index.html preloads) and each lazy chunk, and that the local server compresses them as
// CloudFront does. Runs in the e2e project, after the build.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { chunkNamed, gzippedSize, initialAssets, staticImports, WEB_DIST } from '../support/webBuild';

const KB = 1024;
/**
 * The home page's initial JavaScript: the entry and every chunk index.html preloads, which since the home
 * page is pre-rendered (bin/prerender.ts) include the home route's own chunk and its imports.
 */
const HOME_INITIAL_JS = 150 * KB;
/** Lazy chunks: the dashboard's charts are one large library; every other chunk stays small. */
const LAZY_CHUNK_BUDGETS: Array<{ prefix: string; max: number }> = [{ prefix: 'charts-', max: 440 * KB }];
const OTHER_CHUNK = 80 * KB;
/**
 * The admin panel: its shell (the tabs) stays small and each tab is its own chunk (antd's table is a shared chunk
 * under OTHER_CHUNK); none of it loads with the home page.
 */
const ADMIN_CHUNK_BUDGETS: Array<{ prefix: string; max: number }> = [
  { prefix: 'AdminPage-', max: 8 * KB },
  { prefix: 'UsersTab-', max: 30 * KB },
  { prefix: 'ThreadsTab-', max: 30 * KB },
  { prefix: 'SettingsTab-', max: 30 * KB },
  { prefix: 'ProvidersTab-', max: 30 * KB },
  { prefix: 'LeadsTab-', max: 30 * KB },
  { prefix: 'SuggestionsTab-', max: 30 * KB },
  { prefix: 'CaseStudiesTab-', max: 30 * KB },
  // The provider form, shared by Provider Management and Provider Suggestions, loads when a dialog first opens.
  { prefix: 'ProviderFormDialog-', max: 20 * KB },
  // The case study dialog loads when it first opens: the Markdown editor with its paste converter (turndown) and the
  // date picker (42.3 KB measured); the renderer of its preview is the shared Markdown- chunk.
  { prefix: 'CaseStudyDialog-', max: 50 * KB },
];

const describeSizes = (sizes: Array<[string, number]>) =>
  [...sizes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([file, size]) => `${file} ${(size / KB).toFixed(1)} KB`)
    .join('\n');

describe('web size budgets', () => {
  it(`keeps the home page's initial JavaScript within ${HOME_INITIAL_JS / KB} KB gzipped`, () => {
    const sizes = initialAssets()
      .filter(({ file }) => file.endsWith('.js'))
      .map(({ file, gzipped }): [string, number] => [file, gzipped]);
    expect(sizes.length).toBeGreaterThan(0);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    expect(total, `initial JS ${(total / KB).toFixed(1)} KB; biggest:\n${describeSizes(sizes)}`).toBeLessThanOrEqual(HOME_INITIAL_JS);
  });

  it('keeps every lazy chunk within its budget', () => {
    const initial = new Set(initialAssets().map(({ file }) => file.replace('assets/', '')));
    const chunks = readdirSync(join(WEB_DIST, 'assets')).filter((f) => f.endsWith('.js') && !initial.has(f));
    const over = chunks
      .map((file): [string, number] => [file, gzippedSize(join('assets', file))])
      .filter(([file, size]) => size > (LAZY_CHUNK_BUDGETS.find((b) => file.startsWith(b.prefix))?.max ?? OTHER_CHUNK));
    expect(over.length, `chunks over budget:\n${describeSizes(over)}`).toBe(0);
  });

  it('keeps the admin panel out of the home page, its shell and each tab within their budgets', () => {
    const initial = initialAssets().map(({ file }) => file);
    const chunks = readdirSync(join(WEB_DIST, 'assets')).filter((f) => f.endsWith('.js'));
    for (const { prefix, max } of ADMIN_CHUNK_BUDGETS) {
      const files = chunks.filter((f) => f.startsWith(prefix));
      expect(files, `one ${prefix} chunk`).toHaveLength(1);
      const size = gzippedSize(join('assets', files[0]!));
      expect(size, `${files[0]} ${(size / KB).toFixed(1)} KB`).toBeLessThanOrEqual(max);
      expect(initial.some((file) => file.includes(prefix))).toBe(false);
    }
  });

  it('keeps the Markdown renderer (react-markdown) out of the home page, in its own chunk within budget', () => {
    const initial = initialAssets().map(({ file }) => file);
    const files = readdirSync(join(WEB_DIST, 'assets')).filter((f) => f.startsWith('Markdown-') && f.endsWith('.js'));
    expect(files, 'one Markdown- chunk').toHaveLength(1);
    expect(initial.some((file) => file.includes('Markdown-'))).toBe(false);
    expect(gzippedSize(join('assets', files[0]!))).toBeLessThanOrEqual(OTHER_CHUNK);
  });

  it('loads no zod with the public case study list and page (contracts/caseStudy/facts, not the entity schema)', () => {
    for (const page of ['CaseStudiesPage-', 'CaseStudyPage-']) {
      const loaded = staticImports(chunkNamed(page));
      // zod's own class names stay in its minified code, whichever chunk it lands in.
      const withZod = loaded.filter((file) => readFileSync(join(WEB_DIST, 'assets', file), 'utf8').includes('$ZodType'));
      expect(withZod, page).toEqual([]);
    }
  });

  it('is served compressed, as CloudFront serves it (WEB=built)', async () => {
    const html = await fetch(inject('appUrl'), { headers: { 'accept-encoding': 'br, gzip' } });
    expect(html.headers.get('content-encoding')).toBe('br');
    const entry = (await html.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(entry).toBeDefined();
    const gzip = await fetch(`${inject('appUrl')}${entry}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('cache-control')).toContain('immutable');
  });
});
