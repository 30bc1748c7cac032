// The lead dialog 'Contact {provider name}', usable from any page: the
// problem, country then city, priority, callback with mobile number, more information, appointment, safety
// considerations, an optional chat whose title is added to the message, and privacy consent; the spec's rules
// through the shared schema, then the success or failure toast.
import { useState } from 'react';
import { App, Button, Checkbox, Form, Input, Modal, Select } from 'antd';
import { LEAD_MESSAGE_MAX, LEAD_PRIORITIES, SAFETY_CONSIDERATIONS, type LeadPriority, type SafetyConsideration } from '@contracts/lead/entity';
import { leadFormSchema } from '@contracts/lead/form';
import { LEAD, LEAD_FORM } from '@contracts/messages';
import { ApiError } from '../../api/client';
import { useMutation } from '../../api/useMutation';
import { useAuth } from '../../app/AuthProvider';
import { PrivacyConsentField } from '../../lib/PrivacyConsentField';
import { zodRule } from '../../lib/zodRule';
import { cityOptions, COUNTRY_OPTIONS } from '../../lib/locationOptions';
import { sendLead } from './api';
import { withChatNote } from './leadMessage';
import './leads.css';

export interface LeadTarget {
  id: string;
  name: string;
}

/** The form's values, in the wire's names so the shared schema checks them field by field. */
export interface LeadValues {
  provider_id: string;
  message: string;
  country?: string;
  city?: string;
  priority: LeadPriority;
  request_callback: boolean;
  mobile_number?: string;
  request_more_info: boolean;
  request_appointment: boolean;
  safety_considerations: SafetyConsideration[];
  /** '' for no chat. */
  thread_id: string;
  consentToPrivacyPolicy: boolean;
}

const PRIORITY_CHOICES: { value: LeadPriority; label: string }[] = LEAD_PRIORITIES.map((value) => ({ value, label: LEAD.priorityLabel[value] }));

const SAFETY_CHOICES: { value: SafetyConsideration; label: string }[] = SAFETY_CONSIDERATIONS.map((value) => ({ value, label: LEAD.safetyLabel[value] }));

export interface LeadDialogProps {
  /** The provider to contact; null closes the dialog. */
  provider: LeadTarget | null;
  onClose: () => void;
  /** Prefills the country and city (e.g. the directory's chosen place). */
  place?: { country?: string; city?: string };
  /**
   * The caller's chats to choose from, as a hook the page composes in (the chat feature's thread list): it runs only
   * while the form is open, so the list loads when the dialog opens.
   */
  useChats: () => ChatChoices;
}

/** The chats the form offers (undefined while they load), and whether they are loading. */
export interface ChatChoices {
  chats: { id: string; title: string }[] | undefined;
  isLoading: boolean;
}

export function LeadDialog({ provider, onClose, place, useChats }: LeadDialogProps) {
  // The last provider stays in the title while the dialog closes.
  const [shown, setShown] = useState(provider);
  if (provider && provider !== shown) setShown(provider);
  return (
    <Modal open={provider !== null} title={shown ? LEAD.dialogTitle(shown.name) : ''} onCancel={onClose} footer={null} destroyOnHidden width={640}>
      {shown && <LeadFormBody provider={shown} place={place} useChats={useChats} onDone={onClose} />}
    </Modal>
  );
}

