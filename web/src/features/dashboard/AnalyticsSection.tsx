// Analytics and Reporting: the time range (week, month, year), Download Report
// (message-usage-report.csv) and the Usage tab: message usage over time, daily usage and the conversation statistics.
import { Alert, Button, Card, Col, Flex, Radio, Row, Skeleton, Statistic, Tabs, Typography } from 'antd';
import { ANALYTICS_RANGES, DASHBOARD, usageReportCsv, type Analytics, type AnalyticsRange, type UsagePoint } from '@contracts/analytics';
import { DASHBOARD_PAGE } from '@contracts/messages';
import { downloadFile } from '../../lib/download';
import { ChartFigure, usageSummary } from './ChartFigure';
import type { UsageChartKind } from './charts';
import { UsageChart } from './lazyCharts';

const RANGE_LABEL: Record<AnalyticsRange, string> = { week: 'Week', month: 'Month', year: 'Year' };
const USAGE_TITLE: Record<AnalyticsRange, string> = {
  week: 'Message usage, last 7 days',
  month: 'Message usage, last 6 months',
  year: 'Message usage, last 12 months',
};

const CHART_NAME: Record<UsageChartKind, string> = { line: 'Line chart', column: 'Bar chart' };

/** A usage chart with its text alternative: the summary and a table of messages per period. */
function UsageFigure({ kind, title, period, data }: { kind: UsageChartKind; title: string; period: string; data: UsagePoint[] }) {
  return (
    <ChartFigure
      title={title}
      summary={usageSummary(`${CHART_NAME[kind]} of ${title.toLowerCase()}`, data)}
      columns={[period, 'Messages']}
      rows={data.map((p) => [p.label, p.messages])}
    >
      <UsageChart kind={kind} data={data} />
    </ChartFigure>
  );
}

function UsageTab({ analytics }: { analytics: Analytics }) {
  return (
    <>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <UsageFigure kind="line" title={USAGE_TITLE[analytics.range]} period="Period" data={analytics.usage} />
        </Col>
        <Col xs={24} lg={12}>
          <UsageFigure kind="column" title="Daily usage, last 7 days" period="Day" data={analytics.daily} />
        </Col>
      </Row>
      <Row gutter={[24, 24]} style={{ marginTop: 24 }}>
        <Col xs={24} sm={8}>
          <Statistic title="Average Messages per Conversation" value={analytics.averageMessagesPerConversation} precision={1} />
        </Col>
        <Col xs={24} sm={8}>
          <Statistic title="Total Conversations" value={analytics.totalConversations} />
        </Col>
        <Col xs={24} sm={8}>
          <Statistic title="Efficiency Score" value={analytics.efficiencyScore} suffix="%" />
        </Col>
      </Row>
    </>
  );
}

export interface AnalyticsSectionProps {
  range: AnalyticsRange;
  onRange: (range: AnalyticsRange) => void;
  analytics: Analytics | undefined;
  failed: boolean;
}

export function AnalyticsSection({ range, onRange, analytics, failed }: AnalyticsSectionProps) {
  const download = () => analytics && downloadFile(DASHBOARD.reportFileName, usageReportCsv(analytics), 'text/csv;charset=utf-8');
  return (
    <Card>
      <section aria-labelledby="analytics-title">
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
          <Typography.Title level={2} id="analytics-title" style={{ fontSize: 20, margin: 0 }}>
            Analytics and Reporting
          </Typography.Title>
          <Flex gap={12} wrap align="center">
            <Radio.Group
              aria-label="Time range"
              optionType="button"
              value={range}
              onChange={(e) => onRange(e.target.value as AnalyticsRange)}
              options={ANALYTICS_RANGES.map((value) => ({ value, label: RANGE_LABEL[value] }))}
            />
            <Button onClick={download} disabled={!analytics}>
              Download Report
            </Button>
          </Flex>
        </Flex>
        {failed && <Alert type="warning" showIcon title={DASHBOARD_PAGE.analyticsFailed} style={{ marginBottom: 16 }} />}
        {analytics ? (
          <Tabs items={[{ key: 'usage', label: 'Usage', children: <UsageTab analytics={analytics} /> }]} />
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )}
      </section>
    </Card>
  );
}
