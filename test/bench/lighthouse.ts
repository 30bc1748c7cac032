// Lighthouse 13 (mobile, offline) on the built app served as CloudFront serves it: the bench's page-quality figures,
// with each page's paint and blocking times and its largest paint's element (what a low score comes from), and the
// host's CPU as Lighthouse measures it (benchmarkIndex). LIGHTHOUSE_CPU_SLOWDOWN sets the CPU multiplier (default 4x,
// which assumes a desktop of benchmarkIndex 1,000 or more; Lighthouse's throttling guide calibrates it on slower hosts).
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
const CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN;

/** One run's category scores, and the performance metrics of its median run's line (times in ms). */
interface Run {
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The largest paint's element and what its time is made of (render delay: after the HTML, until it painted). */
  lcpElement: string;
  benchmarkIndex: number;
}

interface Audit {
  numericValue?: number;
  details?: { items?: Array<{ type?: string; selector?: string; nodeLabel?: string; items?: Array<{ subpart: string; duration: number }> }> };
}

/** The largest paint's element (its selector and first words) and its subparts, from the LCP breakdown insight. */
function lcpElementOf(audit: Audit | undefined): string {
  const items = audit?.details?.items ?? [];
  const node = items.find((item) => item.type === 'node');
  const parts = (items[0]?.items ?? []).map((part) => `${part.subpart} ${Math.round(part.duration)}`).join(', ');
  return node ? `${node.selector ?? '?'} "${(node.nodeLabel ?? '').slice(0, 40)}" (${parts})` : 'none';
}

/** Runs Lighthouse in a child process, asynchronously: the stack serving the page lives in this process. */
async function lighthouse(url: string): Promise<Run> {
  const { stdout } = await promisify(execFile)(
    'npx',
    ['--yes', 'lighthouse@13', url, `--chrome-path=${CHROMIUM}`, `--chrome-flags=${CHROME_FLAGS}`, `--only-categories=${CATEGORIES.join(',')}`, '--output=json', '--quiet', ...(CPU_SLOWDOWN ? [`--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`] : [])],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as { categories: Record<string, { score: number }>; audits: Record<string, Audit>; environment: { benchmarkIndex: number } };
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(report.categories[c].score * 100)])),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    lcpElement: lcpElementOf(report.audits['lcp-breakdown-insight']),
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse on the pages `stack` serves (started with the built web). */
export async function lighthouseFigures(stack: LocalStack): Promise<void> {
  if (!existsSync(CHROMIUM) || !existsSync(join(ROOT, 'web', 'dist', 'index.html'))) {
    console.log(`  skipped: needs ${CHROMIUM} and a build (npm run build)`);
    return;
  }
  console.log(`  CPU slowdown ${CPU_SLOWDOWN ?? 4}x`);
  for (const path of PAGES) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouse(`${stack.appUrl}${path}`));
    const line = CATEGORIES.map((c) => `${c} ${median(runs.map((r) => r.scores[c]))}`).join(', ');
    console.log(`  ${path.padEnd(14)} ${line} (median of ${RUNS}: performance ${runs.map((r) => r.scores.performance).join('/')})`);
    // The run with the median performance: where its score went, and which element was its largest paint.
    const mid = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(RUNS / 2)];
    console.log(`  ${''.padEnd(14)} FCP ${Math.round(mid.fcp)} ms, LCP ${Math.round(mid.lcp)} ms, TBT ${Math.round(mid.tbt)} ms, CLS ${mid.cls.toFixed(3)}; largest paint ${mid.lcpElement}; host benchmarkIndex ${Math.round(median(runs.map((r) => r.benchmarkIndex)))}`);
  }
}
