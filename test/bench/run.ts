// `npm run bench`: prints the figures the issues ask for (web bundle, function bundles and init times, local
// start-up, API latencies and DynamoDB calls per request, chat send, the offline consultant's accuracy, provider radius search vs a full scan). Figures only: nothing is asserted.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { CATALOG } from '../../functions/catalog';
import { API } from '../../functions/contracts/api';
import { bundleBytes, bundleOptions, lambdaBuildOptions } from '../../infra/bundle';
import { ROOT, startLocalStack } from '../../infra/local/stack';
import { call } from '../support/http';
import { consultantFigures } from './consultant';
import { lighthouseFigures } from './lighthouse';
import { providerBench } from './providers';
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

/** A fresh `node` importing the bundle: the module load (init) time in ms, the median of several processes. */
function initMs(out: string, file: string, runs = 7): number {
  const probe = join(out, 'probe.mjs');
  writeFileSync(probe, 'const t = performance.now(); await import(process.argv[2]); console.log(performance.now() - t);');
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const ms = execFileSync(process.execPath, [probe, file], { env: { ...process.env, AWS_REGION: 'us-east-1', TABLE_NAME: 'bench' } }).toString().trim();
    times.push(Number(ms));
  }
  return percentile(times, 50);
}

/**
 * Each Lambda bundled as the CDK bundles it (infra/bundle.ts), its size, what a cold start loads, and its init
 * time against a floor measured in the same run: a bundle that only creates the DynamoDB document client.
 */
async function functionFigures(): Promise<void> {
  section('Functions: bundle size and init (module load) time');
  const out = mkdtempSync(join(tmpdir(), 'pestpilot-bench-'));
  try {
    const floorFile = join(out, 'floor.mjs');
    const floor = await build({
      ...lambdaBuildOptions(floorFile),
      stdin: {
        contents: "import { DynamoDBClient } from '@aws-sdk/client-dynamodb'; import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'; export const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));",
        resolveDir: ROOT,
        loader: 'ts',
      },
    });
    const floorMs = initMs(out, floorFile);
    const row = (name: string, file: string, init: number, ms: number) =>
      console.log(`  ${name.padEnd(26)} ${kb(readFileSync(file).length).padStart(9)}   gzipped ${kb(gzipSync(readFileSync(file)).length).padStart(8)}   at init ${kb(init).padStart(9)}   init ${ms.toFixed(0).padStart(4)} ms   ${(ms / floorMs).toFixed(2)}x floor`);
    row('(floor: DynamoDB doc client)', floorFile, bundleBytes(floor.metafile!).init, floorMs);
    for (const entry of CATALOG) {
      const file = join(out, `${entry.name}.mjs`);
      const result = await build(bundleOptions(entry.name, file));
      row(entry.name, file, bundleBytes(result.metafile!).init, initMs(out, file));
    }
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

/** Start-up of the embedded stack, then latency and DynamoDB calls of the profile endpoint through the gateway. */
async function apiFigures(): Promise<void> {
  section('Local stack and API');
  const dataDir = mkdtempSync(join(tmpdir(), 'pestpilot-bench-stack-'));
  const started = performance.now();
  const stack = await startLocalStack({ dataDir, persist: false, web: 'none' });
  console.log(`  start-up (all stand-ins, gateway, seed): ${(performance.now() - started).toFixed(0)} ms`);
  try {
    const user = await createUser(stack.appUrl);
    await call(stack.appUrl, 'GET', API.profile, { token: user.idToken });
    const runs = 50;
    const times: number[] = [];
    const before = stack.dynamoCalls();
    for (let i = 0; i < runs; i += 1) {
      const t = performance.now();
      await call(stack.appUrl, 'GET', API.profile, { token: user.idToken });
      times.push(performance.now() - t);
    }
    const calls = (stack.dynamoCalls() - before) / runs;
    console.log(`  GET ${API.profile}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ${calls} DynamoDB calls per request`);
    await chatFigures(stack.appUrl, stack.dynamoCalls);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npm run bench -- functions` prints one section only (web, lighthouse, functions, api, consultant, providers); no argument: all of them.
const only = process.argv[2];
if (!only || only === 'web') webFigures();
if (!only || only === 'lighthouse') {
  section('Lighthouse 13, mobile (WEB=built)');
  await lighthouseFigures();
}
if (!only || only === 'functions') await functionFigures();
if (!only || only === 'api') await apiFigures();
if (!only || only === 'consultant') {
  section('Offline consultant: evaluation set, confusion matrix, tokens charged');
  await consultantFigures();
}
if (!only || only === 'providers') {
  section('Provider radius search (20 km) against a full scan');
  await providerBench();
}
