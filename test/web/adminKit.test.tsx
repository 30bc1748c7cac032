// The admin kit in jsdom (issue 12 §1): the table's selection (one row, the indeterminate header, select all on the
// page, the bulk bar), its 'Showing X of Y' and empty state, and the error banner's hints for an unauthorized error.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '@contracts/messages';
import { ApiError } from '../../web/src/api/client';
import { AdminTable } from '../../web/src/features/admin/kit/AdminTable';
import { ErrorBanner } from '../../web/src/features/admin/kit/ErrorBanner';
import { PageProviders, admin } from './render';

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
