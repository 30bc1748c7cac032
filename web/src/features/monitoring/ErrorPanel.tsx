// The error panel (2.14): total and unique errors, the most frequent (first 20 characters and its count), the groups
// by latest occurrence, each expandable to its stack, metadata (cut at 40 characters), its first 5 occurrences and
// '+N more'; Refresh and Clear All (after a confirmation that says what goes, then a toast that says what went);
// 'No errors recorded'. A 401 or 403 shows the admin hints. Each group is Unresolved, Resolved or Ignored (issue 31):
// the list shows one status at a time (Unresolved first), a group that came back after it was resolved carries a
// Regression tag with when, and Resolve, Ignore (after a confirmation) and Reopen each say what happened in one toast.
import { useState } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Collapse, Empty, Modal, Radio, Row, Space, Spin, Statistic, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { ERROR_PANEL } from '@contracts/messages';
import { ERROR_GROUP_STATUSES, ERROR_HISTORY, type ClientErrorRecord, type ErrorGroupStatus } from '@contracts/monitoring';
import { failureText } from '../../api/mutation';
import { useMutation } from '../../api/useMutation';
import { clearClientErrors, setErrorGroupStatus, useClientErrors } from './api';
import { STATUS_COLORS } from './statusColors';

const cut = (text: string, n: number) => (text.length > n ? `${text.slice(0, n)}...` : text);
const when = (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss');

export function ErrorPanel() {
  const { data, error, isLoading, isValidating, mutate } = useClientErrors();
  const [confirming, setConfirming] = useState(false);
  const [view, setView] = useState<ErrorGroupStatus>('unresolved');
  const [ignoring, setIgnoring] = useState<ClientErrorRecord | null>(null);
  const [changing, setChanging] = useState<string | null>(null);
  const clear = useMutation(clearClientErrors, {
    onSuccess: async () => {
      setConfirming(false);
      await mutate();
    },
    success: ({ cleared }) => ({ kind: 'success', title: ERROR_PANEL.cleared, description: ERROR_PANEL.clearedDetail(cleared) }),
    failure: (e) => ({ kind: 'error', title: ERROR_PANEL.clearFailed, description: failureText(e) }),
  });
  const change = useMutation(setErrorGroupStatus, {
    onSuccess: async () => {
      setIgnoring(null);
      await mutate();
    },
    success: ({ status }) => ({ kind: 'success', title: ERROR_PANEL.changed[status], description: ERROR_PANEL.changedDetail[status] }),
    failure: (e) => ({ kind: 'error', title: ERROR_PANEL.changeFailed, description: failureText(e) }),
  });
  const setStatus = async (error: ClientErrorRecord, status: ErrorGroupStatus) => {
    setChanging(error.fingerprint);
    await change.trigger({ fingerprint: error.fingerprint, status });
    setChanging(null);
  };
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
  const all = data?.errors ?? [];
  const shown = all.filter((e) => e.status === view);
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
      <Modal
        open={ignoring !== null}
        title={ERROR_PANEL.ignoreTitle}
        okText={ERROR_PANEL.ignore}
        cancelText={ERROR_PANEL.cancel}
        okButtonProps={{ loading: change.pending }}
        onOk={() => ignoring && void setStatus(ignoring, 'ignored')}
        onCancel={() => setIgnoring(null)}
        destroyOnHidden
      >
        {ignoring && (
          <Typography.Paragraph strong style={{ wordBreak: 'break-word' }}>
            {ignoring.message}
          </Typography.Paragraph>
        )}
        <Typography.Paragraph style={{ margin: 0 }}>{ERROR_PANEL.ignoreConfirm}</Typography.Paragraph>
      </Modal>
      <Radio.Group
        aria-label={ERROR_PANEL.statusFilter}
        optionType="button"
        value={view}
        onChange={(e) => setView(e.target.value as ErrorGroupStatus)}
        options={ERROR_GROUP_STATUSES.map((status) => ({ value: status, label: `${ERROR_PANEL.statusLabel[status]} (${all.filter((e) => e.status === status).length})` }))}
      />
      {!shown.length ? (
        <Empty description={all.length ? ERROR_PANEL.emptyStatus[view] : ERROR_PANEL.empty} />
      ) : (
        <Collapse
          // Only the title opens a group: the header's buttons may not sit inside another control (axe's nested-interactive).
          collapsible="header"
          items={shown.map((e) => ({
            key: e.fingerprint,
            label: (
              <Space wrap style={{ wordBreak: 'break-word' }}>
                <Typography.Text strong>{e.message}</Typography.Text>
                {e.regressedAt && (
                  <Tag color={STATUS_COLORS.down}>
                    {ERROR_PANEL.regression}
                  </Tag>
                )}
                <Typography.Text type="secondary">
                  {ERROR_PANEL.times(e.count)} · {when(e.lastOccurrence)}
                </Typography.Text>
                <StatusNote error={e} />
              </Space>
            ),
            extra: (
              // The buttons act on the group; a click on them does not open or close it.
              <Space size={4} wrap onClick={(event) => event.stopPropagation()}>
                {e.status === 'unresolved' ? (
                  <>
                    <Button size="small" loading={changing === e.fingerprint} onClick={() => void setStatus(e, 'resolved')}>
                      {ERROR_PANEL.resolve}
                    </Button>
                    <Button size="small" disabled={changing === e.fingerprint} onClick={() => setIgnoring(e)}>
                      {ERROR_PANEL.ignore}
                    </Button>
                  </>
                ) : (
                  <Button size="small" loading={changing === e.fingerprint} onClick={() => void setStatus(e, 'unresolved')}>
                    {ERROR_PANEL.reopen}
                  </Button>
                )}
              </Space>
            ),
            children: <ErrorDetails error={e} />,
          }))}
        />
      )}
    </Space>
  );
}

/** When the group came back (a regression), or was resolved or ignored. */
function StatusNote({ error }: { error: ClientErrorRecord }) {
  const { status, statusChangedAt, regressedAt } = error;
  if (regressedAt) return <Typography.Text type="danger">{ERROR_PANEL.regressedAt(when(regressedAt))}</Typography.Text>;
  if (!statusChangedAt || status === 'unresolved') return null;
  return <Typography.Text type="secondary">{(status === 'resolved' ? ERROR_PANEL.resolvedAt : ERROR_PANEL.ignoredAt)(when(statusChangedAt))}</Typography.Text>;
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
            {when(o.timestamp)} <Typography.Text code>{cut(o.metadata, ERROR_HISTORY.metadataChars)}</Typography.Text>
          </li>
        ))}
      </ul>
      {more > 0 && <Typography.Text type="secondary">{ERROR_PANEL.more(more)}</Typography.Text>}
    </Space>
  );
}
