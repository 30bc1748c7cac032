// The monitoring page's Recovery Operations over the chat's outbox: this browser's unsent chat sends, counted per
// service prefix, and Recover All, which re-sends each (idempotent by its operation id) and forgets those that went.
import type { PendingOperations, Recovery } from '../../features/monitoring/api';
import { consult } from '../../features/chat/api';
import { outbox } from '../../features/chat/outbox';

/** Every entry is an AI chat send: its service name is 'ai_chat', whose prefix (the part before the first '_') is 'ai'. */
const SERVICE_PREFIX = 'ai';

/** The user's pending operations in this browser, by service prefix. */
function pending(userId: string): PendingOperations {
  const total = outbox.left(userId).length;
  return { total, byService: total ? { [SERVICE_PREFIX]: total } : {} };
}

/** Re-sends every pending operation, latest first (each idempotent by its operation id); forgets those that went through. */
async function recoverAll(userId: string): Promise<void> {
  for (const entry of outbox.left(userId).reverse()) {
    await consult({ message: entry.message, threadId: entry.threadId, location: entry.location, operationId: entry.id });
    outbox.remove(entry.id);
  }
}

export const chatRecovery: Recovery = { pending, recoverAll };
