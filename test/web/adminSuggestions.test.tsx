// Provider Suggestions in jsdom (document 2, 2.5, 4 and 8): the table and its empty state, the 'Business Submission
// Details' dialog, approve, 'Approve with Edits' on the provider form (prefilled from the submission), reject after
// 'Reject this provider suggestion?', only pending suggestions acted on, and every toast; the status filter (issue 31),
// kept in the address with the search.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, PROVIDER_ADMIN, SUGGESTIONS_ADMIN as S } from '@contracts/messages';
import type { ProviderSuggestionWire } from '@contracts/providerSuggestion';
import SuggestionsTab from '../../web/src/features/admin/suggestions/SuggestionsTab';
import { adminStage, endsWith, findDialog, json, toast } from './adminNetwork';
import { provider } from './providersFixtures';
import { chooseOption } from './select';
import { enter } from './typing';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

beforeAll(async () => {
  await import('../../web/src/features/admin/providers/ProviderFormDialog');
});
afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/admin-provider-suggestions';
const PROVIDERS = '/api/admin-provider-management';

function suggestion(n: number, overrides: Partial<ProviderSuggestionWire> = {}): ProviderSuggestionWire {
  return {
    id: `s-${n}`,
    name: `Business ${n}`,
    description: `Business ${n} keeps pests away from homes.`,
    services: ['rodent_control', 'inspection'],
    country: 'France',
    city: 'Lyon',
    contact_name: 'Camille Martin',
    contact_info: { email: `b${n}@example.com`, phone: '+33 4 72 00 00 00', website: 'https://b.example' },
    additional_info: 'Open on weekends.',
    status: 'pending',
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  } as ProviderSuggestionWire;
}

const page = (list: ProviderSuggestionWire[], { total = list.length, pageNo = 1, nextCursor = null as string | null } = {}) =>
  json(200, { suggestions: list, pagination: { page: pageNo, pageSize: 20, total, pages: Math.ceil(total / 20) }, nextCursor, searchLimited: false });
