// The Overview tab: System Overview with its Refresh (1 s spinner), API Performance (success rate, response time,
// circuit state), the response-time history of the last 20 calls, token usage, Recovery Operations and the
// last-updated time; with the spec's toasts (API Status Change, recovery results, Error fetching metrics: one toast
// however often it fails, and in place of the figures what happened and when it tries again).
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Row, Space, Spin, Statistic, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { MONITORING } from '@contracts/messages';
import { METRICS, type BreakerState, type MetricWindow } from '@contracts/monitoring';
import { useAuth } from '../../app/AuthProvider';
import { useToast } from '../../api/useMutation';
import { Deferred } from '../../lib/Deferred';
import { useMetrics, type Recovery } from './api';
import { STATUS_COLORS } from './statusColors';

const rate = (w: MetricWindow) => (w.totalRequests ? `${((w.successfulRequests / w.totalRequests) * 100).toFixed(1)}%` : MONITORING.notAvailable);
const ms = (n: number | null) => (n === null ? MONITORING.notAvailable : `${n} ms`);

/** One point of the response-time chart (the page gives the chart: the dashboard's lazy charts chunk). */
export interface ResponsePoint {
  time: string;
  responseTime: number;
  outcome: 'Success' | 'Failure';
}

export function Overview({ Chart, recovery }: { Chart: ComponentType<{ data: ResponsePoint[] }>; recovery: Recovery }) {
  const { data, error, isValidating, mutate } = useMetrics();
  const show = useToast();
  const [spinning, setSpinning] = useState(false);

  useEffect(() => {
    if (error) show({ kind: 'error', title: MONITORING.metricsErrorTitle, description: MONITORING.metricsError, key: 'monitoring-metrics' });
  }, [error, show]);

  const state = data?.circuitBreakerState;
  const previous = useRef<BreakerState | undefined>(undefined);
  useEffect(() => {
    if (!state) return;
    if (previous.current && previous.current !== state)
      show({ kind: state === 'open' ? 'error' : 'info', title: MONITORING.statusChangeTitle, description: MONITORING.statusChange[state] });
    previous.current = state;
  }, [state, show]);

  const refresh = () => {
    setSpinning(true);
    void mutate();
    setTimeout(() => setSpinning(false), METRICS.overviewSpinnerMs);
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {MONITORING.systemOverview}
        </Typography.Title>
        <Button icon={<ReloadOutlined spin={spinning} />} onClick={refresh} disabled={spinning}>
          {MONITORING.refresh}
        </Button>
      </Space>
      <Card title={MONITORING.apiPerformance}>
        {!data && error ? (
          <Alert
            type="warning"
            showIcon
            title={MONITORING.metricsError}
            description={MONITORING.metricsRetry(METRICS.refreshMs / 1000)}
            action={
              <Button size="small" loading={isValidating} onClick={() => void mutate()}>
                {MONITORING.retryNow}
              </Button>
            }
          />
        ) : !data ? (
          <Spin />
        ) : (
          <Row gutter={[16, 16]}>
            <Col xs={24} md={8}>
              <Statistic title={MONITORING.successRate} value={rate(data)} />
              <Typography.Text type="secondary">
                {data.successfulRequests}/{data.totalRequests} · {MONITORING.lastHour}: {data.lastHour.successfulRequests}/{data.lastHour.totalRequests}
              </Typography.Text>
            </Col>
            <Col xs={24} md={8}>
              <Statistic title={MONITORING.responseTime} value={ms(data.averageResponseTime)} />
              {data.averageResponseTime !== null && (
                <Tag color={data.averageResponseTime < METRICS.goodResponseMs ? STATUS_COLORS.healthy : STATUS_COLORS.degraded}>
                  {data.averageResponseTime < METRICS.goodResponseMs ? MONITORING.good : MONITORING.slow}
                </Tag>
              )}
              <Typography.Text type="secondary">
                {MONITORING.lastHour}: {ms(data.lastHour.averageResponseTime)}
              </Typography.Text>
            </Col>
            <Col xs={24} md={8}>
              <Statistic title={MONITORING.circuitState} value={MONITORING.circuit[data.circuitBreakerState]} />
            </Col>
            <Col xs={24} lg={16}>
              <Typography.Title level={3} style={{ fontSize: 16 }}>
                {MONITORING.responseHistory}
              </Typography.Title>
              {data.recentData.length ? (
                <Deferred name="The response time chart" fallback={<Spin />}>
                  <Chart
                    data={data.recentData.map((p) => ({ time: dayjs(p.timestamp).format('HH:mm'), responseTime: p.responseTime, outcome: p.success ? 'Success' : 'Failure' }))}
                  />
                </Deferred>
              ) : (
                <Empty description={MONITORING.noResponseData} />
              )}
            </Col>
            <Col xs={24} lg={8}>
              <Card size="small" title={MONITORING.tokenUsage}>
                <Statistic title={MONITORING.tokensTotal} value={data.tokenUsage} />
                <Statistic title={MONITORING.tokens24h} value={data.last24Hours.tokenUsage} />
              </Card>
            </Col>
          </Row>
        )}
      </Card>
      <RecoveryOperations recovery={recovery} />
      {data && (
        <Typography.Text type="secondary">
          {MONITORING.lastUpdated}: {dayjs(data.generatedAt).format('HH:mm:ss')}
        </Typography.Text>
      )}
    </Space>
  );
}

/** This browser's pending operations, recounted every 30 s, with Recover All. */
function RecoveryOperations({ recovery }: { recovery: Recovery }) {
  const { user } = useAuth();
  const show = useToast();
  const [pending, setPending] = useState(() => recovery.pending(user?.id ?? ''));
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const timer = setInterval(() => setPending(recovery.pending(user?.id ?? '')), METRICS.refreshMs);
    return () => clearInterval(timer);
  }, [user?.id]);

  const recover = async () => {
    setBusy(true);
    try {
      await recovery.recoverAll(user?.id ?? '');
      show({ kind: 'success', title: MONITORING.recoveryAllTitle, description: MONITORING.recoveryAll });
    } catch {
      show({ kind: 'error', title: MONITORING.recoveryFailedTitle, description: MONITORING.recoveryFailed });
    } finally {
      setBusy(false);
      setPending(recovery.pending(user?.id ?? ''));
    }
  };

  return (
    <Card title={MONITORING.recoveryOperations}>
      {pending.total === 0 ? (
        <Typography.Paragraph style={{ margin: 0 }}>
          {MONITORING.noPendingOperations}. {MONITORING.recoverFromHealth}
        </Typography.Paragraph>
      ) : (
        <Space orientation="vertical">
          <Statistic title={MONITORING.pendingOperations} value={pending.total} />
          <Space wrap>
            {Object.entries(pending.byService).map(([service, n]) => (
              <Tag key={service}>
                {service}: {n}
              </Tag>
            ))}
          </Space>
          <Button type="primary" onClick={() => void recover()} loading={busy}>
            {busy ? MONITORING.recovering : MONITORING.recoverAll}
          </Button>
        </Space>
      )}
    </Card>
  );
}
