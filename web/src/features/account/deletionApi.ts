// Data deletion calls: GET /api/data-deletion (the caller's pending request) and POST to create it.
import type { DataDeletionRequest, DataDeletionRequestInput, DataDeletionStatus } from '@contracts/account';
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
