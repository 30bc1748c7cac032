// The chat's state and send flow: the selected thread and its messages, the optimistic send with the consultant's
// reply, the offline queue (pending messages sent when the connection returns, a failed re-send re-queued), the
// failed send (optimistic message removed, error with Retry), the recovery store and its manual recovery, and the
// token balance after each reply.
import { useCallback, useEffect, useRef, useState } from 'react';
import { App as AntApp } from 'antd';
import { suggestedAnswers, type ChatMessage, type ChatRole, type ConsultResponse } from '@contracts/chat';
import { AUTH, CHAT } from '@contracts/messages';
import type { Profile } from '@contracts/profile';
import { CircuitOpenError } from '@contracts/resilience';
import { useAuth } from '../../app/AuthProvider';
import { useProfile } from '../../api/profile';
import { consult, fetchThreadMessages, useThreads } from './api';
import { parseMarkdown, plainText, type Block } from './markdown';
import { OfflineQueue } from './offlineQueue';
import { RecoveryStore, type RecoveryRecord } from './recoveryStore';
import { isRetryableError, statusOf } from './retry';
import { sendBlock, tokensExhausted } from './rules';
import { isOnline, useOnlineStatus } from './useOnlineStatus';

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

const recovery = new RecoveryStore<SendJob>();

const newKey = () => crypto.randomUUID();

/** The user's message of a send, as the conversation shows it (pending while it waits for the connection). */
function userMessage(job: SendJob, pending = false): UiMessage {
  return { id: job.id, role: 'user', content: job.message, createdAt: job.createdAt, ...(pending ? { pending: true } : {}) };
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : CHAT.errorSending;
}

/** A failure that another attempt could get past (the service, the network, an open circuit), as opposed to a refusal. */
function isTransient(error: unknown): boolean {
  return isRetryableError(error) || error instanceof CircuitOpenError;
}

/** The reply's text for a screen reader's announcement, cut to a readable length. */
function spokenReply(markdown: string): string {
  const text = parseMarkdown(markdown)
    .map((block: Block) => (block.type === 'list' ? block.items.map(plainText).join('. ') : 'children' in block ? plainText(block.children) : ''))
    .filter(Boolean)
    .join(' ');
  return text.length > 300 ? `${text.slice(0, 300)}...` : text;
}

export interface ChatOptions {
  location: string | null;
  /** Start in a new conversation rather than the latest thread. */
  newThread: boolean;
  /** A question to ask at once, in a new conversation. */
  initialQuery?: string;
}

