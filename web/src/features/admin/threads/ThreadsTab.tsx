// The Threads tab (spec document 2, 2.8): order (newest or oldest first), how many (10, 50, 100, 500; default 50),
// search of the loaded threads by title, user name or e-mail, all in the address; Refresh; the table (columns.tsx)
// with 'Showing X of Y threads', the transcript dialog with the reply box, and the Case Study action's AI generation.
import { useState } from 'react';
import { Select } from 'antd';
import { DEFAULT_THREAD_LIMIT, THREAD_LIMITS, threadMatches, type AdminThread, type ThreadSort } from '@contracts/adminThreads';
import { ADMIN_THREADS } from '@contracts/messages';
import { GenerateCaseStudyDialog } from '../case-studies/GenerateCaseStudyDialog';
import { listQuery, ResourceTab } from '../kit/ResourceTab';
import { useResourceList } from '../kit/useResourceList';
import { useAdminThreads } from './api';
import { threadColumns } from './columns';
import { TranscriptDialog } from './TranscriptDialog';

export default function ThreadsTab() {
  const list = useResourceList(['order', 'limit']);
  const order: ThreadSort = list.filters.order === 'oldest' ? 'oldest' : 'newest';
  const limit = THREAD_LIMITS.find((n) => String(n) === list.filters.limit) ?? DEFAULT_THREAD_LIMIT;
  const [open, setOpen] = useState<AdminThread | null>(null);
  const [generating, setGenerating] = useState<AdminThread | null>(null);
  const swr = useAdminThreads(order, limit);
  // The search looks through the threads loaded; the total is of those.
  const query = listQuery(swr, (d) => ({ rows: d.threads.filter((t) => threadMatches(t, list.search)), total: d.threads.length }));

  return (
    <ResourceTab<AdminThread, 'order' | 'limit'>
      list={list}
      query={query}
      texts={{ title: ADMIN_THREADS.title, noun: ADMIN_THREADS.noun, empty: ADMIN_THREADS.empty, loadError: ADMIN_THREADS.loadError }}
      columns={threadColumns({ open: setOpen, generate: setGenerating })}
      rowKey={(t) => t.id}
      nameKey="title"
      cardKeys={['user', 'last']}
      searchPlaceholder={ADMIN_THREADS.searchPlaceholder}
      filters={
        <>
          <Select
            value={order}
            onChange={(next: ThreadSort) => list.setFilter('order', next === 'newest' ? undefined : next)}
            aria-label={ADMIN_THREADS.sortLabel}
            options={[
              { value: 'newest', label: ADMIN_THREADS.newestFirst },
              { value: 'oldest', label: ADMIN_THREADS.oldestFirst },
            ]}
            style={{ width: 150 }}
          />
          <Select
            value={limit}
            onChange={(next: number) => list.setFilter('limit', next === DEFAULT_THREAD_LIMIT ? undefined : String(next))}
            aria-label={ADMIN_THREADS.limitLabel}
            options={THREAD_LIMITS.map((n) => ({ value: n, label: ADMIN_THREADS.limitOption(n) }))}
            style={{ width: 140 }}
          />
        </>
      }
    >
      <TranscriptDialog thread={open} onClose={() => setOpen(null)} />
      <GenerateCaseStudyDialog thread={generating} onClose={() => setGenerating(null)} />
    </ResourceTab>
  );
}
