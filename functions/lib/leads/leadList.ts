// Lead Management's list (document 2, 2.4): a page of leads newest first, of one status or of all (the status index's
// partitions), or of one provider (its entries, of one status or of all); 'Showing X of Y' from the counts of leads by
// status that lib/leads/leads keeps (all leads' and each provider's). A search looks through the newest SEARCH_READ leads of
// the list asked for (customer, e-mail, provider, place and message) and pages through their matches.
import { LEAD_STATUSES, type Lead, type LeadStatus } from '../../contracts/lead';
import { readCounts } from '../platform/db';
import { keys } from '../platform/keys';
import { leadsByIds, toLead } from './leads';
import { pageNewest, searchNewest, type NewestSource } from '../platform/newestList';

export interface LeadListQuery {
  page: number;
  limit: number;
  status?: LeadStatus;
  providerId?: string;
  search?: string;
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
function sourceOf({ status, providerId }: Pick<LeadListQuery, 'status' | 'providerId'>): NewestSource<Lead> {
  if (providerId) {
    const load = async (rows: Record<string, unknown>[]) => {
      const leads = await leadsByIds(rows.map((row) => String(row.leadId)));
      return { items: leads, itemsRead: leads.length };
    };
    return status ? { index: 'gsi2', partitions: [keys.leadsForIn(providerId, status)], load } : { index: 'gsi1', partitions: [keys.leadsFor(providerId)], load };
  }
  return { index: 'gsi1', partitions: (status ? [status] : LEAD_STATUSES).map(keys.leadsIn), load: async (rows) => ({ items: rows.map(toLead), itemsRead: 0 }) };
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
  const [counts, page] = await Promise.all([leadCounts(query.providerId), pageNewest(source, query)]);
  const total = query.status ? counts[query.status] : LEAD_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  return { leads: page.items, total, nextCursor: page.nextCursor, searchLimited: false, itemsRead: 1 + page.itemsRead };
}
