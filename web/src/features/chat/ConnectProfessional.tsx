// 'Connect with a professional' (once the conversation has more than one message). It asks first: a dialog asks where
// the user needs help (until they have said so on this page), names the provider it picked for that place (the
// nearest well-rated one), shows what will be sent (the user's name and e-mail from their profile, the place, and the
// chat) and offers the directory instead; sending makes the request (lead) to that provider and shows the spec's toast
// once. With no provider to ask, the user is taken to the provider directory.
import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { leadRef } from '@contracts/lead/entity';
import { CHAT, LEAD } from '@contracts/messages';
import { countryByCode } from '@knowledge/locations';
import { useProfile } from '../../api/profile';
import { useMutation } from '../../api/useMutation';
import { PATHS } from '../../app/paths';
import { ButtonLink } from '../../lib/ButtonLink';
import { connectPreview, connectWithProfessional, type ConnectInput, type ConnectPlace } from './api';
import type { UiMessage } from './chatSession';
import type { ConnectStep } from './ConnectDialog';

/** The dialog's code loads on the first click (the chat page does not carry it). */
const loadDialog = () => import('./ConnectDialog');
const ConnectDialog = lazy(loadDialog);

export interface ConnectProfessionalProps extends Omit<ConnectInput, 'chat'> {
  chat: UiMessage[];
}

export function ConnectProfessional({ threadId, location, chat }: ConnectProfessionalProps) {
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const [dialog, setDialog] = useState<ConnectStep | null>(null);
  const [opening, setOpening] = useState(false);
  /** The place the user gave in the dialog, kept while they stay on the page. */
  const [given, setGiven] = useState<ConnectPlace | null>(null);
  const noProviders = (error: unknown) => (error as { code?: string } | null)?.code === 'NoProviders';
  const { trigger, pending: busy } = useMutation(connectWithProfessional, {
    onSuccess: () => setDialog(null),
    success: (lead) => ({ kind: 'success', title: LEAD.connectSent(leadRef(lead.id)) }),
    onError: (error) => {
      if (noProviders(error)) {
        setDialog(null);
        void navigate(PATHS.providers);
      }
    },
    failure: (error) => (noProviders(error) ? { kind: 'warning', title: LEAD.noProviders } : { kind: 'error', title: LEAD.connectFailed }),
  });

  const find = async (place: ConnectPlace) => {
    setGiven(place);
    setDialog({ step: 'finding', place });
    try {
      const provider = await connectPreview(place);
      if (provider) setDialog((now) => (now?.step === 'finding' && now.place === place ? { step: 'found', place, provider } : now));
      else {
        setDialog(null);
        void navigate(PATHS.providers);
      }
    } catch {
      setDialog((now) => (now?.step === 'finding' && now.place === place ? { step: 'failed', place } : now));
    }
  };
  // The browser's region only prefills the country: the user confirms it (and names the city) before it is used.
  const askPlace = () => setDialog({ step: 'place', place: given ?? { country: location ? countryByCode(location)?.name : undefined } });
  const open = async () => {
    setOpening(true);
    try {
      await loadDialog();
    } finally {
      setOpening(false);
    }
    if (given) void find(given);
    else askPlace();
  };
  const provider = dialog?.step === 'found' ? dialog.provider : undefined;

  return (
    <div className="chat-connect">
      <Button icon={<TeamOutlined aria-hidden />} loading={opening} onClick={() => void open()}>
        {CHAT.connectProfessional}
      </Button>
      <ButtonLink type="link" to={PATHS.providers}>
        {CHAT.browseProviders}
      </ButtonLink>
      {dialog && (
        <Suspense fallback={null}>
          <ConnectDialog
            state={dialog}
            profile={profile}
            chat={chat}
            sending={busy}
            onPlace={(place) => void find(place)}
            onChangePlace={askPlace}
            onCancel={() => setDialog(null)}
            onSend={() => provider && dialog?.step === 'found' && void trigger({ threadId, chat, providerId: provider.id, place: dialog.place })}
          />
        </Suspense>
      )}
    </div>
  );
}
