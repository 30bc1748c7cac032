// The admins' review of provider suggestions: listed newest first, of one status or of all, a page from the cursor of the
// page before (lib/platform/newestList: a bounded read however many there are; the total from the counts by status, moved once
// by each review) or a search within the newest; approved (the provider under the suggestion's own id, so approving
// twice or retrying after a failure half way never makes a second provider) or rejected (it stays viewable).
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_PROVIDER_CATEGORY } from '../../contracts/provider/entity';
import { providerFromForm, type ProviderForm } from '../../contracts/provider/admin';
import type { Provider } from '../../contracts/provider/entity';
import { serviceLabel } from '../../contracts/providerSuggestion/entity';
import { SUGGESTION_STATUSES, type ProviderSuggestion, type SuggestionStatus } from '../../contracts/providerSuggestion/entity';
import { cityOf } from '../../knowledge/locations';
import { addCounts, conditionally, db, readCounts, tableName } from '../platform/db';
import { keys } from '../platform/keys';
import { deleteProvider, getProvider, putProvider } from '../providers';
import { pageNewest, searchNewest, type NewestSource } from '../platform/newestList';
import { getSuggestion, toSuggestion } from './suggestions';

/** Search text over a suggestion: its name, services (values and labels) and description, lower case. */
function searchable(suggestion: ProviderSuggestion): string {
  return [suggestion.name, suggestion.description, ...suggestion.services, ...suggestion.services.map(serviceLabel)].join('\n').toLowerCase();
}

export interface SuggestionListQuery {
  q?: string;
  status?: SuggestionStatus;
  page: number;
  limit: number;
  cursor?: string;
}

export interface SuggestionList {
  suggestions: ProviderSuggestion[];
  total: number;
  nextCursor: string | null;
  /** True when a search looked through only the newest suggestions of a longer list. */
  searchLimited: boolean;
  /** Items read for the page (the counts item included), for the tests and the bench. */
  itemsRead: number;
}

/** The number of suggestions of each status. */
export function suggestionCounts(): Promise<Record<SuggestionStatus, number>> {
  return readCounts(keys.suggestionCounts, SUGGESTION_STATUSES);
}

/** One page of suggestions newest first (of the status asked, else of all three), with the total. */
export async function listSuggestions(query: SuggestionListQuery): Promise<SuggestionList> {
  const source: NewestSource<ProviderSuggestion> = {
    index: 'gsi1',
    partitions: (query.status ? [query.status] : SUGGESTION_STATUSES).map(keys.suggestionsIn),
    load: async (rows) => ({ items: rows.map(toSuggestion), itemsRead: 0 }),
  };
  const wanted = query.q?.trim().toLowerCase();
  if (wanted) {
    const found = await searchNewest(source, (s) => searchable(s).includes(wanted), query);
    return { suggestions: found.items, total: found.total, nextCursor: null, searchLimited: found.limited, itemsRead: found.itemsRead };
  }
  const [counts, page] = await Promise.all([suggestionCounts(), pageNewest(source, query)]);
  const total = query.status ? counts[query.status] : SUGGESTION_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  return { suggestions: page.items, total, nextCursor: page.nextCursor, searchLimited: false, itemsRead: 1 + page.itemsRead };
}

/** The provider a plain approval makes: category pest_control, at the place the business gave, no rating yet. */
export function providerFromSuggestion(suggestion: ProviderSuggestion, createdAt: string): Provider {
  const city = cityOf(suggestion.country, suggestion.city);
  return {
    id: suggestion.id,
    name: suggestion.name,
    description: suggestion.description,
    services: suggestion.services.map(serviceLabel),
    category: DEFAULT_PROVIDER_CATEGORY,
    contactInfo: { ...suggestion.contactInfo },
    featured: false,
    rating: 0,
    reviewCount: 0,
    country: suggestion.country,
    city: suggestion.city,
    ...(city ? { latitude: city.lat, longitude: city.lng } : {}),
    locations: [],
    createdAt,
  };
}

export type Review =
  | { ok: true; suggestion: ProviderSuggestion; provider?: Provider }
  | { ok: false; reason: 'not-found' | 'not-pending'; suggestion?: ProviderSuggestion };

/** Move a pending suggestion to `status`, and the counts with it; false when it is no longer pending. */
async function settle(suggestion: ProviderSuggestion, status: Exclude<SuggestionStatus, 'pending'>, reviewedAt: string, providerId?: string): Promise<boolean> {
  const settled = await conditionally(() =>
    db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.suggestion(suggestion.id),
        UpdateExpression: `SET #status = :status, reviewedAt = :at, gsi1pk = :gsi1pk${providerId ? ', providerId = :provider' : ''}`,
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': status,
          ':at': reviewedAt,
          ':gsi1pk': keys.suggestionsIn(status),
          ':pending': 'pending',
          ...(providerId ? { ':provider': providerId } : {}),
        },
      }),
    ),
  );
  if (!settled) return false;
  await addCounts(keys.suggestionCounts, { pending: -1, [status]: 1 });
  return true;
}

/**
 * Approve a pending suggestion: the provider (from the suggestion, or the admin's edits) under the suggestion's own id,
 * then the suggestion marked approved. Approving twice, or again after a failure half way, writes the same provider:
 * never a second one. If a rejection won the race meanwhile, the provider just written is taken away again.
 */
export async function approveSuggestion(id: string, edits: ProviderForm | undefined, now = new Date()): Promise<Review> {
  const suggestion = await getSuggestion(id);
  if (!suggestion) return { ok: false, reason: 'not-found' };
  if (suggestion.status !== 'pending') return { ok: false, reason: 'not-pending', suggestion };
  const createdAt = (await getProvider(id))?.createdAt ?? now.toISOString();
  const provider = edits ? providerFromForm(edits, id, createdAt) : providerFromSuggestion(suggestion, createdAt);
  await putProvider(provider);
  if (await settle(suggestion, 'approved', now.toISOString(), provider.id)) {
    return { ok: true, suggestion: { ...suggestion, status: 'approved', reviewedAt: now.toISOString(), providerId: provider.id }, provider };
  }
  const latest = await getSuggestion(id);
  if (latest?.status === 'rejected') await deleteProvider(id);
  return { ok: false, reason: 'not-pending', suggestion: latest };
}

/** Reject a pending suggestion; it stays viewable, and no provider is made. */
export async function rejectSuggestion(id: string, now = new Date()): Promise<Review> {
  const suggestion = await getSuggestion(id);
  if (!suggestion) return { ok: false, reason: 'not-found' };
  if (suggestion.status !== 'pending' || !(await settle(suggestion, 'rejected', now.toISOString()))) {
    return { ok: false, reason: 'not-pending', suggestion: (await getSuggestion(id)) ?? suggestion };
  }
  return { ok: true, suggestion: { ...suggestion, status: 'rejected', reviewedAt: now.toISOString() } };
}

/**
 * Count every suggestion again, by status: for a table whose suggestions were written before they were counted (a
 * maintenance step run while nothing else writes them, e.g. at the local stack's start; never on a user's path).
 */
export async function recountSuggestions(): Promise<void> {
  const counts: Record<string, number> = {};
  for (const status of SUGGESTION_STATUSES) {
    counts[status] = 0;
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await db.send(
        new QueryCommand({ TableName: tableName(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': keys.suggestionsIn(status) }, Select: 'COUNT', ExclusiveStartKey }),
      );
      counts[status] += page.Count ?? 0;
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
  }
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.suggestionCounts, ...counts } }));
}
