// The profile's two-factor setting: whether sign-in asks for an authenticator app's code, turned on through the TOTP
// set-up (in a dialog) and off with one click; an admin cannot turn it off where the deploy requires it for admins.
import { useEffect, useState } from 'react';
import { App, Button, Flex, Modal, Skeleton, Tag } from 'antd';
import { MFA } from '@contracts/messages';
import { useAuth } from '../../app/AuthProvider';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { totpErrorMessage } from '../../lib/authErrors';
import { totpEnabled, turnOffTotp } from './authApi';
import { TotpEnrolment } from './TotpEnrolment';

export function TotpSetting() {
  const { user, isAdmin } = useAuth();
  const { adminMfaRequired } = useRuntimeConfig();
  const { message } = App.useApp();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [enrolling, setEnrolling] = useState(false);
  const [saving, setSaving] = useState(false);
  const required = Boolean(isAdmin && adminMfaRequired);

  useEffect(() => {
    let live = true;
    totpEnabled().then(
      (on) => live && setEnabled(on),
      (err: unknown) => {
        if (!live) return;
        setEnabled(false);
        void message.error(totpErrorMessage(err, MFA.updateFailed));
      },
    );
    return () => {
      live = false;
    };
  }, [message]);

  const turnOff = async () => {
    setSaving(true);
    try {
      await turnOffTotp();
      setEnabled(false);
      void message.success(MFA.disabledNow);
    } catch (err) {
      void message.error(totpErrorMessage(err, MFA.updateFailed));
    } finally {
      setSaving(false);
    }
  };

  if (enabled === null) return <Skeleton.Button active size="small" />;
  return (
    <Flex gap={8} align="center" wrap>
      <Tag color={enabled ? 'green' : undefined}>{enabled ? MFA.on : MFA.off}</Tag>
      {!enabled && (
        <Button size="small" onClick={() => setEnrolling(true)}>
          {MFA.turnOn}
        </Button>
      )}
      {enabled && !required && (
        <Button size="small" loading={saving} onClick={() => void turnOff()}>
          {MFA.turnOff}
        </Button>
      )}
      {required && <span>{MFA.requiredForAdmins}</span>}
      <Modal open={enrolling} title={MFA.enrolTitle} footer={null} destroyOnHidden onCancel={() => setEnrolling(false)}>
        <TotpEnrolment
          accountName={user?.email ?? ''}
          onEnrolled={() => {
            setEnrolling(false);
            setEnabled(true);
            void message.success(MFA.enabled);
          }}
        />
      </Modal>
    </Flex>
  );
}
