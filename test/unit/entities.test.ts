// Each entity once (issue 30): a lead's, a provider's, a provider suggestion's and a case study's fields are written in their entity schemas alone; the forms,
// the admin's update, the updatable keys and the CSV's columns are derived from them, so a field (or a rule's message)
// given the entity shows in each of them, and none of them can name a field the entity lacks.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { adminLeadRequestSchema, LEAD_DETAILS, LEAD_EXPORT, LEAD_UPDATABLE, leadFormSchema, leadSchema } from '../../functions/contracts/lead';
import { CASE_STUDY_EXPORT, CASE_STUDY_FORM_FIELDS, caseStudyFormSchema, caseStudySchema, caseStudyUpdateSchema } from '../../functions/contracts/caseStudy';
import { ADD_BUSINESS, CASE_STUDY_ADMIN, LEAD, LEAD_ADMIN, PROVIDER_ADMIN } from '../../functions/contracts/messages';
import { PROVIDER_EXPORT, PROVIDER_FORM_FIELDS, PROVIDER_LIMITS, providerFormSchema, providerFromForm, providerSchema } from '../../functions/contracts/provider';
import { providerSuggestionFormSchema, providerSuggestionSchema, SUGGESTION_FORM_FIELDS, SUGGESTION_LIMITS } from '../../functions/contracts/providerSuggestion';
import { wireName } from '../../functions/contracts/wire';
import { messageOf } from '../support/contracts';

/** The keys of an object schema, through a pipe (the lead form is an object piped into a clean-up). */
function keysOf(schema: unknown): string[] {
  const def = (schema as { _zod: { def: { type: string; shape?: object; in?: unknown } } })._zod.def;
  return def.type === 'pipe' ? keysOf(def.in) : Object.keys(def.shape ?? {});
}
/** The admin call's updateLead option. */
const updateOption = () =>
  (adminLeadRequestSchema as unknown as { _zod: { def: { options: z.ZodMiniObject[] } } })._zod.def.options.find((o) => keysOf(o).includes('status') && keysOf(o).includes('thread_id'))!;

const entityKeys = () => Object.keys(leadSchema.shape);
const validForm = { provider_id: 'p-1', message: 'Mice behind the fridge every night.', country: 'Ireland', city: 'Dublin', consentToPrivacyPolicy: true };

describe('a lead, written once', () => {
  it('has its details, updatable keys and CSV columns among the entity schema\'s keys', () => {
    for (const field of [...LEAD_DETAILS, ...LEAD_UPDATABLE, ...LEAD_EXPORT.map(([f]) => f)]) expect(entityKeys(), field).toContain(field);
    expect(LEAD_UPDATABLE).toEqual(['status', ...LEAD_DETAILS]);
  });

  it('makes the form of the details in wire names (with the provider and the consent), and the update of the updatable keys', () => {
    expect(keysOf(leadFormSchema).sort()).toEqual(['provider_id', ...LEAD_DETAILS.map(wireName), 'consentToPrivacyPolicy'].sort());
    expect(keysOf(updateOption()).sort()).toEqual(['action', 'id', ...LEAD_UPDATABLE.map(wireName)].sort());
  });

  it("checks a field in the form and in the update by the entity's rule, with the entity's message", () => {
    const update = (change: Record<string, unknown>) => messageOf(adminLeadRequestSchema, { action: 'updateLead', id: 'l-1', ...change });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ country: '' }, LEAD.countryRequired],
      [{ city: 'x'.repeat(101) }, LEAD.cityRequired],
      [{ priority: 'whenever' }, LEAD.priorityInvalid],
      [{ safety_considerations: ['teenagers'] }, LEAD.safetyInvalid],
      [{ mobile_number: '0'.repeat(41) }, LEAD.mobileNumberMax],
      [{ thread_id: 'not a thread!' }, LEAD.threadIdInvalid],
      [{ message: 'x'.repeat(5001) }, LEAD.messageMax],
    ];
    for (const [change, message] of cases) {
      const [field] = Object.keys(change) as [string];
      const entityField = field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as keyof typeof leadSchema.shape;
      expect(messageOf(leadSchema.shape[entityField] as z.ZodMiniType, Object.values(change)[0]), field).toBe(message);
      expect(messageOf(leadFormSchema, { ...validForm, ...change }), field).toBe(message);
      expect(update(change), field).toBe(message);
    }
    expect(update({ status: 'done' })).toBe(LEAD_ADMIN.statusInvalid);
  });

  it("keeps the spec's one difference: the details dialog's message is required without the form's minimum", () => {
    expect(messageOf(leadFormSchema, { ...validForm, message: 'Mice!' })).toBe(LEAD.messageMin);
    expect(messageOf(adminLeadRequestSchema, { action: 'updateLead', id: 'l-1', message: 'Mice!' })).toBeUndefined();
    expect(messageOf(adminLeadRequestSchema, { action: 'updateLead', id: 'l-1', message: '  ' })).toBe(LEAD_ADMIN.messageRequired);
  });
});

