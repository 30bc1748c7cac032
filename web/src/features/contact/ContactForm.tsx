// The contact message form: name, email, optional phone, subject, message
// and privacy consent, checked with the shared schema; 'Message Sent!' and a reset on success, the spec's failure
// text otherwise, and the server's own message when it asks the sender to slow down (429).
import { useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { contactMessageSchema } from '@contracts/contact';
import { CONTACT, CONTACT_PAGE } from '@contracts/messages';
import { ApiError } from '../../api/client';
import { PrivacyConsentField } from '../../lib/PrivacyConsentField';
import { zodRule } from '../../lib/zodRule';
import { sendContactMessage } from './api';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  consentToPrivacyPolicy: boolean;
}

const EMPTY: ContactValues = { name: '', email: '', phone: '', subject: '', message: '', consentToPrivacyPolicy: false };

/** The text to show for a failed send: the server's own words for 429, the spec's message for anything else. */
function contactFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 429 ? error.message : CONTACT.failed;
}

export function ContactForm() {
  const [form] = Form.useForm<ContactValues>();
  const { notification } = App.useApp();
  const [sending, setSending] = useState(false);

  const onFinish = async (values: ContactValues) => {
    const message = contactMessageSchema.parse(values);
    setSending(true);
    try {
      await sendContactMessage(message);
      notification.success({ title: CONTACT.sent, description: CONTACT.sentDetail });
      form.resetFields();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fields) {
        form.setFields(
          Object.entries(error.fields)
            .filter(([name]) => name in EMPTY)
            .map(([name, text]) => ({ name: name as keyof ContactValues, errors: [text] })),
        );
      }
      notification.error({ title: contactFailureMessage(error) });
    } finally {
      setSending(false);
    }
  };

  const rule = (name: keyof ContactValues) => [zodRule(contactMessageSchema, name)];

  return (
    <Form<ContactValues>
      form={form}
      name="contact"
      layout="vertical"
      noValidate
      initialValues={EMPTY}
      onFinish={onFinish}
      disabled={sending}
    >
      <Form.Item label="Name" name="name" required rules={rule('name')}>
        <Input autoComplete="name" maxLength={100} />
      </Form.Item>
      <Form.Item label="Email" name="email" required rules={rule('email')}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label="Phone (optional)" name="phone" rules={rule('phone')}>
        <Input type="tel" autoComplete="tel" maxLength={40} />
      </Form.Item>
      <Form.Item label="Subject" name="subject" required rules={rule('subject')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label="Message" name="message" required rules={rule('message')}>
        <Input.TextArea rows={5} maxLength={5000} showCount />
      </Form.Item>
      <PrivacyConsentField schema={contactMessageSchema} />
      <Button type="primary" htmlType="submit" loading={sending}>
        {CONTACT_PAGE.send}
      </Button>
    </Form>
  );
}
