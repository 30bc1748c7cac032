// Function bundle budgets: each catalogue function built exactly as the CDK builds it (infra/bundle.ts), in bytes,
// against its budget; an over-budget bundle prints its biggest packages and modules. Also: no function carries
// another's code, the pest guides are only where they are used and never in a cold start, nor is the OpenAI SDK.
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../functions/catalog';
import { bundleBytes, bundleInputs } from '../../infra/bundle';
import { buildMetafile } from './builds';

const KB = 1024;
/**
 * Budget of the bytes a cold start loads (bundleBytes().init: index.mjs and the chunks it imports statically; the
 * chunks reached only through a dynamic import() load on first use). Issue 9 §3 asks for at most 400 KB (health
 * 150 KB); these are the figures reached (November 2026: 278 KB at most, health 35 KB) with a little headroom.
 */
// Raised from 300 KB when the console, the provider network and monitoring landed together: every function loads the
// whole contracts/messages module (22 KB, every feature's texts); splitting it per feature is the next lever.
const INIT_BUDGET = 340 * KB;
// Raised from 40 KB by the edge's origin check and the per-source limit's texts the entry shares with its lazy chunk
// (41.8 KB measured, from 38.2 KB).
const HEALTH_INIT_BUDGET = 44 * KB;
/**
 * The streamed send's init: the chat photos' S3 client (a lazy chunk, loaded by a send with photos) shares the SDK's
 * protocol code with the DynamoDB client, which esbuild then keeps in the init chunk (about 40 KB): 359.5 KB measured.
 */
// Profile (340.4 KB) and User Management (348.1 KB) passed the common budget when the console's error groups, the audit
// log's labels and the users' access actions landed together: each function loads the whole contracts/messages module
// (now 26.6 KB); splitting it per feature is still the lever.
const INIT_BUDGETS: Record<string, number> = {
  health: HEALTH_INIT_BUDGET,
  'pest-consultant-stream': 365 * KB,
  profile: 345 * KB,
  'admin-user-management': 355 * KB,
};
/**
 * Every file of the function (lazy chunks included) is held to a budget too: a dynamic import is not a free pass
 * (357 KB at most, with SES's client). The one exception is the pest consultant, whose lazy chunks also hold what its
 * first send loads (the consultant with the pest guides, and the OpenAI SDK used only when a key is configured).
 */
const TOTAL_BUDGET = 380 * KB;
// Raised from 590 KB by the write guard (request budgets and the deleted-account check), then from 595 KB by the
// thread's analytics counts (lib/analytics, kept as each exchange is saved) and the resumable, once-only settlement,
// then from 600 KB by the request records at the edge and the console's texts (625 KB measured), then from 630 KB
// (650 KB streamed) by the consultant's safety triage, its lexicon and openings in the lazy consultant chunk (657 KB
// and 676 KB measured).
// The lead notification's files hold, in lazy chunks, what only some requests reach: lib/leads creates a missing
// profile (lib/profiles with the Cognito client) and the write guard's deleted-account check; splitting lib/leads
// would bring it back under the common budget (raised from 415 KB by the admin's second-factor check and texts and the
// edge's table of domain failures: 426.7 KB measured). The site settings' files hold the S3 client (lib/assets), in a lazy chunk only a
// favicon upload loads. The streamed send holds the same as the pest consultant plus aws-jwt-verify
// (16 KB: it verifies the caller's JWT itself, behind CloudFront). The add-business function's files hold, in lazy
// chunks, both the SES client (the admins' e-mail) and the Cognito client (the admin group's addresses): 394 KB, then
// 400.5 KB with the count of pending suggestions a submission adds (an UpdateItem ADD, for the admins' list total),
// then 402 KB by the ceiling on all addresses' suggestions and the shared rule on format characters (402.04 KB measured).
// The case study management's files hold the S3 client in a lazy chunk only an editor image upload loads, as the site
// settings' do. Case study generation holds what the pest consultant's first send loads (the pest guides for the offline
// writer, the OpenAI SDK when keyed), both in lazy chunks.
// The profile function's files hold, in lazy chunks, the Cognito client (a first call creates the profile) and the S3
// client with its presigner (about 140 KB, loaded by a data export only): 507 KB measured. An account's erasure
// (the deletion processor, an admin's deletion of users) deletes its export files: the same S3 client, lazily loaded
// (498 KB and 517 KB measured).
// The chat's photos (issue 33) put the S3 client with its presigner in a lazy chunk of the pest consultant's sends (a
// send with photos reads and rewrites them: 857.8 KB and 876.6 KB measured, from 679 KB and 698 KB), of the threads
// function (a photo's upload and links, a thread's photos erased: 473 KB) and of the admin's Threads tab (the
// transcript's links, GetObject alone: 471 KB).
const TOTAL_BUDGETS: Record<string, number> = {
  'admin-case-study-management': 470 * KB,
  'generate-case-study': 600 * KB,
  profile: 525 * KB,
  'data-deletion-processor': 515 * KB,
  // 540 KB measured with the users' access actions (disable, enable, sign out everywhere) and the audit log's read.
  'admin-user-management': 545 * KB,
  'pest-consultant': 870 * KB,
  'pest-consultant-stream': 890 * KB,
  threads: 485 * KB,
  'admin-threads': 490 * KB,
  'lead-notification': 430 * KB,
  'site-settings': 470 * KB,
  // 408.5 KB measured with the provider entity's shared rules (contracts/provider) and the edge's per-source limit.
  'send-provider-suggestion': 410 * KB,
  // 380.2 KB measured (375.7 KB before issue 32's edge: the origin check, the per-source limit and its texts, and the
  // catalogue's grants the chat photos added).
  monitoring: 385 * KB,
};
/** Functions whose handlers use the pest guides (the offline consultant and case study writer); the directory uses only the location list. */
const USES_KNOWLEDGE = new Set(['pest-consultant', 'pest-consultant-stream', 'generate-case-study']);

