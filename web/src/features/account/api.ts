// The account's calls: GET /api/data-deletion (the caller's pending request, SWR), POST to create it, and
// GET /api/profile/export (the data export, fetched on demand).
import type { AccountExport, DataDeletionRequest, DataDeletionRequestInput, DataDeletionStatus } from '@contracts/account';
import { API } from '@contracts/api';
import { apiFetch } from '../../api/client';
import { useApi } from '../../api/useApi';

export interface DataDeletionReply {
  message: string;
  request: DataDeletionRequest;
}

export function useDeletionStatus() {
  return useApi<DataDeletionStatus>(API.dataDeletion);
}

export function requestDataDeletion(input: DataDeletionRequestInput): Promise<DataDeletionReply> {
  return apiFetch<DataDeletionReply>(API.dataDeletion, { method: 'POST', body: input });
}

/** The caller's data as the export file holds it. */
export function exportAccount(): Promise<AccountExport> {
  return apiFetch<AccountExport>(API.profileExport);
}
