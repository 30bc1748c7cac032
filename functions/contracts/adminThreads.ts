// The Threads tab's shapes and rules (spec document 2, 2.8, 3 and 7): every thread with its owner's profile, read
// newest or oldest first in one of four sizes, a thread's transcript, and an admin's reply as the assistant.
import * as z from 'zod/mini';
import { CHAT_LIMITS, threadIdParam, type ChatMessage } from './chat';
import { ADMIN_THREADS } from './messages';
import { freeText } from './text';
import { lazily } from './zod';

export const THREAD_LIMITS = [10, 50, 100, 500] as const;
export const DEFAULT_THREAD_LIMIT = 50;
export const THREAD_SORTS = ['newest', 'oldest'] as const;
export type ThreadSort = (typeof THREAD_SORTS)[number];
/** Characters of a thread id the table shows. */
export const THREAD_ID_SHOWN = 8;

/** A thread as the admin sees it (section 3's wire names), with its owner's profile when there is one. */
export interface AdminThread {
  id: string;
  title: string;
  user_id: string;
  last_message_at: string;
  created_at: string;
  user: { id: string; email: string; display_name: string } | null;
}

export interface AdminThreadList {
  threads: AdminThread[];
}

export interface AdminThreadTranscript {
  thread: AdminThread;
  messages: ChatMessage[];
}

export const adminThreadsQuerySchema = lazily(() => z.object({
  sort: z._default(z.enum(THREAD_SORTS), 'newest'),
  limit: z.pipe(
    z.transform((v: unknown) => (v === undefined || v === '' ? DEFAULT_THREAD_LIMIT : Number(v))),
    z.number().check(z.refine((n) => (THREAD_LIMITS as readonly number[]).includes(n), { message: 'Limit must be 10, 50, 100 or 500' })),
  ),
}));

/** A thread's owner (a user id), needed to find the thread (a thread is kept under its owner). */
const ownerId = () => z.string({ message: ADMIN_THREADS.threadNotFound }).check(z.regex(/^[\w-]{1,64}$/, { message: ADMIN_THREADS.threadNotFound }));

/** /api/admin/threads/{threadId}/messages: the thread (either method). */
export const adminThreadPathSchema = lazily(() => z.object({ threadId: threadIdParam(ADMIN_THREADS.threadNotFound) }));

/** GET of a thread's transcript: its owner. */
export const adminThreadQuerySchema = lazily(() => z.object({ userId: ownerId() }));

/** The reply box: non-blank text, up to the chat's longest message. */
export const adminReplySchema = lazily(() => z.strictObject({
  userId: ownerId(),
  content: z
    .string({ message: ADMIN_THREADS.replyRequired })
    .check(z.trim(), z.minLength(1, { message: ADMIN_THREADS.replyRequired }), z.maxLength(CHAT_LIMITS.messageMaxLength, { message: ADMIN_THREADS.replyTooLong }), freeText()),
}));
export type AdminReply = z.output<typeof adminReplySchema>;

/** The User column: display name, else e-mail, else a shortened id, else 'Unknown'. */
export function threadUserLabel(thread: Pick<AdminThread, 'user' | 'user_id'>): string {
  return thread.user?.display_name || thread.user?.email || (thread.user_id ? `${thread.user_id.slice(0, THREAD_ID_SHOWN)}...` : '') || ADMIN_THREADS.unknownUser;
}

/** The search of the loaded threads: title, user display name or e-mail, ignoring case. */
export function threadMatches(thread: AdminThread, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [thread.title, thread.user?.display_name, thread.user?.email].some((v) => v?.toLowerCase().includes(needle));
}

/** 'Untitled' for a thread without a title. */
export const threadTitle = (title: string | null | undefined) => title?.trim() || ADMIN_THREADS.untitled;
