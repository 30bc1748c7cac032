// A chart with its text alternative: a captioned figure whose drawing is an image with a summary label, followed by
// a visually hidden table of every value for screen readers. The drawing loads lazily and never takes the page down.
import { useId, type ReactNode } from 'react';
import { Typography } from 'antd';
import { Deferred } from '../../lib/Deferred';

export interface ChartFigureProps {
  title: string;
  /** One sentence read out for the drawing. */
  summary: string;
  columns: [string, string];
  rows: Array<[string, number]>;
  children: ReactNode;
}

const PLACEHOLDER = <div style={{ height: 260, background: '#f6f8f6', borderRadius: 8 }} />;

export function ChartFigure({ title, summary, columns, rows, children }: ChartFigureProps) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} style={{ margin: 0 }}>
      <figcaption id={captionId}>
        <Typography.Title level={3} style={{ fontSize: 16, marginTop: 0 }}>
          {title}
        </Typography.Title>
      </figcaption>
      <div role="img" aria-label={summary} className="dashboard-chart">
        <Deferred name={`The chart '${title}'`} fallback={PLACEHOLDER}>
          {children}
        </Deferred>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** "12 messages in total; most on Nov 20 (5)." */
export function usageSummary(kind: string, points: Array<{ label: string; messages: number }>): string {
  const total = points.reduce((sum, p) => sum + p.messages, 0);
  if (points.length === 0 || total === 0) return `${kind}: no messages in this period.`;
  const peak = points.reduce((best, p) => (p.messages > best.messages ? p : best));
  return `${kind}: ${total} messages from ${points[0]!.label} to ${points[points.length - 1]!.label}; most on ${peak.label} (${peak.messages}).`;
}
