// Leads: created from the lead form or by 'Connect with a professional' (the nearest well-rated provider), read
// back (one, the caller's latest, all of a user), marked when the provider is notified, anonymised on data deletion;
// for admins updated (a status change moves its index entries and the counts of leads by status, all and the provider's,
// exactly once however many admins change it at a time; the first move from new to contacted records when, for the
// provider's response time). The admins' list is lib/leads/leadList.
// A provider takes a bounded number of new leads an hour, whoever sends them (lib/platform/limits). A lead names a chat thread
// only of its sender's own.
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CONNECT_MIN_RATING, CONNECT_RADIUS_KM, type ConnectRequest } from '../../contracts/lead/connect';
import { LEAD_STATUSES, LEAD_UPDATABLE, leadSchema, noticeCount, plainRequest, type Lead, type LeadDetails, type LeadStatus } from '../../contracts/lead/entity';
import { type LeadForm } from '../../contracts/lead/form';
import { type LeadUpdate } from '../../contracts/lead/admin';
import { LEAD } from '../../contracts/messages';
import type { Profile } from '../../contracts/profile';
import { responseHours, type Provider } from '../../contracts/provider/entity';
import { fromWire } from '../../contracts/wire';
import { cityOf } from '../../knowledge/locations';
import type { Caller } from '../platform/caller';
import { getThread } from '../chat';
import { addCounts, batchGet, batchWrite, conditionally, db, fromItem, putRequest, queryAll, queryPages, tableName } from '../platform/db';
import { getProvider, type RankedProvider, rankProviders, topRatedProvider } from '../providers';
import { keys } from '../platform/keys';
import { PROVIDER_LIMITS } from '../platform/limits';
import { getProfile } from '../users';
import { invalid } from '../platform/outcomes';
import { enforce } from '../platform/rateLimit';

/** What an anonymised lead keeps in place of its user and their words. */
const ANONYMOUS_USER_ID = 'deleted-user';
const ANONYMOUS_DISPLAY_NAME = 'Deleted user';
const ANONYMISED_MESSAGE = "Removed at the user's request.";

export const toLead = (item: Record<string, unknown>) => fromItem<typeof leadSchema, Lead>(leadSchema, item);

/**
 * The customer as the provider will see them: their profile's display name and e-mail. A lead sent before anything
 * else created the profile creates it (from the name they signed up with), as the first profile read would.
 */
async function customerOf(caller: Caller): Promise<Lead['user']> {
  const res = await db.send(new GetCommand({ TableName: tableName(), Key: keys.profile(caller.sub), ProjectionExpression: 'displayName, email' }));
  const profile = (res.Item as Pick<Profile, 'displayName' | 'email'> | undefined) ?? (await getProfile(caller));
  return { email: profile.email, displayName: profile.displayName };
}

/** A thread a lead names must be the sender's own (another user's thread id is refused like an unknown one). */
async function assertOwnThread(caller: Caller, threadId: string | null, field: string): Promise<void> {
  if (threadId !== null && !(await getThread(caller.sub, threadId))) throw invalid(LEAD.threadIdInvalid, { [field]: LEAD.threadIdInvalid });
}

async function putLead(caller: Caller, provider: Provider, details: LeadDetails, now: Date): Promise<Lead> {
  await enforce('provider-leads', provider.id, PROVIDER_LIMITS.leads);
  const lead: Lead = {
    id: randomUUID(),
    userId: caller.sub,
    user: await customerOf(caller),
    providerId: provider.id,
    provider: { name: provider.name },
    status: 'new',
    createdAt: now.toISOString(),
    notifiedAt: null,
    notifyCount: 0,
    ...details,
  };
  const [item, entry] = leadItems(lead);
  await db.send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
  await db.send(new PutCommand({ TableName: tableName(), Item: entry }));
  await countLeads(provider.id, { [lead.status]: 1 });
  return lead;
}

/**
 * A lead's items as stored: the lead (in the status index and its user's), and its provider's index entry (the admins'
 * list by provider, and by provider and status).
 */
export function leadItems(lead: Lead): [Record<string, unknown>, Record<string, unknown>] {
  return [
    { ...keys.lead(lead.id), ...keys.leadGsi(lead.status, lead.userId, lead.createdAt, lead.id), type: 'lead', ...lead },
    { ...keys.leadProvider(lead.id, lead.providerId, lead.createdAt, lead.status), type: 'lead-provider', leadId: lead.id, status: lead.status },
  ];
}

