// The admin kit in jsdom (issue 12 §1): the table's selection (one row, the indeterminate header, select all on the
// page, the bulk bar), its 'Showing X of Y' and empty state, the name and actions columns pinned while a wide table
// scrolls, the rows as cards on a phone (issue 31 §1), and the error banner's hints for an unauthorized error.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN } from '@contracts/messages';
import { ApiError } from '../../web/src/api/client';
import { AdminTable } from '../../web/src/features/admin/kit/AdminTable';
import { ErrorBanner } from '../../web/src/features/admin/kit/ErrorBanner';
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
