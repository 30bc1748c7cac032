// The chat page's hook: binds the send pipeline (ChatSession, outside React) to the page: its live inputs (user,
// location, token balance), the SWR reads (threads, profile), antd's toasts, the route's question and the connection;
// and deleting a thread (out of the list, and out of view when it is the open one).
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { App as AntApp } from 'antd';
import { CHAT, THREAD_DELETION } from '@contracts/messages';
import type { Profile } from '@contracts/profile';
import { useAuth } from '../../app/AuthProvider';
import { useProfile } from '../../api/profile';
import { consult, deleteThread as deleteThreadCall, fetchThreadMessages, useThreads } from './api';
import { ChatSession, type ChatDeps } from './chatSession';
import { outbox } from './outbox';
import { tokensExhausted } from './rules';
import { isOnline, useOnlineStatus } from './useOnlineStatus';

export interface ChatOptions {
  location: string | null;
  /** Start in a new conversation rather than the latest thread. */
  newThread: boolean;
  /** A question to ask at once, in a new conversation. */
  initialQuery?: string;
}

export function useChat({ location, newThread, initialQuery }: ChatOptions) {
  const { user } = useAuth();
  const { notification, message } = AntApp.useApp();
  const threads = useThreads();
  const profile = useProfile();
  const online = useOnlineStatus();

  // What the pipeline reads when it runs: always this render's values.
  const live = useRef({ userId: user?.id ?? '', location, threads, profile, notification, message });
  useEffect(() => {
    live.current = { userId: user?.id ?? '', location, threads, profile, notification, message };
  });

  const [session] = useState(() => {
    const deps: ChatDeps = {
      userId: () => live.current.userId,
      location: () => live.current.location,
      tokenBalance: () => live.current.profile.data?.tokenBalance,
      isOnline,
      consult,
      loadMessages: fetchThreadMessages,
      outbox,
      setBalance: (tokenBalance) =>
        void live.current.profile.mutate((p: Profile | undefined) => (p ? { ...p, tokenBalance } : p), { revalidate: false }),
      threadsChanged: () => void live.current.threads.mutate(),
      toast: ({ key, kind, title, description, brief }) => {
        if (brief) void live.current.message[kind](title);
        else live.current.notification[kind]({ key, title, description });
      },
      dismiss: (key) => live.current.notification.destroy(key),
    };
    return new ChatSession(deps, { newThread });
  });
  const state = useSyncExternalStore(session.subscribe, session.getState);

  // The route's question, asked once in a new conversation.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !initialQuery) return;
    asked.current = true;
    session.send(initialQuery);
  }, []);

  // The latest thread opens on arrival, unless a new conversation was asked for (or the user already began one).
  useEffect(() => session.threadsSettled(threads.data, Boolean(threads.error)), [threads.data, threads.error, session]);

  useEffect(() => {
    if (threads.error) notification.error({ key: 'history-error', title: CHAT.errorLoadingHistory, description: threads.error.message });
  }, [threads.error, notification]);

  // Losing and regaining the connection: the messages' banner and toasts, and the outbox sent on return.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (wasOnline.current === online) return;
    wasOnline.current = online;
    session.connectivityChanged(online);
  }, [online, session]);

  /** Deletes a thread the user confirmed: a toast either way; the open thread gives way to a new conversation. */
  const deleteThread = async (id: string): Promise<void> => {
    try {
      await deleteThreadCall(id);
    } catch (error) {
      notification.error({ key: 'thread-deletion', title: THREAD_DELETION.failed, description: (error as Error).message });
      return;
    }
    if (session.getState().threadId === id) session.newChat();
    await threads.mutate((list) => list && { ...list, threads: list.threads.filter((t) => t.id !== id) });
    void message.success(THREAD_DELETION.deleted);
  };

  return {
    ...state,
    threads,
    profile,
    online,
    thread: threads.data?.threads.find((t) => t.id === state.threadId),
    reloadMessages: session.reloadMessages,
    dismissFailure: session.dismissFailure,
    retry: session.retry,
    tokensExhausted: tokensExhausted(profile.data?.tokenBalance),
    recover: session.recover,
    send: session.send,
    stop: session.stop,
    selectThread: session.selectThread,
    newChat: session.newChat,
    deleteThread,
  };
}
