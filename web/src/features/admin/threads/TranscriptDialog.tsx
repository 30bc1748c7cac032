// The transcript dialog of the Threads tab: the thread's messages in time order (the assistant's as Markdown with the
// product's one renderer, as the chat shows them; the team's replies named as theirs; a message's photos as
// thumbnails that open larger), and the reply box (non-blank
// text; Ctrl+Enter sends) that posts the reply as the assistant.
import { useState } from 'react';
import { Button, Empty, Flex, Form, Input, Spin, Tag, Typography } from 'antd';
import { threadTitle, type AdminThread } from '@contracts/adminThreads';
import { CHAT_LIMITS } from '@contracts/chat';
import { ADMIN_THREADS, CHAT } from '@contracts/messages';
import { useRuntimeConfig } from '../../../app/runtimeConfig';
import { Markdown } from '../../../components/markdown/Markdown';
import { PhotoThumbnails } from '../../../components/photos/PhotoThumbnails';
import { useMutation } from '../../../api/useMutation';
import { absoluteDate } from '../kit/dates';
import { ErrorBanner } from '../kit/ErrorBanner';
import { sendReply, useTranscript } from './api';
import { AdminDialog } from '../kit/AdminDialog';

export function TranscriptDialog({ thread, onClose }: { thread: AdminThread | null; onClose: () => void }) {
  const { data, error, isLoading, mutate } = useTranscript(thread);
  const { siteName } = useRuntimeConfig();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const send = useMutation(sendReply, {
    success: () => ({ kind: 'success', title: ADMIN_THREADS.sent, brief: true }),
    failure: () => ({ kind: 'error', title: ADMIN_THREADS.sendFailed }),
    onSuccess: async () => {
      setText('');
      await mutate();
    },
  });
  const submit = () => {
    if (!thread || send.pending) return;
    if (!text.trim()) return setInvalid(true);
    void send.trigger({ thread, content: text.trim() });
  };
  const messages = data?.messages ?? [];
  return (
    <AdminDialog
      open={thread !== null}
      title={thread ? ADMIN_THREADS.transcriptTitle(threadTitle(thread.title)) : ''}
      onClose={onClose}
      footer={null}
      width={760}
      afterOpenChange={(open) => {
        if (!open) {
          setText('');
          setInvalid(false);
        }
      }}
    >
      {error && <ErrorBanner error={error} />}
      {isLoading ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      ) : messages.length === 0 && !error ? (
        <Empty description={ADMIN_THREADS.noMessages} />
      ) : (
        <ol className="admin-transcript" aria-label={ADMIN_THREADS.messagesLabel}>
          {messages.map((m) => (
            <li key={m.id} className={`admin-transcript-message admin-transcript-${m.author ?? m.role}`}>
              <Flex gap={8} align="center">
                <Tag color={m.author === 'team' ? '#7e22ce' : m.role === 'assistant' ? '#1d4ed8' : '#15803d'}>
                  {m.author === 'team' ? CHAT.teamReply(siteName) : m.role === 'assistant' ? ADMIN_THREADS.assistantLabel : ADMIN_THREADS.userLabel}
                </Tag>
                <Typography.Text type="secondary">{absoluteDate(m.createdAt)}</Typography.Text>
              </Flex>
              {m.role === 'assistant' ? (
                <Markdown text={m.content} className="admin-transcript-markdown" topHeading={3} />
              ) : (
                <div className="admin-transcript-text">{m.content}</div>
              )}
              {m.photos?.length ? <PhotoThumbnails photos={m.photos} /> : null}
            </li>
          ))}
        </ol>
      )}
      <Form layout="vertical" onFinish={submit} style={{ marginTop: 16 }}>
        <Form.Item label={ADMIN_THREADS.replyLabel} validateStatus={invalid ? 'error' : undefined} help={invalid ? ADMIN_THREADS.replyRequired : undefined}>
          <Input.TextArea
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (e.target.value.trim()) setInvalid(false);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                submit();
              }
            }}
            placeholder={ADMIN_THREADS.replyPlaceholder}
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={CHAT_LIMITS.messageMaxLength}
          />
        </Form.Item>
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{ADMIN_THREADS.close}</Button>
          <Button type="primary" htmlType="submit" loading={send.pending} disabled={!thread}>
            {ADMIN_THREADS.send}
          </Button>
        </Flex>
      </Form>
    </AdminDialog>
  );
}
