// 'Connect with a professional' (once the conversation has more than one message). It asks first: a dialog names the
// provider it picked (the nearest well-rated one), shows what will be sent (the user's name and e-mail from their
// profile, and the chat) and offers the directory instead; sending makes the request (lead) to that provider and shows
// the spec's toast once. With no provider to ask, the user is taken to the provider directory.
import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { leadRef } from '@contracts/lead';
import { CHAT, LEAD } from '@contracts/messages';
import type { ProviderWire } from '@contracts/provider';
import { useProfile } from '../../api/profile';
import { useMutation } from '../../api/useMutation';
import { PATHS } from '../../app/paths';
import { ButtonLink } from '../../lib/ButtonLink';
import { connectPreview, connectWithProfessional, type ConnectInput } from './api';

/** The dialog's code loads on the first click (the chat page does not carry it). */
const loadDialog = () => import('./ConnectDialog');
const ConnectDialog = lazy(loadDialog);

type Preview = { state: 'loading' } | { state: 'found'; provider: ProviderWire } | { state: 'failed' };

export function ConnectProfessional(props: ConnectInput) {
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const [preview, setPreview] = useState<Preview | null>(null);
  const noProviders = (error: unknown) => (error as { code?: string } | null)?.code === 'NoProviders';
  const { trigger, pending: busy } = useMutation(connectWithProfessional, {
    onSuccess: () => setPreview(null),
    success: (lead) => ({ kind: 'success', title: LEAD.connectSent(leadRef(lead.id)) }),
    onError: (error) => {
      if (noProviders(error)) {
        setPreview(null);
        void navigate(PATHS.providers);
      }
    },
    failure: (error) => (noProviders(error) ? { kind: 'warning', title: LEAD.noProviders } : { kind: 'error', title: LEAD.connectFailed }),
  });

  const open = async () => {
    setPreview({ state: 'loading' });
    try {
      const [provider] = await Promise.all([connectPreview(props.location), loadDialog()]);
      if (provider) setPreview({ state: 'found', provider });
      else {
        setPreview(null);
        void navigate(PATHS.providers);
      }
    } catch {
      setPreview({ state: 'failed' });
    }
  };
  const close = () => setPreview(null);
  const provider = preview?.state === 'found' ? preview.provider : undefined;

  return (
    <div className="chat-connect">
      <Button icon={<TeamOutlined aria-hidden />} loading={preview?.state === 'loading'} onClick={() => void open()}>
        {CHAT.connectProfessional}
      </Button>
      <ButtonLink type="link" to={PATHS.providers}>
        {CHAT.browseProviders}
      </ButtonLink>
      {preview && preview.state !== 'loading' && (
        <Suspense fallback={null}>
          <ConnectDialog
            provider={provider}
            failed={preview.state === 'failed'}
            profile={profile}
            chat={props.chat}
            sending={busy}
            onCancel={close}
            onSend={() => provider && void trigger({ ...props, providerId: provider.id })}
          />
        </Suspense>
      )}
    </div>
  );
}
