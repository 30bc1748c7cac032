// /monitoring (admins): the title, a Refresh of everything, and the tabs Overview, Health and Errors; anyone else
// signed in reads 'You must be an admin to access this page.'.
import { useState } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Tabs, Typography } from 'antd';
import { useSWRConfig } from 'swr';
import { API } from '@contracts/api';
import { MONITORING } from '@contracts/messages';
import { useAuth } from '../../app/AuthProvider';
import { ErrorPanel } from '../../features/monitoring/ErrorPanel';
import { HealthTab } from '../../features/monitoring/HealthTab';
import { Overview } from '../../features/monitoring/Overview';
import { ResponseTimeChart } from '../../features/dashboard/lazyCharts';
import { chatRecovery } from './recovery';

const MONITORING_PATHS: string[] = [API.monitoringMetrics, API.monitoringHealth, API.monitoringErrors];

export default function MonitoringPage() {
  const { isAdmin } = useAuth();
  const { mutate } = useSWRConfig();
  const [tab, setTab] = useState('overview');
  if (!isAdmin)
    return (
      <div className="page">
        <Alert type="error" showIcon title={MONITORING.adminOnly} />
      </div>
    );
  const refreshAll = () => mutate((key) => Array.isArray(key) && MONITORING_PATHS.includes(key[0] as string));
  return (
    <div className="page">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {MONITORING.title}
        </Typography.Title>
        <Button icon={<ReloadOutlined />} onClick={() => void refreshAll()}>
          {MONITORING.refresh}
        </Button>
      </Space>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'overview', label: MONITORING.tabs.overview, children: <Overview Chart={ResponseTimeChart} recovery={chatRecovery} /> },
          { key: 'health', label: MONITORING.tabs.health, children: <HealthTab /> },
          { key: 'errors', label: MONITORING.tabs.errors, children: <ErrorPanel /> },
        ]}
      />
    </div>
  );
}
