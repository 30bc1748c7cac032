// `npm run bench`: prints the figures the issues ask for (web bundle, function bundles and init times, local
// start-up, API latencies and DynamoDB calls per request, chat send and the streamed send's time to first byte, analytics
// and export at 10, 100 and 1,000 threads, the offline consultant's accuracy, provider radius search vs a full scan,
// items read per page of the admin user, lead and suggestion lists).
// Figures only: nothing is asserted.
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { CATALOG } from '../../functions/catalog';
import type { AccountExport, AccountExportLink } from '../../functions/contracts/account';
import { API, STREAMED_ROUTE } from '../../functions/contracts/api';
import { BUNDLE_ENTRY, bundleBytes, bundleOptions, functionEntry } from '../../infra/bundle';
import { ROOT, startLocalStack, type LocalStack } from '../../infra/local/stack';
import { call } from '../support/http';
import { consultantFigures } from './consultant';
import { lighthouseFigures } from './lighthouse';
import { providerBench } from './providers';
import { userBench } from './users';
import { leadBench } from './leads';
import { gzippedSize, initialAssets, WEB_DIST } from '../support/webBuild';
import { createUser } from '../support/users';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const section = (title: string) => console.log(`\n## ${title}`);

/** The JavaScript the browser loads before the home page can render: the entry and its preloaded chunks. */
function webFigures(): void {
  section('Web: initial JavaScript of the home page');
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    console.log('web/dist is missing: run `npm run build` first');
    return;
  }
  let js = 0;
  let css = 0;
  for (const { file, gzipped } of initialAssets()) {
    if (file.endsWith('.js')) js += gzipped;
    else css += gzipped;
    console.log(`  ${file.padEnd(48)} ${kb(gzipped)} gzipped`);
  }
  console.log(`  initial JS ${kb(js)} gzipped, CSS ${kb(css)} gzipped`);
  // Loaded on demand only: the dashboard's charts, and the provider map (only when a maps key is configured).
  for (const name of ['charts', 'GoogleProviderMap']) {
    const file = readdirSync(join(WEB_DIST, 'assets')).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
    if (file) console.log(`  lazy ${name} chunk ${kb(gzippedSize(join('assets', file)))} gzipped`);
  }
}

/**
 * The module load (init) time of each bundle: a fresh `node` importing it, wall and CPU time in ms, the median of
 * `rounds` processes. Each round loads every bundle in turn, so a change of load on the (shared) machine falls on
 * all of them alike and the ratios to the floor hold.
 */
function initTimes(out: string, files: string[], rounds = 9): Array<{ wall: number; cpu: number }> {
  const probe = join(out, 'probe.mjs');
  writeFileSync(
    probe,
    // The Lambda runtime defines the `awslambda` global (a streaming function wraps its handler with it as it loads).
    'globalThis.awslambda ??= { streamifyResponse: (h) => h, HttpResponseStream: { from: (s) => s } }; const c = process.cpuUsage(); const t = performance.now(); await import(process.argv[2]); const d = process.cpuUsage(c); console.log(performance.now() - t, (d.user + d.system) / 1000);',
  );
  const samples = files.map(() => ({ wall: [] as number[], cpu: [] as number[] }));
  for (let round = 0; round < rounds; round += 1) {
    files.forEach((file, i) => {
      const env = { ...process.env, AWS_REGION: 'us-east-1', TABLE_NAME: 'bench', NODE_NO_WARNINGS: '1' };
      const [wall, cpu] = execFileSync(process.execPath, [probe, file], { env }).toString().trim().split(' ').map(Number);
      samples[i].wall.push(wall);
      samples[i].cpu.push(cpu);
    });
  }
  return samples.map((s) => ({ wall: percentile(s.wall, 50), cpu: percentile(s.cpu, 50) }));
}

/**
 * Each Lambda built as the CDK builds it (infra/bundle.ts: its entry and chunks), its size in all and what a cold
 * start loads, and its init time against a floor measured in the same rounds: a bundle, built with the same options,
 * that only creates the DynamoDB document client.
 */
