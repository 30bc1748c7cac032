// The chat history: the latest 10 threads (title and time of the last message, relative), each with a delete action
// that asks for confirmation first, and New Chat; the sidebar on desktop, the slide-out panel's content on mobile.
import { useId } from 'react';
import { Button, Popconfirm, Skeleton } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { CHAT_LIMITS, type ChatThread } from '@contracts/chat';
import { CHAT, THREAD_DELETION } from '@contracts/messages';
import { RetryAlert } from './ChatNotices';

dayjs.extend(relativeTime);

export interface ChatHistoryProps {
  threads: ChatThread[] | undefined;
  loading: boolean;
  failed: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onNewChat: () => void;
  onReload: () => void;
  /** Deletes a thread once the user confirms (the confirmation stays open, busy, until it settles). */
  onDelete: (id: string) => Promise<void>;
  /** Shows the 'Chat history' heading (the mobile panel has its own title). */
  heading?: boolean;
}

export function ChatHistory({ threads, loading, failed, selectedId, onSelect, onNewChat, onReload, onDelete, heading = true }: ChatHistoryProps) {
  const shown = (threads ?? []).slice(0, CHAT_LIMITS.historyThreads);
  const idPrefix = useId();
  return (
    <nav className="chat-history" aria-label={CHAT.history}>
      <div className="chat-history-head">
        {heading && <h2 className="chat-history-title">{CHAT.history}</h2>}
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onNewChat} block={!heading}>
          {CHAT.newChat}
        </Button>
      </div>
      {loading && !threads && <Skeleton active paragraph={{ rows: 4 }} title={false} />}
      {failed && !threads && <RetryAlert title={CHAT.errorLoadingHistory} onRetry={onReload} />}
      {threads && shown.length === 0 && <p className="chat-history-empty">{CHAT.noThreads}</p>}
      {shown.length > 0 && (
        <ul className="chat-history-list">
          {shown.map((thread) => (
            <li key={thread.id}>
              <button
                type="button"
                className="chat-history-item"
                aria-current={thread.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(thread.id)}
              >
                <span id={`${idPrefix}-${thread.id}`} className="chat-history-item-title">
                  {thread.title}
                </span>
                <time className="chat-history-item-time" dateTime={thread.lastMessageAt}>
                  {dayjs(thread.lastMessageAt).fromNow()}
                </time>
              </button>
              <Popconfirm
                title={THREAD_DELETION.confirmTitle}
                description={THREAD_DELETION.confirmText}
                okText={THREAD_DELETION.confirm}
                cancelText={THREAD_DELETION.cancel}
                okButtonProps={{ danger: true }}
                onConfirm={() => onDelete(thread.id)}
              >
                <Button
                  type="text"
                  size="small"
                  className="chat-history-delete"
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={THREAD_DELETION.action}
                  aria-describedby={`${idPrefix}-${thread.id}`}
                  title={THREAD_DELETION.action}
                />
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
