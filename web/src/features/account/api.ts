// The account's calls: GET /api/data-deletion (the caller's pending request, SWR), POST to create it, and
// GET /api/profile/export (the data export, fetched on demand).
import type { AccountExport, DataDeletionReply, DataDeletionRequestInput } from '@contracts/account';
import { API } from '@contracts/api';
import { apiFetch } from '../../api/client';
import { useApi } from '../../api/useApi';

export function useDeletionStatus() {
  return useApi(API.dataDeletion);
}

export function requestDataDeletion(input: DataDeletionRequestInput): Promise<DataDeletionReply> {
  return apiFetch(API.dataDeletion, { method: 'POST', body: input });
}

/** The caller's data as the export file holds it. */
export function exportAccount(): Promise<AccountExport> {
  return apiFetch(API.profileExport);
}
