// /data-deletion (signed in): ask for the account and all its data to be deleted.
import { Card, Typography } from 'antd';
import { DataDeletionForm } from '../../features/account/DataDeletionForm';

export default function DataDeletionPage() {
  return (
    <div className="page" style={{ maxWidth: 720 }}>
      <Typography.Title level={1}>Data Deletion Request</Typography.Title>
      <Typography.Paragraph>
        Ask us to delete your account and everything stored about you. We carry out every request within 30 days.
      </Typography.Paragraph>
      <Card>
        <DataDeletionForm />
      </Card>
    </div>
  );
}
