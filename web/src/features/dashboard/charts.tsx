// The dashboard's charts, drawn with @ant-design/charts. Only lazyCharts.ts imports this module, and only the
// lazily loaded dashboard route imports that: the charts library (about 560 KB gzipped) stays out of every other page.
import { Column, Line, Pie } from '@ant-design/charts';
import type { PestSlice, UsagePoint } from '@contracts/analytics';

const GREEN = '#166534';
const HEIGHT = 260;

/** Whole-number ticks that still show an axis when every value is 0. */
function yScale(points: UsagePoint[]) {
  return { y: { domainMin: 0, domainMax: Math.max(4, ...points.map((p) => p.messages)), nice: true } };
}

export function UsageLineChart({ data }: { data: UsagePoint[] }) {
  return (
    <Line
      data={data}
      xField="label"
      yField="messages"
      height={HEIGHT}
      autoFit
      animate={false}
      scale={yScale(data)}
      style={{ stroke: GREEN, lineWidth: 2 }}
      point={{ shapeField: 'point', sizeField: 3, style: { fill: GREEN, stroke: GREEN } }}
      axis={{ x: { title: false }, y: { title: 'Messages', labelFormatter: (v: number) => (Number.isInteger(v) ? String(v) : '') } }}
      tooltip={{ items: [{ channel: 'y', name: 'Messages' }] }}
    />
  );
}

export function DailyUsageChart({ data }: { data: UsagePoint[] }) {
  return (
    <Column
      data={data}
      xField="label"
      yField="messages"
      height={HEIGHT}
      autoFit
      animate={false}
      scale={yScale(data)}
      style={{ fill: GREEN, maxWidth: 40 }}
      axis={{ x: { title: false }, y: { title: 'Messages', labelFormatter: (v: number) => (Number.isInteger(v) ? String(v) : '') } }}
      tooltip={{ items: [{ channel: 'y', name: 'Messages' }] }}
    />
  );
}

export function PestPieChart({ data }: { data: PestSlice[] }) {
  return (
    <Pie
      data={data}
      angleField="value"
      colorField="name"
      height={HEIGHT}
      autoFit
      animate={false}
      innerRadius={0.5}
      scale={{ color: { domain: data.map((s) => s.name), range: data.map((s) => s.color) } }}
      label={{ text: 'value', style: { fill: '#ffffff', fontWeight: 'bold' } }}
      legend={{ color: { title: false, position: 'bottom', rowPadding: 5 } }}
    />
  );
}
