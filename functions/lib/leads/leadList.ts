// Lead Management's list (document 2, 2.4): a page of leads newest first, of one status or of all (the status index's
// partitions), or of one provider (its entries, of one status or of all), and within a range of creation dates if asked
// (the partitions' sort keys are createdAt#id, so a range is their key condition: no filter, nothing read outside it);
// 'Showing X of Y' from the counts of leads by status that lib/leads/leads keeps (all leads' and each provider's), or,
// for a range of dates, which no counter holds, a COUNT of the range's index entries. A search looks through the newest
// SEARCH_READ leads of the list asked for (customer, e-mail, provider, place and message) and pages through their
// matches.
import { LEAD_STATUSES, type Lead, type LeadStatus } from '../../contracts/lead/entity';
import { countRange, readCounts } from '../platform/db';
import { keys } from '../platform/keys';
import { leadsByIds, toLead } from './leads';
import { pageNewest, searchNewest, type NewestSource } from '../platform/newestList';

export interface LeadListQuery {
  page: number;
  limit: number;
  status?: LeadStatus;
  providerId?: string;
  search?: string;
  /** Leads created at or after this instant (ISO 8601, as createdAt)... */
  createdFrom?: string;
  /** ...and before this one. */
  createdTo?: string;
  /** Where the page starts: the nextCursor of the page before. */
  cursor?: string;
}

export interface LeadList {
  leads: Lead[];
  total: number;
  nextCursor: string | null;
  /** True when a search looked through only the newest SEARCH_READ leads of a longer list. */
  searchLimited: boolean;
  /** Items read for the page (the counts item included), for the tests and the bench. */
  itemsRead: number;
}

/** The number of leads of each status: all leads, or one provider's. */
export function leadCounts(providerId?: string): Promise<Record<LeadStatus, number>> {
  return readCounts(keys.leadCounts(providerId), LEAD_STATUSES);
}

/** Where a list's leads are: the leads themselves in the status index, or a provider's entries pointing at them. */
function sourceOf({ status, providerId, createdFrom, createdTo }: Omit<LeadListQuery, 'page' | 'limit' | 'search' | 'cursor'>): NewestSource<Lead> {
  const range = { since: createdFrom, until: createdTo };
  if (providerId) {
    const load = async (rows: Record<string, unknown>[]) => {
      const leads = await leadsByIds(rows.map((row) => String(row.leadId)));
      return { items: leads, itemsRead: leads.length };
    };
    return status
      ? { index: 'gsi2', partitions: [keys.leadsForIn(providerId, status)], ...range, load }
      : { index: 'gsi1', partitions: [keys.leadsFor(providerId)], ...range, load };
  }
  return { index: 'gsi1', partitions: (status ? [status] : LEAD_STATUSES).map(keys.leadsIn), ...range, load: async (rows) => ({ items: rows.map(toLead), itemsRead: 0 }) };
}

/** How many leads the list holds: from the counts by status, or for a range of dates by counting the range. */
async function totalOf(query: LeadListQuery, source: NewestSource<Lead>): Promise<{ total: number; itemsRead: number }> {
  if (query.createdFrom || query.createdTo) {
    const total = await countRange({ index: source.index, partitions: source.partitions, since: source.since, before: source.until });
    // A COUNT reads each index entry of the range.
    return { total, itemsRead: total };
  }
  const counts = await leadCounts(query.providerId);
  return { total: query.status ? counts[query.status] : LEAD_STATUSES.reduce((sum, status) => sum + counts[status], 0), itemsRead: 1 };
}

/** What the admins' search looks through: the customer, the provider, the place and the message. */
const searchable = (lead: Lead) => [lead.user.displayName, lead.user.email, lead.provider.name, lead.city, lead.country, lead.message].join('\n').toLowerCase();

/** One page of the leads an admin asked for, newest first, with the total. */
export async function listLeads(query: LeadListQuery): Promise<LeadList> {
  const source = sourceOf(query);
  const wanted = query.search?.trim().toLowerCase();
  if (wanted) {
    const found = await searchNewest(source, (lead) => searchable(lead).includes(wanted), query);
    return { leads: found.items, total: found.total, nextCursor: null, searchLimited: found.limited, itemsRead: found.itemsRead };
  }
  const [counted, page] = await Promise.all([totalOf(query, source), pageNewest(source, query)]);
  return { leads: page.items, total: counted.total, nextCursor: page.nextCursor, searchLimited: false, itemsRead: counted.itemsRead + page.itemsRead };
}
