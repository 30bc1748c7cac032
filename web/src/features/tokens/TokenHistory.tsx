// Token History: the consultant messages of each of the last 7 days (the analytics' daily usage; tokens are not
// recorded per day, and each consultant reply spends tokens).
import { Alert, Skeleton, Table, Typography } from 'antd';
import { ScrollTable } from '../../lib/ScrollRegion';
import type { UsagePoint } from '@contracts/analytics';
import { TOKENS_TAB } from '@contracts/messages';
import { useAnalytics } from '../../api/analytics';

export function TokenHistory() {
  const { analytics, failed, isLoading } = useAnalytics('week');
  if (isLoading && !analytics) return <Skeleton active />;
  const days = analytics?.daily ?? [];
  const total = days.reduce((sum, d) => sum + d.messages, 0);
  return (
    <>
      <Typography.Paragraph type="secondary">{TOKENS_TAB.historyNote}</Typography.Paragraph>
      {failed && <Alert type="warning" showIcon title={TOKENS_TAB.historyFailed} style={{ marginBottom: 16 }} />}
      <ScrollTable<UsagePoint>
        label="Token history table"
        size="small"
        rowKey="period"
        pagination={false}
        dataSource={days}
        locale={{ emptyText: <Typography.Text type="secondary">{TOKENS_TAB.historyEmpty}</Typography.Text> }}
        columns={[
          { title: 'Day', dataIndex: 'label', key: 'label' },
          { title: 'Messages', dataIndex: 'messages', key: 'messages', align: 'right' },
        ]}
        summary={() =>
          days.length ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>Total</Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {total}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </>
  );
}
