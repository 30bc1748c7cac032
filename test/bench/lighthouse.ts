// Lighthouse 13 (mobile, offline) on the built app served as CloudFront serves it: the bench's page-quality figures,
// with each page's paint and blocking times and its largest paint's element (what a low score comes from). The CPU
// slowdown is calibrated to the host, so the emulated phone is the same on a slow or a fast machine: the host's
// benchmarkIndex (the median of three calibration runs) gives the multiplier by Lighthouse's CPU throttling calculator
// (Lighthouse's default 4x suits only a host of about 1,530). LIGHTHOUSE_CPU_SLOWDOWN sets a multiplier instead.
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

/**
 * The CPU multiplier that makes a host of this benchmarkIndex emulate Lighthouse's mid-tier phone: the formula of the
 * Lighthouse team's CPU throttling calculator, linked from Lighthouse's throttling guide (1,300: 3x, 1,533: 4x, 2,000: 6x).
 */
function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

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
async function lighthouse(url: string, cpuSlowdown: number, categories: readonly string[] = CATEGORIES): Promise<Run> {
  const { stdout } = await promisify(execFile)(
    'npx',
    ['--yes', 'lighthouse@13', url, `--chrome-path=${CHROMIUM}`, `--chrome-flags=${CHROME_FLAGS}`, `--only-categories=${categories.join(',')}`, '--output=json', '--quiet', `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as { categories: Record<string, { score: number }>; audits: Record<string, Audit>; environment: { benchmarkIndex: number } };
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: Object.fromEntries(categories.map((c) => [c, Math.round(report.categories[c].score * 100)])),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    lcpElement: lcpElementOf(report.audits['lcp-breakdown-insight']),
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The host's benchmarkIndex (the median of three runs, which vary by a fifth) and the multiplier it calls for. */
async function calibrate(url: string): Promise<number> {
  const indexes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) indexes.push((await lighthouse(url, 4, ['performance'])).benchmarkIndex);
  const cpuSlowdown = Math.round(cpuSlowdownFor(median(indexes)) * 10) / 10;
  console.log(`  host benchmarkIndex ${indexes.map(Math.round).join('/')}: CPU slowdown ${cpuSlowdown}x`);
  return cpuSlowdown;
}

/** Lighthouse on the pages `stack` serves (started with the built web). */
export async function lighthouseFigures(stack: LocalStack): Promise<void> {
  if (!existsSync(CHROMIUM) || !existsSync(join(ROOT, 'web', 'dist', 'index.html'))) {
    console.log(`  skipped: needs ${CHROMIUM} and a build (npm run build)`);
    return;
  }
  const cpuSlowdown = CPU_SLOWDOWN ? Number(CPU_SLOWDOWN) : await calibrate(`${stack.appUrl}/`);
  for (const path of PAGES) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouse(`${stack.appUrl}${path}`, cpuSlowdown));
    const line = CATEGORIES.map((c) => `${c} ${median(runs.map((r) => r.scores[c]))}`).join(', ');
    console.log(`  ${path.padEnd(14)} ${line} (median of ${RUNS}: performance ${runs.map((r) => r.scores.performance).join('/')})`);
    // The run with the median performance: where its score went, and which element was its largest paint.
    const mid = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(RUNS / 2)];
    console.log(`  ${''.padEnd(14)} FCP ${Math.round(mid.fcp)} ms, LCP ${Math.round(mid.lcp)} ms, TBT ${Math.round(mid.tbt)} ms, CLS ${mid.cls.toFixed(3)}; largest paint ${mid.lcpElement}; host benchmarkIndex ${Math.round(median(runs.map((r) => r.benchmarkIndex)))}`);
  }
}
