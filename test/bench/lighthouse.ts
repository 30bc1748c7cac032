// Lighthouse 13 (mobile, offline) on the built app served as CloudFront serves it: the bench's page-quality figures.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startLocalStack } from '../../infra/local/stack';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --no-first-run --disable-quic --disable-background-networking';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Paths and how many runs each (the median is printed): the home page three times, as the issue measures it. */
const PAGES: Array<[string, number]> = [
  ['/', 3],
  ['/chat', 1],
  ['/providers', 1],
];

/** Runs Lighthouse in a child process, asynchronously: the stack serving the page lives in this process. */
async function scores(url: string): Promise<Record<string, number>> {
  const { stdout } = await promisify(execFile)(
    'npx',
    ['--yes', 'lighthouse@13', url, `--chrome-path=${CHROMIUM}`, `--chrome-flags=${CHROME_FLAGS}`, `--only-categories=${CATEGORIES.join(',')}`, '--output=json', '--quiet'],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as { categories: Record<string, { score: number }> };
  return Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(report.categories[c].score * 100)]));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function lighthouseFigures(): Promise<void> {
  if (!existsSync(CHROMIUM) || !existsSync(join(ROOT, 'web', 'dist', 'index.html'))) {
    console.log(`  skipped: needs ${CHROMIUM} and a build (npm run build)`);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pestpilot-bench-lighthouse-'));
  const stack = await startLocalStack({ dataDir, persist: false, web: 'built' });
  try {
    for (const [path, runs] of PAGES) {
      const all: Array<Record<string, number>> = [];
      for (let run = 0; run < runs; run += 1) all.push(await scores(`${stack.appUrl}${path}`));
      const line = CATEGORIES.map((c) => `${c} ${median(all.map((s) => s[c]))}`).join(', ');
      console.log(`  ${path.padEnd(11)} ${line}${runs > 1 ? ` (median of ${runs}: performance ${all.map((s) => s.performance).join('/')})` : ''}`);
    }
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