/** Moves the counts of leads by status: all leads' and the provider's (atomic ADDs; they commute, so any order is right). */
async function countLeads(providerId: string, changes: Partial<Record<LeadStatus, number>>): Promise<void> {
  await Promise.all([addCounts(keys.leadCounts(), changes), addCounts(keys.leadCounts(providerId), changes)]);
}

/**
 * Count every lead again and give each provider entry its status: for a table whose leads were written before they
 * were counted (a maintenance step run while nothing else writes leads, e.g. at the local stack's start; it reads every
 * lead, so it is never on a user's path). The counts are set, not added to.
 */
export async function recountLeads(): Promise<number> {
  const leads = (await Promise.all(LEAD_STATUSES.map((status) => queryAll({ TableName: tableName(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': keys.leadsIn(status) } })))).flat();
  const counts = new Map<string | undefined, Record<LeadStatus, number>>();
  const tally = (providerId: string | undefined, status: LeadStatus) => {
    const of = counts.get(providerId) ?? (Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>);
    of[status] += 1;
    counts.set(providerId, of);
  };
  const entries = leads.map((item) => {
    const lead = toLead(item);
    tally(undefined, lead.status);
    tally(lead.providerId, lead.status);
    return { ...leadItems(lead)[1], ...(item.statusVersion !== undefined ? { statusVersion: item.statusVersion } : {}) };
  });
  await batchWrite(entries.map(putRequest));
  await batchWrite([...counts].map(([providerId, of]) => putRequest({ ...keys.leadCounts(providerId), ...of })));
  return leads.length;
}

/** A lead from the lead form, status new, from the caller; undefined when the provider does not exist. */
export async function createLead(caller: Caller, form: LeadForm, now = new Date()): Promise<Lead | undefined> {
  await assertOwnThread(caller, form.thread_id ?? null, 'thread_id');
  const provider = await getProvider(form.provider_id);
  if (!provider) return undefined;
  const { providerId: _provider, consentToPrivacyPolicy: _consent, ...details } = fromWire(form);
  return putLead(caller, provider, { ...details, mobileNumber: details.mobileNumber ?? null, threadId: details.threadId ?? null }, now);
}

/** Of the providers around the user, nearest first: the nearest well-rated one, else the nearest. */
export function pickNearby(ranked: readonly RankedProvider[]): RankedProvider | undefined {
  return ranked.find((r) => r.rating >= CONNECT_MIN_RATING) ?? ranked[0];
}

/**
 * The provider for 'Connect with a professional': near the user's point if known (else near their city's centre), else
 * the best rated in their city or country, else the best rated of the directory (the spec's 'first provider').
 */
export async function providerFor(request: Omit<ConnectRequest, 'chatSummary' | 'threadId' | 'providerId'>): Promise<Provider | undefined> {
  const city = request.country && request.city ? cityOf(request.country, request.city) : undefined;
  const point = request.latitude !== undefined && request.longitude !== undefined ? { latitude: request.latitude, longitude: request.longitude } : city && { latitude: city.lat, longitude: city.lng };
  if (point) {
    const pick = pickNearby((await rankProviders({ near: { point, radiusKm: CONNECT_RADIUS_KM } })).ranked);
    const provider = pick && (await getProvider(pick.providerId));
    if (provider) return provider;
  }
  if (request.country) {
    const places = request.city ? [{ country: request.country, city: request.city }, { country: request.country }] : [{ country: request.country }];
    for (const place of places) {
      const best = (await rankProviders(place, 1)).ranked[0];
      const provider = best && (await getProvider(best.providerId));
      if (provider) return provider;
    }
  }
  return topRatedProvider();
}

/** The lead's message: where it comes from, then the chat history (the customer's questions, the answers in short). */
export function connectMessage(chatSummary: string): string {
  return `Connect with a professional: sent from the AI pest consultant chat.\n\nChat history:\n${chatSummary}`;
}

/**
 * 'Connect with a professional': a lead to the provider the user agreed to, else the best near them; undefined when
 * there is none. The lead names only the place the user gave (none when they gave none), never the provider's.
 */
export async function connectWithProfessional(caller: Caller, request: ConnectRequest, now = new Date()): Promise<Lead | undefined> {
  await assertOwnThread(caller, request.threadId ?? null, 'threadId');
  const provider = request.providerId ? await getProvider(request.providerId) : await providerFor(request);
  if (!provider) return undefined;
  return putLead(
    caller,
    provider,
    {
      message: connectMessage(request.chatSummary),
      ...plainRequest(),
      country: request.country ?? '',
      city: request.city ?? '',
      threadId: request.threadId ?? null,
    },
    now,
  );
}

export async function getLead(id: string): Promise<Lead | undefined> {
  const res = await db.send(new GetCommand({ TableName: tableName(), Key: keys.lead(id), ConsistentRead: true }));
  return res.Item ? toLead(res.Item) : undefined;
}

/** The Query of a user's leads, newest first. */
const leadsQuery = (sub: string) => ({
  TableName: tableName(),
  IndexName: 'gsi2',
  KeyConditionExpression: 'gsi2pk = :pk',
  ExpressionAttributeValues: { ':pk': keys.leadsOf(sub) },
  ScanIndexForward: false,
});

export async function latestLead(sub: string): Promise<Lead | undefined> {
  const res = await db.send(new QueryCommand({ ...leadsQuery(sub), Limit: 1 }));
  const item = res.Items?.[0];
  return item ? toLead(item) : undefined;
}

/** Every lead a user sent, newest first, `pageSize` at a time (their data export). */
export async function* leadPagesOf(sub: string, pageSize: number): AsyncGenerator<Lead[]> {
  for await (const items of queryPages({ ...leadsQuery(sub), Limit: pageSize })) yield items.map(toLead);
}

/** Every lead a user sent, newest first. */
export async function leadsOf(sub: string): Promise<Lead[]> {
  return (await queryAll(leadsQuery(sub))).map(toLead);
}

/**
 * Record that the provider is being notified: the time of this notice and one more in the count. With `once`, only a
 * lead never notified can be claimed (the first notice); without it any lead (a notice sent again on purpose). Answers
 * false when the claim is refused.
 */
export async function claimNotification(lead: Pick<Lead, 'id' | 'notifiedAt' | 'notifyCount'>, at: string, once: boolean): Promise<boolean> {
  const claimed = await conditionally(() =>
    db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.lead(lead.id),
        UpdateExpression: 'SET notifiedAt = :at, notifyCount = if_not_exists(notifyCount, :counted) + :one',
        ConditionExpression: once ? 'attribute_exists(pk) AND (attribute_not_exists(notifiedAt) OR attribute_type(notifiedAt, :null))' : 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': at, ':counted': noticeCount(lead), ':one': 1, ...(once ? { ':null': 'NULL' } : {}) },
      }),
    ),
  );
  return claimed !== undefined;
}

/** Undo a claim whose e-mail failed (its time and its count), unless another claim replaced it since. */
export async function releaseNotification(id: string, at: string, previous: string | null): Promise<void> {
  await conditionally(() =>
    db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.lead(id),
        UpdateExpression: 'SET notifiedAt = :previous, notifyCount = notifyCount - :one',
        ConditionExpression: 'notifiedAt = :at',
        ExpressionAttributeValues: { ':at': at, ':previous': previous, ':one': 1 },
      }),
    ),
  );
}

