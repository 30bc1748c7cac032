// The account's calls: GET /api/data-deletion (the caller's pending request, SWR), POST to create it, and
// GET /api/profile/export (a short-lived link to the data export file, asked for on demand).
import type { AccountExportLink, DataDeletionReply, DataDeletionRequestInput } from '@contracts/account';
import { API } from '@contracts/api';
import { apiFetch } from '../../api/client';
import { useApi } from '../../api/useApi';

export function useDeletionStatus() {
  return useApi(API.dataDeletion);
}

export function requestDataDeletion(input: DataDeletionRequestInput): Promise<DataDeletionReply> {
  return apiFetch(API.dataDeletion, { method: 'POST', body: input });
}

/** A link that downloads the caller's data export (a dated JSON file) for the next few minutes. */
export function exportAccount(): Promise<AccountExportLink> {
  return apiFetch(API.profileExport);
}
