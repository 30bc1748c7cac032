// threads: the caller's latest chat threads, one thread's latest messages in time order (a bounded read), starting
// a new thread (within the user's daily number of new threads), and deleting one of their threads with its messages
// (within the write budget every signed-in write has), with their photos; and a chat photo's presigned upload
// (lib/chat/photos, loaded on first need).
import { randomUUID } from 'node:crypto';
import { CHAT_LIMITS } from '../contracts/chat';
import { CHAT } from '../contracts/messages';
import { threadsRoutes } from '../contracts/routes/threads';
import { createThread, deleteThread, getThread, listThreads, recentMessages } from '../lib/chat';
import { api, notFound, signedIn } from '../lib/platform/http';
import { NEW_THREADS_LIMIT } from '../lib/platform/limits';
import { enforce } from '../lib/platform/rateLimit';
import { guardWrite } from '../lib/platform/writeGuard';

export const handler = api(
  threadsRoutes,
  {
    'GET /api/threads': async (req) => ({ body: { threads: await listThreads(signedIn(req).sub) } }),

    'POST /api/threads': async (req) => {
      const caller = signedIn(req);
      await enforce('new-threads', caller.sub, NEW_THREADS_LIMIT);
      const now = new Date().toISOString();
      const thread = await createThread({ id: randomUUID(), userId: caller.sub, title: req.body.title ?? CHAT.newChat, createdAt: now, lastMessageAt: now });
      return { status: 201, body: thread };
    },

    'GET /api/threads/{threadId}/messages': async (req) => {
      const caller = signedIn(req);
      const thread = await getThread(caller.sub, req.params.threadId);
      if (!thread) throw notFound();
      const stored = await recentMessages(thread.id, CHAT_LIMITS.threadMessagesShown);
      const messages = stored.some((m) => m.photoIds) ? await (await import('../lib/chat/photos')).withPhotoLinks(caller.sub, stored) : stored;
      return { body: { thread, messages } };
    },

    'DELETE /api/threads/{threadId}': async (req) => {
      const caller = signedIn(req);
      // The key holds the owner: another user's thread is not found.
      const erasePhotos = async (photoIds: string[]) => (await import('../lib/chat/photos')).deletePhotos(caller.sub, photoIds);
      if (!(await deleteThread(caller.sub, req.params.threadId, erasePhotos))) throw notFound();
      return { body: { deleted: true, threadId: req.params.threadId } };
    },

    'POST /api/chat/photos': async (req) => {
      const { photoUpload } = await import('../lib/chat/photos');
      return { status: 201, body: await photoUpload(signedIn(req).sub, req.body) };
    },
  },
  { writeGuard: guardWrite },
);