/** Each function's build: the infra project's one build (test/infra/globalSetup.ts), which the stack test reads too. */
const metas = new Map<string, Metafile>(CATALOG.map((entry) => [entry.name, buildMetafile(entry.name)]));

function report(name: string, meta: Metafile): string {
  const modules = [...bundleInputs(meta)].sort((a, b) => b[1] - a[1]);
  const { byPackage } = bundleBytes(meta);
  const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
  return [
    `${name}: biggest packages`,
    ...byPackage.slice(0, 12).map(([p, n]) => `  ${kb(n).padStart(9)}  ${p}`),
    'biggest modules',
    ...modules.slice(0, 12).map(([f, n]) => `  ${kb(n).padStart(9)}  ${f}`),
  ].join('\n');
}

describe('function bundles', () => {
  for (const entry of CATALOG) {
    it(`${entry.name} stays within its budget`, () => {
      const meta = metas.get(entry.name)!;
      const { init, total } = bundleBytes(meta);
      const budget = INIT_BUDGETS[entry.name] ?? INIT_BUDGET;
      const totalBudget = TOTAL_BUDGETS[entry.name] ?? TOTAL_BUDGET;
      if (init > budget || total > totalBudget) console.log(report(entry.name, meta));
      expect(init, `${entry.name}: ${init} bytes loaded at init, budget ${budget}`).toBeLessThanOrEqual(budget);
      expect(total, `${entry.name}: ${total} bytes in its files, budget ${totalBudget}`).toBeLessThanOrEqual(totalBudget);
    });

    it(`${entry.name} carries no other function's code, and the pest guides only if it uses them`, () => {
      const inputs = [...bundleInputs(metas.get(entry.name)!)];
      const others = CATALOG.filter((e) => e.name !== entry.name).map((e) => `functions/${e.name}/`);
      expect(inputs.filter(([f]) => others.some((o) => f.startsWith(o))).map(([f]) => f)).toEqual([]);
      // The location list (countries and cities, 11 KB) is not a guide: the forms that take a place check it.
      const guides = inputs.filter(([f]) => f.startsWith('functions/knowledge/') && f !== 'functions/knowledge/locations.ts').reduce((n, [, bytes]) => n + bytes, 0);
      expect(guides > 10 * KB, `${entry.name}: ${guides} bytes of functions/knowledge`).toBe(USES_KNOWLEDGE.has(entry.name));
    });
  }

  it('loads the OpenAI SDK and the pest guides only on first use, and the SDK without its unused credential providers', () => {
    for (const [name, meta] of metas) {
      const inputs = [...bundleInputs(meta).keys()];
      // Lambda credentials come from the environment (infra/aws/shims/credentials.ts): no SSO/ini/STS clients.
      expect(inputs.filter((f) => /credential-provider-(node|ini|sso|web-identity|login)|nested-clients|node_modules\/bowser\//.test(f)), name).toEqual([]);
      // Both are reached only through a dynamic import: in the file, not in the cold start.
      const { initModules } = bundleBytes(meta);
      expect([...initModules].filter((f) => f.includes('node_modules/openai/') || f === 'functions/knowledge/pests.ts'), name).toEqual([]);
    }
    const consultant = [...bundleInputs(metas.get('pest-consultant')!).keys()];
    expect(consultant.filter((f) => f.includes('node_modules/openai/')).length).toBeGreaterThan(0);
  });
});
