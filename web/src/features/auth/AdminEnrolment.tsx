// The screen an admin without a second factor sees instead of the admin console (when the deploy requires one):
// TOTP set-up in the product's card, then the console.
import { Card, Typography } from 'antd';
import { MFA } from '@contracts/messages';
import { TotpEnrolment } from './TotpEnrolment';

export default function AdminEnrolment({ email, onEnrolled }: { email: string; onEnrolled: () => void }) {
  return (
    <div className="page" style={{ maxWidth: 640 }}>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {MFA.enrolTitle}
        </Typography.Title>
        <TotpEnrolment accountName={email} onEnrolled={onEnrolled} />
      </Card>
    </div>
  );
}
