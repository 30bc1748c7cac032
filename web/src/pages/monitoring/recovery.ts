// The monitoring page's Recovery Operations over the chat's recovery store: this browser's unsent chat sends, counted
// per service prefix, and Recover All, which re-sends each (idempotent by its operation id) and forgets those that went.
import type { Recovery } from '../../features/monitoring/api';
import { consult } from '../../features/chat/api';
import type { SendJob } from '../../features/chat/chatSession';
import { RecoveryStore } from '../../features/chat/recoveryStore';

const recovery = new RecoveryStore<SendJob>();

/** The user's pending operations in this browser, by service prefix (the part of the name before the first '_'). */
function pending(userId: string) {
  const records = recovery.unsent(userId);
  const byService: Record<string, number> = {};
  for (const r of records) {
    const service = r.kind === 'ai' ? 'ai_chat' : 'api_request';
    const prefix = service.split('_')[0];
    byService[prefix] = (byService[prefix] ?? 0) + 1;
  }
  return { total: records.length, byService };
}

/** Re-sends every pending operation (each idempotent by its operation id); forgets those that went through. */
async function recoverAll(userId: string): Promise<void> {
  for (const r of recovery.unsent(userId)) {
    if (r.kind !== 'ai') continue;
    const job = r.payload;
    await consult({ message: job.message, threadId: job.threadId, location: job.location, operationId: job.id });
    recovery.remove(r.id);
  }
}

export const chatRecovery: Recovery = { pending, recoverAll };
