// The dashboard's charts, drawn with @ant-design/charts. Only lazyCharts.ts imports this module, and only the
// lazily loaded dashboard route imports that: the charts library (about 560 KB gzipped) stays out of every other page.
import { Column, Line, Pie } from '@ant-design/charts';
import type { PestSlice, UsagePoint } from '@contracts/analytics';

const GREEN = '#166534';
/** What every chart shares: its height, the width of its box, no animation. */
const FRAME = { height: 260, autoFit: true, animate: false } as const;

export type UsageChartKind = 'line' | 'column';

/** Messages per period as a line or as columns: the same axes, whole-number ticks (an axis even when all are 0) and tooltip. */
export function UsageChart({ kind, data }: { kind: UsageChartKind; data: UsagePoint[] }) {
  const usage = {
    ...FRAME,
    data,
    xField: 'label',
    yField: 'messages',
    scale: { y: { domainMin: 0, domainMax: Math.max(4, ...data.map((p) => p.messages)), nice: true } },
    axis: { x: { title: false }, y: { title: 'Messages', labelFormatter: (v: number) => (Number.isInteger(v) ? String(v) : '') } },
    tooltip: { items: [{ channel: 'y', name: 'Messages' }] },
  };
  return kind === 'line' ? (
    <Line
      {...usage}
      style={{ stroke: GREEN, lineWidth: 2 }}
      point={{ shapeField: 'point', sizeField: 3, style: { fill: GREEN, stroke: GREEN } }}
    />
  ) : (
    <Column {...usage} style={{ fill: GREEN, maxWidth: 40 }} />
  );
}

export function PestPieChart({ data }: { data: PestSlice[] }) {
  return (
    <Pie
      {...FRAME}
      data={data}
      angleField="value"
      colorField="name"
      innerRadius={0.5}
      scale={{ color: { domain: data.map((s) => s.name), range: data.map((s) => s.color) } }}
      label={{ text: 'value', style: { fill: '#ffffff', fontWeight: 'bold' } }}
      legend={{ color: { title: false, position: 'bottom', rowPadding: 5 } }}
    />
  );
}

/** One model call on the monitoring page's response-time chart. */
export interface ResponsePoint {
  time: string;
  responseTime: number;
  outcome: 'Success' | 'Failure';
}

/** Monitoring's response-time history (the same charts chunk): a line, failed calls red, successful ones indigo. */
export function ResponseTimeChart({ data }: { data: ResponsePoint[] }) {
  return (
    <Line
      {...FRAME}
      data={data}
      xField="time"
      yField="responseTime"
      style={{ stroke: '#a5b4fc', lineWidth: 2 }}
      point={{ shapeField: 'point', sizeField: 4, colorField: 'outcome' }}
      scale={{ color: { domain: ['Success', 'Failure'], range: ['#4f46e5', '#dc2626'] }, x: { type: 'point' } }}
      axis={{ x: { title: false }, y: { title: 'ms' } }}
      legend={{ color: { title: false, position: 'bottom' } }}
    />
  );
}
