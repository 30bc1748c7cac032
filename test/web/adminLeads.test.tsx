// Lead Management in jsdom (document 2, 2.4, 5, 7 and 8): the table with relative dates and all four priorities (an
// emergency is shown as one), 'Showing X of Y leads' with Previous and Next, the status filter, Notify Provider only
// for new leads (Notify again, after a confirmation, once the provider was notified), the status menu, the details dialog (read-only customer and provider, message required, only the
// changes sent), the reply that must carry `lead`, every toast, and the provider and received-dates filters in the
// address (issue 31) with the export of the filtered list.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadWire } from '@contracts/lead';
import { ADMIN_SEARCH_READ } from '@contracts/api';
import { ADMIN, LEAD, LEAD_ADMIN } from '@contracts/messages';
import LeadsTab from '../../web/src/features/admin/leads/LeadsTab';
import { adminStage, endsWith, findDialog, json, toast } from './adminNetwork';
import { chooseOption } from './select';
import { enter } from './typing';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

afterEach(() => vi.unstubAllGlobals());

const LEADS = '/api/admin-lead-management';
const NOTIFY = '/api/lead-notification';
const PROVIDERS = '/api/admin-provider-management';
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

function lead(n: number, overrides: Partial<LeadWire> = {}): LeadWire {
  return {
    id: `l-${n}`,
    user_id: `u-${n}`,
    user: { email: `customer${n}@example.com`, display_name: `Customer ${n}` },
    provider_id: 'p-1',
    provider: { name: 'GreenShield London' },
    message: `Mice behind the fridge (${n}).`,
    status: 'new',
    priority: 'normal',
    request_callback: false,
    mobile_number: null,
    request_more_info: false,
    request_appointment: false,
    safety_considerations: [],
    country: 'United Kingdom',
    city: 'London',
    thread_id: null,
    created_at: hoursAgo(n),
    notified_at: null,
    ...overrides,
  } as LeadWire;
}

const page = (leads: LeadWire[], total = leads.length, pageNo = 1, more: { nextCursor?: string; searchLimited?: boolean } = {}) =>
  json(200, { leads, pagination: { page: pageNo, pageSize: 10, total, pages: Math.ceil(total / 10) }, nextCursor: more.nextCursor ?? null, searchLimited: more.searchLimited ?? false });
