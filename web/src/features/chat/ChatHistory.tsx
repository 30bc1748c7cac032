// The chat history: the latest 10 threads (title and time of the last message, relative) and New Chat; the
// sidebar on desktop, the slide-out panel's content on mobile.
import { Button, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { CHAT_LIMITS, type ChatThread } from '@contracts/chat';
import { CHAT } from '@contracts/messages';
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
  /** Shows the 'Chat history' heading (the mobile panel has its own title). */
  heading?: boolean;
}

export function ChatHistory({ threads, loading, failed, selectedId, onSelect, onNewChat, onReload, heading = true }: ChatHistoryProps) {
  const shown = (threads ?? []).slice(0, CHAT_LIMITS.historyThreads);
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
                <span className="chat-history-item-title">{thread.title}</span>
                <time className="chat-history-item-time" dateTime={thread.lastMessageAt}>
                  {dayjs(thread.lastMessageAt).fromNow()}
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
