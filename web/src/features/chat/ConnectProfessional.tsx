// 'Connect with a professional' (once the conversation has more than one message): a request (lead) to a provider
// near the user with the chat noted in it; with no provider to ask, the user is taken to the provider directory.
import { Button } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { leadRef } from '@contracts/lead';
import { CHAT, LEAD } from '@contracts/messages';
import { useMutation } from '../../api/useMutation';
import { PATHS } from '../../app/paths';
import { ButtonLink } from '../../lib/ButtonLink';
import { connectWithProfessional, type ConnectInput } from './api';

export function ConnectProfessional(props: ConnectInput) {
  const navigate = useNavigate();
  const noProviders = (error: unknown) => (error as { code?: string } | null)?.code === 'NoProviders';
  const { trigger, pending: busy } = useMutation(connectWithProfessional, {
    success: (lead) => ({ kind: 'success', title: LEAD.sentTitle, description: LEAD.connectSent(leadRef(lead.id)) }),
    onError: (error) => {
      if (noProviders(error)) void navigate(PATHS.providers);
    },
    failure: (error) => (noProviders(error) ? { kind: 'warning', title: LEAD.noProviders } : { kind: 'error', title: LEAD.connectFailed }),
  });
  const connect = () => trigger(props);

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
