// 'Connect with a professional' (once the conversation has more than one message): a request (lead) to a provider
// near the user with the chat noted in it; with no provider to ask, the user is taken to the provider directory.
import { useState } from 'react';
import { App as AntApp, Button } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { leadRef } from '@contracts/lead';
import { CHAT, LEAD } from '@contracts/messages';
import { PATHS } from '../../app/paths';
import { ButtonLink } from '../../lib/ButtonLink';
import { connectWithProfessional, type ConnectInput } from './api';

export function ConnectProfessional(props: ConnectInput) {
  const { notification } = AntApp.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const connect = async () => {
    setBusy(true);
    try {
      const lead = await connectWithProfessional(props);
      notification.success({ title: LEAD.sentTitle, description: LEAD.connectSent(leadRef(lead.id)) });
    } catch (error) {
      if ((error as { code?: string }).code === 'NoProviders') {
        notification.warning({ title: LEAD.noProviders });
        navigate(PATHS.providers);
      } else {
        notification.error({ title: LEAD.connectFailed });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="chat-connect">
      <Button icon={<TeamOutlined aria-hidden />} loading={busy} onClick={() => void connect()}>
        {CHAT.connectProfessional}
      </Button>
      <ButtonLink type="link" to={PATHS.providers}>
        {CHAT.browseProviders}
      </ButtonLink>
    </div>
  );
}
