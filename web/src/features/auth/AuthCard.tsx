// The frame of the account screens: a centred card with the page's heading.
import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="auth-card">
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Card>
  );
}