describe('a provider, written once', () => {
  const validProvider = { name: 'GreenShield', services: ['Inspection'], country: 'France', city: 'Lyon' };

  it("has the form's fields and the CSV's columns among the entity schema's keys, and the form is those fields and its places", () => {
    const keys = Object.keys(providerSchema.shape);
    for (const field of [...PROVIDER_FORM_FIELDS, ...PROVIDER_EXPORT.map(([f]) => f)]) expect(keys, field).toContain(field);
    expect(keysOf(providerFormSchema).sort()).toEqual([...PROVIDER_FORM_FIELDS.map(wireName), 'locations'].sort());
  });

  it("checks each field in the form by the entity's rule, with the entity's message", () => {
    const cases: Array<[keyof typeof providerSchema.shape, string, unknown, string]> = [
      ['name', 'name', '  ', PROVIDER_ADMIN.nameRequired],
      ['description', 'description', 'x'.repeat(2001), PROVIDER_ADMIN.descriptionMax],
      ['services', 'services', ['', ''], PROVIDER_ADMIN.serviceRequired],
      ['logo', 'logo', 'not a web address', PROVIDER_ADMIN.logoInvalid],
      ['category', 'category', 'pest control!', PROVIDER_ADMIN.categoryInvalid],
      ['rating', 'rating', 4.25, PROVIDER_ADMIN.ratingRange],
      ['city', 'city', 'x'.repeat(101), PROVIDER_ADMIN.placeMax],
      // The limits the web's inputs hold to.
      ['name', 'name', 'x'.repeat(PROVIDER_LIMITS.nameMax + 1), PROVIDER_ADMIN.nameMax],
      ['category', 'category', 'x'.repeat(PROVIDER_LIMITS.categoryMax + 1), PROVIDER_ADMIN.categoryInvalid],
      ['services', 'services', ['x'.repeat(PROVIDER_LIMITS.serviceMax + 1)], PROVIDER_ADMIN.serviceMax],
    ];
    for (const [field, wire, value, message] of cases) {
      expect(messageOf(providerSchema.shape[field] as z.ZodMiniType, value), field).toBe(message);
      expect(messageOf(providerFormSchema, { ...validProvider, [wire]: value }), field).toBe(message);
    }
    expect(messageOf(providerFormSchema, { ...validProvider, contact_info: { email: 'nope' } })).toBe(PROVIDER_ADMIN.emailInvalid);
  });

  it('makes a provider of every field the form writes', () => {
    const form = providerFormSchema.parse({ ...validProvider, logo: 'https://shield.example/logo.png', contact_info: { email: 'office@shield.example', phone: '' }, rating: 4.5, review_count: '12' });
    const provider = providerFromForm(form, 'p-1', '2026-11-27T00:00:00.000Z');
    for (const field of PROVIDER_FORM_FIELDS) expect(provider, field).toHaveProperty(field);
    expect(provider).toMatchObject({ name: 'GreenShield', logo: 'https://shield.example/logo.png', contactInfo: { email: 'office@shield.example' }, rating: 4.5, reviewCount: 12, category: 'pest_control' });
    expect(provider.contactInfo).not.toHaveProperty('phone');
  });
});

