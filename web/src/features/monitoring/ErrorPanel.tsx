// The error panel (2.14): total and unique errors, the most frequent (first 20 characters and its count), the groups
// by latest occurrence, each expandable to its stack, metadata (cut at 40 characters), its first 5 occurrences and
// '+N more'; Refresh and Clear All (after a confirmation that says what goes, then a toast that says what went);
// 'No errors recorded'. A 401 or 403 shows the admin hints.
import { useState } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Collapse, Empty, Modal, Row, Space, Spin, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { ERROR_PANEL } from '@contracts/messages';
import { ERROR_HISTORY, type ClientErrorRecord } from '@contracts/monitoring';
import { failureText } from '../../api/mutation';
import { useMutation } from '../../api/useMutation';
import { clearClientErrors, useClientErrors } from './api';

const cut = (text: string, n: number) => (text.length > n ? `${text.slice(0, n)}...` : text);

export function ErrorPanel() {
  const { data, error, isLoading, isValidating, mutate } = useClientErrors();
  const [confirming, setConfirming] = useState(false);
  const clear = useMutation(clearClientErrors, {
    onSuccess: async () => {
      setConfirming(false);
      await mutate();
    },
    success: ({ cleared }) => ({ kind: 'success', title: ERROR_PANEL.cleared, description: ERROR_PANEL.clearedDetail(cleared) }),
    failure: (e) => ({ kind: 'error', title: ERROR_PANEL.clearFailed, description: failureText(e) }),
  });
  if (isLoading) return <Spin />;
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title={error.message}
        description={
          [401, 403].includes(error.status) ? (
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {ERROR_PANEL.hints.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          ) : undefined
        }
      />
    );
  const stats = data?.stats;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {ERROR_PANEL.title}
        </Typography.Title>
        <Space>
          <Button icon={<ReloadOutlined spin={isValidating} />} onClick={() => void mutate()}>
            {ERROR_PANEL.refresh}
          </Button>
          <Button danger onClick={() => setConfirming(true)} disabled={!data?.errors.length}>
            {ERROR_PANEL.clearAll}
          </Button>
        </Space>
      </Space>
      <Modal
        open={confirming}
        title={ERROR_PANEL.clearTitle}
        okText={ERROR_PANEL.clear}
        cancelText={ERROR_PANEL.cancel}
        okButtonProps={{ danger: true, loading: clear.pending }}
        onOk={() => void clear.trigger(undefined)}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        {ERROR_PANEL.clearConfirm(stats?.totalErrors ?? 0, stats?.uniqueErrors ?? 0)}
      </Modal>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic title={ERROR_PANEL.totalErrors} value={stats?.totalErrors ?? 0} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic title={ERROR_PANEL.uniqueErrors} value={stats?.uniqueErrors ?? 0} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic
              title={ERROR_PANEL.mostFrequent}
              value={stats?.mostFrequent ? cut(stats.mostFrequent.message, ERROR_HISTORY.mostFrequentChars) : '-'}
              suffix={stats?.mostFrequent ? `(${ERROR_PANEL.times(stats.mostFrequent.count)})` : undefined}
              styles={{ content: { fontSize: 18, wordBreak: 'break-word' } }}
            />
          </Card>
        </Col>
      </Row>
      {!data?.errors.length ? (
        <Empty description={ERROR_PANEL.empty} />
      ) : (
        <Collapse
          items={data.errors.map((e) => ({
            key: e.fingerprint,
            label: (
              <Space wrap style={{ wordBreak: 'break-word' }}>
                <Typography.Text strong>{e.message}</Typography.Text>
                <Typography.Text type="secondary">
                  {ERROR_PANEL.times(e.count)} · {dayjs(e.lastOccurrence).format('YYYY-MM-DD HH:mm:ss')}
                </Typography.Text>
              </Space>
            ),
            children: <ErrorDetails error={e} />,
          }))}
        />
      )}
    </Space>
  );
}

function ErrorDetails({ error }: { error: ClientErrorRecord }) {
  const shown = error.occurrences.slice(0, ERROR_HISTORY.shownOccurrences);
  const more = error.count - shown.length;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text strong>{ERROR_PANEL.stack}</Typography.Text>
      <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, fontSize: 12 }}>{error.stack || '-'}</pre>
      <Typography.Text strong>{ERROR_PANEL.metadata}</Typography.Text>
      <Typography.Text code title={error.metadata} style={{ wordBreak: 'break-all' }}>
        {cut(error.metadata, ERROR_HISTORY.metadataChars)}
      </Typography.Text>
      <Typography.Text strong>{ERROR_PANEL.occurrences}</Typography.Text>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {shown.map((o) => (
          <li key={o.timestamp}>
            {dayjs(o.timestamp).format('YYYY-MM-DD HH:mm:ss')} <Typography.Text code>{cut(o.metadata, ERROR_HISTORY.metadataChars)}</Typography.Text>
          </li>
        ))}
      </ul>
      {more > 0 && <Typography.Text type="secondary">{ERROR_PANEL.more(more)}</Typography.Text>}
    </Space>
  );
}
