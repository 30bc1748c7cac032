// The add-business form's rules with the spec's messages word for word (document 3, section 5), the service options and
// their labels, the suggestion it stores, and the admins' e-mail.
import { describe, expect, it } from 'vitest';
import { ADD_BUSINESS } from '../../functions/contracts/messages';
import {
  placeFormValues,
  providerSuggestionFormSchema,
  providerSuggestionRequestSchema,
  SERVICE_OPTIONS,
  SUGGESTION_FORM_FIELDS,
  serviceLabel,
  toSuggestionWire,
} from '../../functions/contracts/providerSuggestion';
import { emailDate } from '../../functions/lib/platform/email';
import { suggestionEmail } from '../../functions/lib/suggestions/suggestionNotice';
import { suggestionOf } from '../../functions/lib/suggestions/suggestions';
import { fieldErrors } from '../../functions/contracts/zod';
import { messageOf } from '../support/contracts';

const valid = {
  businessName: 'GreenShield Pest Control',
  description: 'Eco-friendly pest control for homes and offices.',
  services: ['general_pest_control', 'inspection'],
  country: 'United Kingdom',
  city: 'London',
  address: '',
  contactName: 'Sam Shield',
  email: 'Sam@GreenShield.example',
  phone: '+44 20 7946 0000',
  website: '',
  additionalInfo: '',
  agreeToTerms: true,
  consentToPrivacyPolicy: true,
};