/** Data deletion: the user's leads stay for the providers' records, without anything that identifies the user. */
export async function anonymiseLeadsOf(sub: string): Promise<void> {
  for (const lead of await leadsOf(sub)) {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.lead(lead.id),
        UpdateExpression: 'SET userId = :gone, #user = :user, message = :message, mobileNumber = :none, threadId = :none REMOVE gsi2pk, gsi2sk',
        ExpressionAttributeNames: { '#user': 'user' },
        ExpressionAttributeValues: {
          ':gone': ANONYMOUS_USER_ID,
          ':user': { email: '', displayName: ANONYMOUS_DISPLAY_NAME },
          ':message': ANONYMISED_MESSAGE,
          ':none': null,
        },
      }),
    );
  }
}

/** Leads by id, in the order asked; ids that no longer exist are left out. */
export async function leadsByIds(ids: string[]): Promise<Lead[]> {
  const found = new Map((await batchGet(ids.map((id) => keys.lead(id)))).map((item) => [String(item.id), toLead(item)]));
  return ids.flatMap((id) => found.get(id) ?? []);
}

const newestOf = (pk: string) => ({
  TableName: tableName(),
  IndexName: 'gsi1',
  KeyConditionExpression: 'gsi1pk = :pk',
  ExpressionAttributeValues: { ':pk': pk },
  ScanIndexForward: false,
});

