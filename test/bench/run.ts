// `npm run bench`: prints the figures the issues ask for (web bundle, function bundles and init times, local
// start-up, API latencies and DynamoDB calls per request, chat send, provider radius search vs a full scan). Figures only: nothing is asserted.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { CATALOG } from '../../functions/catalog';
import { API } from '../../functions/contracts/api';
import { ROOT, startLocalStack } from '../../infra/local/stack';
import { call } from '../support/http';
import { providerBench } from './providers';
import { createUser } from '../support/users';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const section = (title: string) => console.log(`\n## ${title}`);

/** The JavaScript the browser loads before the home page can render: the entry and its preloaded chunks. */
function webFigures(): void {
  section('Web: initial JavaScript of the home page');
  const dist = join(ROOT, 'web', 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.log('web/dist is missing: run `npm run build` first');
    return;
  }
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  let js = 0;
  let css = 0;
  for (const file of new Set(files)) {
    const size = gzipSync(readFileSync(join(dist, file))).length;
    if (file.endsWith('.js')) js += size;
    else css += size;
    console.log(`  ${file.padEnd(48)} ${kb(size)} gzipped`);
  }
  console.log(`  initial JS ${kb(js)} gzipped, CSS ${kb(css)} gzipped`);
  // Loaded on demand only: the dashboard's charts, and the provider map (only when a maps key is configured).
  for (const name of ['charts', 'GoogleProviderMap']) {
    const file = readdirSync(join(dist, 'assets')).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
    if (file) console.log(`  lazy ${name} chunk ${kb(gzipSync(readFileSync(join(dist, 'assets', file))).length)} gzipped`);
  }
}

/** Each Lambda bundled as the CDK bundles it, its size, and its cold import time in a fresh Node process. */
async function functionFigures(): Promise<void> {
  section('Functions: bundle size and init (module load) time');
  const out = mkdtempSync(join(tmpdir(), 'pestpilot-bench-'));
  try {
    for (const entry of CATALOG) {
      const file = join(out, `${entry.name}.mjs`);
      await build({
        entryPoints: [join(ROOT, 'functions', entry.name, 'handler.ts')],
        bundle: true,
        minify: true,
        platform: 'node',
        format: 'esm',
        target: 'node22',
        outfile: file,
        banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
        logLevel: 'silent',
      });
      const size = readFileSync(file).length;
      const probe = join(out, `${entry.name}.probe.mjs`);
      writeFileSync(probe, `const t = performance.now(); await import(${JSON.stringify(file)}); console.log((performance.now() - t).toFixed(0));`);
      const ms = execFileSync(process.execPath, [probe], { env: { ...process.env, AWS_REGION: 'us-east-1', TABLE_NAME: 'bench' } }).toString().trim();
      console.log(`  ${entry.name.padEnd(28)} ${kb(size).padStart(10)}   gzipped ${kb(gzipSync(readFileSync(file)).length).padStart(9)}   init ${ms} ms`);
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

webFigures();
await functionFigures();
await apiFigures();
section('Provider radius search (20 km) against a full scan');
await providerBench();
