// The Health tab: the four services of 2.13 as rows (status, latency, last check), one open at a time, the first open
// by default (Show Details / Hide Details). The language-model row shows the API metrics panel with its Refresh; the
// others their service health panel (the chat's also its routes' requests of the last 24 hours).
import { useState } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Space, Spin, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { MONITORING } from '@contracts/messages';
import type { ServiceHealth, ServiceId } from '@contracts/monitoring';
import { useMetrics, useServiceHealth } from './api';
import { STATUS_COLORS } from './statusColors';


export function HealthTab() {
  const { data, error, isLoading } = useServiceHealth();
  const [open, setOpen] = useState<ServiceId | null>('web');
  if (isLoading) return <Spin />;
  if (error || !data) return <Alert type="error" showIcon title={error?.message ?? MONITORING.metricsError} />;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {data.services.map((service) => {
        const expanded = open === service.id;
        return (
          <Card key={service.id} size="small">
            <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
              <Space wrap>
                <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
                  {MONITORING.services[service.id]}
                </Typography.Title>
                <Tag color={STATUS_COLORS[service.status]}>{MONITORING.status[service.status]}</Tag>
              </Space>
              <Button type="link" aria-expanded={expanded} aria-controls={`service-${service.id}`} onClick={() => setOpen(expanded ? null : service.id)}>
                {expanded ? MONITORING.hideDetails : MONITORING.showDetails}
              </Button>
            </Space>
            {expanded && (
              <div id={`service-${service.id}`} style={{ marginTop: 12 }}>
                {service.id === 'model' ? <ApiMetricsPanel service={service} /> : <ServicePanel service={service} />}
              </div>
            )}
          </Card>
        );
      })}
    </Space>
  );
}

function ServiceFacts({ service }: { service: ServiceHealth }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 3 }}
      items={[
        { key: 'latency', label: MONITORING.latency, children: service.latencyMs === null ? MONITORING.notAvailable : `${service.latencyMs} ms` },
        { key: 'checked', label: MONITORING.lastCheck, children: dayjs(service.checkedAt).format('HH:mm:ss') },
        { key: 'detail', label: 'Detail', children: service.detail },
      ]}
    />
  );
}

function ServicePanel({ service }: { service: ServiceHealth }) {
  const { data } = useMetrics();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <ServiceFacts service={service} />
      {service.id === 'chat' && data && (
        <>
          <Typography.Text strong>{MONITORING.requestsLastHour}: {data.requests.lastHour.total} ({data.requests.lastHour.serverErrors} 5xx)</Typography.Text>
          <Table
            size="small"
            rowKey="route"
            pagination={false}
            scroll={{ x: true }}
            dataSource={data.requests.routes}
            columns={[
              { title: 'Route', dataIndex: 'route' },
              { title: 'Function', dataIndex: 'fn' },
              { title: 'Requests (24 h)', dataIndex: 'total' },
              { title: '4xx', dataIndex: 'clientErrors' },
              { title: '5xx', dataIndex: 'serverErrors' },
              { title: 'Average', dataIndex: 'averageMs', render: (v: number | null) => (v === null ? MONITORING.notAvailable : `${v} ms`) },
            ]}
          />
        </>
      )}
    </Space>
  );
}

/** The language-model row: the model calls' figures, with its own Refresh. */
function ApiMetricsPanel({ service }: { service: ServiceHealth }) {
  const { data, mutate, isValidating } = useMetrics();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Text strong>{MONITORING.apiMetrics}</Typography.Text>
        <Button size="small" icon={<ReloadOutlined spin={isValidating} />} onClick={() => void mutate()}>
          {MONITORING.refresh}
        </Button>
      </Space>
      <ServiceFacts service={service} />
      {data && (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'calls', label: 'Calls (24 h)', children: `${data.successfulRequests}/${data.totalRequests}` },
            { key: 'hour', label: MONITORING.lastHour, children: `${data.lastHour.successfulRequests}/${data.lastHour.totalRequests}` },
            { key: 'avg', label: MONITORING.responseTime, children: data.averageResponseTime === null ? MONITORING.notAvailable : `${data.averageResponseTime} ms` },
            { key: 'state', label: MONITORING.circuitState, children: MONITORING.circuit[data.circuitBreakerState] },
            { key: 'tokens', label: MONITORING.tokenUsage, children: data.tokenUsage },
          ]}
        />
      )}
    </Space>
  );
}
