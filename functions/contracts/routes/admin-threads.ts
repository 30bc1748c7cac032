// The admin-threads function's routes (spec document 2, 2.8 and 7): every chat thread, one thread's transcript, and an
// admin's reply into a thread as the assistant; admins only.
import { adminReplySchema, adminThreadPathSchema, adminThreadQuerySchema, adminThreadsQuerySchema, type AdminThreadList, type AdminThreadTranscript } from '../adminThreads';
import { API } from '../api';
import type { ChatMessage } from '../chat';
import { reply, route } from '../route';

export const adminThreadsRoutes = [
  route('GET', API.adminThreads, 'admin', { query: adminThreadsQuerySchema, reply: reply<AdminThreadList>() }),
  route('GET', API.adminThreadMessages, 'admin', { params: adminThreadPathSchema, query: adminThreadQuerySchema, reply: reply<AdminThreadTranscript>() }),
  route('POST', API.adminThreadMessages, 'admin', { params: adminThreadPathSchema, body: adminReplySchema, reply: reply<{ message: ChatMessage }>() }),
] as const;
