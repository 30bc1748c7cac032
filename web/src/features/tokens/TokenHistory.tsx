// Token History: the tokens the consultant's answers used on each of the last 7 days, with the day's messages (the
// analytics' daily usage, from the charge each exchange keeps on its thread).
import { Alert, Skeleton, Table, Typography } from 'antd';
import { ScrollTable } from '../../lib/ScrollRegion';
import type { UsagePoint } from '@contracts/analytics';
import { TOKENS_TAB } from '@contracts/messages';
import { withThousands } from '@contracts/numbers';
import { useAnalytics } from '../../api/analytics';

export function TokenHistory() {
  const { analytics, failed, isLoading } = useAnalytics('week');
  if (isLoading && !analytics) return <Skeleton active />;
  const days = analytics?.daily ?? [];
  const total = days.reduce((sum, d) => ({ tokens: sum.tokens + d.tokens, messages: sum.messages + d.messages }), { tokens: 0, messages: 0 });
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
          { title: 'Tokens used', dataIndex: 'tokens', key: 'tokens', align: 'right', render: (tokens: number) => withThousands(tokens) },
          { title: 'Messages', dataIndex: 'messages', key: 'messages', align: 'right' },
        ]}
        summary={() =>
          days.length ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>Total</Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {withThousands(total.tokens)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {total.messages}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </>
  );
}