describe('the add-business form', () => {
  it('accepts a valid form: e-mail lower-cased, optional fields empty', () => {
    expect(providerSuggestionFormSchema.parse(valid)).toEqual({ ...valid, email: 'sam@greenshield.example' });
  });

  it('keeps the optional fields when given, trimmed', () => {
    const parsed = providerSuggestionFormSchema.parse({
      ...valid,
      address: ' 1 High Street ',
      website: 'https://greenshield.example/',
      additionalInfo: ' BPCA member ',
    });
    expect(parsed).toMatchObject({ address: '1 High Street', website: 'https://greenshield.example/', additionalInfo: 'BPCA member' });
  });

  it('treats absent optional fields as empty', () => {
    const { address: _a, website: _w, additionalInfo: _i, ...required } = valid;
    expect(providerSuggestionFormSchema.parse(required)).toMatchObject({ address: '', website: '', additionalInfo: '' });
  });

  it.each([
    [{ businessName: 'G' }, 'Business name must be at least 2 characters'],
    [{ businessName: ' G ' }, 'Business name must be at least 2 characters'],
    [{ businessName: undefined }, 'Business name must be at least 2 characters'],
    [{ description: 'Pests.' }, 'Description must be at least 10 characters'],
    [{ description: undefined }, 'Description must be at least 10 characters'],
    [{ services: [] }, 'Select at least one service'],
    [{ services: undefined }, 'Select at least one service'],
    [{ services: ['dragon_slaying'] }, 'Select at least one service'],
    [{ country: '' }, 'Country is required'],
    [{ country: undefined }, 'Country is required'],
    [{ city: '' }, 'City is required'],
    [{ city: undefined }, 'City is required'],
    [{ contactName: 'S' }, 'Contact name must be at least 2 characters'],
    [{ email: 'sam@' }, 'Please enter a valid email address'],
    [{ email: '' }, 'Please enter a valid email address'],
    [{ phone: '1234567' }, 'Phone number must be at least 8 characters'],
    [{ phone: undefined }, 'Phone number must be at least 8 characters'],
    [{ website: 'greenshield' }, 'Please enter a valid URL'],
    [{ website: 'ftp://greenshield.example' }, 'Please enter a valid URL'],
    [{ website: 'javascript:alert(1)' }, 'Please enter a valid URL'],
    [{ agreeToTerms: false }, 'You must agree to the terms and conditions'],
    [{ agreeToTerms: undefined }, 'You must agree to the terms and conditions'],
    [{ consentToPrivacyPolicy: false }, 'You must agree to our Privacy Policy'],
  ])('refuses %o with the spec message', (change, message) => {
    expect(messageOf(providerSuggestionFormSchema, { ...valid, ...change })).toBe(message);
  });

  it('has a limit on every text, and refuses line breaks and control characters in names and phone', () => {
    expect(messageOf(providerSuggestionFormSchema, { ...valid, businessName: 'x'.repeat(101) })).toBe(ADD_BUSINESS.businessNameMax);
    expect(messageOf(providerSuggestionFormSchema, { ...valid, description: 'x'.repeat(2001) })).toBe(ADD_BUSINESS.descriptionMax);
    expect(messageOf(providerSuggestionFormSchema, { ...valid, contactName: 'x'.repeat(101) })).toBe(ADD_BUSINESS.contactNameMax);
    expect(messageOf(providerSuggestionFormSchema, { ...valid, phone: '1'.repeat(41) })).toBe(ADD_BUSINESS.phoneMax);
    expect(messageOf(providerSuggestionFormSchema, { ...valid, address: 'x'.repeat(201) })).toBe(ADD_BUSINESS.addressMax);
    expect(messageOf(providerSuggestionFormSchema, { ...valid, additionalInfo: 'x'.repeat(2001) })).toBe(ADD_BUSINESS.additionalInfoMax);
    expect(messageOf(providerSuggestionFormSchema, { ...valid, website: `https://x.example/${'a'.repeat(500)}` })).toBe(ADD_BUSINESS.websiteInvalid);
    expect(messageOf(providerSuggestionFormSchema, { ...valid, businessName: 'Green\r\nBcc: all@example.com' })).toBe(ADD_BUSINESS.controlCharacters);
    expect(messageOf(providerSuggestionFormSchema, { ...valid, contactName: 'Sam\u0000' })).toBe(ADD_BUSINESS.controlCharacters);
    expect(messageOf(providerSuggestionRequestSchema, { ...valid, turnstileToken: 'x'.repeat(4097) })).toBe(ADD_BUSINESS.botCheckFailed);
  });

  it("says only 'Country is required' for an empty country (the form sends an emptied select as '')", () => {
    for (const country of ['', '  ', undefined]) {
      const result = providerSuggestionFormSchema.safeParse({ ...valid, country });
      expect(result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === 'country').map((issue) => issue.message)).toEqual([ADD_BUSINESS.countryRequired]);
    }
  });

  it('takes the country and the city from the static list only, the city of that country', () => {
    expect(messageOf(providerSuggestionFormSchema, { ...valid, country: 'Atlantis' })).toBe(ADD_BUSINESS.countryUnknown);
    expect(messageOf(providerSuggestionFormSchema, { ...valid, city: 'Paris' })).toBe(ADD_BUSINESS.cityUnknown);
    expect(messageOf(providerSuggestionFormSchema, { ...valid, country: 'france', city: 'paris' })).toBeUndefined();
  });

  it("reports every field's message at once (the form shows them together), the city's with the others", () => {
    const result = providerSuggestionFormSchema.safeParse({ ...valid, businessName: '', city: 'Paris', agreeToTerms: false });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      businessName: ADD_BUSINESS.businessNameMin,
      city: ADD_BUSINESS.cityUnknown,
      agreeToTerms: ADD_BUSINESS.termsRequired,
    });
  });

  it('drops a service ticked twice', () => {
    expect(providerSuggestionFormSchema.parse({ ...valid, services: ['inspection', 'inspection'] }).services).toEqual(['inspection']);
  });
});