/** Answers the lead call by its action. */
const byAction = (answers: Partial<Record<'getLeads' | 'getLead' | 'updateLead', (body: Record<string, unknown>) => Response>>) => (body: unknown) => {
  const b = body as Record<string, unknown> & { action: 'getLeads' | 'getLead' | 'updateLead' };
  return answers[b.action]?.(b) ?? json(400, { error: { code: 'BadRequest', message: 'unexpected' } });
};
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('Lead Management', () => {
  it('shows every priority as itself, relative dates, Notify Provider only for new leads, and pages with Previous and Next', async () => {
    const leads = [
      lead(1, { priority: 'emergency' }),
      lead(2, { priority: 'high', status: 'contacted' }),
      lead(3, { priority: 'normal', status: 'resolved' }),
      lead(4, { priority: 'low', status: 'rejected' }),
    ];
    const { renderTab, calls } = adminStage({
      [`POST ${LEADS}`]: byAction({
        getLeads: (b) => (b.page === 2 ? page([lead(11)], 11, 2) : b.status === 'contacted' ? page([leads[1]!]) : page(leads, 11, 1, { nextCursor: 'after-lead-4' })),
      }),
    });
    renderTab(<LeadsTab />);
    const emergency = await rowOf('Customer 1');
    expect(within(emergency).getByText(LEAD.priorityLabel.emergency)).toBeTruthy();
    expect(within(emergency).getByText('an hour ago')).toBeTruthy();
    expect(within(emergency).getByText(LEAD_ADMIN.statusLabel.new)).toBeTruthy();
    expect(within(emergency).getByLabelText(`${LEAD_ADMIN.notifyProvider}: GreenShield London`)).toBeTruthy();
    for (const [n, priority, status] of [[2, 'high', 'contacted'], [3, 'normal', 'resolved'], [4, 'low', 'rejected']] as const) {
      const row = await rowOf(`Customer ${n}`);
      expect(within(row).getByText(LEAD.priorityLabel[priority])).toBeTruthy();
      expect(within(row).getByText(LEAD_ADMIN.statusLabel[status])).toBeTruthy();
      expect(within(row).queryByLabelText(`${LEAD_ADMIN.notifyProvider}: GreenShield London`)).toBeNull();
    }
    expect(screen.getByText(LEAD_ADMIN.showing(4, 11))).toBeTruthy();
    expect(calls('POST', LEADS)[0]!.body).toEqual({ action: 'getLeads', page: 1, limit: 10 });

    const previous = screen.getByRole('button', { name: endsWith(LEAD_ADMIN.previous) }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${LEAD_ADMIN.next}`) }));
    await rowOf('Customer 11');
    expect(screen.getByText(LEAD_ADMIN.showing(1, 11))).toBeTruthy();
    // The next page is asked from where the first one stopped (its cursor), not by reading the pages before it again.
    expect(calls('POST', LEADS).at(-1)!.body).toEqual({ action: 'getLeads', page: 2, limit: 10, cursor: 'after-lead-4' });
    expect((screen.getByRole('button', { name: new RegExp(`^${LEAD_ADMIN.next}`) }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: endsWith(LEAD_ADMIN.previous) }));
    await rowOf('Customer 4');
    expect(screen.getByText(LEAD_ADMIN.showing(4, 11))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${LEAD_ADMIN.next}`) }));
    await rowOf('Customer 11');

    await chooseOption(LEAD_ADMIN.statusFilterLabel, LEAD_ADMIN.statusLabel.contacted);
    await waitFor(() => expect(screen.getByText(LEAD_ADMIN.showing(1, 1))).toBeTruthy());
    expect(calls('POST', LEADS).at(-1)!.body).toEqual({ action: 'getLeads', page: 1, limit: 10, status: 'contacted' });
  });

  it('says when a search looked through the newest leads only', async () => {
    const { renderTab, calls } = adminStage({
      [`POST ${LEADS}`]: byAction({ getLeads: (b) => (b.search ? page([lead(3)], 1, 1, { searchLimited: true }) : page([lead(2), lead(3)], 2400, 1, { nextCursor: 'c' })) }),
    });
    renderTab(<LeadsTab />);
    await rowOf('Customer 2');
    expect(screen.getByText(LEAD_ADMIN.showing(2, 2400))).toBeTruthy();
    await enter(screen.getByLabelText(LEAD_ADMIN.searchPlaceholder), 'customer3');
    await waitFor(() => expect(screen.getByText(`${LEAD_ADMIN.showing(1, 1)} · ${ADMIN.searchedNewest(ADMIN_SEARCH_READ, LEAD_ADMIN.noun)}`)).toBeTruthy());
    expect(screen.getByText(/Searched the 1,000 newest leads$/)).toBeTruthy();
    expect(calls('POST', LEADS).at(-1)!.body).toEqual({ action: 'getLeads', page: 1, limit: 10, search: 'customer3' });
  });

  it('notifies the provider and changes the status from the row, with their toasts', async () => {
    const target = lead(5);
    const { renderTab, calls } = adminStage({
      [`POST ${LEADS}`]: byAction({
        getLeads: () => page([target]),
        updateLead: (b) => (b.status === 'resolved' ? json(200, { ok: true }) : json(200, { lead: { ...target, status: b.status } })),
      }),
      [`POST ${NOTIFY}`]: [json(409, { error: { code: 'ProviderUnreachable', message: LEAD.providerUnreachable } }), json(200, { sent: true, lead: target })],
    });
    renderTab(<LeadsTab />);
    const row = await rowOf('Customer 5');
    fireEvent.click(within(row).getByLabelText(`${LEAD_ADMIN.notifyProvider}: GreenShield London`));
    await toast(LEAD_ADMIN.notifyFailed(LEAD.providerUnreachable));
    fireEvent.click(within(row).getByLabelText(`${LEAD_ADMIN.notifyProvider}: GreenShield London`));
    await toast(LEAD_ADMIN.notificationSent);
    expect(calls('POST', NOTIFY)[1]!.body).toEqual({ leadId: 'l-5' });

    const user = userEvent.setup();
    await user.click(within(row).getByLabelText(LEAD_ADMIN.statusMenuLabel('Customer 5')));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByText(LEAD_ADMIN.setStatus(LEAD_ADMIN.statusLabel.new))).toBeNull();
    await user.click(within(menu).getByText(LEAD_ADMIN.setStatus(LEAD_ADMIN.statusLabel.contacted)));
    await toast(LEAD_ADMIN.updated);
    expect(calls('POST', LEADS).find((c) => (c.body as { action: string }).action === 'updateLead')!.body).toEqual({ action: 'updateLead', id: 'l-5', status: 'contacted' });

    // A reply without `lead` is the spec's invalid response.
    await user.click(within(await rowOf('Customer 5')).getByLabelText(LEAD_ADMIN.statusMenuLabel('Customer 5')));
    await user.click(within(await screen.findByRole('menu')).getByText(LEAD_ADMIN.setStatus(LEAD_ADMIN.statusLabel.resolved)));
    await toast(LEAD_ADMIN.updateFailed(LEAD_ADMIN.invalidResponse));
  });

  it('offers Notify again only once the provider was notified, after a confirmation, and shows the notices in the row', async () => {
    const target = lead(7, { notified_at: hoursAgo(2), notify_count: 1 });
    const { renderTab, calls } = adminStage({
      [`POST ${LEADS}`]: byAction({ getLeads: () => page([target]) }),
      [`POST ${NOTIFY}`]: [json(200, { sent: true, lead: { ...target, notify_count: 2 } })],
    });
    renderTab(<LeadsTab />);
    const row = await rowOf('Customer 7');
    expect(within(row).getByText(/^Notified once, last /)).toBeTruthy();
    expect(within(row).queryByLabelText(`${LEAD_ADMIN.notifyProvider}: GreenShield London`)).toBeNull();

    fireEvent.click(within(row).getByLabelText(`${LEAD_ADMIN.notifyAgain}: GreenShield London`));
    let confirm = within(await findDialog(LEAD_ADMIN.notifyAgainTitle));
    expect(confirm.getByText(/^GreenShield London has already been e-mailed about this request \(once, last /)).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: ADMIN.cancel }));
    expect(calls('POST', NOTIFY)).toHaveLength(0);

    fireEvent.click(within(row).getByLabelText(`${LEAD_ADMIN.notifyAgain}: GreenShield London`));
    confirm = within(await findDialog(LEAD_ADMIN.notifyAgainTitle));
    fireEvent.click(confirm.getByRole('button', { name: LEAD_ADMIN.notifyAgain }));
    await toast(LEAD_ADMIN.notificationSent);
    expect(calls('POST', NOTIFY).map((c) => c.body)).toEqual([{ leadId: 'l-7', again: true }]);
  });

  it('edits a lead in the details dialog: read-only customer and provider, message required, only the changes sent', async () => {
    const target = lead(6, { priority: 'emergency', mobile_number: '+44 7700 900000', request_callback: true, safety_considerations: ['pets', 'infants'] });
    const { renderTab, calls } = adminStage({
      [`POST ${LEADS}`]: byAction({
        getLeads: () => page([target]),
        getLead: () => json(200, { lead: target }),
        updateLead: (b) => json(200, { lead: { ...target, ...b } }),
      }),
    });
    renderTab(<LeadsTab />);
    const user = userEvent.setup();
    await user.click(within(await rowOf('Customer 6')).getByLabelText(`${LEAD_ADMIN.details}: Customer 6`));
    const dialog = within(await findDialog(LEAD_ADMIN.detailsTitle));
    const message = (await dialog.findByLabelText(LEAD_ADMIN.fields.message)) as HTMLTextAreaElement;
    expect(message.value).toBe(target.message);
    expect(dialog.getByText('customer6@example.com')).toBeTruthy();
    expect(dialog.getByText('GreenShield London')).toBeTruthy();
    expect(dialog.queryByRole('textbox', { name: LEAD_ADMIN.fields.customerEmail })).toBeNull();
    expect(dialog.getByText(LEAD.safetyLabel.pets)).toBeTruthy();
    expect(dialog.getByText(LEAD.safetyLabel.infants)).toBeTruthy();
    expect(dialog.getByTitle(LEAD.priorityLabel.emergency)).toBeTruthy();
    // The spec's High, Normal, Low are offered; the lead form's Emergency is shown, not offered.
    fireEvent.mouseDown(dialog.getByLabelText(LEAD_ADMIN.fields.priority));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0));
    expect([...document.querySelectorAll('.ant-select-item-option')].map((el) => el.getAttribute('title'))).toEqual([
      LEAD.priorityLabel.high,
      LEAD.priorityLabel.normal,
      LEAD.priorityLabel.low,
    ]);
    expect(dialog.getByRole('button', { name: LEAD_ADMIN.notifyProvider })).toBeTruthy();

    await user.clear(message);
    fireEvent.click(dialog.getByRole('button', { name: LEAD_ADMIN.saveChanges }));
    await dialog.findByText(LEAD_ADMIN.messageRequired);
    expect(calls('POST', LEADS).filter((c) => (c.body as { action: string }).action === 'updateLead')).toHaveLength(0);

    await enter(message, 'Mice and now rats behind the fridge.', user);
    await user.click(dialog.getByRole('checkbox', { name: LEAD_ADMIN.fields.requestAppointment }));
    fireEvent.click(dialog.getByRole('button', { name: LEAD_ADMIN.saveChanges }));
    await toast(LEAD_ADMIN.updated);
    // The dialog closes (jsdom never ends antd's leave motion, so the closing dialog stays in the page).
    await waitFor(() => expect(document.querySelector('[role="dialog"]:not([class*="-leave"])')).toBeNull());
    expect(calls('POST', LEADS).find((c) => (c.body as { action: string }).action === 'updateLead')!.body).toEqual({
      action: 'updateLead',
      id: 'l-6',
      message: 'Mice and now rats behind the fridge.',
      request_appointment: true,
    });
  });

  it('filters by provider and received dates in the address, asks the server for them, and exports the filtered list', async () => {
    const providers = [
      { id: 'p-1', name: 'GreenShield London' },
      { id: 'p-2', name: 'Rapid Rats' },
    ];
    const { renderTab, calls } = adminStage({
      [`POST ${LEADS}`]: byAction({ getLeads: (b) => (b.providerId === 'p-2' ? page([lead(2, { provider_id: 'p-2', provider: { name: 'Rapid Rats' }, mobile_number: '+44 7700 900001' })]) : page([lead(1), lead(3)])) }),
      [`GET ${PROVIDERS}`]: json(200, { providers, pagination: { page: 1, pageSize: 100, total: 2, pages: 1 } }),
    });
    // The received dates come from the address: the first day's start and the start of the day after the last, here.
    const { router } = renderTab(<LeadsTab />, '?tab=leads&from=2026-11-01&to=2026-11-15');
    await rowOf('Customer 1');
    const range = { createdFrom: new Date(2026, 10, 1).toISOString(), createdTo: new Date(2026, 10, 16).toISOString() };
    expect(calls('POST', LEADS)[0]!.body).toEqual({ action: 'getLeads', page: 1, limit: 10, ...range });
    const [fromBox, toBox] = screen.getAllByPlaceholderText(/^Received/) as HTMLInputElement[];
    expect([fromBox!.value, toBox!.value]).toEqual(['2026-11-01', '2026-11-15']);

    await chooseOption(LEAD_ADMIN.providerFilterLabel, 'Rapid Rats');
    await rowOf('Customer 2');
    expect(new URLSearchParams(router.state.location.search).get('provider')).toBe('p-2');
    expect(router.state.location.search).toContain('from=2026-11-01&to=2026-11-15');
    expect(calls('POST', LEADS).at(-1)!.body).toEqual({ action: 'getLeads', page: 1, limit: 10, providerId: 'p-2', ...range });

    // Export CSV reads every page with the filters, in the contract's columns.
    const files: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (files.push(blob), 'blob:leads'), revokeObjectURL: () => {} }));
    fireEvent.click(screen.getByRole('button', { name: new RegExp(LEAD_ADMIN.exportCsv) }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(calls('POST', LEADS).at(-1)!.body).toEqual({ action: 'getLeads', page: 1, limit: 100, providerId: 'p-2', ...range });
    const [header, row] = (await files[0]!.text()).split('\r\n');
    expect(header).toBe('ID,Customer,Provider,Status,Priority,Message,CreatedAt,RequestCallback,MobileNumber,RequestInfo,RequestAppointment,Country,City');
    expect(row).toMatch(/^l-2,Customer 2,Rapid Rats,new,Normal,Mice behind the fridge \(2\)\.,[^,]+,false,\+44 7700 900001,false,false,United Kingdom,London$/);

  });

  it("names the address's provider when the provider filter's first page does not list it", async () => {
    const { renderTab, calls } = adminStage({
      [`POST ${LEADS}`]: byAction({ getLeads: () => page([lead(4)]) }),
      [`GET ${PROVIDERS}`]: json(200, { providers: [{ id: 'p-1', name: 'GreenShield London' }], pagination: { page: 1, pageSize: 100, total: 1, pages: 1 } }),
      [`GET ${PROVIDERS}/p-9`]: json(200, { provider: { id: 'p-9', name: 'Far Away Pests' } }),
    });
    renderTab(<LeadsTab />, '?tab=leads&provider=p-9');
    await rowOf('Customer 4');
    await waitFor(() => expect(screen.getByTitle('Far Away Pests')).toBeTruthy());
    expect(calls('POST', LEADS)[0]!.body).toEqual({ action: 'getLeads', page: 1, limit: 10, providerId: 'p-9' });
  });

  it('says when the details fail to load', async () => {
    const { renderTab } = adminStage({
      [`POST ${LEADS}`]: byAction({ getLeads: () => page([lead(7)]), getLead: () => json(404, { error: { code: 'NotFound', message: LEAD.notFound } }) }),
    });
    renderTab(<LeadsTab />);
    await userEvent.setup().click(within(await rowOf('Customer 7')).getByLabelText(`${LEAD_ADMIN.details}: Customer 7`));
    await toast(LEAD_ADMIN.loadDetailsFailed(LEAD.notFound));
  });
});