const reviewed = (s: ProviderSuggestionWire, status: 'approved' | 'rejected') => json(200, { suggestion: { ...s, status }, provider: status === 'approved' ? provider(1) : null });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('Provider Suggestions', () => {
  it('lists suggestions with their service labels; only pending ones can be acted on', async () => {
    const { renderTab } = adminStage({ [`GET ${LIST}`]: page([suggestion(1), suggestion(2, { status: 'approved' })]) });
    renderTab(<SuggestionsTab />);
    const pending = await rowOf('Business 1');
    expect(within(pending).getByText('Rodent Control')).toBeTruthy();
    expect(within(pending).getByText('Pest Inspection')).toBeTruthy();
    expect(within(pending).getByText('b1@example.com')).toBeTruthy();
    expect(within(pending).getByText(S.statusLabel.pending)).toBeTruthy();
    for (const action of [S.approveWithEdits + ': Business 1', `${S.approve} Business 1`, `${S.reject} Business 1`])
      expect((within(pending).getByLabelText(action) as HTMLButtonElement).disabled).toBe(false);
    const done = await rowOf('Business 2');
    for (const action of [S.approveWithEdits + ': Business 2', `${S.approve} Business 2`, `${S.reject} Business 2`])
      expect((within(done).getByLabelText(action) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(ADMIN.showing(2, 2, 'suggestions'))).toBeTruthy();
  });

  it('filters by status, asking the server for that status and keeping it in the address', async () => {
    const { renderTab, calls } = adminStage({
      [`GET ${LIST}`]: (_body: unknown, url: URL) => (url.searchParams.get('status') === 'rejected' ? page([suggestion(7, { status: 'rejected' })]) : page([suggestion(1), suggestion(7, { status: 'rejected' })])),
    });
    const { router } = renderTab(<SuggestionsTab />, '?tab=suggestions');
    await rowOf('Business 1');
    await chooseOption(S.statusFilterLabel, S.statusLabel.rejected);
    await waitFor(() => expect(screen.queryByText('Business 1')).toBeNull());
    expect(screen.getByText('Business 7')).toBeTruthy();
    expect(calls('GET', LIST).at(-1)!.query.get('status')).toBe('rejected');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('rejected');
  });

  it('asks the next page from the cursor the page before gave', async () => {
    const first = Array.from({ length: 20 }, (_, i) => suggestion(i + 1));
    const { renderTab, calls } = adminStage({
      [`GET ${LIST}`]: (_body: unknown, url: URL) => (url.searchParams.get('page') === '2' ? page([suggestion(21)], { total: 21, pageNo: 2 }) : page(first, { total: 21, nextCursor: 'after-20' })),
    });
    renderTab(<SuggestionsTab />);
    await rowOf('Business 20');
    expect(screen.getByText(ADMIN.showing(20, 21, 'suggestions'))).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    await rowOf('Business 21');
    expect(Object.fromEntries(calls('GET', LIST).at(-1)!.query)).toEqual({ page: '2', limit: '20', cursor: 'after-20' });
  });

  it('says so when there are none, and when the list fails to load', async () => {
    const { renderTab } = adminStage({ [`GET ${LIST}`]: [page([]), json(500, { error: { code: 'Internal', message: 'down' } })] });
    renderTab(<SuggestionsTab />);
    await screen.findByText(S.empty);
    fireEvent.click(screen.getByRole('button', { name: endsWith(ADMIN.refresh) }));
    await toast(S.loadFailed);
  });

  it('shows the Business Submission Details and approves from there', async () => {
    const s = suggestion(3);
    const { renderTab, calls } = adminStage({ [`GET ${LIST}`]: page([s]), [`PUT ${LIST}`]: reviewed(s, 'approved') });
    renderTab(<SuggestionsTab />);
    await userEvent.setup().click(within(await rowOf('Business 3')).getByLabelText(`${S.view} Business 3`));
    const details = within(await findDialog(S.detailsTitle));
    for (const text of ['Business 3 keeps pests away from homes.', 'Lyon, France', 'Camille Martin', 'b3@example.com', '+33 4 72 00 00 00', 'Open on weekends.', 'Rodent Control'])
      expect(details.getByText(text)).toBeTruthy();
    fireEvent.click(details.getByRole('button', { name: S.approve }));
    await toast(S.approved);
    expect(calls('PUT', LIST)[0]!.body).toEqual({ id: 's-3', status: 'approved' });
  });

  it('approves with edits on the provider form, prefilled from the submission; a failure says so', async () => {
    const s = suggestion(4);
    const { renderTab, calls } = adminStage({
      [`GET ${LIST}`]: page([s]),
      [`PUT ${LIST}`]: [json(409, { error: { code: 'Conflict', message: S.notPending } }), reviewed(s, 'approved')],
      [`GET ${PROVIDERS}`]: json(200, { providers: [], pagination: { page: 1, pageSize: 100, total: 0, pages: 0 } }),
    });
    renderTab(<SuggestionsTab />);
    const user = userEvent.setup();
    await user.click(within(await rowOf('Business 4')).getByLabelText(`${S.approveWithEdits}: Business 4`));
    const form = within(await findDialog(S.approveWithEdits));
    expect((form.getByLabelText(PROVIDER_ADMIN.fields.name) as HTMLInputElement).value).toBe('Business 4');
    expect((form.getByLabelText(PROVIDER_ADMIN.fields.service(1)) as HTMLInputElement).value).toBe('Rodent Control');
    expect((form.getByLabelText(PROVIDER_ADMIN.fields.email) as HTMLInputElement).value).toBe('b4@example.com');
    await user.clear(form.getByLabelText(PROVIDER_ADMIN.fields.name));
    await enter(form.getByLabelText(PROVIDER_ADMIN.fields.name), 'Business Four Lyon', user);
    const save = () => fireEvent.click(form.getByRole('button', { name: PROVIDER_ADMIN.addProvider }));
    save();
    await toast(S.approveWithEditsFailed);
    save();
    await toast(S.approvedWithEdits);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('PUT', LIST)[1]!.body).toMatchObject({
      id: 's-4',
      status: 'approved',
      provider: { name: 'Business Four Lyon', services: ['Rodent Control', 'Pest Inspection'], country: 'France', city: 'Lyon', contact_info: { email: 'b4@example.com' } },
    });
  });

  it("rejects after 'Reject this provider suggestion?'", async () => {
    const s = suggestion(5);
    const { renderTab, calls } = adminStage({ [`GET ${LIST}`]: page([s]), [`PUT ${LIST}`]: [json(500, { error: { code: 'Internal', message: 'x' } }), reviewed(s, 'rejected')] });
    renderTab(<SuggestionsTab />);
    const user = userEvent.setup();
    await user.click(within(await rowOf('Business 5')).getByLabelText(`${S.reject} Business 5`));
    const confirm = within(await findDialog(S.rejectTitle));
    expect(confirm.getByText(S.rejectConfirm)).toBeTruthy();
    expect(calls('PUT', LIST)).toHaveLength(0);
    fireEvent.click(confirm.getByRole('button', { name: endsWith(S.reject) }));
    await toast(S.rejectFailed);
    fireEvent.click(confirm.getByRole('button', { name: endsWith(S.reject) }));
    await toast(S.rejected);
    expect(calls('PUT', LIST)[1]!.body).toEqual({ id: 's-5', status: 'rejected' });
  });
});
