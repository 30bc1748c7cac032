// The 'Connect with a professional' dialog: the provider picked (the nearest well-rated one), what will be sent (the
// user's name and e-mail from their profile, and the chat), and the directory instead. A lazy chunk of the chat page.
import { Alert, Button, Descriptions, Modal, Spin, Typography } from 'antd';
import { CONNECT_DIALOG } from '@contracts/messages';
import type { Profile } from '@contracts/profile';
import type { ProviderWire } from '@contracts/provider';
import { PATHS } from '../../app/paths';
import { ButtonLink } from '../../lib/ButtonLink';
import { chatSummary, type ConnectInput } from './api';

export interface ConnectDialogProps {
  /** The provider the request would go to; undefined when the look-up failed. */
  provider: ProviderWire | undefined;
  failed: boolean;
  profile: Pick<Profile, 'displayName' | 'email'> | undefined;
  chat: ConnectInput['chat'];
  sending: boolean;
  onCancel: () => void;
  onSend: () => void;
}

export default function ConnectDialog({ provider, failed, profile, chat, sending, onCancel, onSend }: ConnectDialogProps) {
  return (
    <Modal
      open
      title={CONNECT_DIALOG.title}
      onCancel={onCancel}
      width={640}
      footer={[
        <ButtonLink key="choose" to={PATHS.providers}>
          {CONNECT_DIALOG.choose}
        </ButtonLink>,
        <Button key="cancel" onClick={onCancel}>
          {CONNECT_DIALOG.cancel}
        </Button>,
        <Button key="send" type="primary" disabled={!provider} loading={sending} onClick={onSend}>
          {CONNECT_DIALOG.send}
        </Button>,
      ]}
    >
      {failed && <Alert type="warning" showIcon title={CONNECT_DIALOG.previewFailed} />}
      {provider && (
        <>
          <Typography.Paragraph>{CONNECT_DIALOG.intro(provider.name)}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            {provider.city}, {provider.country}
            {provider.rating > 0 && ` · ${provider.rating.toFixed(1)} stars from ${provider.review_count} reviews`}
          </Typography.Paragraph>
          <h3 className="chat-connect-heading">{CONNECT_DIALOG.sentTitle}</h3>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'name', label: CONNECT_DIALOG.name, children: profile?.displayName ?? <Spin size="small" /> },
              { key: 'email', label: CONNECT_DIALOG.email, children: profile?.email ?? <Spin size="small" /> },
              {
                key: 'chat',
                label: CONNECT_DIALOG.chat,
                children: (
                  <pre className="chat-connect-summary" tabIndex={0} aria-label={CONNECT_DIALOG.chat}>
                    {chatSummary(chat)}
                  </pre>
                ),
              },
            ]}
          />
          <Typography.Paragraph type="secondary" className="chat-connect-note">
            {CONNECT_DIALOG.note}
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
