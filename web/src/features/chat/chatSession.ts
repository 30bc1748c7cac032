// The chat's state and send pipeline, outside React: the selected thread and its messages, the optimistic send with
// the consultant's reply, the offline queue (pending messages sent when the connection returns, a failed re-send
// re-queued), the failed send (optimistic message removed, error with Retry), the recovery store and its manual
// recovery, and the token balance after each reply. Replies stream: the reply shows as it is written, and Stop ends it
// where it is (the server still saves the whole answer; a quiet replay of the operation then learns its thread and
// the balance). A small store (subscribe / getState) that useChat binds to React.
import { suggestedAnswers, type ChatMessage, type ChatRole, type ConsultResponse, type ThreadList, type ThreadMessages } from '@contracts/chat';
import { AUTH, CHAT } from '@contracts/messages';
import { CircuitOpenError } from '@contracts/resilience';
import type { Toast } from '../../api/mutation';
import { isRetryableError, statusOf } from '../../api/retryable';
import { ReplyStopped, type ConsultOptions } from './api';
import { OfflineQueue } from './offlineQueue';
import type { RecoveryRecord, RecoveryStore } from './recoveryStore';
import { sendBlock } from './rules';

/** A message as the page shows it; pending, failed and recovered are the client's own flags. */
export interface UiMessage {
  id: string;
  role: ChatRole;
  content: string;
  createdAt: string;
  /** Written offline (or not yet delivered): it is sent when the connection returns. */
  pending?: boolean;
  /** A re-send of this pending message failed; it stays queued. */
  failed?: boolean;
  /** Delivered by a manual recovery. */
  recovered?: boolean;
  /** A reply still being written. */
  streaming?: boolean;
  /** A reply the user stopped: what was written by then. */
  stopped?: boolean;
  /** A reply from the site's team (an admin), not the consultant. */
  author?: 'team';
}

/** One message on its way to the consultant; its id is the send's operationId, kept for every re-send. */
export interface SendJob {
  id: string;
  message: string;
  /** The thread it belongs to; null for a conversation not saved yet. */
  threadId: string | null;
  /** The unsaved conversation it was written in (so later messages join the thread the first one creates). */
  draftKey: string;
  location: string | null;
  createdAt: string;
  /** Once tried, its thread is fixed: a re-send must match the first try. */
  attempted?: boolean;
}

export interface SendFailure {
  job: SendJob;
  message: string;
  /** 'send': the optimistic message was removed, Retry sends it again; 'queue': it stays queued, Retry flushes. */
  kind: 'send' | 'queue';
}

export interface ChatState {
  threadId: string | null;
  messages: UiMessage[];
  loadingMessages: boolean;
  messagesError: boolean;
  sending: boolean;
  /** A reply is being written (Stop can end it). */
  streaming: boolean;
  suggestions: string[];
  failure: SendFailure | null;
  /** The start of the latest reply (Markdown), for a screen reader's announcement; empty before the first. */
  announcement: string;
  /** The conversation in view is settled (chosen, started or opened on arrival): the page stops waiting for the history. */
  ready: boolean;
  /** Requests an earlier visit left unsent (offered for manual recovery). */
  unsent: RecoveryRecord<SendJob>[];
  recovering: boolean;
}

/** A toast the pipeline asks for; one with a key replaces (and can be dismissed as) the earlier one with that key. */
export type ChatToast = Toast & { key?: string };

/** What the pipeline needs from the page: the live inputs, the API calls, the stores and the toasts. */
export interface ChatDeps {
  userId: () => string;
  location: () => string | null;
  tokenBalance: () => number | undefined;
  isOnline: () => boolean;
  consult: (request: { message: string; threadId: string | null; location: string | null; operationId: string }, options?: ConsultOptions) => Promise<ConsultResponse>;
  loadMessages: (threadId: string) => Promise<ThreadMessages>;
  recovery: RecoveryStore<SendJob>;
  /** The reply's (or a refusal's) token balance, for the cached profile. */
  setBalance: (tokenBalance: number) => void;
  /** The thread list changed on the server (a reply, a recovery). */
  threadsChanged: () => void;
  toast: (toast: ChatToast) => void;
  dismiss: (key: string) => void;
  newId?: () => string;
  now?: () => Date;
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : CHAT.errorSending;
}

