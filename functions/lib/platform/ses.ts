// The SES (SESv2) client and the one call the product makes with it, through the configuration set SES_CONFIGURATION_SET
// names on AWS (a bounced or complaining address is suppressed, the events recorded); loaded by lib/platform/email.ts on the first send, so a
// cold start neither loads nor creates it. Locally AWS_ENDPOINT_URL_SESV2 points it at the embedded stand-in.
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { OutgoingEmail } from './email';
import { sdkClient } from './sdkClients';

const ses = sdkClient(new SESv2Client({}));

/** Send one e-mail from `from`; resolves to SES's message id and rejects with SES's error. */
export async function sendThroughSes(from: string, email: OutgoingEmail): Promise<string> {
  const res = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: from,
      ConfigurationSetName: process.env.SES_CONFIGURATION_SET || undefined,
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
