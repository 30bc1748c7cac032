// Export my data: GET /api/profile/export saved as pestpilot-data-export-YYYY-MM-DD.json.
import { useState } from 'react';
import { App, Button } from 'antd';
import { exportFileName, type AccountExport } from '@contracts/account';
import { API } from '@contracts/api';
import { SETTINGS_TAB } from '@contracts/messages';
import { apiFetch } from '../../api/client';
import { downloadFile } from '../../lib/download';

export function DataExport() {
  const { message, notification } = App.useApp();
  const [exporting, setExporting] = useState(false);

  const exportData = async () => {
    setExporting(true);
    try {
      const data = await apiFetch<AccountExport>(API.profileExport);
      downloadFile(exportFileName(new Date()), JSON.stringify(data, null, 2), 'application/json');
      message.success(SETTINGS_TAB.exportDone);
    } catch (error) {
      notification.error({ title: SETTINGS_TAB.exportFailed, description: error instanceof Error ? error.message : String(error) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button onClick={() => void exportData()} loading={exporting}>
      Export My Data
    </Button>
  );
}