/** A failure that another attempt could get past (the service, the network, an open circuit), as opposed to a refusal. */
function isTransient(error: unknown): boolean {
  return isRetryableError(error) || error instanceof CircuitOpenError;
}

/** The start of a reply for a screen reader's announcement (Markdown; the page reads it as text), cut at a word to a readable length. */
export function spokenReply(markdown: string): string {
  const text = markdown.trim();
  return text.length > 300 ? `${text.slice(0, 300).replace(/\s+\S*$/, '')}...` : text;
}

/** The user's message of a send, as the conversation shows it (pending while it waits for the connection). */
function userMessage(job: SendJob, pending = false): UiMessage {
  return { id: job.id, role: 'user', content: job.message, createdAt: job.createdAt, ...(pending ? { pending: true } : {}) };
}

/** The id of a send's reply as the conversation shows it (while it is written, and once saved). */
const replyIdOf = (job: SendJob) => `${job.id}:reply`;

export class ChatSession {
  private state: ChatState;
  private readonly listeners = new Set<() => void>();
  private readonly deps: ChatDeps;
  private readonly newId: () => string;
  private readonly now: () => Date;
  /** The conversation in view, as the async flows read it. */
  private view: { threadId: string | null; draftKey: string };
  private readonly queue = new OfflineQueue<SendJob>();
  /** The thread each unsaved conversation's first reply created. */
  private readonly draftThreads = new Map<string, string>();
  private inFlight = false;
  /** Stops the reply being written. */
  private stopper: AbortController | undefined;
  private decided: boolean;
  private readonly recoveredTexts = new Set<string>();

