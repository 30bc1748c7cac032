// The contact message form in plain elements (lib/plainForm, no antd): name, email, optional phone, subject, message
// and privacy consent, checked with the shared schema; 'Message Sent!' and a reset on success, the spec's failure
// text otherwise, and the server's own message when it asks the sender to slow down (429); the toasts antd's, loaded then.
import { contactMessageSchema, type ContactMessage } from '@contracts/contact';
import { CONTACT, CONTACT_PAGE } from '@contracts/messages';
import { ApiError } from '../../api/client';
import { runMutation } from '../../api/mutation';
import { showToast } from '../../app/toasts';
import { PrivacyConsentCheck, SubmitButton, TextAreaField, TextField } from '../../lib/plainForm/fields';
import { usePlainForm } from '../../lib/plainForm/usePlainForm';
import { sendContactMessage } from './api';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message', 'consentToPrivacyPolicy'] as const;

/** The text to show for a failed send: the server's own words for 429, the spec's message for anything else. */
function contactFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 429 ? error.message : CONTACT.failed;
}

export function ContactForm() {
  const form = usePlainForm({
    name: 'contact',
    fields: FIELDS,
    schema: contactMessageSchema,
    boxes: ['consentToPrivacyPolicy'],
  });

  const send = (message: ContactMessage) =>
    runMutation(
      sendContactMessage,
      message,
      {
        onSuccess: () => form.reset(),
        success: () => ({ kind: 'success', title: CONTACT.sent, description: CONTACT.sentDetail }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400 && error.fields) form.showFieldErrors(error.fields);
        },
        failure: (error) => ({ kind: 'error', title: contactFailureMessage(error) }),
      },
      showToast,
    );

  return (
    <form ref={form.ref} id="contact" name="contact" noValidate onSubmit={form.submit(send)}>
      <TextField form={form} field="name" label="Name" autoComplete="name" maxLength={100} />
      <TextField form={form} field="email" label="Email" type="email" autoComplete="email" />
      <TextField form={form} field="phone" label="Phone (optional)" required={false} type="tel" autoComplete="tel" maxLength={40} />
      <TextField form={form} field="subject" label="Subject" maxLength={200} />
      <TextAreaField form={form} field="message" label="Message" rows={5} maxLength={5000} />
      <PrivacyConsentCheck form={form} />
      <SubmitButton busy={form.submitting}>{CONTACT_PAGE.send}</SubmitButton>
    </form>
  );
}