/** Every lead of a provider, newest first (its index entries, then the leads). */
export async function leadsForProvider(providerId: string): Promise<Lead[]> {
  const entries = await queryAll<{ leadId: string }>({ ...newestOf(keys.leadsFor(providerId)), ProjectionExpression: 'leadId' });
  return leadsByIds(entries.map((e) => e.leadId));
}

/** How often a change is tried again when another admin changed the lead's status in the meantime. */
const STATUS_RACE_ATTEMPTS = 5;

/**
 * An admin's change to a lead; undefined when there is no such lead. A change that names a status is written only if
 * the status is still the one read (else the lead is read again and the change applied to it), so the counts by status
 * move exactly once for each real move; the move carries the lead's index entries with it, and the first move from new
 * to contacted records contactedAt.
 */
export async function updateLead(id: string, update: LeadUpdate, now = new Date()): Promise<{ lead: Lead; before: Lead } | undefined> {
  for (let attempt = 0; attempt < STATUS_RACE_ATTEMPTS; attempt += 1) {
    const before = await getLead(id);
    if (!before) return undefined;
    const written = await writeUpdate(before, update, now);
    if (!written) continue;
    const { lead, statusVersion } = written;
    if (lead.status !== before.status) {
      await Promise.all([countLeads(lead.providerId, { [before.status]: -1, [lead.status]: 1 }), moveProviderEntry(lead, statusVersion)]);
    }
    if (lead.contactedAt && !before.contactedAt) await refreshResponseTime(lead.providerId);
    return { lead, before };
  }
  throw new Error(`The status of lead ${id} kept changing under the update`);
}

/** One try of an update; undefined when the lead is gone or its status is no longer the one read. */
async function writeUpdate(before: Lead, update: LeadUpdate, now: Date): Promise<{ lead: Lead; statusVersion: number } | undefined> {
  const sets: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const changes: Partial<Record<keyof Lead, unknown>> = fromWire(update);
  for (const field of LEAD_UPDATABLE) {
    const value = changes[field];
    if (value === undefined) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = value === '' ? null : value;
    sets.push(`#${field} = :${field}`);
  }
  const moves = update.status !== undefined && update.status !== before.status;
  if (moves) {
    sets.push('gsi1pk = :gsi1pk');
    values[':gsi1pk'] = keys.leadsIn(update.status!);
    values[':one'] = 1;
    if (update.status === 'contacted' && before.status === 'new' && !before.contactedAt) {
      sets.push('contactedAt = :contactedAt');
      values[':contactedAt'] = now.toISOString();
    }
  }
  if (!sets.length) return { lead: before, statusVersion: 0 };
  if (update.status !== undefined) {
    names['#was'] = 'status';
    values[':was'] = before.status;
  }
  const res = await conditionally(() =>
    db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.lead(before.id),
        UpdateExpression: `SET ${sets.join(', ')}${moves ? ' ADD statusVersion :one' : ''}`,
        ConditionExpression: update.status !== undefined ? 'attribute_exists(pk) AND #was = :was' : 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  if (!res?.Attributes) return undefined;
  return { lead: toLead(res.Attributes), statusVersion: Number(res.Attributes.statusVersion ?? 0) };
}

/** The provider's index entry follows the lead to its status; an entry already moved by a later change stays. */
async function moveProviderEntry(lead: Lead, statusVersion: number): Promise<void> {
  const sortKey = `${lead.createdAt}#${lead.id}`;
  await conditionally(() =>
    db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.leadProviderKey(lead.id),
        UpdateExpression: 'SET #status = :status, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk, statusVersion = :version',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(statusVersion) OR statusVersion < :version)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': lead.status, ':gsi2pk': keys.leadsForIn(lead.providerId, lead.status), ':gsi2sk': sortKey, ':version': statusVersion },
      }),
    ),
  );
}

/** Recompute a provider's response time from its contacted leads (the provider may have been deleted since: then nothing). */
export async function refreshResponseTime(providerId: string): Promise<number | undefined> {
  const hours = responseHours(await leadsForProvider(providerId));
  await conditionally(() =>
    db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.provider(providerId),
        UpdateExpression: hours === undefined ? 'REMOVE responseHours' : 'SET responseHours = :hours',
        ConditionExpression: 'attribute_exists(pk)',
        ...(hours === undefined ? {} : { ExpressionAttributeValues: { ':hours': hours } }),
      }),
    ),
  );
  return hours;
}
