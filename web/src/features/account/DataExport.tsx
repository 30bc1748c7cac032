// Export my data: GET /api/profile/export answers a short-lived link, followed at once to download the file
// (pestpilot-data-export-YYYY-MM-DD.json).
import { Button } from 'antd';
import { SETTINGS_TAB } from '@contracts/messages';
import { failureText } from '../../api/mutation';
import { useMutation } from '../../api/useMutation';
import { followLink } from '../../lib/followLink';
import { exportAccount } from './api';

export function DataExport() {
  const { trigger, pending: exporting } = useMutation(exportAccount, {
    onSuccess: (link) => followLink(link.url, link.fileName),
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