describe('the service options', () => {
  it('are the spec table, value and label, in order', () => {
    expect(SERVICE_OPTIONS.map((o) => `${o.value}: ${o.label}`)).toEqual([
      'general_pest_control: General Pest Control',
      'termite_control: Termite Control',
      'rodent_control: Rodent Control',
      'mosquito_control: Mosquito Control',
      'bed_bug_treatment: Bed Bug Treatment',
      'wildlife_removal: Wildlife Removal',
      'commercial_services: Commercial Services',
      'residential_services: Residential Services',
      'inspection: Pest Inspection',
      'fumigation: Fumigation',
      'preventive_treatment: Preventive Treatment',
      'organic_pest_control: Organic Pest Control',
    ]);
    expect(serviceLabel('inspection')).toBe('Pest Inspection');
    expect(serviceLabel('Ant baiting')).toBe('Ant baiting');
  });
});

describe('the stored suggestion and the admins e-mail', () => {
  const form = providerSuggestionFormSchema.parse({ ...valid, website: 'https://greenshield.example', additionalInfo: 'Family run <since> 1990' });
  const suggestion = suggestionOf(form, 'sugg-1', new Date('2026-11-24T10:00:00Z'));

  it('is pending, in the admin console fields (name, contact_info) on the wire', () => {
    expect(toSuggestionWire(suggestion)).toEqual({
      id: 'sugg-1',
      name: 'GreenShield Pest Control',
      description: valid.description,
      services: ['general_pest_control', 'inspection'],
      country: 'United Kingdom',
      city: 'London',
      contact_name: 'Sam Shield',
      contact_info: { email: 'sam@greenshield.example', phone: valid.phone, website: 'https://greenshield.example' },
      additional_info: 'Family run <since> 1990',
      status: 'pending',
      created_at: '2026-11-24T10:00:00.000Z',
    });
  });

  it('holds every form field where SUGGESTION_FORM_FIELDS places it, and a blank optional one not at all', () => {
    for (const [field, at] of Object.entries(SUGGESTION_FORM_FIELDS)) {
      const [key, inner] = at.split('.') as [keyof typeof suggestion, string | undefined];
      const placed = inner ? (suggestion[key] as Record<string, unknown>)[inner] : suggestion[key];
      expect(placed, field).toEqual(form[field as keyof typeof form] || undefined);
    }
    expect(suggestion.contactInfo).not.toHaveProperty('address');
  });

  it('places a field the form gains by its entry alone (a field of its own or inside the contact info)', () => {
    const fields = { ...SUGGESTION_FORM_FIELDS, licence: 'licenceNumber', fax: 'contactInfo.fax' };
    expect(placeFormValues(fields, { ...form, licence: 'PC-1234', fax: '+44 20 7946 0000' })).toEqual({
      ...placeFormValues(SUGGESTION_FORM_FIELDS, form),
      licenceNumber: 'PC-1234',
      contactInfo: { ...suggestion.contactInfo, fax: '+44 20 7946 0000' },
    });
  });

  it('e-mails every field with service labels, a review link, Reply-To the business, HTML escaped', () => {
    const mail = suggestionEmail(suggestion, ['admin@pestpilot.example'], 'PestPilot', 'https://pestpilot.example');
    expect(mail.to).toEqual(['admin@pestpilot.example']);
    expect(mail.replyTo).toEqual(['sam@greenshield.example']);
    expect(mail.subject).toBe('[PestPilot] New business submission: GreenShield Pest Control');
    for (const text of ['General Pest Control, Pest Inspection', 'London, United Kingdom', 'Sam Shield', valid.phone, valid.description, 'Family run <since> 1990'])
      expect(mail.text).toContain(text);
    expect(mail.text).toContain('https://pestpilot.example/admin?tab=suggestions');
    expect(mail.text).toContain('Submitted: 24 November 2026, 10:00 UTC');
    expect(emailDate(suggestion.createdAt)).toBe('24 November 2026, 10:00 UTC');
    expect(mail.text).not.toContain(suggestion.createdAt);
    expect(mail.html).toContain('Family run &lt;since&gt; 1990');
    expect(mail.html).not.toContain('<since>');
  });
});