describe('a case study, written once', () => {
  it("has a CSV column for each of the entity schema's keys, and its status", () => {
    expect(CASE_STUDY_EXPORT.map(([field]) => field).sort()).toEqual([...Object.keys(caseStudySchema.shape), 'status'].sort());
  });

  it("makes the form and the update of the entity's fields (and whether it is published), each by the entity's rule", () => {
    for (const field of CASE_STUDY_FORM_FIELDS) expect(Object.keys(caseStudySchema.shape), field).toContain(field);
    expect(keysOf(caseStudyFormSchema).sort()).toEqual([...CASE_STUDY_FORM_FIELDS, 'published'].sort());
    expect(keysOf(caseStudyUpdateSchema).sort()).toEqual(['id', ...CASE_STUDY_FORM_FIELDS, 'published'].sort());
    const valid = { title: 'Ants in the kitchen', description: 'A family kitchen cleared of ants in two weeks.', content: 'x'.repeat(120) };
    const cases: Array<[keyof typeof caseStudySchema.shape, unknown, string]> = [
      ['title', 'Ants', CASE_STUDY_ADMIN.titleMin],
      ['description', 'Too short', CASE_STUDY_ADMIN.descriptionMin],
      ['content', 'x'.repeat(99), CASE_STUDY_ADMIN.contentMin],
      ['tags', ['Not A Tag!'], CASE_STUDY_ADMIN.tagInvalid],
      ['readTime', 'x'.repeat(31), CASE_STUDY_ADMIN.readTimeMax],
    ];
    for (const [field, value, message] of cases) {
      expect(messageOf(caseStudySchema.shape[field] as z.ZodMiniType, value), field).toBe(message);
      expect(messageOf(caseStudyFormSchema, { ...valid, [field]: value }), field).toBe(message);
      expect(messageOf(caseStudyUpdateSchema, { id: 'cs-1', [field]: value }), field).toBe(message);
    }
  });
});

describe('a provider suggestion, written once', () => {
  const validForm = {
    businessName: 'GreenShield',
    description: 'Eco-friendly pest control.',
    services: ['inspection'],
    country: 'France',
    city: 'Lyon',
    contactName: 'Sam Shield',
    email: 'sam@shield.example',
    phone: '+33 1 23 45 67 89',
    agreeToTerms: true,
    consentToPrivacyPolicy: true,
  };
  /** The suggestion's rule at a form field's place (`contactInfo.email`). */
  const entityRule = (at: string) => {
    const [key, contact] = at.split('.') as [keyof typeof providerSuggestionSchema.shape, string | undefined];
    const rule = providerSuggestionSchema.shape[key] as unknown as z.ZodMiniObject;
    return (contact ? rule.shape[contact] : rule) as z.ZodMiniType;
  };

  it("makes the add-business form of the suggestion's fields it names (and the two consents)", () => {
    const keys = Object.keys(providerSuggestionSchema.shape);
    for (const at of Object.values(SUGGESTION_FORM_FIELDS)) expect(keys, at).toContain(at.split('.')[0]);
    expect(keysOf(providerSuggestionFormSchema).sort()).toEqual([...Object.keys(SUGGESTION_FORM_FIELDS), 'agreeToTerms', 'consentToPrivacyPolicy'].sort());
  });

  it("checks each form field by the suggestion's rule, with the spec's message and the limit the web's inputs hold to", () => {
    const cases: Array<[keyof typeof SUGGESTION_FORM_FIELDS, unknown, string]> = [
      ['businessName', 'G', ADD_BUSINESS.businessNameMin],
      ['businessName', 'x'.repeat(SUGGESTION_LIMITS.nameMax + 1), ADD_BUSINESS.businessNameMax],
      ['description', 'x'.repeat(SUGGESTION_LIMITS.textMax + 1), ADD_BUSINESS.descriptionMax],
      ['services', ['dragon_slaying'], ADD_BUSINESS.servicesMin],
      ['country', 'Atlantis', ADD_BUSINESS.countryUnknown],
      ['contactName', 'x'.repeat(SUGGESTION_LIMITS.contactNameMax + 1), ADD_BUSINESS.contactNameMax],
      ['email', 'sam@', ADD_BUSINESS.emailInvalid],
      ['phone', '1'.repeat(SUGGESTION_LIMITS.phoneMax + 1), ADD_BUSINESS.phoneMax],
      ['address', 'x'.repeat(SUGGESTION_LIMITS.addressMax + 1), ADD_BUSINESS.addressMax],
      ['website', 'greenshield', ADD_BUSINESS.websiteInvalid],
      ['additionalInfo', 'x'.repeat(SUGGESTION_LIMITS.textMax + 1), ADD_BUSINESS.additionalInfoMax],
    ];
    for (const [field, value, message] of cases) {
      expect(messageOf(entityRule(SUGGESTION_FORM_FIELDS[field]), value), field).toBe(message);
      expect(messageOf(providerSuggestionFormSchema, { ...validForm, [field]: value }), field).toBe(message);
    }
  });
});
