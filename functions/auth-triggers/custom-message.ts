// Cognito CustomMessage trigger: sign-up, resend and forgot-password e-mails carry the code as a link to the site.
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { DEFAULT_SITE_NAME } from '../contracts/config';
import { EMAIL_SUBJECTS, confirmationEmailHtml, confirmationLink, resetEmailHtml, resetLink } from '../contracts/links';
import { siteUrlResolver } from './site-url';

export interface CustomMessageOptions {
  siteName: string;
  siteUrl: () => Promise<string>;
}

/** Fills the e-mail subject and body for the three code e-mails; leaves every other message to Cognito. */
export function composeMessage(event: CustomMessageTriggerEvent, siteName: string, siteUrl: string): CustomMessageTriggerEvent {
  const email = event.request.userAttributes.email ?? '';
  const code = event.request.codeParameter;
  switch (event.triggerSource) {
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode':
      event.response.emailSubject = EMAIL_SUBJECTS.confirm(siteName);
      event.response.emailMessage = confirmationEmailHtml(siteName, confirmationLink(siteUrl, email, code));
      break;
    case 'CustomMessage_ForgotPassword':
      event.response.emailSubject = EMAIL_SUBJECTS.reset(siteName);
      event.response.emailMessage = resetEmailHtml(siteName, resetLink(siteUrl, email, code));
      break;
    default:
      break;
  }
  return event;
}

const LINKED_SOURCES = new Set(['CustomMessage_SignUp', 'CustomMessage_ResendCode', 'CustomMessage_ForgotPassword']);

export function createCustomMessageHandler(options: CustomMessageOptions) {
  return async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
    if (!LINKED_SOURCES.has(event.triggerSource)) return event;
    let siteUrl: string;
    try {
      siteUrl = await options.siteUrl();
    } catch (error) {
      // Without the site's URL there is no link to build: Cognito sends its default message with the bare code.
      console.error('custom-message: site URL unavailable, sending the code without a link', error);
      return event;
    }
    return composeMessage(event, options.siteName, siteUrl);
  };
}

export const handler = createCustomMessageHandler({
  siteName: process.env.SITE_NAME || DEFAULT_SITE_NAME,
  siteUrl: siteUrlResolver(process.env),
});
