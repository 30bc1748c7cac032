// The account rules with the spec's messages: the contact form, the token request, the data deletion request,
// and the contact e-mail the support team receives.
import { messageOf } from '../support/contracts';
import { describe, expect, it } from 'vitest';
import {
  dataDeletionRequestSchema,
  exportFileName,
  TOKEN_REQUEST_AMOUNT,
  TOKEN_REQUEST_PRESETS,
  tokenRequestSchema,
  tokenRequestSize,
} from '../../functions/contracts/account';
import { contactMessageSchema } from '../../functions/contracts/contact';
import { CONTACT, DATA_DELETION, TOKEN_REQUEST } from '../../functions/contracts/messages';
import { contactEmail } from '../../functions/lib/contact/contact';

const contact = {
  name: 'Sam Lee',
  email: 'sam@example.com',
  phone: '+966 555 0100',
  subject: 'Partnership',
  message: 'I would like to talk about a partnership.',
  consentToPrivacyPolicy: true,
};

describe('the contact form', () => {
  it('accepts a complete message, with or without a phone number', () => {
    expect(messageOf(contactMessageSchema, contact)).toBeUndefined();
    const { phone: _phone, ...withoutPhone } = contact;
    expect(contactMessageSchema.parse(withoutPhone).phone).toBeUndefined();
    expect(contactMessageSchema.parse({ ...contact, phone: '  ' }).phone).toBeUndefined();
  });
  it.each([
    [{ name: 'S' }, 'Name must be at least 2 characters.'],
    [{ name: ' S \n' }, 'Name must be at least 2 characters.'],
    [{ email: 'sam@' }, 'Please enter a valid email address.'],
    [{ email: undefined }, 'Please enter a valid email address.'],
    [{ subject: 'P' }, 'Subject must be at least 2 characters.'],
    [{ message: 'Too short' }, 'Message must be at least 10 characters.'],
    [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
    [{ consentToPrivacyPolicy: false }, 'You must agree to our Privacy Policy to send a message'],
    [{ consentToPrivacyPolicy: undefined }, 'You must agree to our Privacy Policy to send a message'],
  ])('%o -> %s', (change, message) => {
    expect(messageOf(contactMessageSchema, { ...contact, ...change })).toBe(message);
  });
  it('keeps the subject and name on one line', () => {
    const parsed = contactMessageSchema.parse({ ...contact, subject: 'Hello\r\nBcc: x@y.z', name: '  Sam \n Lee ' });
    expect(parsed.subject).toBe('Hello Bcc: x@y.z');
    expect(parsed.name).toBe('Sam Lee');
  });
  it("has the spec's success and failure texts", () => {
    expect(CONTACT.sent).toBe('Message Sent!');
    expect(CONTACT.failed).toBe('Failed to send your message. Please try again.');
  });
  it('e-mails support with every field, Reply-To the sender, and escapes the HTML', () => {
    const email = contactEmail(contactMessageSchema.parse({ ...contact, message: 'Ants <script>alert(1)</script> & more' }), 'support@x.example', 'PestPilot');
    expect(email).toMatchObject({ to: ['support@x.example'], replyTo: ['sam@example.com'], subject: '[PestPilot contact] Partnership' });
    for (const part of ['Sam Lee', 'sam@example.com', '+966 555 0100', 'Partnership', 'Ants <script>alert(1)</script> & more']) {
      expect(email.text).toContain(part);
    }
    expect(email.html).toContain('Ants &lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(email.html).not.toContain('<script>');
  });
});

describe('the token request', () => {
  it('accepts an amount on the slider and a reason', () => {
    expect(tokenRequestSchema.parse({ amount: 50_000, reason: '  More chats  ' })).toEqual({ amount: 50_000, reason: 'More chats' });
    expect(messageOf(tokenRequestSchema, { amount: TOKEN_REQUEST_AMOUNT.min, reason: 'x' })).toBeUndefined();
    expect(messageOf(tokenRequestSchema, { amount: TOKEN_REQUEST_AMOUNT.max, reason: 'x' })).toBeUndefined();
  });
  it.each([
    [{ amount: 0, reason: 'x' }],
    [{ amount: -1000, reason: 'x' }],
    [{ reason: 'x' }],
    [{ amount: 50_000, reason: '   ' }],
    [{ amount: 50_000 }],
  ])("%o -> 'Please provide both a token amount and reason for your request.'", (value) => {
    expect(messageOf(tokenRequestSchema, value)).toBe('Please provide both a token amount and reason for your request.');
  });
  it('keeps the amount to the slider: 1,000 to 1,000,000 in steps of 1,000', () => {
    for (const amount of [500, 1_500, 1_001_000, 2.5]) {
      expect(messageOf(tokenRequestSchema, { amount, reason: 'x' })).toBe(TOKEN_REQUEST.amountRange);
    }
  });
  it('has the slider default, the presets and the size labels', () => {
    expect(TOKEN_REQUEST_AMOUNT.default).toBe(50_000);
    expect(TOKEN_REQUEST_PRESETS).toEqual([10_000, 25_000, 50_000, 100_000, 250_000, 500_000]);
    // Small under 25k, Medium under 100k, Large under 500k, otherwise Very Large.
    expect([1_000, 24_000, 25_000, 99_000, 100_000, 499_000, 500_000, 1_000_000].map(tokenRequestSize)).toEqual([
      'Small',
      'Small',
      'Medium',
      'Medium',
      'Large',
      'Large',
      'Very Large',
      'Very Large',
    ]);
  });
});

describe('the data deletion request', () => {
  it('needs the confirmation', () => {
    expect(messageOf(dataDeletionRequestSchema, {})).toBe('You must confirm that you understand the consequences of data deletion.');
    expect(messageOf(dataDeletionRequestSchema, { confirmDeletion: false })).toBe(DATA_DELETION.confirmRequired);
  });
  it("defaults the reason to 'No reason provided'", () => {
    expect(dataDeletionRequestSchema.parse({ confirmDeletion: true }).reason).toBe('No reason provided');
    expect(dataDeletionRequestSchema.parse({ confirmDeletion: true, reason: '   ' }).reason).toBe('No reason provided');
    expect(dataDeletionRequestSchema.parse({ confirmDeletion: true, reason: ' Moving away ' }).reason).toBe('Moving away');
  });
  it("has the spec's texts", () => {
    expect(DATA_DELETION.warning).toBe(
      'This action is irreversible. All your personal data, including account information, chat history, and preferences will be permanently deleted.',
    );
    expect(DATA_DELETION.dialogTitle).toBe('Confirm Data Deletion Request');
    expect(DATA_DELETION.confirmButton).toBe('Yes, delete my data');
    expect(DATA_DELETION.submittedTitle).toBe('Data deletion request submitted');
    expect(DATA_DELETION.submitted).toBe("We've received your request and will process it within 30 days.");
    expect(DATA_DELETION.errorTitle).toBe('Error submitting request');
    expect(DATA_DELETION.unexpected).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('the data export', () => {
  it('is named with the date', () => {
    expect(exportFileName(new Date('2026-11-21T23:59:00Z'))).toBe('pestpilot-data-export-2026-11-21.json');
  });
});
