// The provider network's admin exports and form values (document 2, sections 3 and 5): the provider and lead CSV
// columns in the spec's order (Featured as Yes or No), and the provider form's body: single or multiple locations,
// review count invalid -> 0, blank contact fields left out, an edited provider's point kept only while its place is unchanged.
import { describe, expect, it } from 'vitest';
import type { LeadWire } from '../../functions/contracts/lead';
import type { ProviderWire } from '../../functions/contracts/provider';
import { providerFormSchema } from '../../functions/contracts/provider';
import { toCsv } from '../../web/src/features/admin/kit/exportList';
import { LEAD_EXPORT_COLUMNS } from '../../web/src/features/admin/leads/columns';
import { PROVIDER_EXPORT_COLUMNS } from '../../web/src/features/admin/providers/columns';
import { EMPTY_PROVIDER_FORM, pointOf, toProviderInput, valuesFromProvider } from '../../web/src/features/admin/providers/formValues';

const provider: ProviderWire = {
  id: 'p-1',
  name: 'GreenShield, London',
  description: 'Pests "gone"',
  services: ['Ants', 'Rats'],
  logo: null,
  category: 'pest_control',
  contact_info: { email: 'hi@green.example' },
  featured: true,
  rating: 4.5,
  review_count: 12,
  country: 'United Kingdom',
  city: 'London',
  latitude: 51.5,
  longitude: -0.12,
  locations: [],
  created_at: '2026-01-02T03:04:05.000Z',
};

const lead = {
  id: 'l-1',
  user_id: 'u-1',
  user: { email: 'c@example.com', display_name: 'Casey' },
  provider_id: 'p-1',
  provider: { name: 'GreenShield' },
  message: 'Mice',
  status: 'new',
  priority: 'emergency',
  request_callback: true,
  mobile_number: '+44 7700 900000',
  request_more_info: false,
  request_appointment: true,
  safety_considerations: [],
  country: 'United Kingdom',
  city: 'London',
  thread_id: null,
  created_at: '2026-01-02T03:04:05.000Z',
  notified_at: null,
} as LeadWire;

describe('the exports', () => {
  it("providers: section 3's columns, Featured as Yes or No", () => {
    expect(toCsv([provider, { ...provider, featured: false }], PROVIDER_EXPORT_COLUMNS).split('\r\n')).toEqual([
      'ID,Name,Category,Services,Rating,ReviewCount,Featured,Country,City,Description,CreatedAt',
      'p-1,"GreenShield, London",pest_control,Ants; Rats,4.5,12,Yes,United Kingdom,London,"Pests ""gone""",2026-01-02T03:04:05.000Z',
      'p-1,"GreenShield, London",pest_control,Ants; Rats,4.5,12,No,United Kingdom,London,"Pests ""gone""",2026-01-02T03:04:05.000Z',
      '',
    ]);
  });

  it("leads: section 3's columns; the customer by name, else e-mail; an emergency stays an emergency", () => {
    const [header, row, nameless] = toCsv([lead, { ...lead, user: { email: 'c@example.com', display_name: '' } }], LEAD_EXPORT_COLUMNS).split('\r\n');
    expect(header).toBe('ID,Customer,Provider,Status,Priority,Message,CreatedAt,RequestCallback,MobileNumber,RequestInfo,RequestAppointment,Country,City');
    expect(row).toBe("l-1,Casey,GreenShield,new,Emergency,Mice,2026-01-02T03:04:05.000Z,true,+44 7700 900000,false,true,United Kingdom,London");
    expect(nameless!.split(',')[1]).toBe('c@example.com');
  });
});

describe('the provider form body', () => {
  it('single mode sends its country and city; review count invalid becomes 0; blank contact fields are left out', () => {
    const body = toProviderInput({ ...EMPTY_PROVIDER_FORM, name: 'A', services: ['Ants', ''], country: 'France', city: 'Lyon', review_count: null, contact_info: { email: ' ', phone: '+33 1', website: '', address: '' } });
    expect(body).toMatchObject({ country: 'France', city: 'Lyon', locations: [], review_count: 0, contact_info: { phone: '+33 1' } });
    expect(body.contact_info).toEqual({ email: undefined, phone: '+33 1', website: undefined, address: undefined });
    expect(providerFormSchema.parse(body).services).toEqual(['Ants']);
  });

  it('multiple mode sends its list and no single place', () => {
    const locations = [{ country: 'France', city: 'All Cities', isAllCities: true }];
    expect(toProviderInput({ ...EMPTY_PROVIDER_FORM, name: 'A', locationMode: 'multiple', country: 'Spain', city: 'Madrid', locations })).toMatchObject({ country: '', city: '', locations });
  });

  it("keeps an edited provider's point while its place is unchanged, and drops it when the city changes", () => {
    const values = valuesFromProvider(provider);
    expect(values).toMatchObject({ locationMode: 'single', country: 'United Kingdom', city: 'London', contact_info: { email: 'hi@green.example', phone: '' } });
    expect(toProviderInput(values, pointOf(provider))).toMatchObject({ latitude: 51.5, longitude: -0.12 });
    const moved = toProviderInput({ ...values, city: 'Manchester' }, pointOf(provider));
    expect(moved.latitude).toBeUndefined();
    expect(moved.longitude).toBeUndefined();
  });
});
