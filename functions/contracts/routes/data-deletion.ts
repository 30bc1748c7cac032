// The data-deletion function's routes: the caller's pending request, and a new request.
import { dataDeletionRequestSchema, type DataDeletionReply, type DataDeletionStatus } from '../account';
import { API } from '../api';
import { reply, route } from '../route';

export const dataDeletionRoutes = [
  route('GET', API.dataDeletion, 'user', { reply: reply<DataDeletionStatus>() }),
  route('POST', API.dataDeletion, 'user', { body: dataDeletionRequestSchema, reply: reply<DataDeletionReply>() }),
] as const;
