// Setting up the second factor (TOTP): a new secret as a QR code and as a key to type, and the 6-digit code that
// proves the authenticator app has it; on success TOTP is asked for at every sign-in. Used by the admin console's
// gate and the profile's security settings.
import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Form, Input, QRCode, Skeleton, Typography } from 'antd';
import { MFA } from '@contracts/messages';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { totpErrorMessage } from '../../lib/authErrors';
import { finishTotpSetup, startTotpSetup } from './authApi';

const CODE = /^\d{6}$/;

export function TotpEnrolment({ accountName, onEnrolled }: { accountName: string; onEnrolled: () => void }) {
  const { siteName } = useRuntimeConfig();
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    startTotpSetup(siteName, accountName).then(
      (details) => live && setSetup(details),
      (err: unknown) => live && setError(totpErrorMessage(err, MFA.setupFailed)),
    );
    return () => {
      live = false;
    };
  }, [siteName, accountName]);

  const onFinish = async ({ code }: { code: string }) => {
    setSaving(true);
    setError(null);
    try {
      await finishTotpSetup(code.trim());
      onEnrolled();
    } catch (err) {
      setError(totpErrorMessage(err, MFA.setupFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{MFA.enrolIntro}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      {!setup && !error && <Skeleton active />}
      {setup && (
        <>
          <Flex gap={24} wrap align="center">
            <QRCode type="svg" value={setup.uri} size={176} aria-label={MFA.qrLabel} role="img" />
            <div>
              <Typography.Text type="secondary">{MFA.setupKey}</Typography.Text>
              <Typography.Paragraph copyable={{ text: setup.secret }} style={{ marginBottom: 0 }}>
                <code data-testid="totp-secret">{setup.secret}</code>
              </Typography.Paragraph>
            </div>
          </Flex>
          <Form name="totp-setup" layout="vertical" noValidate onFinish={(values: { code: string }) => void onFinish(values)}>
            <Form.Item
              label={MFA.codeLabel}
              name="code"
              required
              rules={[{ validator: (_, value: string | undefined) => (CODE.test((value ?? '').trim()) ? Promise.resolve() : Promise.reject(new Error(MFA.codeRequired))) }]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} style={{ maxWidth: 200 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving}>
              {MFA.verify}
            </Button>
          </Form>
        </>
      )}
    </Flex>
  );
}
