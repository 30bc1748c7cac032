// The admins' Lead Management and Provider Suggestions lists against the stack's table (issue 13 §2, §4): a page reads a
// bounded number of items however many there are (counted by a wrapper around the document client, apart from what
// the list says it read), paging newest first by cursor gives every item once, a page reached without a cursor is the
// same page, a search looks through the newest items only; and the counts behind 'Showing X of Y' stay exact across
// creation, status changes (two admins at once included), anonymisation, approval and rejection; the leads filters
// (a provider, a range of creation dates, both) page within their range by its key condition (issue 31).
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { API } from '../../functions/contracts/api';
import { LEAD_STATUSES, leadFormSchema, plainRequest, type Lead, type LeadStatus } from '../../functions/contracts/lead';
import { INPUT, LEAD_ADMIN } from '../../functions/contracts/messages';
import type { Provider } from '../../functions/contracts/provider';
import { providerSuggestionFormSchema, SUGGESTION_STATUSES, type ProviderSuggestion } from '../../functions/contracts/providerSuggestion';
import type { Caller } from '../../functions/lib/platform/caller';
import { call } from '../support/http';
import { useStackEnvironment } from '../support/stack';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
useStackEnvironment();
const { addCounts, batchWrite, db, putRequest } = await import('../../functions/lib/platform/db');
const { keys } = await import('../../functions/lib/platform/keys');
const { putProvider } = await import('../../functions/lib/providers/providers');
const { anonymiseLeadsOf, createLead, getLead, leadItems, recountLeads, updateLead } = await import('../../functions/lib/leads/leads');
const { leadCounts, listLeads } = await import('../../functions/lib/leads/leadList');
const { SEARCH_READ } = await import('../../functions/lib/platform/newestList');
const { createSuggestion, suggestionItem, suggestionOf } = await import('../../functions/lib/suggestions/suggestions');
const { approveSuggestion, listSuggestions, recountSuggestions, rejectSuggestion, suggestionCounts } = await import('../../functions/lib/suggestions/suggestionReview');

const run = randomUUID().slice(0, 8);

function provider(name: string): Provider {
  return {
    id: `list-${run}-${randomUUID().slice(0, 8)}`,
    name,
    description: 'Pest control for homes.',
    services: ['Inspection'],
    category: 'pest_control',
    contactInfo: { email: 'office@list.example' },
    featured: false,
    rating: 4,
    reviewCount: 1,
    country: 'Ireland',
    city: 'Dublin',
    locations: [],
    createdAt: '2025-01-15T09:00:00.000Z',
  };
}

/** Items the document client hands back while `work` runs: each Query's and BatchGet's items, and a GetItem's item. */
async function itemsReadBy<T>(work: () => Promise<T>): Promise<{ result: T; read: number }> {
  const send = db.send.bind(db) as (command: unknown) => Promise<Record<string, unknown>>;
  let read = 0;
  const spy = vi.spyOn(db, 'send').mockImplementation((async (command: unknown) => {
    const out = await send(command);
    const responses = Object.values((out.Responses ?? {}) as Record<string, unknown[]>);
    read += ((out.Items as unknown[] | undefined)?.length ?? 0) + (out.Item ? 1 : 0) + responses.reduce((n, list) => n + list.length, 0);
    return out;
  }) as never);
  try {
    return { result: await work(), read };
  } finally {
    spy.mockRestore();
  }
}
afterEach(() => vi.restoreAllMocks());

const form = (name: string) =>
  providerSuggestionFormSchema.parse({
    businessName: name,
    description: 'Pest control for homes and offices.',
    services: ['rodent_control', 'inspection'],
    country: 'Ireland',
    city: 'Dublin',
    contactName: 'Sam Shield',
    email: `sam-${run}@shield.example`,
    phone: '+353 1 000 0000',
    agreeToTerms: true,
    consentToPrivacyPolicy: true,
  });

