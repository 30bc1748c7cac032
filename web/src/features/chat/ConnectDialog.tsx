// The 'Connect with a professional' dialog, a lazy chunk of the chat page. First where the user needs help (country
// then city, asked whenever they have not given one: a guess from the browser is only a prefill), then the provider
// picked for that place (the nearest well-rated one) and what will be sent: the user's name and e-mail from their
// profile, the place, and the conversation as the chat shows it (in a bounded box that scrolls); the directory instead.
import { Alert, Button, Descriptions, Form, Modal, Select, Spin, Typography } from 'antd';
import { LEAD, CONNECT_DIALOG } from '@contracts/messages';
import type { Profile } from '@contracts/profile';
import type { ProviderWire } from '@contracts/provider';
import { PATHS } from '../../app/paths';
import { ButtonLink } from '../../lib/ButtonLink';
import { cityOptions, COUNTRY_OPTIONS } from '../../lib/locationOptions';
import { ScrollRegion } from '../../lib/ScrollRegion';
import type { ConnectPlace } from './api';
import type { UiMessage } from './chatSession';
import { MessageList } from './MessageList';

/** Where the dialog is: asking for the place, finding a provider for it, the provider found, or the look-up failed. */
export type ConnectStep =
  | { step: 'place'; place: Partial<ConnectPlace> }
  | { step: 'finding'; place: ConnectPlace }
  | { step: 'found'; place: ConnectPlace; provider: ProviderWire }
  | { step: 'failed'; place: ConnectPlace };

export interface ConnectDialogProps {
  state: ConnectStep;
  profile: Pick<Profile, 'displayName' | 'email'> | undefined;
  chat: UiMessage[];
  sending: boolean;
  onPlace: (place: ConnectPlace) => void;
  onChangePlace: () => void;
  onCancel: () => void;
  onSend: () => void;
}

const PLACE_FORM = 'connect-place';

export default function ConnectDialog({ state, profile, chat, sending, onPlace, onChangePlace, onCancel, onSend }: ConnectDialogProps) {
  const asking = state.step === 'place';
  const primary = asking ? (
    <Button key="find" type="primary" htmlType="submit" form={PLACE_FORM}>
      {CONNECT_DIALOG.find}
    </Button>
  ) : (
    <Button key="send" type="primary" disabled={state.step !== 'found'} loading={sending} onClick={onSend}>
      {CONNECT_DIALOG.send}
    </Button>
  );
  return (
    <Modal
      open
      title={CONNECT_DIALOG.title}
      onCancel={onCancel}
      width={640}
      className="chat-connect-dialog"
      footer={[
        <ButtonLink key="choose" to={PATHS.providers}>
          {CONNECT_DIALOG.choose}
        </ButtonLink>,
        <Button key="cancel" onClick={onCancel}>
          {CONNECT_DIALOG.cancel}
        </Button>,
        primary,
      ]}
    >
      {state.step === 'place' && <PlaceForm initial={state.place} onPlace={onPlace} />}
      {state.step === 'finding' && (
        <div className="chat-connect-finding" role="status">
          <Spin size="small" /> {CONNECT_DIALOG.finding}
        </div>
      )}
      {state.step === 'failed' && <Alert type="warning" showIcon title={CONNECT_DIALOG.previewFailed} />}
      {state.step === 'found' && (
        <>
          <Typography.Paragraph>{CONNECT_DIALOG.intro(state.provider.name)}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            {state.provider.city}, {state.provider.country}
            {state.provider.rating > 0 && ` · ${state.provider.rating.toFixed(1)} stars from ${state.provider.review_count} reviews`}
          </Typography.Paragraph>
          <h3 className="chat-connect-heading">{CONNECT_DIALOG.sentTitle}</h3>
          <Descriptions
            column={1}
            size="small"
            bordered
            className="chat-connect-details"
            items={[
              { key: 'name', label: CONNECT_DIALOG.name, children: profile?.displayName ?? <Spin size="small" /> },
              { key: 'email', label: CONNECT_DIALOG.email, children: profile?.email ?? <Spin size="small" /> },
              {
                key: 'place',
                label: CONNECT_DIALOG.place,
                children: (
                  <span className="chat-connect-place">
                    {state.place.city}, {state.place.country}
                    <ChangePlace onClick={onChangePlace} />
                  </span>
                ),
              },
            ]}
          />
          <h4 className="chat-connect-chat-title">{CONNECT_DIALOG.chat}</h4>
          <ScrollRegion label={CONNECT_DIALOG.chat} axis="y" className="chat-connect-chat">
            <MessageList messages={chat} />
          </ScrollRegion>
          <Typography.Paragraph type="secondary" className="chat-connect-note">
            {CONNECT_DIALOG.chatNote} {CONNECT_DIALOG.note}
          </Typography.Paragraph>
        </>
      )}
      {(state.step === 'failed' || state.step === 'finding') && (
        <Typography.Paragraph className="chat-connect-note">
          {CONNECT_DIALOG.place}: {state.place.city}, {state.place.country}{' '}
          <ChangePlace onClick={onChangePlace} />
        </Typography.Paragraph>
      )}
    </Modal>
  );
}

/** Back to the place: 'Change', named for what it changes. */
function ChangePlace({ onClick }: { onClick: () => void }) {
  return (
    <Button type="link" size="small" onClick={onClick} aria-label={`${CONNECT_DIALOG.changePlace} ${CONNECT_DIALOG.place.toLowerCase()}`}>
      {CONNECT_DIALOG.changePlace}
    </Button>
  );
}

/** Country then city (choosing a country resets the city), both required with the lead form's messages. */
function PlaceForm({ initial, onPlace }: { initial: Partial<ConnectPlace>; onPlace: (place: ConnectPlace) => void }) {
  const [form] = Form.useForm<Partial<ConnectPlace>>();
  const country = Form.useWatch('country', form) ?? initial.country;
  return (
    <Form<Partial<ConnectPlace>>
      form={form}
      id={PLACE_FORM}
      name={PLACE_FORM}
      layout="vertical"
      noValidate
      initialValues={initial}
      onFinish={(values) => onPlace({ country: values.country!, city: values.city! })}
      onValuesChange={(changed: Partial<ConnectPlace>) => {
        if ('country' in changed) form.setFieldValue('city', undefined);
      }}
    >
      <Typography.Paragraph>{CONNECT_DIALOG.placeIntro}</Typography.Paragraph>
      <div className="chat-connect-place-fields">
        <Form.Item label={CONNECT_DIALOG.country} name="country" rules={[{ required: true, message: LEAD.countryRequired }]}>
          <Select options={COUNTRY_OPTIONS} placeholder={CONNECT_DIALOG.countryPlaceholder} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item label={CONNECT_DIALOG.city} name="city" rules={[{ required: true, message: LEAD.cityRequired }]}>
          <Select
            options={cityOptions(country)}
            placeholder={country ? CONNECT_DIALOG.cityPlaceholder : CONNECT_DIALOG.cityFirst}
            disabled={!country}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </div>
    </Form>
  );
}
