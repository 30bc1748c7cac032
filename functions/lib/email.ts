// Outgoing e-mail from the product's sender, FROM_EMAIL: its shape, HTML escaping, and the send, which loads the SES
// client (lib/ses.ts) on first use; locally SES is the embedded stand-in, whose inbox page is the local mailbox.

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
  const from = fromAddress();
  const { sendThroughSes } = await import('./ses');
  return sendThroughSes(from, email);
}

/** Text made safe to place in an e-mail's HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
