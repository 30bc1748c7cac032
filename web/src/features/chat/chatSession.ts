// The chat's state and send pipeline, outside React: the selected thread and its messages, and every send through
// the outbox (written offline: pending, sent when the connection returns; a send that fails: withdrawn, or marked
// failed if it was queued, with Retry; what an earlier visit left: offered for a manual recovery), the consultant's
// reply as it is written (Stop ends it where it is; a quiet replay of the operation then learns its thread and the
// balance), and the token balance after each reply. A message's photos (uploaded before the send) go with every send
// of it as ids; this visit shows them from the thumbnails it was given, a saved thread from the server's links. A small store (subscribe / getState) that useChat binds to React.
import { suggestedAnswers, type ChatMessage, type ChatRole, type ConsultRequest, type ConsultResponse, type ThreadList, type ThreadMessages } from '@contracts/chat';
import type { ChatPhoto } from '@contracts/chatPhotos';
import { AUTH, CHAT } from '@contracts/messages';
import { CircuitOpenError } from '@contracts/resilience';
import type { Toast } from '../../api/mutation';
import { isRetryableError, statusOf } from '../../api/retryable';
import { ReplyStopped, type ConsultOptions } from './api';
import type { Outbox, OutboxEntry } from './outbox';
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
  /** The photos sent with it. */
  photos?: ChatPhoto[];
}

export interface SendFailure {
  /** The send that failed, as Retry sends it again (it may have left the outbox: a refusal other than 401/402). */
  entry: OutboxEntry;
  message: string;
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
  /** Messages an earlier visit left unsent (offered for manual recovery). */
  unsent: OutboxEntry[];
  recovering: boolean;
}

/** A toast the pipeline asks for; one with a key replaces (and can be dismissed as) the earlier one with that key. */
export type ChatToast = Toast & { key?: string };

/** What the pipeline needs from the page: the live inputs, the API calls, the outbox and the toasts. */
export interface ChatDeps {
  userId: () => string;
  location: () => string | null;
  tokenBalance: () => number | undefined;
  isOnline: () => boolean;
  consult: (request: ConsultRequest, options?: ConsultOptions) => Promise<ConsultResponse>;
  loadMessages: (threadId: string) => Promise<ThreadMessages>;
  outbox: Outbox;
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

/** The user's message of a send as sent: its text, and its photos as far as `thumbnails` has their links. */
function questionOf(entry: OutboxEntry, thumbnails: ReadonlyMap<string, string>): UiMessage {
  const photos = (entry.photoIds ?? []).flatMap((id) => {
    const url = thumbnails.get(id);
    return url ? [{ id, url }] : [];
  });
  return { id: entry.id, role: 'user', content: entry.message, createdAt: entry.createdAt, ...(photos.length ? { photos } : {}) };
}

/** The user's message of a send, as the conversation shows it (a queued one pending, or failed once its re-send failed). */
function userMessage(entry: OutboxEntry, thumbnails: ReadonlyMap<string, string>): UiMessage {
  const shown = questionOf(entry, thumbnails);
  return entry.queued ? { ...shown, pending: true, ...(entry.state === 'failed' ? { failed: true } : {}) } : shown;
}

/** The id of a send's reply as the conversation shows it (while it is written, and once saved). */
const replyIdOf = (entry: OutboxEntry) => `${entry.id}:reply`;

const requestOf = (entry: OutboxEntry): ConsultRequest => ({
  message: entry.message,
  threadId: entry.threadId,
  location: entry.location,
  operationId: entry.id,
  ...(entry.photoIds?.length ? { photoIds: entry.photoIds } : {}),
});

export class ChatSession {
  private state: ChatState;
  private readonly listeners = new Set<() => void>();
  private readonly deps: ChatDeps;
  private readonly newId: () => string;
  private readonly now: () => Date;
  /** This visit: the outbox entries it wrote are the ones it sends. */
  private readonly visit: string;
  /** The conversation in view, as the async flows read it. */
  private view: { threadId: string | null; draftKey: string };
  private inFlight = false;
  /** Stops the reply being written. */
  private stopper: AbortController | undefined;
  private decided: boolean;
  private readonly recoveredTexts = new Set<string>();
  /** The thumbnails' links of the photos this visit sent, by photo id. */
  private readonly thumbnails = new Map<string, string>();

