// The Threads tab's columns (spec document 2, 2.8): the id cut short, title, user, last message (relative, the date
// in a tooltip), and the actions (View & Reply, Case Study), sortable within the list by title, user and last message.
import { Button, Space, Tooltip, Typography, type TableColumnsType } from 'antd';
import { THREAD_ID_SHOWN, threadTitle, threadUserLabel, type AdminThread } from '@contracts/adminThreads';
import { ADMIN_THREADS, CASE_STUDY_ADMIN } from '@contracts/messages';
import { ACTIONS_KEY } from '../kit/AdminTable';
import { absoluteDate, relativeDate } from '../kit/dates';

export function threadColumns(act: { open: (t: AdminThread) => void; generate: (t: AdminThread) => void }): TableColumnsType<AdminThread> {
  return [
    {
      title: ADMIN_THREADS.columns.id,
      key: 'id',
      render: (_, t) => (
        <Typography.Text code title={t.id}>
          {t.id.slice(0, THREAD_ID_SHOWN)}
        </Typography.Text>
      ),
    },
    { title: ADMIN_THREADS.columns.title, key: 'title', sorter: (a, b) => threadTitle(a.title).localeCompare(threadTitle(b.title)), render: (_, t) => threadTitle(t.title) },
    { title: ADMIN_THREADS.columns.user, key: 'user', sorter: (a, b) => threadUserLabel(a).localeCompare(threadUserLabel(b)), render: (_, t) => threadUserLabel(t) },
    {
      title: ADMIN_THREADS.columns.lastMessage,
      key: 'last',
      sorter: (a, b) => a.last_message_at.localeCompare(b.last_message_at),
      render: (_, t) => (
        <Tooltip title={absoluteDate(t.last_message_at)}>
          <span>{relativeDate(t.last_message_at)}</span>
        </Tooltip>
      ),
    },
    {
      title: ADMIN_THREADS.columns.actions,
      key: ACTIONS_KEY,
      render: (_, t) => (
        <Space size={4}>
          <Button size="small" onClick={() => act.open(t)} aria-label={`${ADMIN_THREADS.viewReply}: ${threadTitle(t.title)}`}>
            {ADMIN_THREADS.viewReply}
          </Button>
          <Button size="small" onClick={() => act.generate(t)} aria-label={`${CASE_STUDY_ADMIN.generateAction}: ${threadTitle(t.title)}`}>
            {CASE_STUDY_ADMIN.generateAction}
          </Button>
        </Space>
      ),
    },
  ];
}
