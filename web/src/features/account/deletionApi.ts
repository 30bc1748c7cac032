// Data deletion calls: GET /api/data-deletion (the caller's pending request) and POST to create it.
import type { DataDeletionReply, DataDeletionRequestInput } from '@contracts/account';
import { API } from '@contracts/api';
import { apiFetch } from '../../api/client';
import { useApi } from '../../api/useApi';

export function useDeletionStatus() {
  return useApi(API.dataDeletion);
}

export function requestDataDeletion(input: DataDeletionRequestInput): Promise<DataDeletionReply> {
  return apiFetch(API.dataDeletion, { method: 'POST', body: input });
}