async function functionFigures(): Promise<void> {
  section('Functions: bundle size (loaded at init / whole) and init (module load) time against the floor');
  const out = mkdtempSync(join(tmpdir(), 'pestpilot-bench-'));
  try {
    const floorEntry = join(out, 'floor.ts');
    writeFileSync(
      floorEntry,
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb'; import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'; export const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));",
    );
    const entries = [{ name: '(floor: DynamoDB doc client)', entry: floorEntry }, ...CATALOG.map((e) => ({ name: e.name, entry: functionEntry(e.name) }))];
    const bundles = [];
    for (const [i, { name, entry }] of entries.entries()) {
      const dir = join(out, String(i));
      // The floor lives outside the repository: resolve its packages from the repository's node_modules.
      const result = await build({ ...bundleOptions(entry, dir), nodePaths: [join(ROOT, 'node_modules')] });
      bundles.push({ name, file: join(dir, BUNDLE_ENTRY), ...bundleBytes(result.metafile!) });
    }
    const times = initTimes(out, bundles.map((b) => b.file));
    const [floorTime] = times;
    console.log(`  ${'function'.padEnd(28)} ${'at init'.padStart(9)} ${'whole'.padStart(9)}   ${'init wall'.padStart(9)}   ${'init cpu'.padStart(9)}`);
    bundles.forEach(({ name, init, total }, i) => {
      const { wall, cpu } = times[i];
      console.log(
        `  ${name.padEnd(28)} ${kb(init).padStart(9)} ${kb(total).padStart(9)}   ${wall.toFixed(0).padStart(4)} ms ${(wall / floorTime.wall).toFixed(2)}x   ` +
          `${cpu.toFixed(0).padStart(4)} ms ${(cpu / floorTime.cpu).toFixed(2)}x floor`,
      );
    });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * A chat send through the gateway with the offline consultant, whose answer takes well under a millisecond:
 * the figure is the server's own time (validation, tokens, thread and messages, idempotency), not the model's.
 */
async function chatFigures(appUrl: string, dynamoCalls: () => number): Promise<void> {
  const runs = 10;
  for (const kind of ['new thread', 'existing thread'] as const) {
    const { idToken: token } = await createUser(appUrl);
    await call(appUrl, 'GET', API.profile, { token });
    const times: number[] = [];
    let threadId: string | undefined;
    const before = dynamoCalls();
    for (let i = 0; i < runs; i += 1) {
      const t = performance.now();
      const res = await call(appUrl, 'POST', API.pestConsultant, {
        token,
        body: { message: 'Small brown bugs run away when I turn on the kitchen light', threadId: kind === 'new thread' ? null : threadId, location: 'GB', operationId: randomUUID() },
      });
      times.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`chat send failed: ${res.status} ${JSON.stringify(res.body)}`);
      if (kind === 'existing thread') threadId ??= res.body.threadId;
      else threadId = res.body.threadId;
    }
    const calls = (dynamoCalls() - before) / runs;
    console.log(`  POST ${API.pestConsultant} (${kind}, offline consultant): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ${calls.toFixed(1)} DynamoDB calls per send`);
  }
}

/**
 * The streamed send through the gateway (offline consultant): the time to the first byte of the streamed answer (what
 * the user waits before the reply starts to appear; the whole server side of the send before the model writes) and to
 * its last (the offline consultant writes at a reading pace, so this is mostly that pace).
 */
async function streamFigures(appUrl: string): Promise<void> {
  const runs = 10;
  for (const kind of ['new thread', 'existing thread'] as const) {
    const { idToken: token } = await createUser(appUrl);
    await call(appUrl, 'GET', API.profile, { token });
    const firstByte: number[] = [];
    const whole: number[] = [];
    let threadId: string | null = null;
    for (let i = 0; i < runs; i += 1) {
      const body = JSON.stringify({ message: 'Small brown bugs run away when I turn on the kitchen light', threadId, location: 'GB', operationId: randomUUID() });
      const headers = { 'content-type': 'application/json', [STREAMED_ROUTE.tokenHeader]: `Bearer ${token}`, [STREAMED_ROUTE.bodyHashHeader]: createHash('sha256').update(body).digest('hex') };
      const t = performance.now();
      const res = await fetch(`${appUrl}${API.pestConsultantStream}`, { method: 'POST', headers, body });
      if (!res.ok || !res.body) throw new Error(`streamed send failed: ${res.status} ${await res.text()}`);
      let text = '';
      const decoder = new TextDecoder();
      for await (const chunk of res.body) {
        if (!text) firstByte.push(performance.now() - t);
        text += decoder.decode(chunk, { stream: true });
      }
      whole.push(performance.now() - t);
      const done = JSON.parse(text.trim().split('\n').at(-1)!) as { type: string; reply?: { threadId: string } };
      if (done.type !== 'done') throw new Error(`streamed send ended with ${JSON.stringify(done)}`);
      if (kind === 'existing thread') threadId = done.reply!.threadId;
    }
    console.log(
      `  POST ${API.pestConsultantStream} (${kind}, offline consultant): first byte p50 ${percentile(firstByte, 50).toFixed(1)} ms, p95 ${percentile(firstByte, 95).toFixed(1)} ms; whole answer p50 ${percentile(whole, 50).toFixed(0)} ms`,
    );
  }
}