  constructor(deps: ChatDeps, { newThread }: { newThread: boolean }) {
    this.deps = deps;
    this.newId = deps.newId ?? (() => crypto.randomUUID());
    this.now = deps.now ?? (() => new Date());
    this.view = { threadId: null, draftKey: this.newId() };
    this.decided = newThread;
    const userId = deps.userId();
    this.state = {
      threadId: null,
      messages: [],
      loadingMessages: false,
      messagesError: false,
      sending: false,
      streaming: false,
      suggestions: [],
      failure: null,
      announcement: '',
      ready: newThread,
      unsent: userId ? deps.recovery.unsent(userId, 'ai') : [],
      recovering: false,
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): ChatState => this.state;

  private set(patch: Partial<ChatState> | ((state: ChatState) => Partial<ChatState>)): void {
    this.state = { ...this.state, ...(typeof patch === 'function' ? patch(this.state) : patch) };
    this.listeners.forEach((listener) => listener());
  }

  private setMessages(update: (shown: UiMessage[]) => UiMessage[]): void {
    this.set((s) => ({ messages: update(s.messages) }));
  }

  /** The conversation in view is settled: the page stops waiting for the history. */
  private decide(): void {
    this.decided = true;
    if (!this.state.ready) this.set({ ready: true });
  }

  private threadOf(job: SendJob): string | null {
    return job.threadId ?? (job.attempted ? null : (this.draftThreads.get(job.draftKey) ?? null));
  }

  private inView(job: SendJob): boolean {
    const thread = this.threadOf(job);
    return this.view.draftKey === job.draftKey || (thread !== null && thread === this.view.threadId);
  }

  private toUi(m: ChatMessage): UiMessage {
    return {
      id: m.id,
      role: m.role,
      content: m.content,
      createdAt: m.createdAt,
      ...(m.author ? { author: m.author } : {}),
      ...(this.recoveredTexts.has(m.content) ? { recovered: true } : {}),
    };
  }

  private queuedFor(id: string | null, draftKey: string): UiMessage[] {
    return this.queue
      .list()
      .filter((job) => job.draftKey === draftKey || (id !== null && this.threadOf(job) === id))
      .map((job) => userMessage(job, true));
  }

  private load(id: string): void {
    this.set({ loadingMessages: true, messagesError: false });
    this.deps
      .loadMessages(id)
      .then(({ messages: saved }) => {
        if (this.view.threadId !== id) return;
        this.set({
          messages: [...saved.map((m) => this.toUi(m)), ...this.queuedFor(id, this.view.draftKey)],
          suggestions: saved.length ? suggestedAnswers(saved) : [],
        });
      })
      .catch((error: unknown) => {
        if (this.view.threadId !== id) return;
        this.set({ messagesError: true });
        this.deps.toast({ kind: 'error', title: CHAT.errorFetchingMessages, description: errorText(error) });
      })
      .finally(() => {
        if (this.view.threadId === id) this.set({ loadingMessages: false });
      });
  }

  /** Re-reads the thread in view (Retry after a failed load). */
  reloadMessages = (): void => {
    if (this.state.threadId) this.load(this.state.threadId);
  };

  selectThread = (id: string): void => {
    this.decide();
    this.view = { threadId: id, draftKey: this.newId() };
    this.set({ threadId: id, messages: this.queuedFor(id, this.view.draftKey), suggestions: [], failure: null });
    this.load(id);
  };

  newChat = (): void => {
    this.decide();
    this.view = { threadId: null, draftKey: this.newId() };
    this.set({ threadId: null, messages: [], suggestions: [], failure: null, messagesError: false, loadingMessages: false });
  };

  /**
   * The thread list arrived (or failed): on arrival the latest thread opens, unless a new conversation was asked for
   * or the user already began one.
   */
  threadsSettled = (threads: ThreadList | undefined, failed: boolean): void => {
    if (this.decided) return;
    if (threads) {
      this.decide();
      const latest = threads.threads[0];
      if (latest) this.selectThread(latest.id);
    } else if (failed) {
      this.decide();
    }
  };

  /** Shows a reply (a draft while it is written) right after its question, in place of the earlier draft. */
  private showReply(job: SendJob, reply: UiMessage, patch: Partial<ChatState> = {}): void {
    this.set((s) => {
      const next = s.messages
        .filter((m) => m.id !== reply.id)
        .map((m) => (m.id === job.id ? { id: m.id, role: m.role, content: m.content, createdAt: m.createdAt } : m));
      const at = next.findIndex((m) => m.id === job.id);
      return {
        messages: at < 0 ? [...next, userMessage(job), reply] : [...next.slice(0, at + 1), reply, ...next.slice(at + 1)],
        ...patch,
      };
    });
  }

  /** Sends one job to the consultant and shows the reply as it is written if its conversation is in view; throws on failure. */
  private async deliver(job: SendJob): Promise<void> {
    const { recovery } = this.deps;
    if (!job.attempted) {
      job.threadId = this.threadOf(job);
      job.attempted = true;
      recovery.update(job.id, job);
    }
    const replyId = replyIdOf(job);
    const stopper = new AbortController();
    this.stopper = stopper;
    let draft = '';
    const request = { message: job.message, threadId: job.threadId, location: job.location, operationId: job.id };
    // A retry starts with '': what was written so far stays in view (the conversation keeps its shape, an open dialog
    // beside it stays open) until the retry writes anew or its saved answer replaces it.
    const onText = (text: string) => {
      if (!text) return;
      draft = text;
      if (this.inView(job)) this.showReply(job, { id: replyId, role: 'assistant', content: text, createdAt: this.now().toISOString(), streaming: true }, { streaming: true });
    };
    let response: ConsultResponse;
    try {
      response = await this.deps
        .consult(request, {
          onText,
          signal: stopper.signal,
          onRetry: (attempt) => {
            if (attempt === 1) this.deps.toast({ key: 'connection-issue', kind: 'warning', title: CHAT.connectionIssueTitle, description: CHAT.connectionIssue });
          },
        })
        .finally(() => this.deps.dismiss('connection-issue'));
    } catch (error) {
      if (!(error instanceof ReplyStopped)) throw error;
      if (this.inView(job) && draft) this.showReply(job, { id: replyId, role: 'assistant', content: draft, createdAt: this.now().toISOString(), stopped: true });
      void this.settleStopped(job, request);
      return;
    } finally {
      this.stopper = undefined;
      this.set({ streaming: false });
    }

    recovery.remove(job.id);
    this.arrived(job, response);
    if (this.inView(job)) {
      const reply: UiMessage = { id: replyId, role: 'assistant', content: response.response, createdAt: this.now().toISOString() };
      this.showReply(job, reply, {
        threadId: response.threadId,
        suggestions: response.suggestions,
        announcement: spokenReply(response.response),
      });
    }
  }

  /** A reply's thread, balance and the thread list, as the server saved them. */
  private arrived(job: SendJob, response: ConsultResponse): void {
    if (!job.threadId) this.draftThreads.set(job.draftKey, response.threadId);
    if (this.inView(job)) this.view = { ...this.view, threadId: response.threadId };
    if (this.inView(job) && this.state.threadId !== response.threadId) this.set({ threadId: response.threadId });
    this.deps.setBalance(response.updatedTokenBalance);
    this.deps.threadsChanged();
  }

  /**
   * After Stop the server still finishes and saves the answer: the same operation sent again (unstreamed) returns it
   * once saved, which gives the conversation its thread and the balance; the reply shown stays where it was stopped.
   */
  private async settleStopped(job: SendJob, request: Parameters<ChatDeps['consult']>[0]): Promise<void> {
    try {
      const response = await this.deps.consult(request);
      this.deps.recovery.remove(job.id);
      this.arrived(job, response);
    } catch (error) {
      // Kept for recovery: the next visit offers to fetch it again.
      console.warn('Could not fetch the stopped reply', error);
    }
  }

  /** Stop: the reply being written ends where it is. */
  stop = (): void => {
    this.stopper?.abort();
  };

  /** A refusal that ends the send for good: 402 (no tokens) and 401 (signed out) get their own messages. */
  private refused(error: unknown): boolean {
    const status = statusOf(error);
    if (status === 402) {
      this.deps.setBalance(0);
      return true;
    }
    if (status === 401) {
      this.deps.toast({ kind: 'error', title: AUTH.notLoggedInTitle, description: AUTH.notLoggedIn });
      return true;
    }
    return false;
  }

  /** A send that did not go through leaves the conversation, with whatever of its reply was written. */
  private withdraw(job: SendJob): void {
    this.setMessages((shown) => shown.filter((m) => m.id !== job.id && m.id !== replyIdOf(job)));
  }

  private markQueued(job: SendJob, failed = false): void {
    this.queue.add(job);
    this.setMessages((shown) => shown.map((m) => (m.id === job.id ? { ...m, pending: true, failed } : m)));
  }

  private async sendNow(job: SendJob): Promise<void> {
    const { recovery } = this.deps;
    this.inFlight = true;
    this.set({ sending: true });
    try {
      await this.deliver(job);
    } catch (error) {
      if (!this.deps.isOnline() && isTransient(error)) {
        this.markQueued(job);
        return;
      }
      this.withdraw(job);
      if (this.refused(error)) {
        recovery.remove(job.id);
        return;
      }
      if (isTransient(error)) recovery.setState(job.id, 'failed');
      else recovery.remove(job.id);
      this.set({ failure: { job, message: errorText(error), kind: 'send' } });
    } finally {
      this.inFlight = false;
      this.set({ sending: false });
    }
  }

  /** Sends what was queued offline, oldest first; a failed re-send stays queued (Retry, or the next reconnect, sends it). */
  flushQueue = async (): Promise<void> => {
    const { recovery } = this.deps;
    if (!this.queue.size || !this.deps.isOnline() || this.inFlight) return;
    this.inFlight = true;
    this.set({ sending: true, failure: null });
    const result = await this.queue.flush(async (job) => {
      await this.deliver(job);
    });
    this.inFlight = false;
    this.set({ sending: false });
    const failed = result.failed;
    if (!failed) return;
    if (!this.deps.isOnline() && isTransient(failed.error)) return;
    const refusal = this.refused(failed.error);
    if (refusal || !isTransient(failed.error)) {
      // It can never go through: it leaves the queue and the conversation.
      this.queue.remove(failed.item.id);
      recovery.remove(failed.item.id);
      this.withdraw(failed.item);
      if (!refusal) this.set({ failure: { job: failed.item, message: errorText(failed.error), kind: 'send' } });
      return;
    }
    recovery.setState(failed.item.id, 'failed');
    this.markQueued(failed.item, true);
    this.set({ failure: { job: failed.item, message: errorText(failed.error), kind: 'queue' } });
  };

  /** Keeps the job for recovery, shows it (if asked) and sends it now, or queues it while offline. */
  private dispatch(job: SendJob, show: boolean): void {
    this.deps.recovery.save({ id: job.id, kind: 'ai', userId: this.deps.userId(), payload: job });
    const offline = !this.deps.isOnline();
    if (show) this.setMessages((shown) => [...shown, userMessage(job, offline)]);
    if (offline) this.queue.add(job);
    else void this.sendNow(job);
  }

  /** Sends a message typed or picked by the user, following the chat's rules; answers whether it was taken. */
  send = (text: string): boolean => {
    if (sendBlock({ text, loading: this.state.sending, submitting: this.inFlight, tokenBalance: this.deps.tokenBalance() })) return false;
    if (!this.deps.userId()) {
      this.deps.toast({ kind: 'error', title: AUTH.notLoggedInTitle, description: AUTH.notLoggedIn });
      return false;
    }
    this.decide();
    this.set({ failure: null });
    const job: SendJob = {
      id: this.newId(),
      message: text.trim(),
      threadId: this.view.threadId,
      draftKey: this.view.draftKey,
      location: this.deps.location(),
      createdAt: this.now().toISOString(),
    };
    this.dispatch(job, true);
    return true;
  };

  retry = (): void => {
    const { failure } = this.state;
    if (!failure || this.inFlight) return;
    this.set({ failure: null });
    if (failure.kind === 'queue') {
      void this.flushQueue();
      return;
    }
    this.dispatch(failure.job, this.inView(failure.job));
  };

  dismissFailure = (): void => {
    this.set({ failure: null });
  };

  /** Manual recovery: re-sends the requests an earlier visit left unsent, latest first, each with its own operationId. */
  recover = async (): Promise<void> => {
    const { recovery } = this.deps;
    if (this.state.recovering) return;
    const userId = this.deps.userId();
    const earlier = new Set(this.state.unsent.map((r) => r.id));
    const records = recovery.unsent(userId, 'ai').filter((r) => earlier.has(r.id));
    this.set({ recovering: true });
    this.deps.toast({ key: 'recovery', kind: 'info', title: CHAT.recovering });
    let lastError: unknown;
    let latestThread: string | undefined;
    for (const record of records) {
      const job = record.payload;
      try {
        const response = await this.deps.consult({ message: job.message, threadId: job.threadId, location: job.location, operationId: record.id });
        recovery.remove(record.id);
        this.recoveredTexts.add(job.message).add(response.response);
        latestThread ??= response.threadId;
        this.deps.setBalance(response.updatedTokenBalance);
      } catch (error) {
        lastError = error;
        if (isTransient(error)) recovery.setState(record.id, 'failed');
        else recovery.remove(record.id);
      }
    }
    this.set({ recovering: false, unsent: recovery.unsent(userId, 'ai').filter((r) => earlier.has(r.id)) });
    this.deps.threadsChanged();
    if (lastError !== undefined) {
      this.deps.toast({ key: 'recovery', kind: 'error', title: CHAT.recoveryFailed, description: errorText(lastError) });
    } else {
      this.deps.dismiss('recovery');
    }
    if (latestThread) this.selectThread(latestThread);
  };

  /** The connection went (banner toast) or came back (toast, and the queue is sent). */
  connectivityChanged = (online: boolean): void => {
    if (!online) {
      this.deps.toast({ key: 'connection', kind: 'warning', title: CHAT.connectionLostTitle, description: CHAT.connectionLost });
      return;
    }
    this.deps.dismiss('connection');
    this.deps.toast({ kind: 'success', title: CHAT.backOnline, brief: true });
    void this.flushQueue();
  };
}
