// One valid request per route that takes a body or a query (keyed 'METHOD /path' as in the catalogue): the starting
// point of the input-limit tests and the fuzz, which break it field by field. A new route with a schema needs one here
// (test/unit/inputLimits.test.ts fails until it has it).
import { randomUUID } from 'node:crypto';
import { API } from '../../functions/contracts/api';

export type Example = Record<string, unknown>;

/** `ids` fills in what only the running stack knows (a provider, a lead, a thread of the caller). */
export interface ExampleIds {
  providerId: string;
  leadId: string;
  threadId: string;
  caseStudyId: string;
  /** The owner of threadId. */
  userId: string;
}

/** The admin's case study form, as the dialog sends it. */
const caseStudyForm: Example = {
  title: 'Restaurant Kitchen Cockroach Control',
  description: 'How a busy kitchen ended a German cockroach problem with baits and better cleaning.',
  slug: 'restaurant-kitchen-cockroach-control',
  readTime: '5 min read',
  date: '2025-04-02',
  content: '## The Problem\n\nCockroaches were seen in daylight under the prep line.\n\n## Treatment\n\nGel baits in cracks, sealed gaps and a nightly cleaning checklist.',
  published: true,
  tags: ['cockroaches', 'commercial'],
};

/** The admin's provider form, as the console sends it (single location). */
const providerForm: Example = {
  name: 'Green Shield Pest Care',
  description: 'Family-run pest control with low-toxicity treatments.',
  services: ['Rodent control', 'Ant treatment'],
  logo: 'https://greenshield.example.com/logo.png',
  category: 'pest_control',
  contact_info: { email: 'hello@greenshield.example.com', phone: '+44 20 7946 0000' },
  featured: false,
  country: 'United Kingdom',
  city: 'London',
  rating: 4.5,
  review_count: 12,
};

