// The Threads tab (spec document 2, 2.8): sort (newest or oldest first), how many (10, 50, 100, 500; default 50),
// search of the loaded threads by title, user name or e-mail, Refresh; the table with 'Showing X of Y threads', and
// the transcript dialog with the reply box, and the Case Study action's AI generation dialog.
import { useMemo, useState } from 'react';
import { Button, Select, Space, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DEFAULT_THREAD_LIMIT, THREAD_ID_SHOWN, THREAD_LIMITS, threadMatches, threadTitle, threadUserLabel, type AdminThread, type ThreadSort } from '@contracts/adminThreads';
import { ADMIN_THREADS, CASE_STUDY_ADMIN } from '@contracts/messages';
import { GenerateCaseStudyDialog } from '../case-studies/GenerateCaseStudyDialog';
import { AdminTable } from '../kit/AdminTable';
import { absoluteDate, relativeDate } from '../kit/dates';
import { useAdminThreads } from './api';
import { TranscriptDialog } from './TranscriptDialog';

export default function ThreadsTab() {
  const [sort, setSort] = useState<ThreadSort>('newest');
  const [limit, setLimit] = useState<number>(DEFAULT_THREAD_LIMIT);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<AdminThread | null>(null);
  const [generating, setGenerating] = useState<AdminThread | null>(null);
  const { data, error, isLoading, isValidating, mutate } = useAdminThreads(sort, limit);
  const loaded = useMemo(() => (error ? [] : (data?.threads ?? [])), [data, error]);
  const shown = useMemo(() => loaded.filter((t) => threadMatches(t, search)), [loaded, search]);

  const columns: TableColumnsType<AdminThread> = [
    {
      title: ADMIN_THREADS.columns.id,
      key: 'id',
      render: (_, t) => (
        <Typography.Text code title={t.id}>
          {t.id.slice(0, THREAD_ID_SHOWN)}
        </Typography.Text>
      ),
    },
    { title: ADMIN_THREADS.columns.title, key: 'title', render: (_, t) => threadTitle(t.title) },
    { title: ADMIN_THREADS.columns.user, key: 'user', render: (_, t) => threadUserLabel(t) },
    {
      title: ADMIN_THREADS.columns.lastMessage,
      key: 'last',
      render: (_, t) => (
        <Tooltip title={absoluteDate(t.last_message_at)}>
          <span>{relativeDate(t.last_message_at)}</span>
        </Tooltip>
      ),
    },
    {
      title: ADMIN_THREADS.columns.actions,
      key: 'actions',
      render: (_, t) => (
        <Space size={4}>
          <Button size="small" onClick={() => setOpen(t)} aria-label={`${ADMIN_THREADS.viewReply}: ${threadTitle(t.title)}`}>
            {ADMIN_THREADS.viewReply}
          </Button>
          <Button size="small" onClick={() => setGenerating(t)} aria-label={`${CASE_STUDY_ADMIN.generateAction}: ${threadTitle(t.title)}`}>
            {CASE_STUDY_ADMIN.generateAction}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <AdminTable<AdminThread>
        title={ADMIN_THREADS.title}
        rows={shown}
        rowKey={(t) => t.id}
        columns={columns}
        total={loaded.length}
        noun={ADMIN_THREADS.noun}
        nameKey="title"
        cardKeys={['user', 'last']}
        emptyText={ADMIN_THREADS.empty}
        loading={isLoading || isValidating}
        error={error}
        errorTitle={ADMIN_THREADS.loadError}
        onRefresh={() => void mutate()}
        search={{ value: search, onChange: setSearch, placeholder: ADMIN_THREADS.searchPlaceholder }}
        filters={
          <>
            <Select
              value={sort}
              onChange={setSort}
              aria-label={ADMIN_THREADS.sortLabel}
              options={[
                { value: 'newest', label: ADMIN_THREADS.newestFirst },
                { value: 'oldest', label: ADMIN_THREADS.oldestFirst },
              ]}
              style={{ width: 150 }}
            />
            <Select
              value={limit}
              onChange={setLimit}
              aria-label={ADMIN_THREADS.limitLabel}
              options={THREAD_LIMITS.map((n) => ({ value: n, label: ADMIN_THREADS.limitOption(n) }))}
              style={{ width: 140 }}
            />
          </>
        }
      />
      <TranscriptDialog thread={open} onClose={() => setOpen(null)} />
      <GenerateCaseStudyDialog thread={generating} onClose={() => setGenerating(null)} />
    </>
  );
}
