// Lighthouse 13 (mobile, offline) on the built app served as CloudFront serves it: the bench's page-quality figures.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, type LocalStack } from '../../infra/local/stack';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --no-first-run --disable-quic --disable-background-networking';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The public pages with a performance target (issue 29: 95 or more, the median of three runs on an idle machine). */
const PAGES = ['/', '/chat', '/providers', '/knowledgebase', '/case-studies', '/faq', '/pests/ants', '/register', '/add-business'];
const RUNS = 3;

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

/** Lighthouse on the pages `stack` serves (started with the built web). */
export async function lighthouseFigures(stack: LocalStack): Promise<void> {
  if (!existsSync(CHROMIUM) || !existsSync(join(ROOT, 'web', 'dist', 'index.html'))) {
    console.log(`  skipped: needs ${CHROMIUM} and a build (npm run build)`);
    return;
  }
  for (const path of PAGES) {
    const all: Array<Record<string, number>> = [];
    for (let run = 0; run < RUNS; run += 1) all.push(await scores(`${stack.appUrl}${path}`));
    const line = CATEGORIES.map((c) => `${c} ${median(all.map((s) => s[c]))}`).join(', ');
    console.log(`  ${path.padEnd(14)} ${line} (median of ${RUNS}: performance ${all.map((s) => s.performance).join('/')})`);
  }
}
