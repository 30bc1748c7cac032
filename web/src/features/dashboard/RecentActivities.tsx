// Recent chat activities: the 5 most recent conversations with date, activity type, pest type, status and thread.
import { Skeleton, Tag, Typography } from 'antd';
import type { Analytics, ChatActivity } from '@contracts/analytics';
import { DASHBOARD_PAGE } from '@contracts/messages';
import { ScrollTable } from '../../lib/ScrollRegion';
import { DashboardPanel } from './DashboardPanel';

/** Solid tags: white text on these meets WCAG AA. */
const STATUS_COLOUR: Record<ChatActivity['status'], string> = { 'In Progress': '#0958d9', Resolved: '#237804' };
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function RecentActivities({ analytics }: { analytics: Analytics | undefined }) {
  return (
    <DashboardPanel title="Recent Chat Activities" fill>
      {analytics ? (
        <ScrollTable<ChatActivity>
          label="Recent chat activities table"
          size="small"
          rowKey="threadId"
          pagination={false}
          dataSource={analytics.recentActivities}
          locale={{ emptyText: <Typography.Text type="secondary">{DASHBOARD_PAGE.noActivities}</Typography.Text> }}
          columns={[
            { title: 'Date', dataIndex: 'date', key: 'date', render: (date: string) => DATE_TIME.format(new Date(date)) },
            {
              title: 'Conversation',
              key: 'title',
              render: (_, a) => (
                <>
                  {a.title}
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {a.activityType} · #{a.threadId.slice(0, 8)}
                  </Typography.Text>
                </>
              ),
            },
            { title: 'Pest Type', dataIndex: 'pestType', key: 'pestType' },
            {
              title: 'Status',
              dataIndex: 'status',
              key: 'status',
              render: (status: ChatActivity['status']) => <Tag color={STATUS_COLOUR[status]}>{status}</Tag>,
            },
          ]}
        />
      ) : (
        <Skeleton active />
      )}
    </DashboardPanel>
  );
}