  constructor(deps: ChatDeps, { newThread }: { newThread: boolean }) {
    this.deps = deps;
    this.newId = deps.newId ?? (() => crypto.randomUUID());
    this.now = deps.now ?? (() => new Date());
    this.visit = this.newId();
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
      unsent: userId ? deps.outbox.left(userId) : [],
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

  /** This visit's entries, oldest first (the order they are sent in). */
  private own(): OutboxEntry[] {
    return this.deps.outbox.entries(this.deps.userId()).filter((e) => e.visit === this.visit);
  }

  private inView(entry: OutboxEntry): boolean {
    return this.view.draftKey === entry.draftKey || (entry.threadId !== null && entry.threadId === this.view.threadId);
  }

  private toUi(m: ChatMessage): UiMessage {
    return {
      id: m.id,
      role: m.role,
      content: m.content,
      createdAt: m.createdAt,
      ...(m.author ? { author: m.author } : {}),
      ...(m.photos?.length ? { photos: m.photos } : {}),
      ...(this.recoveredTexts.has(m.content) ? { recovered: true } : {}),
    };
  }

  /** The queued messages of the conversation in view (they follow its saved ones). */
  private queuedInView(): UiMessage[] {
    return this.own()
      .filter((e) => e.queued && this.inView(e))
      .map((e) => userMessage(e, this.thumbnails));
  }

  private load(id: string): void {
    this.set({ loadingMessages: true, messagesError: false });
    this.deps
      .loadMessages(id)
      .then(({ messages: saved }) => {
        if (this.view.threadId !== id) return;
        this.set({ messages: [...saved.map((m) => this.toUi(m)), ...this.queuedInView()], suggestions: saved.length ? suggestedAnswers(saved) : [] });
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
    this.set({ threadId: id, messages: this.queuedInView(), suggestions: [], failure: null });
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
  private showReply(entry: OutboxEntry, reply: UiMessage, patch: Partial<ChatState> = {}): void {
    this.set((s) => {
      const next = s.messages
        .filter((m) => m.id !== reply.id)
        .map((m) => (m.id === entry.id ? questionOf(entry, this.thumbnails) : m));
      const at = next.findIndex((m) => m.id === entry.id);
      const question = questionOf(entry, this.thumbnails);
      return {
        messages: at < 0 ? [...next, question, reply] : [...next.slice(0, at + 1), reply, ...next.slice(at + 1)],
        ...patch,
      };
    });
  }

  /** Sends one entry to the consultant and shows the reply as it is written if its conversation is in view; throws on failure. */
  private async deliver(entry: OutboxEntry): Promise<void> {
    const { outbox } = this.deps;
    if (!entry.attempted) outbox.update(entry.id, { attempted: true });
    const replyId = replyIdOf(entry);
    const stopper = new AbortController();
    this.stopper = stopper;
    let draft = '';
    const request = requestOf(entry);
    // A retry starts with '': what was written so far stays in view (the conversation keeps its shape, an open dialog
    // beside it stays open) until the retry writes anew or its saved answer replaces it.
    const onText = (text: string) => {
      if (!text) return;
      draft = text;
      if (this.inView(entry)) this.showReply(entry, { id: replyId, role: 'assistant', content: text, createdAt: this.now().toISOString(), streaming: true }, { streaming: true });
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
      if (this.inView(entry) && draft) this.showReply(entry, { id: replyId, role: 'assistant', content: draft, createdAt: this.now().toISOString(), stopped: true });
      // Not sent again from here: kept only until the quiet replay fetches the saved answer (a later visit offers it).
      outbox.update(entry.id, { state: 'failed', queued: false });
      void this.settleStopped(entry, request);
      return;
    } finally {
      this.stopper = undefined;
      this.set({ streaming: false });
    }

    outbox.remove(entry.id);
    this.arrived(entry, response);
    if (this.inView(entry)) {
      const reply: UiMessage = { id: replyId, role: 'assistant', content: response.response, createdAt: this.now().toISOString() };
      this.showReply(entry, reply, { threadId: response.threadId, suggestions: response.suggestions, announcement: spokenReply(response.response) });
    }
  }

  /** A reply's thread (the conversation's later messages join it), balance and the thread list, as the server saved them. */
  private arrived(entry: OutboxEntry, response: ConsultResponse): void {
    if (!entry.threadId) this.deps.outbox.assignThread(entry.draftKey, response.threadId);
    if (this.inView(entry)) this.view = { ...this.view, threadId: response.threadId };
    if (this.inView(entry) && this.state.threadId !== response.threadId) this.set({ threadId: response.threadId });
    this.deps.setBalance(response.updatedTokenBalance);
    this.deps.threadsChanged();
  }

  /**
   * After Stop the server still finishes and saves the answer: the same operation sent again (unstreamed) returns it
   * once saved, which gives the conversation its thread and the balance; the reply shown stays where it was stopped.
   */
  private async settleStopped(entry: OutboxEntry, request: ConsultRequest): Promise<void> {
    try {
      const response = await this.deps.consult(request);
      this.deps.outbox.remove(entry.id);
      this.arrived(entry, response);
    } catch (error) {
      // Kept in the outbox: the next visit offers to fetch it again.
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
  private withdraw(entry: OutboxEntry): void {
    this.setMessages((shown) => shown.filter((m) => m.id !== entry.id && m.id !== replyIdOf(entry)));
  }

  /** Shows the entry's message as the outbox now has it (pending, failed), if it is in the conversation. */
  private mark(entry: OutboxEntry | undefined): void {
    if (entry) this.setMessages((shown) => shown.map((m) => (m.id === entry.id ? userMessage(entry, this.thumbnails) : m)));
  }

  /**
   * A send that failed. The connection gone: it waits, pending, for its return. Refused (402, 401): it is dropped. A
   * queued message whose re-send failed stays in the conversation, marked failed; any other leaves it (kept as failed
   * for Retry when another attempt could succeed). Retry is offered either way.
   */
  private failed(entry: OutboxEntry, error: unknown): void {
    const { outbox } = this.deps;
    if (!this.deps.isOnline() && isTransient(error)) {
      this.mark(outbox.update(entry.id, { queued: true }));
      return;
    }
    if (this.refused(error)) {
      outbox.remove(entry.id);
      this.withdraw(entry);
      return;
    }
    if (entry.queued && isTransient(error)) {
      this.mark(outbox.update(entry.id, { state: 'failed' }));
    } else {
      this.withdraw(entry);
      if (isTransient(error)) outbox.update(entry.id, { state: 'failed' });
      else outbox.remove(entry.id);
    }
    this.set({ failure: { entry: { ...entry, attempted: true }, message: errorText(error) } });
  }

  /** Sends this visit's pending messages, oldest first, one at a time, while online; a failure stops the rest. */
  private async pump(): Promise<void> {
    const next = () => this.own().find((e) => e.state === 'pending');
    if (this.inFlight || !this.deps.isOnline() || !next()) return;
    this.inFlight = true;
    this.set({ sending: true });
    try {
      for (let entry = next(); entry && this.deps.isOnline(); entry = next()) {
        try {
          await this.deliver(entry);
        } catch (error) {
          this.failed(entry, error);
          break;
        }
      }
    } finally {
      this.inFlight = false;
      this.set({ sending: false });
    }
  }

  /**
   * Sends a message typed or picked by the user, with the photos uploaded for it (their ids and thumbnails), following
   * the chat's rules; answers whether it was taken.
   */
  send = (text: string, photos: readonly ChatPhoto[] = []): boolean => {
    const userId = this.deps.userId();
    if (sendBlock({ text, loading: this.state.sending, submitting: this.inFlight, tokenBalance: this.deps.tokenBalance() })) return false;
    if (!userId) {
      this.deps.toast({ kind: 'error', title: AUTH.notLoggedInTitle, description: AUTH.notLoggedIn });
      return false;
    }
    this.decide();
    this.set({ failure: null });
    const entry = this.deps.outbox.add({
      id: this.newId(),
      userId,
      visit: this.visit,
      state: 'pending',
      queued: !this.deps.isOnline(),
      message: text.trim(),
      ...(photos.length ? { photoIds: photos.map((p) => p.id) } : {}),
      threadId: this.view.threadId,
      draftKey: this.view.draftKey,
      attempted: false,
      location: this.deps.location(),
      createdAt: this.now().toISOString(),
    });
    for (const photo of photos) this.thumbnails.set(photo.id, photo.url);
    this.setMessages((shown) => [...shown, userMessage(entry, this.thumbnails)]);
    void this.pump();
    return true;
  };

  /** The queued messages whose re-send failed are pending again (Retry, the connection's return). */
  private requeueFailed(): void {
    for (const entry of this.own()) if (entry.queued && entry.state === 'failed') this.mark(this.deps.outbox.update(entry.id, { state: 'pending' }));
  }

  /** Retry: the failed send goes again with its operationId (back in the conversation if it left it), then the rest. */
  retry = (): void => {
    const { failure } = this.state;
    if (!failure || this.inFlight) return;
    this.set({ failure: null });
    const { entry } = failure;
    const shown = this.state.messages.some((m) => m.id === entry.id);
    const patch = { state: 'pending', queued: shown ? entry.queued : !this.deps.isOnline() } as const;
    // In its place when the outbox still has it (the order is kept); after the others when a refusal had dropped it.
    const again = this.deps.outbox.update(entry.id, patch) ?? this.deps.outbox.add({ ...entry, ...patch });
    if (shown) this.mark(again);
    else if (this.inView(again)) this.setMessages((messages) => [...messages, userMessage(again, this.thumbnails)]);
    this.requeueFailed();
    void this.pump();
  };

  dismissFailure = (): void => {
    this.set({ failure: null });
  };

  /** Manual recovery: re-sends the messages an earlier visit left unsent, latest first, each with its own operationId. */
  recover = async (): Promise<void> => {
    const { outbox } = this.deps;
    if (this.state.recovering) return;
    const userId = this.deps.userId();
    const earlier = new Set(this.state.unsent.map((e) => e.id));
    const entries = outbox
      .entries(userId)
      .filter((e) => earlier.has(e.id))
      .reverse();
    this.set({ recovering: true });
    this.deps.toast({ key: 'recovery', kind: 'info', title: CHAT.recovering });
    let lastError: unknown;
    let latestThread: string | undefined;
    for (const entry of entries) {
      try {
        const response = await this.deps.consult(requestOf(entry));
        outbox.remove(entry.id);
        this.recoveredTexts.add(entry.message).add(response.response);
        latestThread ??= response.threadId;
        this.deps.setBalance(response.updatedTokenBalance);
      } catch (error) {
        lastError = error;
        if (isTransient(error)) outbox.update(entry.id, { state: 'failed' });
        else outbox.remove(entry.id);
      }
    }
    this.set({ recovering: false, unsent: outbox.entries(userId).filter((e) => earlier.has(e.id)) });
    this.deps.threadsChanged();
    if (lastError !== undefined) {
      this.deps.toast({ key: 'recovery', kind: 'error', title: CHAT.recoveryFailed, description: errorText(lastError) });
    } else {
      this.deps.dismiss('recovery');
    }
    if (latestThread) this.selectThread(latestThread);
  };

  /** The connection went (banner toast) or came back (toast, and the outbox is sent, failed re-sends included). */
  connectivityChanged = (online: boolean): void => {
    if (!online) {
      this.deps.toast({ key: 'connection', kind: 'warning', title: CHAT.connectionLostTitle, description: CHAT.connectionLost });
      return;
    }
    this.deps.dismiss('connection');
    this.deps.toast({ kind: 'success', title: CHAT.backOnline, brief: true });
    this.requeueFailed();
    void this.pump();
  };
}
