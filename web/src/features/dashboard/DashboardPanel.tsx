// A dashboard card: a landmark (a section, or a nav for links) named by its level-2 heading.
import { useId, type ReactNode } from 'react';
import { Card, Typography } from 'antd';

interface DashboardPanelProps {
  title: string;
  /** The landmark: a section, or a nav for a card of links. */
  as?: 'section' | 'nav';
  /** Stretch to the row's height (cards side by side). */
  fill?: boolean;
  children: ReactNode;
}

export function DashboardPanel({ title, as: Landmark = 'section', fill = false, children }: DashboardPanelProps) {
  const titleId = useId();
  return (
    <Card style={fill ? { height: '100%' } : undefined}>
      <Landmark aria-labelledby={titleId}>
        <Typography.Title level={2} id={titleId} style={{ fontSize: 20, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </Landmark>
    </Card>
  );
}
