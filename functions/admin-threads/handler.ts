// admin-threads: the Threads tab's calls: every thread, a thread's transcript, an admin's reply (audited by lib/http).
import { adminThreadsRoutes } from '../contracts/routes/admin-threads';
import { allThreads, replyToThread, transcript } from '../lib/chat/adminThreads';
import { writeAudit } from '../lib/platform/audit';
import { api } from '../lib/platform/http';
import { guardWrite } from '../lib/platform/writeGuard';

export const handler = api(
  adminThreadsRoutes,
  {
    'GET /api/admin/threads': async (req) => ({ body: { threads: await allThreads(req.query.sort, req.query.limit) } }),
    'GET /api/admin/threads/{threadId}/messages': async (req) => ({ body: await transcript(req.query.userId, req.params.threadId) }),
    'POST /api/admin/threads/{threadId}/messages': async (req) => {
      const { threadId } = req.params;
      const message = await replyToThread(req.body.userId, threadId, req.body.content);
      return { status: 201, body: { message }, audit: { action: 'thread.reply', target: threadId, changes: { userId: req.body.userId, messageId: message.id } } };
    },
  },
  { writeGuard: guardWrite, audit: writeAudit },
);
