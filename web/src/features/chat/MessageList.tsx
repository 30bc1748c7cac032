// The conversation: the user's messages as typed (pending ones marked), the consultant's replies as Markdown, rendered
// as they are written (a reply being written is busy for assistive technology until it is whole), and a reply from the
// site's team (an admin's, from the console) named as theirs; a message's photos as thumbnails under its text.
import { Tag } from 'antd';
import { ClockCircleOutlined, HistoryOutlined, RobotOutlined, StopOutlined, TeamOutlined } from '@ant-design/icons';
import { CHAT } from '@contracts/messages';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { Markdown } from '../../components/markdown/Markdown';
import { PhotoThumbnails } from '../../components/photos/PhotoThumbnails';
import type { UiMessage } from './chatSession';

export function MessageList({ messages }: { messages: UiMessage[] }) {
  const { siteName } = useRuntimeConfig();
  const team = CHAT.teamReply(siteName);
  return (
    <ol className="chat-message-list">
      {messages.map((m) => (
        <li
          key={m.id}
          className={`chat-message chat-message-${m.role}`}
          data-pending={m.pending ? 'true' : undefined}
          data-streaming={m.streaming ? 'true' : undefined}
          aria-busy={m.streaming ? true : undefined}
        >
          {m.role === 'assistant' && (m.author === 'team' ? <TeamOutlined className="chat-message-avatar" aria-hidden /> : <RobotOutlined className="chat-message-avatar" aria-hidden />)}
          <div className="chat-bubble">
            {m.author === 'team' ? (
              <Tag color="#6b21a8" style={{ marginBottom: 6 }}>
                {team}
              </Tag>
            ) : (
              <span className="sr-only">{m.role === 'user' ? 'You:' : 'Consultant:'}</span>
            )}
            {m.role === 'assistant' ? <Markdown text={m.content} className="chat-markdown" topHeading={3} /> : <p className="chat-user-text">{m.content}</p>}
            {m.photos?.length ? <PhotoThumbnails photos={m.photos} /> : null}
            {(m.pending || m.recovered || m.stopped) && (
              <div className="chat-message-flags">
                {m.pending && (
                  <Tag icon={<ClockCircleOutlined aria-hidden />} color={m.failed ? '#b91c1c' : 'default'}>
                    {m.failed ? CHAT.notSentYet : CHAT.pending}
                  </Tag>
                )}
                {m.recovered && <Tag icon={<HistoryOutlined aria-hidden />}>{CHAT.recovered}</Tag>}
                {m.stopped && <Tag icon={<StopOutlined aria-hidden />}>{CHAT.stopped}</Tag>}
              </div>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
