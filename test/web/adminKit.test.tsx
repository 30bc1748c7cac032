// The admin kit in jsdom (issue 12 §1): the table's selection (one row, the indeterminate header, select all on the
// page, the bulk bar), its 'Showing X of Y' and empty state, the name and actions columns pinned while a wide table
// scrolls, the rows as cards on a phone (issue 31 §1), and the error banner's hints for an unauthorized error; the
// list state in the address (issue 30: a reload or Back brings back search, filter, page, sort and selection), and the
// form dialog showing the server's field errors on the fields they name.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Input } from 'antd';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN } from '@contracts/messages';
import { ApiError } from '../../web/src/api/client';
import { AdminTable } from '../../web/src/features/admin/kit/AdminTable';
import { ErrorBanner } from '../../web/src/features/admin/kit/ErrorBanner';
import { FormDialog } from '../../web/src/features/admin/kit/FormDialog';
import { ResourceTab } from '../../web/src/features/admin/kit/ResourceTab';
import { useResourceList } from '../../web/src/features/admin/kit/useResourceList';
import { PageProviders, admin } from './render';
import { viewport } from './setup';

type Row = { id: string; name: string };
const rows: Row[] = [
  { id: 'a', name: 'Ann' },
  { id: 'b', name: 'Bob' },
  { id: 'c', name: 'Cy' },
];

function Harness({ list = rows }: { list?: Row[] }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <AdminTable<Row>
      title="People"
      rows={list}
      rowKey={(r) => r.id}
      columns={[{ title: 'Name', dataIndex: 'name', key: 'name' }]}
      total={12}
      noun="people"
      emptyText="No people found"
      loading={false}
      onRefresh={() => undefined}
      paging={{ page: 1, pageSize: 3, onChange: () => undefined }}
      selection={{ selected, onChange: setSelected, labelOf: (r) => `Select ${r.name}` }}
      bulkBar={<button type="button">Bulk thing</button>}
    />
  );
}


const renderKit = (node: React.ReactNode) => render(<PageProviders initialUser={admin}>{node}</PageProviders>);

describe('the admin table', () => {
  it('selects one row (header indeterminate), then the whole page, and shows the bulk bar', async () => {
    renderKit(<Harness />);
    await screen.findByText(ADMIN.showing(3, 12, 'people'));
    const header = document.querySelector('.ant-table-thead .ant-checkbox-input') as HTMLInputElement;
    fireEvent.click(screen.getByLabelText('Select Bob'));
    expect(screen.getByText(ADMIN.selected(1))).toBeTruthy();
    expect(document.querySelector('.ant-table-thead .ant-checkbox-indeterminate')).not.toBeNull();
    fireEvent.click(header);
    expect(screen.getByText(ADMIN.selected(3))).toBeTruthy();
    expect(document.querySelector('.ant-table-thead .ant-checkbox-indeterminate')).toBeNull();
    expect(screen.getByRole('button', { name: 'Bulk thing' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ADMIN.clearSelection }));
    expect(screen.queryByText(ADMIN.selected(3))).toBeNull();
  });

  it('shows the empty state', async () => {
    renderKit(<Harness list={[]} />);
    await screen.findByText('No people found');
  });
});

type Wide = { id: string; name: string; email: string; status: string };
const wide: Wide[] = [
  { id: 'a', name: 'Ann', email: 'ann@example.com', status: 'Pending' },
  { id: 'b', name: 'Bob', email: 'bob@example.com', status: 'Approved' },
];

function WideHarness() {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <AdminTable<Wide>
      title="People"
      rows={wide}
      rowKey={(r) => r.id}
      columns={[
        { title: 'Email', dataIndex: 'email', key: 'email' },
        { title: 'Name', key: 'name', render: (_, r) => <strong>{r.name}</strong> },
        { title: 'Status', dataIndex: 'status', key: 'status' },
        { title: 'Actions', key: 'actions', render: (_, r) => <button type="button">{`Delete ${r.name}`}</button> },
      ]}
      nameKey="name"
      total={2}
      noun="people"
      emptyText="No people found"
      loading={false}
      onRefresh={() => undefined}
      selection={{ selected, onChange: setSelected, labelOf: (r) => `Select ${r.name}` }}
      bulkBar={<button type="button">Bulk thing</button>}
    />
  );
}

