// The Audit Log's calls (issue 31): one page of the admin audit records, newest first, by admin, action and range of
// days, from the cursor the page before gave (the admin query cache); one page for the export; the admins the filter
// offers (the admin role's users, one page of 100).
import { API } from '@contracts/api';
import type { AdminUserList } from '@contracts/adminUsers';
import { AUDIT_PAGE_SIZE, type AuditList } from '@contracts/audit';
import { apiFetch } from '../../../api/client';
import { useApi } from '../../../api/useApi';
import { adminQueryCache } from '../kit/cache';
import { dayRangeInstants } from '../kit/DayRangeFilter';
import { pageCursors } from '../kit/pageCursors';

export interface AuditListParams {
  page: number;
  admin?: string;
  action?: string;
  /** Days as the address keeps them ('2026-11-24'): the first and the last of the range. */
  from?: string;
  to?: string;
}

type AuditUrl = `/api/admin/audit?${string}`;

const cursors = pageCursors();
/** The list a page belongs to (its pages share cursors). */
const listOf = ({ admin, action, from, to }: AuditListParams) => JSON.stringify([admin, action, from, to]);

/** The page's URL: the filters, the range's instants in the viewer's calendar, and the cursor the page starts at. */
export function auditUrl(params: AuditListParams, cursor = cursors.at(listOf(params), params.page)): AuditUrl {
  const query = new URLSearchParams({ page: String(params.page), limit: String(AUDIT_PAGE_SIZE) });
  if (params.admin) query.set('admin', params.admin);
  if (params.action) query.set('action', params.action);
  const { since, until } = dayRangeInstants(params.from, params.to);
  if (since) query.set('from', since);
  if (until) query.set('to', until);
  if (cursor) query.set('cursor', cursor);
  return `${API.adminAudit}?${query.toString()}`;
}

/** One page of the log (from `cursor`, the export's way, or from the one kept for the page). */
export async function fetchAuditPage(params: AuditListParams, cursor?: string | null): Promise<AuditList> {
  const reply = await apiFetch(auditUrl(params, cursor ?? undefined));
  cursors.remember(listOf(params), reply);
  return reply;
}

export function useAuditLog(params: AuditListParams) {
  const cursor = cursors.at(listOf(params), params.page);
  return useApi<AuditUrl, AuditList>(auditUrl(params, cursor), { ...adminQueryCache, fetcher: () => fetchAuditPage(params, cursor) });
}

/** The admins the filter offers. */
export function useAdmins() {
  return useApi<`/api/admin/users?${string}`, AdminUserList>(`${API.adminUsers}?role=admin&limit=100`, adminQueryCache);
}