function LeadFormBody({
  provider,
  place,
  useChats,
  onDone,
}: Pick<LeadDialogProps, 'place' | 'useChats'> & { provider: LeadTarget; onDone: () => void }) {
  const [form] = Form.useForm<LeadValues>();
  const { notification } = App.useApp();
  const { user } = useAuth();
  // The caller's chats, composed in by the page.
  const threads = useChats();
  const country = Form.useWatch('country', form);
  const callback = Form.useWatch('request_callback', form);

  const initialValues: LeadValues = {
    provider_id: provider.id,
    message: '',
    country: place?.country,
    city: place?.country ? place.city : undefined,
    priority: 'normal',
    request_callback: false,
    mobile_number: '',
    request_more_info: false,
    request_appointment: false,
    safety_considerations: [],
    thread_id: '',
    consentToPrivacyPolicy: false,
  };

  const { trigger, pending: sending } = useMutation(sendLead, {
    onSuccess: onDone,
    success: () => ({ kind: 'success', title: LEAD.sent(provider.name) }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && error.fields) {
        form.setFields(
          Object.entries(error.fields)
            .filter(([name]) => name in initialValues)
            .map(([name, text]) => ({ name: name as keyof LeadValues, errors: [text] })),
        );
      }
    },
    failure: () => ({ kind: 'error', title: LEAD.failedTitle, description: LEAD.failed }),
  });

  const onFinish = async (values: LeadValues) => {
    if (!user) {
      notification.error({ title: LEAD.failedTitle, description: LEAD.loginRequired });
      return;
    }
    const chat = threads.chats?.find((t) => t.id === values.thread_id);
    await trigger(leadFormSchema.parse({ ...values, provider_id: provider.id, message: withChatNote(values.message, chat?.title) }));
  };

  const rule = (name: keyof LeadValues) => [zodRule(leadFormSchema, name)];
  const chatChoices = [
    { value: '', label: LEAD_FORM.noChat },
    ...(threads.chats ?? []).map((t) => ({ value: t.id, label: t.title })),
  ];

  return (
    <Form<LeadValues>
      form={form}
      name="lead"
      className="lead-form"
      layout="vertical"
      noValidate
      initialValues={initialValues}
      onFinish={onFinish}
      disabled={sending}
      onValuesChange={(changed: Partial<LeadValues>) => {
        // Choosing a country resets the city.
        if ('country' in changed) form.setFieldValue('city', undefined);
      }}
    >
      <Form.Item label="Describe your pest problem" name="message" required rules={rule('message')}>
        <Input.TextArea rows={4} maxLength={LEAD_MESSAGE_MAX} showCount placeholder="What pest, where, since when, what you have tried" />
      </Form.Item>
      <div className="lead-place">
        <Form.Item label="Country" name="country" required rules={rule('country')}>
          <Select options={COUNTRY_OPTIONS} placeholder="Choose a country" showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item label="City" name="city" required rules={rule('city')}>
          <Select
            options={cityOptions(country)}
            placeholder={country ? 'Choose a city' : 'Choose a country first'}
            disabled={!country}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </div>
      <Form.Item label="Priority" name="priority" rules={rule('priority')}>
        <Select options={PRIORITY_CHOICES} />
      </Form.Item>
      <Form.Item name="request_callback" valuePropName="checked" className="lead-flag">
        <Checkbox>Request a callback</Checkbox>
      </Form.Item>
      {callback && (
        <Form.Item label="Mobile number" name="mobile_number" rules={rule('mobile_number')}>
          <Input type="tel" autoComplete="tel" maxLength={40} />
        </Form.Item>
      )}
      <Form.Item name="request_more_info" valuePropName="checked" className="lead-flag">
        <Checkbox>Request more information</Checkbox>
      </Form.Item>
      <Form.Item name="request_appointment" valuePropName="checked">
        <Checkbox>Request an appointment</Checkbox>
      </Form.Item>
      <Form.Item label="Safety considerations" name="safety_considerations" rules={rule('safety_considerations')}>
        <Checkbox.Group options={SAFETY_CHOICES} />
      </Form.Item>
      <Form.Item
        label="Add a chat from your history (optional)"
        name="thread_id"
        extra="Its title is added to your message."
        rules={rule('thread_id')}
      >
        <Select options={chatChoices} loading={threads.isLoading} />
      </Form.Item>
      <PrivacyConsentField schema={leadFormSchema} />
      <div className="lead-actions">
        <Button onClick={onDone}>{LEAD_FORM.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={sending}>
          {LEAD_FORM.send}
        </Button>
      </div>
    </Form>
  );
}