export function bodyExamples(ids: ExampleIds = { providerId: 'provider-1', leadId: randomUUID(), threadId: randomUUID(), caseStudyId: randomUUID(), userId: 'user-1' }): Record<string, Example> {
  return {
    [`POST ${API.pestConsultant}`]: { message: 'Ants in the kitchen every morning.', threadId: ids.threadId, location: 'GB', operationId: randomUUID() },
    [`POST ${API.threads}`]: { title: 'Ants in the kitchen' },
    [`POST ${API.chatPhotos}`]: { contentType: 'image/jpeg', size: 250_000 },
    [`PUT ${API.profile}`]: { displayName: 'Sam Smith', marketingConsent: true },
    [`POST ${API.tokenRequest}`]: { amount: 50_000, reason: 'I use the consultant every day.' },
    [`POST ${API.dataDeletion}`]: { reason: 'Moving on.', confirmDeletion: true },
    [`POST ${API.contact}`]: {
      name: 'Sam Smith',
      email: 'sam@example.com',
      phone: '+44 20 7946 0000',
      subject: 'A question',
      message: 'How do I add my business to the directory?',
      consentToPrivacyPolicy: true,
    },
    [`POST ${API.leads}`]: {
      provider_id: ids.providerId,
      message: 'Mice behind the kitchen cupboards every night.',
      country: 'United Kingdom',
      city: 'London',
      consentToPrivacyPolicy: true,
      priority: 'high',
      request_callback: true,
      mobile_number: '+44 7700 900000',
      request_more_info: true,
      request_appointment: false,
      safety_considerations: ['pets'],
      thread_id: ids.threadId,
    },
    [`POST ${API.leadsConnect}`]: { threadId: ids.threadId, latitude: 51.5, longitude: -0.12, country: 'United Kingdom', city: 'London', chatSummary: 'Me: ants\n\nAI consultant: try vinegar' },
    [`POST ${API.leadNotification}`]: { leadId: ids.leadId },
    [`POST ${API.pestConsultantStream}`]: { message: 'Ants in the kitchen every morning.', threadId: ids.threadId, location: 'GB', operationId: randomUUID() },
    [`PUT ${API.adminUsers}`]: { userId: 'user-1', display_name: 'Sam Smith', token_balance: 500 },
    [`DELETE ${API.adminUsers}`]: { userIds: ['user-1', 'user-2'] },
    [`POST ${API.adminUserAccess}`]: { action: 'sign-out' },
    [`POST ${API.adminThreadMessages}`]: { userId: 'user-1', content: 'Try a bait station by the back door.' },
    [`POST ${API.clientErrors}`]: {
      kind: 'error',
      message: 'Cannot read properties of undefined',
      stack: 'TypeError: Cannot read properties of undefined\n    at render (app.js:1:2)',
      route: '/chat',
      release: '0.1.0',
      browser: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
    },
    [`PUT ${API.monitoringErrors}`]: { fingerprint: 'c2VlbiBvbmNlIGJlZm9yZQ', status: 'resolved' },
    [`PUT ${API.adminFavicon}`]: { fileName: 'favicon.png', contentType: 'image/png', data: 'iVBORw0KGgo=' },
    [`POST ${API.sendProviderSuggestion}`]: {
      businessName: 'Green Shield Pest Care',
      description: 'Family-run pest control with low-toxicity treatments.',
      services: ['general_pest_control', 'rodent_control'],
      country: 'United Kingdom',
      city: 'London',
      address: '1 High Street',
      contactName: 'Sam Smith',
      email: 'sam@example.com',
      phone: '+44 20 7946 0000',
      website: 'https://greenshield.example.com',
      additionalInfo: 'Open on Saturdays.',
      agreeToTerms: true,
      consentToPrivacyPolicy: true,
    },
    [`PUT ${API.adminProviderSuggestions}`]: { id: 'suggestion-1', status: 'approved' },
    [`POST ${API.adminProviderManagement}`]: providerForm,
    [`PUT ${API.adminProviderManagement}`]: { ...providerForm, providerId: ids.providerId },
    [`DELETE ${API.adminProviderManagement}`]: { providerId: ids.providerId },
    [`PATCH ${API.adminProviderManagement}`]: { providerId: ids.providerId, action: 'toggle-featured' },
    [`POST ${API.adminCaseStudyManagement}`]: caseStudyForm,
    [`PUT ${API.adminCaseStudyManagement}`]: { id: ids.caseStudyId, title: 'Restaurant Kitchen Cockroach Control', slug: 'kitchen-cockroaches', published: false },
    [`DELETE ${API.adminCaseStudyManagement}`]: { id: ids.caseStudyId },
    [`PUT ${API.adminCaseStudyImages}`]: { fileName: 'kitchen.png', contentType: 'image/png', data: 'iVBORw0KGgo=' },
    [`POST ${API.generateCaseStudy}`]: {
      threadId: ids.threadId,
      userId: ids.userId,
      title: 'Case Study: Ants in the kitchen',
      description: 'How a family ended an ant trail in their kitchen without sprays.',
    },
    [`POST ${API.adminLeadManagement}`]: {
      action: 'updateLead',
      id: ids.leadId,
      status: 'contacted',
      message: 'Mice behind the kitchen cupboards every night.',
      mobile_number: '+44 7700 900000',
      country: 'United Kingdom',
      city: 'London',
      thread_id: ids.threadId,
    },
  };
}

export const queryExamples: Record<string, Example> = {
  [`GET ${API.providers}`]: { q: 'ants', country: 'United Kingdom', city: 'London', lat: '51.5', lng: '-0.12', radiusKm: '20', page: '1', pageSize: '5' },
  [`GET ${API.analytics}`]: { range: 'month', utcOffset: '60' },
  [`GET ${API.providersFeatured}`]: { lat: '51.5', lng: '-0.12', radiusKm: '20', country: 'United Kingdom' },
  [`GET ${API.leadsConnect}`]: { latitude: '51.5', longitude: '-0.12', country: 'United Kingdom', city: 'London' },
  [`GET ${API.adminUsers}`]: { page: '1', limit: '10', query: 'sam', role: 'user' },
  [`GET ${API.adminUser}`]: { includeMetadata: 'true' },
  [`GET ${API.adminThreads}`]: { sort: 'newest', limit: '50' },
  [`GET ${API.adminThreadMessages}`]: { userId: 'user-1' },
  [`GET ${API.adminProviderSuggestions}`]: { q: 'green', status: 'pending', page: '1', limit: '20' },
  [`GET ${API.fetchCaseStudies}`]: { search: 'kitchen', featured: 'true', tag: 'bed-bugs', slug: 'residential-bed-bug-treatment', limit: '100' },
  [`GET ${API.adminCaseStudyManagement}`]: { search: 'kitchen', limit: '100' },
  [`GET ${API.adminAudit}`]: { page: '1', limit: '20', admin: 'admin-1', action: 'users.disable', from: '2026-11-01T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' },
  [`GET ${API.adminProviderManagement}`]: { query: 'green', country: 'United Kingdom', city: 'London', page: '1', limit: '100' },
};
