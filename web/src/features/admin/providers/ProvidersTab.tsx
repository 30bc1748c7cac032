// Provider Management (document 2, 2.3): title, Export Providers (section 3's columns), Add Provider, 'Search
// providers...', Refresh; the table (columns.tsx), the provider form (ProviderFormDialog) and the delete confirmation,
// with section 8's toasts (api.ts). The search and page are in the address.
import { lazy, Suspense, useEffect, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ADMIN, PROVIDER_ADMIN } from '@contracts/messages';
import type { ProviderWire } from '@contracts/provider';
import { useToast } from '../../../api/useMutation';
import { ConfirmItem } from '../kit/ConfirmDialog';
import { listQuery, ResourceTab } from '../kit/ResourceTab';
import { useResourceList } from '../kit/useResourceList';
import { ADMIN_PROVIDER_LIMIT, fetchProvidersPage, useAdminProviders, useProviderWrites, type ProviderEditing } from './api';
import { PROVIDER_EXPORT_COLUMNS, providerColumns } from './columns';
import { EMPTY_PROVIDER_FORM, pointOf, valuesFromProvider } from './formValues';
import './providers.css';

const ProviderFormDialog = lazy(() => import('./ProviderFormDialog'));

export default function ProvidersTab() {
  const list = useResourceList();
  const [editing, setEditing] = useState<ProviderEditing | null>(null);
  const [deleting, setDeleting] = useState<ProviderWire | null>(null);
  const swr = useAdminProviders({ query: list.search, page: list.page });
  const query = listQuery(swr, (d) => ({ rows: d.providers, total: d.pagination.total }));
  const { save, remove, feature } = useProviderWrites({ saved: () => setEditing(null), deleted: () => setDeleting(null) });
  const show = useToast();
  useEffect(() => {
    if (swr.error) show({ kind: 'error', title: PROVIDER_ADMIN.loadFailed, key: ADMIN.loadFailedKey('providers') });
  }, [swr.error, show]);

  return (
    <ResourceTab<ProviderWire>
      list={list}
      query={query}
      texts={{ title: PROVIDER_ADMIN.title, noun: PROVIDER_ADMIN.noun, empty: PROVIDER_ADMIN.empty }}
      columns={providerColumns({ feature: (p) => void feature.trigger(p), edit: (p) => setEditing({ kind: 'edit', provider: p }), remove: setDeleting })}
      rowKey={(p) => p.id}
      cardKeys={['featured']}
      searchPlaceholder={PROVIDER_ADMIN.searchPlaceholder}
      paging={{ pageSize: ADMIN_PROVIDER_LIMIT }}
      exporter={{
        name: 'providers',
        label: PROVIDER_ADMIN.exportProviders,
        columns: PROVIDER_EXPORT_COLUMNS,
        fetchPage: async (page) => {
          const res = await fetchProvidersPage({ query: list.search, page });
          return { items: res.providers, pages: res.pagination.pages };
        },
      }}
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'add' })}>
          {PROVIDER_ADMIN.addProvider}
        </Button>
      }
    >
      {editing && (
        <Suspense fallback={null}>
          <ProviderFormDialog
            open
            title={editing.kind === 'add' ? PROVIDER_ADMIN.addTitle : PROVIDER_ADMIN.editTitle}
            mode={editing.kind === 'add' ? 'create' : 'update'}
            initial={editing.kind === 'add' ? EMPTY_PROVIDER_FORM : valuesFromProvider(editing.provider)}
            point={editing.kind === 'edit' ? pointOf(editing.provider) : undefined}
            busy={save.pending}
            onSubmit={(form) => save.trigger({ editing, form })}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      <ConfirmItem item={deleting} run={remove} title={PROVIDER_ADMIN.deleteTitle} confirmText={PROVIDER_ADMIN.delete} danger onCancel={() => setDeleting(null)}>
        {(provider) => PROVIDER_ADMIN.deleteConfirm(provider.name)}
      </ConfirmItem>
    </ResourceTab>
  );
}
