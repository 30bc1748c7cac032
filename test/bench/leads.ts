// Lead Management and Provider Suggestions figures (issue 13 §2, §4): with 1,000 and 10,000 leads (and as many
// provider suggestions) in an in-memory dynalite, the items read by a list page (first, next by cursor, a far page
// without one, one status's first page, one provider's) and by a search (a rare name, one letter), against the items
// the lists read before they were paged (every lead of every status, every suggestion). Standalone:
// `npx tsx test/bench/leads.ts`.
import { withThousands } from '../../functions/contracts/numbers';
import { seededRandom as random } from '../../infra/local/random';
import { dynaliteBenchMain, runDynaliteBench } from './dynaliteBench';

const SIZES = [1_000, 10_000];
const PROVIDERS = 20;
const NAMES = ['Ann Smith', 'Bob Garcia', 'Carla Okafor', 'Dmitri Novak', 'Elif Tanaka', 'Farid Silva', 'Grace Larsen', 'Hiro Haddad'];
/** A rare customer: one lead in 500. */
const RARE = 'Zephyr Quillfeather';


async function measure(): Promise<void> {
  const { LEAD_STATUSES, plainRequest } = await import('../../functions/contracts/lead');
  const { SUGGESTION_STATUSES, providerSuggestionFormSchema } = await import('../../functions/contracts/providerSuggestion');
  const { adminLeadRequestSchema } = await import('../../functions/contracts/lead');
  const { suggestionListQuerySchema } = await import('../../functions/contracts/providerSuggestion');
  const { addCounts, batchWrite, putRequest } = await import('../../functions/lib/platform/db');
  const { keys } = await import('../../functions/lib/platform/keys');
  const { leadItems } = await import('../../functions/lib/leads/leads');
  const { listLeads } = await import('../../functions/lib/leads/leadList');
  const { SEARCH_READ } = await import('../../functions/lib/platform/newestList');
  const { suggestionItem, suggestionOf } = await import('../../functions/lib/suggestions/suggestions');
  const { listSuggestions } = await import('../../functions/lib/suggestions/suggestionReview');
  type Lead = Parameters<typeof leadItems>[0];
  type LeadQuery = Extract<ReturnType<typeof adminLeadRequestSchema.parse>, { action: 'getLeads' }>;
  const leadQuery = (q: Record<string, unknown>) => adminLeadRequestSchema.parse({ action: 'getLeads', ...q }) as LeadQuery;
  const suggestionQuery = (q: Record<string, string>) => suggestionListQuerySchema.parse(q);

  const rand = random(13);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const providerIds = Array.from({ length: PROVIDERS }, (_, n) => `bench-provider-${n}`);
  const form = providerSuggestionFormSchema.parse({
    businessName: 'Bench Pest Control',
    description: 'Pest control for homes and offices.',
    services: ['rodent_control', 'inspection'],
    country: 'Ireland',
    city: 'Dublin',
    contactName: 'Sam Shield',
    email: 'sam@bench.example',
    phone: '+353 1 000 0000',
    agreeToTerms: true,
    consentToPrivacyPolicy: true,
  });

  /** Leads and suggestions from..to, written as lib/leads and lib/suggestions write them, with their counts. */
  async function seed(from: number, to: number) {
    const requests = [];
    const leadCounts = new Map<string, Record<string, number>>();
    const suggestionCounts: Record<string, number> = {};
    const tally = (key: string, status: string) => {
      const counts = leadCounts.get(key) ?? {};
      counts[status] = (counts[status] ?? 0) + 1;
      leadCounts.set(key, counts);
    };
    for (let n = from; n < to; n += 1) {
      const createdAt = new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString();
      const providerId = pick(providerIds);
      const status = pick(LEAD_STATUSES);
      const name = n % 500 === 7 ? RARE : pick(NAMES);
      const lead: Lead = {
        id: `bench-lead-${String(n).padStart(6, '0')}`,
        userId: `bench-user-${n % 700}`,
        user: { email: `customer${n}@bench.example`, displayName: name },
        providerId,
        provider: { name: `Provider ${providerId.slice(-2)}` },
        message: 'Mice behind the fridge, and droppings in the cupboard under the sink.',
        ...plainRequest(),
        country: 'Ireland',
        city: 'Dublin',
        threadId: null,
        status,
        createdAt,
        notifiedAt: null,
      };
      requests.push(...leadItems(lead).map(putRequest));
      tally('', status);
      tally(providerId, status);
      const suggestion = { ...suggestionOf({ ...form, businessName: `${name} Pest Control ${n}` }, `bench-suggestion-${String(n).padStart(6, '0')}`, new Date(createdAt)), status: pick(SUGGESTION_STATUSES) };
      requests.push(putRequest(suggestionItem(suggestion)));
      suggestionCounts[suggestion.status] = (suggestionCounts[suggestion.status] ?? 0) + 1;
    }
    await batchWrite(requests, { concurrency: 4 });
    for (const [providerId, counts] of leadCounts) await addCounts(keys.leadCounts(providerId || undefined), counts);
    await addCounts(keys.suggestionCounts, suggestionCounts);
  }

  console.log('\n## Lead Management and Provider Suggestions: items read per list page and per search (in-memory dynalite)');
  let seeded = 0;
  for (const size of SIZES) {
    const started = performance.now();
    await seed(seeded, size);
    seeded = size;
    const seedSeconds = (performance.now() - started) / 1000;
    type Figure = { itemsRead: number; total: number; shown: number; searchLimited?: boolean };
    const line = (label: string, r: Figure) =>
      console.log(`    ${label.padEnd(60)} ${withThousands(r.itemsRead).padStart(6)} items read (${withThousands(r.total)} matching, ${r.shown} shown${r.searchLimited ? `; the newest ${withThousands(SEARCH_READ)} searched` : ''})`);
    const leads = async (q: Record<string, unknown>) => {
      const r = await listLeads(leadQuery(q));
      return { ...r, shown: r.leads.length };
    };
    const suggestions = async (q: Record<string, string>) => {
      const r = await listSuggestions(suggestionQuery(q));
      return { ...r, shown: r.suggestions.length };
    };

    console.log(`\n  ${withThousands(size)} leads (seeded with as many suggestions in ${seedSeconds.toFixed(1)} s; the list read all ${withThousands(size)} leads a page before it was paged)`);
    const first = await leads({});
    line('leads, all statuses, page 1 (newest first)', first);
    line('leads, all statuses, page 2 by the cursor page 1 gave', await leads({ page: 2, cursor: first.nextCursor }));
    line('leads, all statuses, page 50 without a cursor (keys skipped)', await leads({ page: 50 }));
    line('leads, status new, page 1', await leads({ status: 'new' }));
    line('leads, one provider, page 1', await leads({ providerId: providerIds[3] }));
    line('leads, one provider, status contacted, page 1', await leads({ providerId: providerIds[3], status: 'contacted' }));
    line("leads, search 'quillfeather' (a rare customer)", await leads({ search: 'quillfeather' }));
    line("leads, search 'a' (one letter)", await leads({ search: 'a' }));

    console.log(`\n  ${withThousands(size)} provider suggestions (the list read all ${withThousands(size)} a page before it was paged)`);
    const sFirst = await suggestions({ limit: '20' });
    line('suggestions, page 1 of 20 (newest first)', sFirst);
    line('suggestions, page 2 by the cursor page 1 gave', await suggestions({ limit: '20', page: '2', cursor: sFirst.nextCursor ?? '' }));
    line('suggestions, page 10 without a cursor (keys skipped)', await suggestions({ limit: '20', page: '10' }));
    line('suggestions, status pending, page 1', await suggestions({ limit: '20', status: 'pending' }));
    line("suggestions, search 'quillfeather'", await suggestions({ limit: '20', q: 'quillfeather' }));
  }
}

/** The figures (see dynaliteBench). */
export const leadBench = () => runDynaliteBench(import.meta.url);

await dynaliteBenchMain(import.meta.url, measure);
