// Outgoing e-mail through SES (the SESv2 API) from the product's sender, FROM_EMAIL; locally AWS_ENDPOINT_URL_SESV2
// points the client at the embedded stand-in, whose inbox page is the local mailbox.
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';

const ses = new SESv2Client({});

export interface OutgoingEmail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  replyTo?: string[];
}

function fromAddress(): string {
  const from = process.env.FROM_EMAIL;
  if (!from) throw new Error('FROM_EMAIL is not set');
  return from;
}

/** Send one e-mail; resolves to SES's message id and rejects with SES's error. */
export async function sendEmail(email: OutgoingEmail): Promise<string> {
  const res = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: fromAddress(),
      Destination: { ToAddresses: email.to },
      ReplyToAddresses: email.replyTo,
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: email.html, Charset: 'UTF-8' }, Text: { Data: email.text, Charset: 'UTF-8' } },
        },
      },
    }),
  );
  return res.MessageId ?? '';
}

/** Text made safe to place in an e-mail's HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
