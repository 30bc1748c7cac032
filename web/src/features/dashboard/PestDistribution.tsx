// The pest-type distribution: conversations by pest group (top 4 plus Other), or the single 'No Data' slice.
import { Empty, Skeleton } from 'antd';
import type { Analytics } from '@contracts/analytics';
import { DASHBOARD_PAGE } from '@contracts/messages';
import { ChartFigure } from './ChartFigure';
import { DashboardPanel } from './DashboardPanel';
import { PestPieChart } from './lazyCharts';

export function PestDistribution({ analytics }: { analytics: Analytics | undefined }) {
  const slices = analytics?.pestDistribution ?? [];
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const summary = `Pie chart of conversations by pest type: ${slices.map((s) => `${s.name} ${s.value}`).join(', ')}.`;
  return (
    <DashboardPanel title="Pest Type Distribution" fill>
      {!analytics && <Skeleton active />}
      {analytics && slices.length === 0 && <Empty description={DASHBOARD_PAGE.noPestData} />}
      {analytics && slices.length > 0 && (
        <ChartFigure
          title={`Conversations by pest type (${total})`}
          summary={summary}
          columns={['Pest type', 'Conversations']}
          rows={slices.map((s) => [s.name, s.value])}
        >
          <PestPieChart data={slices} />
        </ChartFigure>
      )}
    </DashboardPanel>
  );
}