describe('a wide admin table', () => {
  afterEach(() => {
    viewport.mobile = false;
  });

  it('keeps the name column at the left and the actions at the right while it scrolls sideways', async () => {
    renderKit(<WideHarness />);
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.slice(1)).toEqual(['Name', 'Email', 'Status', 'Actions']);
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    expect(header('Name').className).toContain('ant-table-cell-fix-start');
    expect(header('Actions').className).toContain('ant-table-cell-fix-end');
    expect(header('Email').className).not.toContain('ant-table-cell-fix');
    expect(screen.getByRole('button', { name: 'Delete Ann' }).closest('td')?.className).toContain('ant-table-cell-fix-end');    // antd copies the titles into a hidden row that measures the columns: its select-all box there takes no focus.
    const hidden = [...document.querySelectorAll<HTMLElement>('[aria-hidden="true"] input')];
    expect(hidden.length).toBeGreaterThan(0);
    for (const box of hidden) expect(box.closest('[inert]')).not.toBeNull();
  });

  it('shows each row as a card on a phone: selection, name, the status and the actions, without a table', async () => {
    viewport.mobile = true;
    renderKit(<WideHarness />);
    const cards = await screen.findAllByRole('listitem');
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards).toHaveLength(2);
    const ann = cards[0]!;
    expect(within(ann).getByText('Ann').tagName).toBe('STRONG');
    expect(within(ann).getByText('Status').tagName).toBe('DT');
    expect(within(ann).getByText('Pending')).toBeTruthy();
    expect(within(ann).queryByText('ann@example.com')).toBeNull();
    expect(within(ann).getByRole('button', { name: 'Delete Ann' })).toBeTruthy();
    fireEvent.click(within(ann).getByLabelText('Select Ann'));
    expect(screen.getByText(ADMIN.selected(1))).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: ADMIN.selectPage })).toHaveProperty('indeterminate', true);
    fireEvent.click(screen.getByRole('checkbox', { name: ADMIN.selectPage }));
    expect(screen.getByText(ADMIN.selected(2))).toBeTruthy();
  });
});

