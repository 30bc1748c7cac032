// Export my data: GET /api/profile/export saved as pestpilot-data-export-YYYY-MM-DD.json.
import { Button } from 'antd';
import { exportFileName } from '@contracts/account';
import { SETTINGS_TAB } from '@contracts/messages';
import { failureText } from '../../api/mutation';
import { useMutation } from '../../api/useMutation';
import { downloadFile } from '../../lib/download';
import { exportAccount } from './api';

export function DataExport() {
  const { trigger, pending: exporting } = useMutation(exportAccount, {
    onSuccess: (data) => downloadFile(exportFileName(new Date()), JSON.stringify(data, null, 2), 'application/json'),
    success: () => ({ kind: 'success', title: SETTINGS_TAB.exportDone, brief: true }),
    failure: (error) => ({ kind: 'error', title: SETTINGS_TAB.exportFailed, description: failureText(error) }),
  });
  const exportData = () => trigger(undefined);

  return (
    <Button onClick={() => void exportData()} loading={exporting}>
      Export My Data
    </Button>
  );
}
