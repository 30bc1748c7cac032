// The embedded SES (aws-ses-v2-local): every e-mail the product sends lands in its inbox page, the local mailbox.
import type { Server } from 'node:http';
import sesLocalModule from 'aws-ses-v2-local';

// A CommonJS module with `exports.default`: Node's ESM import wraps it once more.
const sesLocal = (sesLocalModule as unknown as { default?: typeof sesLocalModule }).default ?? sesLocalModule;

export interface SentMail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  at: number;
}

export async function startMail(port: number): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const server: Server = await sesLocal({ host: '127.0.0.1', port });
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Every mail in the local mailbox, newest last. */
export async function readMailbox(endpoint: string): Promise<SentMail[]> {
  const res = await fetch(`${endpoint}/store`);
  const store = (await res.json()) as { emails: SentMail[] };
  return store.emails;
}
