// The token request control: an amount on a slider (1,000 to 1,000,000 in
// steps of 1,000, default 50,000) or a preset, its size label, a reason; sending opens the mail client with the
// prefilled e-mail and records the request on the server for the admins.
import { useId, useState } from 'react';
import { Alert, App, Button, Form, Input, Slider, Space, Tag, Typography } from 'antd';
import {
  TOKEN_REQUEST_AMOUNT,
  TOKEN_REQUEST_PRESETS,
  tokenRequestSchema,
  tokenRequestSize,
  type TokenRequestReply,
} from '@contracts/account';
import { TOKEN_REQUEST, TOKENS_TAB } from '@contracts/messages';
import type { Profile } from '@contracts/profile';
import { firstIssue } from '@contracts/zod';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { followLink } from '../../lib/followLink';
import { recordTokenRequest } from './api';
import { formatTokens, tokenRequestMailto } from './mailClient';

const presetLabel = (n: number) => `${n / 1000}k`;
const sliderText = (value?: number) => (value === undefined ? '' : formatTokens(value));

export function TokenRequestForm({ profile, onRecorded }: { profile: Profile; onRecorded: (reply: TokenRequestReply) => unknown }) {
  const { message, notification } = App.useApp();
  const { supportEmail } = useRuntimeConfig();
  const [amount, setAmount] = useState<number>(TOKEN_REQUEST_AMOUNT.default);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const amountId = useId();

  const submit = async () => {
    const parsed = tokenRequestSchema.safeParse({ amount, reason });
    if (!parsed.success) {
      setError(firstIssue(parsed.error));
      return;
    }
    setError(null);
    try {
      // Opens the user's mail client; throws when the browser refuses.
      followLink(tokenRequestMailto(supportEmail, profile, parsed.data.amount, parsed.data.reason));
    } catch (failure) {
      notification.error({ title: TOKEN_REQUEST.mailClientFailed });
    }
    setSending(true);
    try {
      const reply = await recordTokenRequest(parsed.data);
      message.success(reply.message);
      setReason('');
      await onRecorded(reply);
    } catch (failure) {
      notification.error({ title: TOKENS_TAB.requestFailed, description: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Form layout="vertical" name="token-request" onFinish={() => void submit()} noValidate>
      {profile.tokenRequestPending && (
        <Alert type="info" showIcon title={TOKENS_TAB.pendingTitle} description={TOKENS_TAB.pending} style={{ marginBottom: 16 }} />
      )}
      <Form.Item label={<span id={amountId}>Token amount</span>} required>
        <Space align="center" wrap>
          <Typography.Text strong style={{ fontSize: 18 }}>
            {formatTokens(amount)}
          </Typography.Text>
          <Tag color="#237804">{tokenRequestSize(amount)}</Tag>
        </Space>
        <Slider
          min={TOKEN_REQUEST_AMOUNT.min}
          max={TOKEN_REQUEST_AMOUNT.max}
          step={TOKEN_REQUEST_AMOUNT.step}
          value={amount}
          onChange={(value) => setAmount(value)}
          tooltip={{ formatter: sliderText }}
          ariaLabelledByForHandle={amountId}
          ariaValueTextFormatterForHandle={sliderText}
        />
        <Space wrap role="group" aria-label="Preset amounts">
          {TOKEN_REQUEST_PRESETS.map((preset) => (
            <Button
              key={preset}
              size="small"
              type={preset === amount ? 'primary' : 'default'}
              aria-pressed={preset === amount}
              aria-label={formatTokens(preset)}
              onClick={() => setAmount(preset)}
            >
              {presetLabel(preset)}
            </Button>
          ))}
        </Space>
      </Form.Item>
      <Form.Item label="Reason for your request" htmlFor="token-request-reason" required>
        <Input.TextArea
          id="token-request-reason"
          rows={3}
          maxLength={1000}
          showCount
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder="Tell us what you need the extra tokens for"
        />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Typography.Paragraph type="secondary">{TOKENS_TAB.processing}</Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={sending}>
        Request Tokens
      </Button>
    </Form>
  );
}