const ids = (list: Array<{ id: string }>) => list.map((item) => item.id);
const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/** Every page of a list by cursor: the items in the order given, and the items each page read. */
async function everyPage<T extends { id: string }>(
  page: (cursor: string | undefined, n: number) => Promise<{ items: T[]; nextCursor: string | null; itemsRead: number }>,
): Promise<{ items: T[]; reads: number[] }> {
  const items: T[] = [];
  const reads: number[] = [];
  let cursor: string | undefined;
  for (let n = 1; ; n += 1) {
    const next = await page(cursor, n);
    items.push(...next.items);
    reads.push(next.itemsRead);
    if (!next.nextCursor) return { items, reads };
    cursor = next.nextCursor;
  }
}

describe('the lead counts', () => {
  let user: TestUser;
  let caller: Caller;
  const target = provider(`Counted ${run}`);

  beforeAll(async () => {
    user = await createUser(appUrl, { displayName: 'Cora Count' });
    const claims = JSON.parse(Buffer.from(user.idToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    caller = { sub: user.sub, username: String(claims['cognito:username']), email: user.email, role: 'user' };
    await putProvider(target);
  });

  /** The provider's leads of a status as the list shows them, all pages. */
  const listed = async (status?: LeadStatus) => (await everyPage((cursor, page) => listLeads({ page, limit: 2, providerId: target.id, status, cursor }).then((l) => ({ ...l, items: l.leads })))).items;

  it('stay exact across creation, status changes (two admins at once too) and anonymisation, for all leads and the provider', async () => {
    const before = await leadCounts();
    const leads: Lead[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      const form = leadFormSchema.parse({ provider_id: target.id, message: `Wasps in the loft, request ${n}.`, country: 'Ireland', city: 'Dublin', consentToPrivacyPolicy: true });
      leads.push((await createLead(caller, form))!);
    }
    expect(await leadCounts(target.id)).toEqual({ new: 5, contacted: 0, resolved: 0, rejected: 0 });
    expect((await leadCounts()).new - before.new).toBe(5);

    await updateLead(leads[0]!.id, { status: 'contacted' });
    await updateLead(leads[1]!.id, { status: 'contacted', message: 'Called back, booked a visit.' });
    await updateLead(leads[1]!.id, { status: 'resolved' });
    await updateLead(leads[2]!.id, { status: 'new', priority: 'high' });
    await updateLead(leads[3]!.id, { message: 'Wasps gone quiet.' });
    // Two admins move the same lead at once: it ends in one status, counted once.
    await Promise.all([updateLead(leads[4]!.id, { status: 'rejected' }), updateLead(leads[4]!.id, { status: 'resolved' })]);
    const last = (await getLead(leads[4]!.id))!.status;

    const expected = { new: 2, contacted: 1, resolved: 1, rejected: 0 };
    expected[last as 'resolved' | 'rejected'] += 1;
    expect(await leadCounts(target.id)).toEqual(expected);
    const after = await leadCounts();
    for (const status of LEAD_STATUSES) expect(after[status] - before[status], status).toBe(expected[status]);

    await anonymiseLeadsOf(user.sub);
    expect(await leadCounts(target.id)).toEqual(expected);
    expect(await leadCounts()).toEqual(after);

    // The lists by the provider, and by the provider and a status, hold what the counts say, newest first.
    const all = await listed();
    expect(ids(all)).toEqual(ids([...leads].reverse()));
    expect(all.every((l) => l.user.displayName === 'Deleted user')).toBe(true);
    for (const status of LEAD_STATUSES) {
      const ofStatus = await listed(status);
      expect(ofStatus.map((l) => l.status), status).toEqual(Array(expected[status]).fill(status));
      expect((await listLeads({ page: 1, limit: 2, providerId: target.id, status })).total, status).toBe(expected[status]);
    }
    expect((await listLeads({ page: 1, limit: 2, providerId: target.id })).total).toBe(5);
  });
});

describe('a page of leads', () => {
  /** Leads written as lib/leads writes them, a second apart, over three providers and the four statuses. */
  const SEEDED = 1200;
  const providers = [provider(`Busy ${run}`), provider(`Steady ${run}`), provider(`Quiet ${run}`)];
  const seeded: Lead[] = Array.from({ length: SEEDED }, (_, n) => {
    const p = providers[n % 7 === 0 ? 2 : n % 2]!;
    return {
      id: `lead-${run}-${String(n).padStart(4, '0')}`,
      userId: `user-${run}`,
      user: { email: `customer${n}@list.example`, displayName: n === SEEDED - 3 ? `Needle ${run}` : `Customer ${n}` },
      providerId: p.id,
      provider: { name: p.name },
      message: `Mice behind the fridge (${n}).`,
      ...plainRequest(),
      country: 'Ireland',
      city: 'Dublin',
      threadId: null,
      status: LEAD_STATUSES[n % 3 === 0 ? 0 : n % 5 === 0 ? 3 : n % 2 === 0 ? 1 : 2]!,
      createdAt: new Date(Date.UTC(2030, 0, 1) + n * 1000).toISOString(),
      notifiedAt: null,
    };
  });
  const newestFirst = (list: Lead[]) => ids([...list].reverse());

  beforeAll(async () => {
    await Promise.all(providers.map(putProvider));
    await batchWrite(seeded.flatMap(leadItems).map(putRequest), { concurrency: 4 });
    const tally = (list: Lead[]) => Object.fromEntries(LEAD_STATUSES.map((s) => [s, list.filter((l) => l.status === s).length]));
    await addCounts(keys.leadCounts(), tally(seeded));
    for (const p of providers) await addCounts(keys.leadCounts(p.id), tally(seeded.filter((l) => l.providerId === p.id)));
  });

  it('reads about a page, of one status or of all, with the exact total', async () => {
    const counts = await leadCounts();
    const { result: first, read } = await itemsReadBy(() => listLeads({ page: 1, limit: 10 }));
    expect(read).toBe(first.itemsRead);
    expect(read).toBeLessThanOrEqual(1 + LEAD_STATUSES.length * 10);
    expect(first.total).toBe(sum(counts));
    expect(ids(first.leads)).toEqual(newestFirst(seeded).slice(0, 10));

    const { result: second, read: secondRead } = await itemsReadBy(() => listLeads({ page: 2, limit: 10, cursor: first.nextCursor! }));
    expect(secondRead).toBeLessThanOrEqual(1 + LEAD_STATUSES.length * 10);
    expect(ids(second.leads)).toEqual(newestFirst(seeded).slice(10, 20));

    const resolved = seeded.filter((l) => l.status === 'resolved');
    const { result: ofStatus, read: statusRead } = await itemsReadBy(() => listLeads({ page: 1, limit: 10, status: 'resolved' }));
    expect(statusRead).toBe(1 + 10);
    expect(ofStatus.total).toBe(counts.resolved);
    expect(ids(ofStatus.leads)).toEqual(newestFirst(resolved).slice(0, 10));

    const busy = seeded.filter((l) => l.providerId === providers[0]!.id && l.status === 'contacted');
    const { result: ofProvider, read: providerRead } = await itemsReadBy(() => listLeads({ page: 1, limit: 10, providerId: providers[0]!.id, status: 'contacted' }));
    expect(providerRead).toBe(1 + 10 + 10);
    expect(ofProvider.total).toBe(busy.length);
    expect(ids(ofProvider.leads)).toEqual(newestFirst(busy).slice(0, 10));
  });

  it('pages newest first by cursor through every lead exactly once, each page a bounded read', async () => {
    const all = await everyPage((cursor, page) => listLeads({ page, limit: 100, cursor }).then((l) => ({ ...l, items: l.leads })));
    expect(new Set(ids(all.items)).size).toBe(all.items.length);
    expect(all.items.length).toBe(sum(await leadCounts()));
    const ours = all.items.filter((l) => l.id.startsWith(`lead-${run}-`));
    expect(ids(ours)).toEqual(newestFirst(seeded));
    const times = all.items.map((l) => `${l.createdAt}#${l.id}`);
    expect(times).toEqual([...times].sort().reverse());
    for (const read of all.reads) expect(read).toBeLessThanOrEqual(1 + LEAD_STATUSES.length * 100);

    for (const p of providers) {
      const mine = seeded.filter((l) => l.providerId === p.id);
      const pages = await everyPage((cursor, page) => listLeads({ page, limit: 25, providerId: p.id, cursor }).then((l) => ({ ...l, items: l.leads })));
      expect(ids(pages.items)).toEqual(newestFirst(mine));
      for (const read of pages.reads) expect(read).toBeLessThanOrEqual(1 + 25 + 25);
    }
  });

  it('gives the same page without a cursor, skipping the pages before by their sort keys', async () => {
    const byCursor = await everyPage(async (cursor, page) => {
      const list = await listLeads({ page, limit: 10, status: 'new', cursor });
      return { ...list, items: list.leads, nextCursor: page < 4 ? list.nextCursor : null };
    });
    const { result: fourth, read } = await itemsReadBy(() => listLeads({ page: 4, limit: 10, status: 'new' }));
    expect(ids(fourth.leads)).toEqual(ids(byCursor.items.slice(30, 40)));
    expect(read).toBe(1 + 30 + 10);
    // A cursor the list did not give is refused, not read as no cursor.
    await expect(listLeads({ page: 4, limit: 10, status: 'new', cursor: 'not-a-cursor' })).rejects.toMatchObject({ status: 400, message: INPUT.cursorInvalid });
  });

  it(`searches the newest ${SEARCH_READ} leads of the list only, and says so`, async () => {
    const { result: found, read } = await itemsReadBy(() => listLeads({ page: 1, limit: 10, search: `needle ${run}` }));
    expect(ids(found.leads)).toEqual([seeded[SEEDED - 3]!.id]);
    expect(found.total).toBe(1);
    expect(found.searchLimited).toBe(true);
    expect(read).toBe(found.itemsRead);
    expect(read).toBeLessThan(SEEDED);
    expect(read).toBeLessThanOrEqual(SEARCH_READ + LEAD_STATUSES.length * 100);

    // The oldest of them are beyond the newest SEARCH_READ: not found.
    expect((await listLeads({ page: 1, limit: 10, search: `customer0@list.example` })).leads.filter((l) => l.id.startsWith(`lead-${run}-`))).toEqual([]);
    const busy = await listLeads({ page: 2, limit: 5, search: `Busy ${run}`, providerId: providers[0]!.id });
    expect(ids(busy.leads)).toEqual(newestFirst(seeded.filter((l) => l.providerId === providers[0]!.id)).slice(5, 10));
  });

  it('answers the page and its cursor through the gateway', async () => {
    const admin = await createUser(appUrl, { groups: ['admin'] });
    const ask = (body: Record<string, unknown>) => call(appUrl, 'POST', API.adminLeadManagement, { token: admin.idToken, body: { action: 'getLeads', ...body } });
    const first = await ask({ providerId: providers[2]!.id, limit: 3 });
    expect(first.status).toBe(200);
    const quiet = newestFirst(seeded.filter((l) => l.providerId === providers[2]!.id));
    expect(ids(first.body.leads)).toEqual(quiet.slice(0, 3));
    expect(first.body.pagination).toEqual({ page: 1, pageSize: 3, total: quiet.length, pages: Math.ceil(quiet.length / 3) });
    expect(first.body.searchLimited).toBe(false);
    const second = await ask({ providerId: providers[2]!.id, limit: 3, page: 2, cursor: first.body.nextCursor });
    expect(ids(second.body.leads)).toEqual(quiet.slice(3, 6));
    expect((await ask({ cursor: 'bad cursor!' })).status).toBe(400);
  });
});

describe('the leads filters: a provider and a range of creation dates', () => {
  /** Leads an hour apart in a window of this run's own (no other lead of the table falls in it), over two providers. */
  const HOURS = 60;
  const HOUR = 3_600_000;
  const start = Date.UTC(2100, 0, 1) + (parseInt(run, 16) % 100_000) * 86_400_000;
  const at = (hour: number) => new Date(start + hour * HOUR).toISOString();
  const providers = [provider(`Ranged ${run}`), provider(`Other ${run}`)];
  const seeded: Lead[] = Array.from({ length: HOURS }, (_, n) => ({
    id: `ranged-${run}-${String(n).padStart(2, '0')}`,
    userId: `user-${run}`,
    user: { email: `ranged${n}@list.example`, displayName: n === 20 ? `Haystack ${run}` : `Ranged ${n}` },
    providerId: providers[n % 2]!.id,
    provider: { name: providers[n % 2]!.name },
    message: `Ants along the skirting (${n}).`,
    ...plainRequest(),
    country: 'Ireland',
    city: 'Cork',
    threadId: null,
    status: LEAD_STATUSES[Math.floor(n / 2) % 4]!,
    createdAt: at(n),
    notifiedAt: null,
  }));
  const newestFirst = (list: Lead[]) => ids([...list].reverse());
  /** Hours 10 to 29: created at or after hour 10 and before hour 30. */
  const range = { createdFrom: at(10), createdTo: at(30) };
  const inRange = seeded.slice(10, 30);

  beforeAll(async () => {
    await Promise.all(providers.map(putProvider));
    await batchWrite(seeded.flatMap(leadItems).map(putRequest));
    const tally = (list: Lead[]) => Object.fromEntries(LEAD_STATUSES.map((s) => [s, list.filter((l) => l.status === s).length]));
    await addCounts(keys.leadCounts(), tally(seeded));
    for (const p of providers) await addCounts(keys.leadCounts(p.id), tally(seeded.filter((l) => l.providerId === p.id)));
  });

  it('pages through the range by cursor, each lead once, reading the range only', async () => {
    const pages = await everyPage((cursor, page) => listLeads({ page, limit: 6, ...range, cursor }).then((l) => ({ ...l, items: l.leads })));
    expect(ids(pages.items)).toEqual(newestFirst(inRange));
    const { result: first, read } = await itemsReadBy(() => listLeads({ page: 1, limit: 6, ...range }));
    expect(first.total).toBe(inRange.length);
    // The COUNT reads the range's entries (its items come back as a count, not as items); the page about a page.
    expect(read).toBeLessThanOrEqual(LEAD_STATUSES.length * 6);
    expect(first.itemsRead).toBeLessThanOrEqual(inRange.length + LEAD_STATUSES.length * 6);
    // A range's start alone, and its end alone.
    expect(ids((await listLeads({ page: 1, limit: 100, createdFrom: at(50) })).leads)).toEqual(newestFirst(seeded.slice(50)));
    const before = await listLeads({ page: 1, limit: 3, createdTo: at(5) });
    expect(ids(before.leads.filter((l) => l.id.startsWith(`ranged-${run}-`)))).toEqual(newestFirst(seeded.slice(0, 5)).slice(0, 3));
  });

  it("filters by provider and dates at once, of one status or all, and a page without a cursor is the same page", async () => {
    const mine = inRange.filter((l) => l.providerId === providers[0]!.id);
    const pages = await everyPage((cursor, page) => listLeads({ page, limit: 4, providerId: providers[0]!.id, ...range, cursor }).then((l) => ({ ...l, items: l.leads })));
    expect(ids(pages.items)).toEqual(newestFirst(mine));
    // Each page: the range's COUNT, the cursor's own entry (BETWEEN takes its ends), a page of entries and their leads.
    for (const pageRead of pages.reads) expect(pageRead).toBeLessThanOrEqual(mine.length + 1 + 4 + 4);
    expect((await listLeads({ page: 1, limit: 4, providerId: providers[0]!.id, ...range })).total).toBe(mine.length);
    const third = await listLeads({ page: 3, limit: 4, providerId: providers[0]!.id, ...range });
    expect(ids(third.leads)).toEqual(newestFirst(mine).slice(8, 12));

    const contacted = mine.filter((l) => l.status === 'contacted');
    const ofStatus = await listLeads({ page: 1, limit: 10, providerId: providers[0]!.id, status: 'contacted', ...range });
    expect(contacted.length).toBeGreaterThan(0);
    expect(ids(ofStatus.leads)).toEqual(newestFirst(contacted));
    expect(ofStatus.total).toBe(contacted.length);
  });

  it('searches within the range only', async () => {
    expect(ids((await listLeads({ page: 1, limit: 10, search: `haystack ${run}`, ...range })).leads)).toEqual([seeded[20]!.id]);
    expect((await listLeads({ page: 1, limit: 10, search: `haystack ${run}`, createdFrom: at(21), createdTo: at(30) })).leads).toEqual([]);
  });

  it('takes the range through the gateway, and refuses a range that ends before it starts', async () => {
    const admin = await createUser(appUrl, { groups: ['admin'] });
    const ask = (body: Record<string, unknown>) => call(appUrl, 'POST', API.adminLeadManagement, { token: admin.idToken, body: { action: 'getLeads', ...body } });
    const other = inRange.filter((l) => l.providerId === providers[1]!.id);
    // The web sends the range's ends as local midnights with their offset: the same instants.
    const first = await ask({ providerId: providers[1]!.id, limit: 5, createdFrom: range.createdFrom.replace('Z', '+00:00'), createdTo: range.createdTo });
    expect(first.status).toBe(200);
    expect(ids(first.body.leads)).toEqual(newestFirst(other).slice(0, 5));
    expect(first.body.pagination).toEqual({ page: 1, pageSize: 5, total: other.length, pages: Math.ceil(other.length / 5) });
    const second = await ask({ providerId: providers[1]!.id, limit: 5, page: 2, createdFrom: range.createdFrom, createdTo: range.createdTo, cursor: first.body.nextCursor });
    expect(ids(second.body.leads)).toEqual(newestFirst(other).slice(5, 10));
    for (const bad of [{ createdFrom: range.createdTo, createdTo: range.createdFrom }, { createdFrom: 'yesterday' }]) {
      const refused = await ask(bad);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(LEAD_ADMIN.datesInvalid);
    }
  });
});

describe('a page of provider suggestions', () => {

  it('keeps the counts exact across submission, approval and rejection (twice, or at once, counted once)', async () => {
    const before = await suggestionCounts();
    const made: ProviderSuggestion[] = [];
    for (const n of [1, 2, 3, 4]) made.push(await createSuggestion(form(`Counted Shield ${run} ${n}`)));
    await approveSuggestion(made[0]!.id, undefined);
    await approveSuggestion(made[0]!.id, undefined);
    await rejectSuggestion(made[1]!.id);
    await Promise.all([approveSuggestion(made[2]!.id, undefined), rejectSuggestion(made[2]!.id)]);
    const after = await suggestionCounts();
    expect(sum(after) - sum(before)).toBe(4);
    expect(after.pending - before.pending).toBe(1);
    expect(after.approved - before.approved + after.rejected - before.rejected).toBe(3);
    for (const status of SUGGESTION_STATUSES) {
      const pages = await everyPage((cursor, page) => listSuggestions({ page, limit: 50, status, cursor }).then((l) => ({ ...l, items: l.suggestions })));
      expect(pages.items.length, status).toBe(after[status]);
    }
  });

  it('reads about a page and pages by cursor through every suggestion once', async () => {
    const SEEDED = 250;
    const items = Array.from({ length: SEEDED }, (_, n) => {
      const s = suggestionOf(form(`Paged Shield ${run} ${n}`), `sugg-${run}-${String(n).padStart(3, '0')}`, new Date(Date.UTC(2030, 0, 1) + n * 1000));
      return { ...s, status: SUGGESTION_STATUSES[n % 3]! };
    });
    await batchWrite(items.map((s) => putRequest(suggestionItem(s))));
    await addCounts(keys.suggestionCounts, Object.fromEntries(SUGGESTION_STATUSES.map((st) => [st, items.filter((s) => s.status === st).length])));

    const { result: first, read } = await itemsReadBy(() => listSuggestions({ page: 1, limit: 20 }));
    expect(read).toBe(first.itemsRead);
    expect(read).toBeLessThanOrEqual(1 + SUGGESTION_STATUSES.length * 20);
    expect(ids(first.suggestions)).toEqual(ids([...items].reverse()).slice(0, 20));
    expect(first.total).toBe(sum(await suggestionCounts()));

    const all = await everyPage((cursor, page) => listSuggestions({ page, limit: 20, cursor }).then((l) => ({ ...l, items: l.suggestions })));
    expect(new Set(ids(all.items)).size).toBe(all.items.length);
    expect(all.items.length).toBe(first.total);
    expect(ids(all.items.filter((s) => s.id.startsWith(`sugg-${run}-`)))).toEqual(ids([...items].reverse()));
    for (const pageRead of all.reads) expect(pageRead).toBeLessThanOrEqual(1 + SUGGESTION_STATUSES.length * 20);

    const { result: third } = await itemsReadBy(() => listSuggestions({ page: 3, limit: 20 }));
    expect(ids(third.suggestions)).toEqual(ids(all.items.slice(40, 60)));
  });
});

describe('a table saved before the lists were counted', () => {
  it('gets exact counts, and its provider entries their status, from the recount the local stack runs once', async () => {
    const old = provider(`Old ${run}`);
    await putProvider(old);
    const leads = (['new', 'contacted', 'contacted'] as const).map((status, n) =>
      leadItems({
        id: `old-${run}-${n}`,
        userId: `user-${run}`,
        user: { email: 'old@list.example', displayName: 'Olga Old' },
        providerId: old.id,
        provider: { name: old.name },
        message: 'Moths in the wardrobe.',
        ...plainRequest(),
        country: 'Ireland',
        city: 'Dublin',
        threadId: null,
        status,
        createdAt: new Date(Date.UTC(2024, 0, 1) + n * 1000).toISOString(),
        notifiedAt: null,
      }),
    );
    // As they were stored before: the provider entry without its status, and no counts.
    const before = leads.map(([item, entry]) => [item, { pk: entry.pk, sk: entry.sk, gsi1pk: entry.gsi1pk, gsi1sk: entry.gsi1sk, type: entry.type, leadId: entry.leadId }]);
    await batchWrite(before.flat().map(putRequest));
    expect((await listLeads({ page: 1, limit: 10, providerId: old.id, status: 'contacted' })).leads).toEqual([]);
    const suggestionsBefore = await suggestionCounts();
    await batchWrite([putRequest(suggestionItem(suggestionOf(form(`Uncounted ${run}`), `uncounted-${run}`, new Date())))]);

    await recountLeads();
    await recountSuggestions();
    expect(await leadCounts(old.id)).toEqual({ new: 1, contacted: 2, resolved: 0, rejected: 0 });
    const contacted = await listLeads({ page: 1, limit: 10, providerId: old.id, status: 'contacted' });
    expect(ids(contacted.leads)).toEqual([`old-${run}-2`, `old-${run}-1`]);
    expect(contacted.total).toBe(2);
    const all = await everyPage((cursor, page) => listLeads({ page, limit: 100, cursor }).then((l) => ({ ...l, items: l.leads })));
    expect(all.items.length).toBe(sum(await leadCounts()));
    expect(sum(await suggestionCounts())).toBe(sum(suggestionsBefore) + 1);
  });
});
