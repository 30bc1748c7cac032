// The Export button of an admin list: a menu of CSV or JSON; the whole list is fetched and saved (kit/exportList).
import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { ADMIN } from '@contracts/messages';
import { useToast } from '../../../api/useMutation';
import type { ExportFormat } from './exportList';

export function ExportButton({ onExport, label = ADMIN.export }: { onExport: (format: ExportFormat) => Promise<unknown>; label?: string }) {
  const [busy, setBusy] = useState(false);
  const show = useToast();
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      await onExport(format);
    } catch (error) {
      show({ kind: 'error', title: ADMIN.exportFailed, description: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'csv', label: ADMIN.exportCsv },
          { key: 'json', label: ADMIN.exportJson },
        ],
        onClick: ({ key }) => void run(key as ExportFormat),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy}>
        {label}
      </Button>
    </Dropdown>
  );
}