describe('the error banner', () => {
  it('lists the hints for an unauthorized error', () => {
    renderKit(<ErrorBanner error={new ApiError(401, 'Unauthorized', 'Please log in to continue.')} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Please log in to continue.')).toBeTruthy();
    for (const hint of ADMIN.unauthorizedHints) expect(within(alert).getByText(hint)).toBeTruthy();
  });

  it('shows the text alone for any other error', () => {
    renderKit(<ErrorBanner error={new ApiError(500, 'Internal', 'Something broke')} />);
    expect(screen.getByText('Something broke')).toBeTruthy();
    expect(screen.queryByText(ADMIN.unauthorizedHints[0])).toBeNull();
  });
});

type Person = { id: string; name: string; status: string };
const PEOPLE: Person[] = ['Zed', 'Amy', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'].map((name, i) => ({ id: `p${i}`, name, status: i % 2 ? 'Pending' : 'Approved' }));

/** A tab on the kit over an in-memory list: search by name, a status filter, pages of 3, sort by name, selection. */
function People() {
  const list = useResourceList(['status']);
  const matching = PEOPLE.filter((p) => p.name.toLowerCase().includes(list.search.toLowerCase()) && (!list.filters.status || p.status === list.filters.status));
  return (
    <ResourceTab<Person, 'status'>
      list={list}
      query={{ rows: matching.slice((list.page - 1) * 3, list.page * 3), total: matching.length, loading: false, error: undefined, refresh: () => undefined }}
      texts={{ title: 'People', noun: 'people', empty: 'No people found' }}
      columns={[
        { title: 'Name', dataIndex: 'name', key: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
        { title: 'Status', dataIndex: 'status', key: 'status' },
      ]}
      rowKey={(p) => p.id}
      searchPlaceholder="Search people"
      filters={
        <button type="button" onClick={() => list.setFilter('status', list.filters.status ? undefined : 'Approved')}>
          {list.filters.status ? `Only ${list.filters.status}` : 'Everyone'}
        </button>
      }
      paging={{ pageSize: 3 }}
      selection={{ labelOf: (p) => `Select ${p.name}`, bulkBar: null }}
    />
  );
}

const openPeople = (at: string) => {
  const router = createMemoryRouter([{ path: '/admin', element: <People /> }], { initialEntries: [at] });
  const view = render(
    <PageProviders initialUser={admin}>
      <RouterProvider router={router} />
    </PageProviders>,
  );
  return { ...view, router, address: () => new URLSearchParams(router.state.location.search) };
};
const nameHeader = () => document.querySelector<HTMLElement>('.ant-table-thead th.ant-table-column-has-sorters')!;
const names = () => [...document.querySelectorAll('.ant-table-tbody tr[data-row-key]')].map((tr) => tr.querySelector('td:nth-child(2)')?.textContent);

describe('the list state in the address', () => {
  it('keeps search, filter, page, sort and selection in the address; a reload and Back bring them back', async () => {
    const first = openPeople('/admin?tab=people');
    await screen.findByText(ADMIN.showing(3, 7, 'people'));
    expect(names()).toEqual(['Zed', 'Amy', 'Bob']);

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(names()).toEqual(['Cat', 'Dan', 'Eve']));
    expect(first.address().get('page')).toBe('2');

    fireEvent.click(nameHeader());
    await waitFor(() => expect(names()).toEqual(['Cat', 'Dan', 'Eve']));
    expect(first.address().get('sort')).toBe('name');
    fireEvent.click(nameHeader());
    await waitFor(() => expect(names()).toEqual(['Eve', 'Dan', 'Cat']));
    expect(first.address().get('sort')).toBe('-name');

    fireEvent.click(screen.getByLabelText('Select Dan'));
    expect(first.address().get('sel')).toBe('p4');

    // A new filter starts again at page 1 without a selection.
    fireEvent.click(screen.getByRole('button', { name: 'Everyone' }));
    await screen.findByRole('button', { name: 'Only Approved' });
    expect(first.address().get('status')).toBe('Approved');
    expect(first.address().get('page')).toBeNull();
    expect(first.address().get('sel')).toBeNull();
    expect(first.address().get('tab')).toBe('people');

    fireEvent.change(screen.getByLabelText('Search people'), { target: { value: 'a' } });
    await waitFor(() => expect(first.address().get('q')).toBe('a'));
    await waitFor(() => expect(names()).toEqual(['Fay', 'Dan']));
    const saved = `${first.router.state.location.pathname}${first.router.state.location.search}`;

    // Back: the list before the search (the filter's first page, sorted within the page).
    act(() => void first.router.navigate(-1));
    await waitFor(() => expect(names()).toEqual(['Zed', 'Dan', 'Bob']));
    expect((screen.getByLabelText('Search people') as HTMLInputElement).value).toBe('');
    first.unmount();

    // A reload at an address with a page and a selection.
    openPeople(saved.replace('q=a', 'q=').concat('&page=2&sel=p6'));
    await screen.findByText(ADMIN.showing(1, 4, 'people'));
    expect(names()).toEqual(['Fay']);
    expect(screen.getByText(ADMIN.selected(1))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Only Approved' })).toBeTruthy();
  });
});

const contactSchema = z.object({ name: z.string().check(z.minLength(2, 'Name is too short')), email: z.string() });
type Contact = z.infer<typeof contactSchema>;

describe('the form dialog', () => {
  it('checks the fields with the schema, then shows the server field errors on their fields and stays open', async () => {
    const sent: Contact[] = [];
    const onClose = vi.fn();
    renderKit(
      <FormDialog<Contact>
        open
        title="Edit contact"
        okText="Save"
        schema={contactSchema}
        fields={[
          { name: 'name', label: 'Name', input: <Input /> },
          { name: 'email', label: 'E-mail', input: <Input /> },
        ]}
        initialValues={{ name: '', email: 'taken@example.com' }}
        onSubmit={async (values) => {
          sent.push(values);
          return { ok: false, error: new ApiError(409, 'Conflict', 'That e-mail is in use.', { email: 'That e-mail is in use.' }) };
        }}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Name is too short');
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Ann' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('That e-mail is in use.');
    expect(sent).toEqual([{ name: 'Ann', email: 'taken@example.com' }]);
    const emailItem = within(dialog).getByLabelText('E-mail').closest('.ant-form-item')!;
    expect(within(emailItem as HTMLElement).getByText('That e-mail is in use.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Ann');
    expect(onClose).not.toHaveBeenCalled();
  });
});
