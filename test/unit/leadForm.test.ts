// The lead form's rules with the spec's messages word for word, 'Connect with a professional' (the provider it picks,
// the message it writes), and the provider's notification e-mail.
import { describe, expect, it } from 'vitest';
import { CONNECT_SUMMARY_MAX, connectSchema, leadFormSchema, LEAD, type Lead } from '../../functions/contracts';
import { leadDetails, leadEmail } from '../../functions/lib/leads/leadNotification';
import { connectMessage, pickNearby } from '../../functions/lib/leads/leads';
import { messageOf } from '../support/contracts';

const valid = {
  provider_id: 'seed-greenshield-london',
  message: 'Mice in the kitchen every night.',
  country: 'United Kingdom',
  city: 'London',
  consentToPrivacyPolicy: true,
};

describe('the lead form', () => {
  it('accepts a valid request with the defaults: normal priority, nothing ticked, no thread', () => {
    expect(leadFormSchema.parse(valid)).toEqual({
      ...valid,
      priority: 'normal',
      request_callback: false,
      mobile_number: undefined,
      request_more_info: false,
      request_appointment: false,
      safety_considerations: [],
      thread_id: undefined,
    });
  });

  it.each([
    [{ message: 'Mice!' }, 'Please provide a detailed description of your pest problem'],
    [{ message: '   short    ' }, 'Please provide a detailed description of your pest problem'],
    [{ message: undefined }, 'Please provide a detailed description of your pest problem'],
    [{ country: '' }, 'Country is required'],
    [{ country: undefined }, 'Country is required'],
    [{ country: null }, 'Country is required'],
    [{ city: '  ' }, 'City is required'],
    [{ city: undefined }, 'City is required'],
    [{ consentToPrivacyPolicy: false }, 'You must agree to our Privacy Policy to submit this form'],
    [{ consentToPrivacyPolicy: undefined }, 'You must agree to our Privacy Policy to submit this form'],
    [{ priority: 'urgent' }, 'Priority must be low, normal, high or emergency.'],
    [{ safety_considerations: ['pets', 'toddlers'] }, 'Safety considerations can only be elderly, pets or infants.'],
    [{ provider_id: '' }, 'Please choose a provider.'],
    [{ thread_id: 'not a thread id!' }, 'Invalid thread id.'],
  ])('refuses %j with its message', (change, message) => {
    expect(messageOf(leadFormSchema, { ...valid, ...change })).toBe(message);
  });

  it.each(['low', 'normal', 'high', 'emergency'])('takes the priority %s', (priority) => {
    expect(leadFormSchema.parse({ ...valid, priority }).priority).toBe(priority);
  });

  it('keeps the mobile number only with a callback, and each safety consideration once', () => {
    expect(leadFormSchema.parse({ ...valid, mobile_number: '+44 7700 900123' }).mobile_number).toBeUndefined();
    const form = leadFormSchema.parse({ ...valid, request_callback: true, mobile_number: ' +44 7700 900123 ', safety_considerations: ['pets', 'infants', 'pets'] });
    expect(form).toMatchObject({ request_callback: true, mobile_number: '+44 7700 900123', safety_considerations: ['pets', 'infants'] });
  });
});

describe('connect with a professional', () => {
  it('needs the chat history and a whole point', () => {
    expect(messageOf(connectSchema, { chatSummary: '  ' })).toBe('The chat history is required to connect with a professional.');
    expect(messageOf(connectSchema, { chatSummary: 'user: ants', latitude: 51.5 })).toBe(
      'The location must be a latitude from -90 to 90 and a longitude from -180 to 180, given together.',
    );
    expect(messageOf(connectSchema, { chatSummary: 'user: ants', latitude: 51.5, longitude: -0.12, threadId: 'b3c1' })).toBeUndefined();
  });

  it('picks the nearest well-rated provider, else the nearest', () => {
    const ranked = [
      { providerId: 'near-poor', rating: 3.2, distanceKm: 1 },
      { providerId: 'further-good', rating: 4.4, distanceKm: 7 },
      { providerId: 'far-best', rating: 5, distanceKm: 40 },
    ];
    expect(pickNearby(ranked)?.providerId).toBe('further-good');
    expect(pickNearby(ranked.slice(0, 1))?.providerId).toBe('near-poor');
    expect(pickNearby([])).toBeUndefined();
  });

  it('notes the chat history in the message whole: nothing is cut from its front, the request itself is bounded', () => {
    expect(connectMessage('user: ants in the kitchen')).toBe(
      'Connect with a professional: sent from the AI pest consultant chat.\n\nChat history:\nuser: ants in the kitchen',
    );
    const longest = `The customer's questions:\n1. ${'a'.repeat(CONNECT_SUMMARY_MAX - 40)}`;
    expect(connectMessage(longest).endsWith(longest)).toBe(true);
    expect(connectSchema.safeParse({ chatSummary: longest }).success).toBe(true);
    expect(messageOf(connectSchema, { chatSummary: 'a'.repeat(CONNECT_SUMMARY_MAX + 1) })).toBe(LEAD.chatSummaryMax);
  });
});

describe("the provider's e-mail", () => {
  const lead: Lead = {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    userId: 'sub-1',
    user: { email: 'pat@example.com', displayName: 'Pat <Tester>' },
    providerId: 'p1',
    provider: { name: 'GreenShield' },
    message: 'Rats in the loft.\nThey scratch at night & wake the baby.',
    status: 'new',
    priority: 'emergency',
    requestCallback: true,
    mobileNumber: '+44 7700 900123',
    requestMoreInfo: false,
    requestAppointment: true,
    safetyConsiderations: ['infants', 'pets'],
    country: 'United Kingdom',
    city: 'London',
    threadId: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    notifiedAt: null,
  };
  const provider = {
    id: 'p1',
    name: 'GreenShield',
    description: '',
    services: [],
    category: 'pest_control',
    contactInfo: { email: 'jobs@greenshield.example' },
    featured: false,
    rating: 4.5,
    reviewCount: 1,
    country: 'United Kingdom',
    city: 'London',
    locations: [],
    createdAt: '2025-01-01T00:00:00.000Z',
  };

  it('lists every detail of the lead', () => {
    expect(leadDetails(lead)).toEqual([
      ['Customer', 'Pat <Tester>'],
      ['Customer e-mail', 'pat@example.com'],
      ['Priority', 'Emergency'],
      ['Location', 'London, United Kingdom'],
      ['Callback requested', 'Yes, on +44 7700 900123'],
      ['More information requested', 'No'],
      ['Appointment requested', 'Yes'],
      ['Safety considerations', 'Infants, Pets'],
      ['Reference', '#0f8fad5b'],
      // A date in words with its zone, not the raw ISO timestamp.
      ['Sent', '1 March 2025, 10:00 UTC'],
    ]);
  });

  it('goes to the provider, answers go to the customer, and the customer cannot inject HTML', () => {
    const mail = leadEmail(lead, provider, 'PestPilot');
    expect(mail.to).toEqual(['jobs@greenshield.example']);
    expect(mail.replyTo).toEqual(['pat@example.com']);
    expect(mail.subject).toBe('New emergency priority request from Pat <Tester> (Ref #0f8fad5b)');
    expect(mail.html).toContain('Pat &lt;Tester&gt;');
    expect(mail.html).not.toContain('<Tester>');
    expect(mail.html).toContain('They scratch at night &amp; wake the baby.');
    expect(mail.text).toContain('Rats in the loft.\nThey scratch at night & wake the baby.');
    expect(mail.text).toContain('Safety considerations: Infants, Pets');
  });
});
