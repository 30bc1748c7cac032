// The admin's provider form (document 2, section 5): services rows, single or multiple locations with the duplicate
// rules and 'All Cities', rating and review count, and the provider a saved form makes (coordinates from the city list).
import { describe, expect, it } from 'vitest';
import { PROVIDER_ADMIN } from '../../functions/contracts/messages';
import { locationConflict, providerFormSchema, providerFromForm } from '../../functions/contracts/provider';
import { fieldErrors } from '../../functions/contracts/zod';
import { messageOf } from '../support/contracts';

const single = { name: 'GreenShield', services: ['Inspection'], country: 'France', city: 'Lyon' };

describe('the provider form', () => {
  it('fills the defaults: category pest_control, rating and review count 0, not featured, no locations', () => {
    expect(providerFormSchema.parse(single)).toEqual({
      ...single,
      description: '',
      category: 'pest_control',
      contact_info: {},
      featured: false,
      locations: [],
      rating: 0,
      review_count: 0,
    });
  });

  it('requires a name and a first service; empty service rows are dropped', () => {
    expect(messageOf(providerFormSchema, { ...single, name: ' ' })).toBe(PROVIDER_ADMIN.nameRequired);
    expect(messageOf(providerFormSchema, { ...single, services: [''] })).toBe(PROVIDER_ADMIN.serviceRequired);
    expect(messageOf(providerFormSchema, { ...single, services: [] })).toBe(PROVIDER_ADMIN.serviceRequired);
    expect(providerFormSchema.parse({ ...single, services: ['Inspection', ' ', 'Fumigation', ''] }).services).toEqual(['Inspection', 'Fumigation']);
  });

  it('single location: country and city both required', () => {
    expect(fieldErrors(providerFormSchema.safeParse({ ...single, country: '', city: '' }).error!)).toEqual({ country: 'Country is required', city: 'City is required' });
    expect(messageOf(providerFormSchema, { ...single, city: '' })).toBe('City is required');
  });

  it('multiple locations replace the single one; All Cities entries are stored with the city All Cities', () => {
    const form = providerFormSchema.parse({ ...single, country: '', city: '', locations: [{ country: 'France', city: 'Paris' }, { country: 'Germany', isAllCities: true }] });
    const provider = providerFromForm(form, 'p1', '2026-01-01T00:00:00.000Z');
    expect(provider).toMatchObject({ country: 'France', city: 'Paris', latitude: 48.8534, longitude: 2.3488 });
    expect(provider.locations).toEqual([
      { id: 'p1-1', country: 'France', city: 'Paris', isAllCities: false, isActive: true, latitude: 48.8534, longitude: 2.3488 },
      { id: 'p1-2', country: 'Germany', city: 'All Cities', isAllCities: true, isActive: true },
    ]);
  });

  it.each([
    [[{ country: 'France', city: 'Lyon', isAllCities: false }], { country: 'france', city: ' LYON ', isAllCities: false }, PROVIDER_ADMIN.duplicateLocation],
    [[{ country: 'France', city: 'All Cities', isAllCities: true }], { country: 'France', city: 'Lyon', isAllCities: false }, PROVIDER_ADMIN.coveredByAllCities],
    [[{ country: 'France', city: 'All Cities', isAllCities: true }], { country: 'France', city: '', isAllCities: true }, PROVIDER_ADMIN.duplicateAllCities],
    [[{ country: 'France', city: 'Lyon', isAllCities: false }], { country: 'France', city: 'Paris', isAllCities: false }, undefined],
    [[{ country: 'France', city: 'Lyon', isAllCities: false }], { country: 'France', city: '', isAllCities: true }, undefined],
    [[{ country: 'Germany', city: 'All Cities', isAllCities: true }], { country: 'France', city: 'Lyon', isAllCities: false }, undefined],
  ])('location rules: %j + %j -> %s', (existing, candidate, message) => {
    expect(locationConflict(existing, candidate)).toBe(message);
  });

  it('rating 0 to 5 in steps of 0.1; review count a whole number of at least 0, anything else 0', () => {
    expect(messageOf(providerFormSchema, { ...single, rating: -0.1 })).toBe(PROVIDER_ADMIN.ratingRange);
    expect(messageOf(providerFormSchema, { ...single, rating: 5.1 })).toBe(PROVIDER_ADMIN.ratingRange);
    expect(messageOf(providerFormSchema, { ...single, rating: 3.33 })).toBe(PROVIDER_ADMIN.ratingRange);
    expect(providerFormSchema.parse({ ...single, rating: 4.7 }).rating).toBe(4.7);
    for (const [given, kept] of [[12, 12], ['7', 7], [-3, 0], ['many', 0], [null, 0], [2.9, 2]] as const)
      expect(providerFormSchema.parse({ ...single, review_count: given }).review_count).toBe(kept);
  });

  it('checks contact details and the logo, and takes a given point over the city list', () => {
    expect(messageOf(providerFormSchema, { ...single, contact_info: { website: 'shield' } })).toBe(PROVIDER_ADMIN.websiteInvalid);
    expect(messageOf(providerFormSchema, { ...single, logo: 'javascript:alert(1)' })).toBe(PROVIDER_ADMIN.logoInvalid);
    expect(messageOf(providerFormSchema, { ...single, latitude: 10 })).toBe(PROVIDER_ADMIN.coordinatesInvalid);
    const form = providerFormSchema.parse({ ...single, latitude: 45.7, longitude: 4.9, contact_info: { email: 'a@b.example', phone: '' } });
    expect(providerFromForm(form, 'p2', 'now')).toMatchObject({ latitude: 45.7, longitude: 4.9, contactInfo: { email: 'a@b.example' } });
  });
});

describe("the provider's response time", () => {
  const lead = (hours: number | null) => ({
    createdAt: '2026-11-01T08:00:00.000Z',
    contactedAt: hours === null ? null : new Date(Date.parse('2026-11-01T08:00:00.000Z') + hours * 3_600_000).toISOString(),
  });

  it('is shown only from 3 contacted leads, as the median in whole hours (at least 1)', async () => {
    const { responseHours } = await import('../../functions/contracts/provider');
    expect(responseHours([lead(2), lead(5), lead(null), lead(null)])).toBeUndefined();
    expect(responseHours([lead(2), lead(30), lead(5)])).toBe(5);
    expect(responseHours([lead(2), lead(3.2), lead(4), lead(100)])).toBe(4);
    expect(responseHours([lead(0.1), lead(0.2), lead(0.3)])).toBe(1);
    expect(responseHours([lead(2.01), lead(2.01), lead(2.01)])).toBe(3);
  });

  it('reads Usually responds within N hours', async () => {
    const { PROVIDER_DIRECTORY } = await import('../../functions/contracts/messages');
    expect(PROVIDER_DIRECTORY.respondsWithin(5)).toBe('Usually responds within 5 hours');
    expect(PROVIDER_DIRECTORY.respondsWithin(1)).toBe('Usually responds within 1 hour');
  });
});