/** The largest heap seen while `work` runs (sampled every 2 ms), above the heap when it started. */
async function heapGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 2);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    return { result, growth: peak - base };
  } finally {
    clearInterval(sampler);
  }
}

const MB = 1024 * 1024;

/**
 * The dashboard's analytics and the data export for a user with 10, 100 and 1,000 threads (two messages each, written
 * as the consultant writes them, spread over the last year), and 1,000 threads of long messages (4,000 characters,
 * a file over 6 MB: more than one Lambda response could hold): latency through the gateway and DynamoDB calls; for
 * the export also the file's download from its link, its size, and the heap's growth while it is written (the whole
 * local stack runs in this process, so this is an upper bound on what the export holds).
 */
async function accountFigures(appUrl: string, dynamoCalls: () => number): Promise<void> {
  const { saveExchange } = await import('../../functions/lib/chat/chat');
  const DAY = 24 * 60 * 60 * 1000;
  for (const [threads, length] of [
    [10, 0],
    [100, 0],
    [1000, 0],
    [1000, 4000],
  ] as const) {
    const label = `${threads} threads${length ? ` of ${length}-character messages` : ''}`;
    const user = await createUser(appUrl);
    await call(appUrl, 'GET', API.profile, { token: user.idToken });
    for (let i = 0; i < threads; i += 1) {
      const id = randomUUID();
      const asked = new Date(Date.now() - ((i * 365) / threads) * DAY);
      const answered = new Date(asked.getTime() + 1500);
      await saveExchange({ id, userId: user.sub, title: `Ants, question ${i}`, createdAt: asked.toISOString(), lastMessageAt: answered.toISOString() }, [
        { id: randomUUID(), threadId: id, role: 'user', content: `Ants in the kitchen again (${i})`.padEnd(length, '.'), createdAt: asked.toISOString() },
        { id: randomUUID(), threadId: id, role: 'assistant', content: 'Wipe the trail with vinegar and seal the gap.'.padEnd(length, '.'), createdAt: answered.toISOString() },
      ]);
    }
    const runs = 5;
    const analytics = `${API.analytics}?range=year`;
    const times: number[] = [];
    let before = dynamoCalls();
    for (let run = 0; run < runs; run += 1) {
      const t = performance.now();
      const res = await call(appUrl, 'GET', analytics, { token: user.idToken });
      times.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`${analytics} failed: ${res.status}`);
    }
    console.log(`  GET ${analytics} with ${label}: p50 ${percentile(times, 50).toFixed(0)} ms, ${((dynamoCalls() - before) / runs).toFixed(0)} DynamoDB calls`);

    const [linked, downloaded, growths]: number[][] = [[], [], []];
    let bytes = 0;
    before = dynamoCalls();
    for (let run = 0; run < runs; run += 1) {
      const t = performance.now();
      const { result: res, growth } = await heapGrowth(() => call<AccountExportLink>(appUrl, 'GET', API.profileExport, { token: user.idToken }));
      linked.push(performance.now() - t);
      growths.push(growth);
      if (res.status !== 200) throw new Error(`${API.profileExport} failed: ${res.status}`);
      const file = await fetch(res.body.url);
      const body = Buffer.from(await file.arrayBuffer());
      downloaded.push(performance.now() - t);
      if (!file.ok || (JSON.parse(body.toString('utf8')) as AccountExport).threads.length !== threads) throw new Error(`the export's file is incomplete: ${file.status}`);
      bytes = body.length;
    }
    console.log(
      `  GET ${API.profileExport} with ${label}: link p50 ${percentile(linked, 50).toFixed(0)} ms, with the download p50 ${percentile(downloaded, 50).toFixed(0)} ms; ` +
        `file ${(bytes / MB).toFixed(2)} MB; ${((dynamoCalls() - before) / runs).toFixed(0)} DynamoDB calls; heap growth while written max ${(Math.max(...growths) / MB).toFixed(1)} MB`,
    );
  }
}

