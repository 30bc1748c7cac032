// The Threads tab's calls: every thread (admin query cache: stale after 3 minutes), a thread's transcript, the reply.
import type { AdminThread, AdminThreadList, ThreadSort } from '@contracts/adminThreads';
import { API } from '@contracts/api';
import { apiFetch } from '../../../api/client';
import { useApi } from '../../../api/useApi';
import { adminQueryCache, clearCache } from '../kit/cache';

export const threadsUrl = (sort: ThreadSort, limit: number): `/api/admin/threads?${string}` => `${API.adminThreads}?sort=${sort}&limit=${limit}`;

export function useAdminThreads(sort: ThreadSort, limit: number) {
  return useApi<`/api/admin/threads?${string}`, AdminThreadList>(threadsUrl(sort, limit), adminQueryCache);
}

const messagesPath = (thread: AdminThread) => `/api/admin/threads/${encodeURIComponent(thread.id)}/messages` as const;

export function useTranscript(thread: AdminThread | null) {
  return useApi(thread ? (`${messagesPath(thread)}?userId=${encodeURIComponent(thread.user_id)}` as `/api/admin/threads/${string}/messages?${string}`) : null, {
    revalidateOnFocus: false,
  });
}

/** The reply as the assistant; the thread list is read again (the thread's last message moved). */
export async function sendReply({ thread, content }: { thread: AdminThread; content: string }) {
  const result = await apiFetch(messagesPath(thread), { method: 'POST', body: { userId: thread.user_id, content } });
  await clearCache(API.adminThreads);
  return result;
}