export function useChat({ location, newThread, initialQuery }: ChatOptions) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const { notification, message: toast } = AntApp.useApp();
  const threads = useThreads();
  const profile = useProfile();
  const online = useOnlineStatus();

  const [threadId, setThreadId] = useState<string | null>(null);
  const [messages, setMessages] = useState<UiMessage[]>([]);
  const [loadingMessages, setLoadingMessages] = useState(false);
  const [messagesError, setMessagesError] = useState(false);
  const [sending, setSending] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [ready, setReady] = useState(newThread);
  const [unsent, setUnsent] = useState<RecoveryRecord<SendJob>[]>(() => (userId ? recovery.unsent(userId, 'ai') : []));
  const [recovering, setRecovering] = useState(false);

  // What the async flows read: the conversation in view, the queue, the drafts' threads, the in-flight guard.
  const view = useRef<{ threadId: string | null; draftKey: string }>({ threadId: null, draftKey: newKey() });
  const queue = useRef(new OfflineQueue<SendJob>());
  const draftThreads = useRef(new Map<string, string>());
  const inFlight = useRef(false);
  const decided = useRef(newThread);
  /** The conversation in view is settled (chosen, started or opened on arrival): the page stops waiting for the history. */
  const decide = useCallback(() => {
    decided.current = true;
    setReady(true);
  }, []);
  const recoveredTexts = useRef(new Set<string>());

  const live = useRef({ userId, location, threads, profile, notification, toast });
  useEffect(() => {
    live.current = { userId, location, threads, profile, notification, toast };
  });

  const threadOf = (job: SendJob) => job.threadId ?? (job.attempted ? null : (draftThreads.current.get(job.draftKey) ?? null));
  const inView = (job: SendJob) => {
    const thread = threadOf(job);
    return view.current.draftKey === job.draftKey || (thread !== null && thread === view.current.threadId);
  };

  const setBalance = (tokenBalance: number) =>
    void live.current.profile.mutate((p: Profile | undefined) => (p ? { ...p, tokenBalance } : p), { revalidate: false });

  const toUi = (m: ChatMessage): UiMessage => ({
    id: m.id,
    role: m.role,
    content: m.content,
    createdAt: m.createdAt,
    ...(recoveredTexts.current.has(m.content) ? { recovered: true } : {}),
  });

  const queuedFor = (id: string | null, draftKey: string): UiMessage[] =>
    queue.current
      .list()
      .filter((job) => job.draftKey === draftKey || (id !== null && threadOf(job) === id))
      .map((job) => userMessage(job, true));

  const load = useCallback((id: string) => {
    setLoadingMessages(true);
    setMessagesError(false);
    fetchThreadMessages(id)
      .then(({ messages: saved }) => {
        if (view.current.threadId !== id) return;
        setMessages([...saved.map(toUi), ...queuedFor(id, view.current.draftKey)]);
        setSuggestions(saved.length ? suggestedAnswers(saved) : []);
      })
      .catch((error: unknown) => {
        if (view.current.threadId !== id) return;
        setMessagesError(true);
        live.current.notification.error({ title: CHAT.errorFetchingMessages, description: errorText(error) });
      })
      .finally(() => {
        if (view.current.threadId === id) setLoadingMessages(false);
      });
  }, []);

  const selectThread = useCallback(
    (id: string) => {
      decide();
      view.current = { threadId: id, draftKey: newKey() };
      setThreadId(id);
      setMessages(queuedFor(id, view.current.draftKey));
      setSuggestions([]);
      setFailure(null);
      load(id);
    },
    [decide, load],
  );

  const newChat = useCallback(() => {
    decide();
    view.current = { threadId: null, draftKey: newKey() };
    setThreadId(null);
    setMessages([]);
    setSuggestions([]);
    setFailure(null);
    setMessagesError(false);
    setLoadingMessages(false);
  }, [decide]);

  /** Sends one job to the consultant and shows the reply if its conversation is in view; throws on failure. */
  const deliver = async (job: SendJob): Promise<ConsultResponse> => {
    if (!job.attempted) {
      job.threadId = threadOf(job);
      job.attempted = true;
      recovery.update(job.id, job);
    }
    const response = await consult(
      { message: job.message, threadId: job.threadId, location: job.location, operationId: job.id },
      {
        onRetry: (attempt) => {
          if (attempt === 1) {
            live.current.notification.warning({ key: 'connection-issue', title: CHAT.connectionIssueTitle, description: CHAT.connectionIssue });
          }
        },
      },
    ).finally(() => live.current.notification.destroy('connection-issue'));

    recovery.remove(job.id);
    if (!job.threadId) draftThreads.current.set(job.draftKey, response.threadId);
    if (inView(job)) {
      view.current = { ...view.current, threadId: response.threadId };
      setThreadId(response.threadId);
      setMessages((shown) => {
        const reply: UiMessage = { id: `${job.id}:reply`, role: 'assistant', content: response.response, createdAt: new Date().toISOString() };
        const next = shown.map((m) => (m.id === job.id ? { id: m.id, role: m.role, content: m.content, createdAt: m.createdAt } : m));
        const at = next.findIndex((m) => m.id === job.id);
        return at < 0 ? [...next, userMessage(job), reply] : [...next.slice(0, at + 1), reply, ...next.slice(at + 1)];
      });
      setSuggestions(response.suggestions);
      setAnnouncement(`New reply from the consultant: ${spokenReply(response.response)}`);
    }
    setBalance(response.updatedTokenBalance);
    void live.current.threads.mutate();
    return response;
  };

  /** A refusal that ends the send for good: 402 (no tokens) and 401 (signed out) get their own messages. */
  const refused = (error: unknown): boolean => {
    const status = statusOf(error);
    if (status === 402) {
      setBalance(0);
      return true;
    }
    if (status === 401) {
      live.current.notification.error({ title: AUTH.notLoggedInTitle, description: AUTH.notLoggedIn });
      return true;
    }
    return false;
  };

  const markQueued = (job: SendJob, failed = false) => {
    queue.current.add(job);
    setMessages((shown) => shown.map((m) => (m.id === job.id ? { ...m, pending: true, failed } : m)));
  };

  const sendNow = async (job: SendJob) => {
    inFlight.current = true;
    setSending(true);
    try {
      await deliver(job);
    } catch (error) {
      if (!isOnline() && isTransient(error)) {
        markQueued(job);
        return;
      }
      setMessages((shown) => shown.filter((m) => m.id !== job.id));
      if (refused(error)) {
        recovery.remove(job.id);
        return;
      }
      if (isTransient(error)) recovery.setState(job.id, 'failed');
      else recovery.remove(job.id);
      setFailure({ job, message: errorText(error), kind: 'send' });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  /** Sends what was queued offline, oldest first; a failed re-send stays queued (Retry, or the next reconnect, sends it). */
  const flushQueue = async () => {
    if (!queue.current.size || !isOnline() || inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setFailure(null);
    const result = await queue.current.flush(async (job) => {
      await deliver(job);
    });
    inFlight.current = false;
    setSending(false);
    const failed = result.failed;
    if (!failed) return;
    if (!isOnline() && isTransient(failed.error)) return;
    const refusal = refused(failed.error);
    if (refusal || !isTransient(failed.error)) {
      // It can never go through: it leaves the queue and the conversation.
      queue.current.remove(failed.item.id);
      recovery.remove(failed.item.id);
      setMessages((shown) => shown.filter((m) => m.id !== failed.item.id));
      if (!refusal) setFailure({ job: failed.item, message: errorText(failed.error), kind: 'send' });
      return;
    }
    recovery.setState(failed.item.id, 'failed');
    markQueued(failed.item, true);
    setFailure({ job: failed.item, message: errorText(failed.error), kind: 'queue' });
  };

  /** Keeps the job for recovery, shows it (if asked) and sends it now, or queues it while offline. */
  const dispatch = (job: SendJob, show: boolean) => {
    recovery.save({ id: job.id, kind: 'ai', userId: live.current.userId, payload: job });
    const offline = !isOnline();
    if (show) setMessages((shown) => [...shown, userMessage(job, offline)]);
    if (offline) queue.current.add(job);
    else void sendNow(job);
  };

  /** Sends a message typed or picked by the user, following the chat's rules; answers whether it was taken. */
  const send = (text: string): boolean => {
    const tokenBalance = live.current.profile.data?.tokenBalance;
    if (sendBlock({ text, loading: sending, submitting: inFlight.current, tokenBalance })) return false;
    if (!live.current.userId) {
      live.current.notification.error({ title: AUTH.notLoggedInTitle, description: AUTH.notLoggedIn });
      return false;
    }
    decide();
    setFailure(null);
    const job: SendJob = {
      id: crypto.randomUUID(),
      message: text.trim(),
      threadId: view.current.threadId,
      draftKey: view.current.draftKey,
      location: live.current.location,
      createdAt: new Date().toISOString(),
    };
    dispatch(job, true);
    return true;
  };

  const retry = () => {
    if (!failure || inFlight.current) return;
    const { job, kind } = failure;
    setFailure(null);
    if (kind === 'queue') {
      void flushQueue();
      return;
    }
    dispatch(job, inView(job));
  };

  /** Manual recovery: re-sends the requests an earlier visit left unsent, latest first, each with its own operationId. */
  const recover = async () => {
    if (recovering) return;
    const earlier = new Set(unsent.map((r) => r.id));
    const records = recovery.unsent(live.current.userId, 'ai').filter((r) => earlier.has(r.id));
    setRecovering(true);
    live.current.notification.info({ key: 'recovery', title: CHAT.recovering });
    let lastError: unknown;
    let latestThread: string | undefined;
    for (const record of records) {
      const job = record.payload;
      try {
        const response = await consult({ message: job.message, threadId: job.threadId, location: job.location, operationId: record.id });
        recovery.remove(record.id);
        recoveredTexts.current.add(job.message).add(response.response);
        latestThread ??= response.threadId;
        setBalance(response.updatedTokenBalance);
      } catch (error) {
        lastError = error;
        if (isTransient(error)) recovery.setState(record.id, 'failed');
        else recovery.remove(record.id);
      }
    }
    setRecovering(false);
    setUnsent(recovery.unsent(live.current.userId, 'ai').filter((r) => earlier.has(r.id)));
    void live.current.threads.mutate();
    if (lastError !== undefined) {
      live.current.notification.error({ key: 'recovery', title: CHAT.recoveryFailed, description: errorText(lastError) });
    } else {
      live.current.notification.destroy('recovery');
    }
    if (latestThread) selectThread(latestThread);
  };

  // The route's question, asked once in a new conversation.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !initialQuery) return;
    asked.current = true;
    send(initialQuery);
  }, []);

  // The latest thread opens on arrival, unless a new conversation was asked for (or the user already began one).
  useEffect(() => {
    if (decided.current) return;
    if (threads.data) {
      decide();
      const latest = threads.data.threads[0];
      if (latest) selectThread(latest.id);
    } else if (threads.error) {
      decide();
    }
  }, [threads.data, threads.error, selectThread, decide]);

  useEffect(() => {
    if (threads.error) notification.error({ key: 'history-error', title: CHAT.errorLoadingHistory, description: threads.error.message });
  }, [threads.error, notification]);

  // Losing and regaining the connection: the messages' banner and toasts, and the queue sent on return.
  const wasOnline = useRef(online);
  const flushLatest = useRef(flushQueue);
  useEffect(() => {
    flushLatest.current = flushQueue;
  });
  useEffect(() => {
    if (wasOnline.current === online) return;
    wasOnline.current = online;
    if (!online) {
      notification.warning({ key: 'connection', title: CHAT.connectionLostTitle, description: CHAT.connectionLost });
      return;
    }
    notification.destroy('connection');
    toast.success(CHAT.backOnline);
    void flushLatest.current();
  }, [online, notification, toast]);

  const thread = threads.data?.threads.find((t) => t.id === threadId);
  return {
    threads,
    profile,
    online,
    ready,
    threadId,
    thread,
    messages,
    loadingMessages,
    messagesError,
    reloadMessages: () => threadId && load(threadId),
    sending,
    suggestions,
    failure,
    dismissFailure: () => setFailure(null),
    retry,
    announcement,
    tokensExhausted: tokensExhausted(profile.data?.tokenBalance),
    unsent,
    recovering,
    recover,
    send,
    selectThread,
    newChat,
  };
}