/**
 * What the request record at the HTTP edge (lib/requestMetrics, run by lib/http for every request but GET /api/health)
 * adds to each request: its DynamoDB calls and its latency, timed alone against the local table. Its write is one
 * UpdateItem ADD into the route's bucket for the minute, so a route's minute costs one item however busy it is.
 */
async function requestMetricFigures(dynamoCalls: () => number): Promise<void> {
  const { recordRequest } = await import('../../functions/lib/platform/requestMetrics');
  const runs = 200;
  const times: number[] = [];
  const before = dynamoCalls();
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    await recordRequest(`GET ${API.profile}`, 'profile', 200, 12);
    times.push(performance.now() - t);
  }
  const calls = (dynamoCalls() - before) / runs;
  console.log(
    `  request record at the edge: +${calls} DynamoDB write (UpdateItem) per request, +${percentile(times, 50).toFixed(1)} ms p50, +${percentile(times, 95).toFixed(1)} ms p95 (local dynalite; one item per route and minute, kept 7 days)`,
  );
}

/**
 * Runs `sections` on one embedded stack (serving the built web when there is one). One per process: the functions'
 * AWS clients read the stand-ins' endpoints once, so a second stack in the same process would not be reached.
 */
async function withStack(sections: Array<(stack: LocalStack, startUpMs: number) => Promise<void>>): Promise<void> {
  if (!sections.length) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'pestpilot-bench-stack-'));
  const started = performance.now();
  const stack = await startLocalStack({ dataDir, persist: false, web: existsSync(join(WEB_DIST, 'index.html')) ? 'built' : 'none' });
  const startUpMs = performance.now() - started;
  try {
    for (const run of sections) await run(stack, startUpMs);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Latency and DynamoDB calls of one GET through the gateway (50 calls after a first one). */
async function getFigures(stack: LocalStack, path: string, label: string, token?: string): Promise<void> {
  await call(stack.appUrl, 'GET', path, { token });
  const runs = 50;
  const times: number[] = [];
  const before = stack.dynamoCalls();
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    await call(stack.appUrl, 'GET', path, { token });
    times.push(performance.now() - t);
  }
  const calls = (stack.dynamoCalls() - before) / runs;
  console.log(`  GET ${path} (${label}): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ${calls} DynamoDB calls per request`);
}

/** Start-up of the embedded stack, then latency and DynamoDB calls of a signed-in and a public endpoint through the gateway. */
async function apiFigures(stack: LocalStack, startUpMs: number): Promise<void> {
  section('Local stack and API');
  console.log(`  start-up (all stand-ins, gateway, seed): ${startUpMs.toFixed(0)} ms`);
  const user = await createUser(stack.appUrl);
  await getFigures(stack, API.profile, 'signed in', user.idToken);
  // A public route spends its source's budget at the edge (one UpdateItem) before the function's own work.
  await getFigures(stack, API.siteSettings, 'public');
  await chatFigures(stack.appUrl, stack.dynamoCalls);
  await streamFigures(stack.appUrl);
  await accountFigures(stack.appUrl, stack.dynamoCalls);
  await requestMetricFigures(stack.dynamoCalls);
}

// `npm run bench -- functions` prints one section only (web, lighthouse, functions, api, consultant, providers, users, leads); no argument: all of them.
const only = process.argv[2];
if (!only || only === 'web') webFigures();
if (!only || only === 'functions') await functionFigures();
const stackSections: Array<(stack: LocalStack, startUpMs: number) => Promise<void>> = [];
if (!only || only === 'lighthouse') {
  stackSections.push(async (stack) => {
    section('Lighthouse 13, mobile (WEB=built)');
    await lighthouseFigures(stack);
  });
}
if (!only || only === 'api') stackSections.push(apiFigures);
await withStack(stackSections);
if (!only || only === 'consultant') {
  section('Offline consultant: evaluation set, confusion matrix, tokens charged');
  await consultantFigures();
}
if (!only || only === 'providers') {
  section('Provider radius search (20 km) against a full scan');
  await providerBench();
}
if (!only || only === 'users') {
  section('User Management: list pages and searches');
  await userBench();
}
if (!only || only === 'leads') {
  section('Lead Management and Provider Suggestions: list pages and searches');
  await leadBench();
}
