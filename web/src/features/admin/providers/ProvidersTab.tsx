// Provider Management (document 2, 2.3): title, Export Providers (section 3's columns), Add Provider, 'Search
// providers...', Refresh; the table (name with the response time, services with '+N more', rating or 'No ratings',
// Featured or Standard, actions: toggle featured, edit, delete after a confirmation) and section 8's toasts.
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { EditOutlined, PlusOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { ADMIN, PROVIDER_ADMIN, PROVIDER_DIRECTORY } from '@contracts/messages';
import type { ProviderWire } from '@contracts/provider';
import type { ProviderFormInput } from '@contracts/providerForm';
import { ApiError } from '../../../api/client';
import { failureText } from '../../../api/mutation';
import { useMutation, useToast } from '../../../api/useMutation';
import { AdminTable } from '../kit/AdminTable';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { ExportButton } from '../kit/ExportButton';
import { exportList } from '../kit/exportList';
import { ADMIN_PROVIDER_LIMIT, createProvider, deleteProvider, fetchProvidersPage, toggleFeatured, updateProvider, useAdminProviders, type ProviderListParams } from './api';
import { PROVIDER_EXPORT_COLUMNS, SERVICES_SHOWN } from './exportColumns';
import { EMPTY_PROVIDER_FORM, pointOf, valuesFromProvider } from './formValues';
import './providers.css';

const ProviderFormDialog = lazy(() => import('./ProviderFormDialog'));

/** Featured tag colour with AA contrast for white text. */
const FEATURED_COLOUR = '#b45309';

/** A save's failure: the server's message, else the spec's. */
const saveFailure = (error: unknown) => (error instanceof ApiError && error.status > 0 ? error.message : PROVIDER_ADMIN.saveFailed);

export function ServicesCell({ services }: { services: readonly string[] }) {
  const shown = services.slice(0, SERVICES_SHOWN);
  const more = services.length - shown.length;
  return (
    <Space size={[4, 4]} wrap>
      {shown.map((s) => (
        <Tag key={s}>{s}</Tag>
      ))}
      {more > 0 && (
        <Tooltip title={services.slice(SERVICES_SHOWN).join(', ')}>
          <Typography.Text type="secondary">{PROVIDER_ADMIN.moreServices(more)}</Typography.Text>
        </Tooltip>
      )}
    </Space>
  );
}

export function RatingCell({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  if (!rating && !reviewCount) return <Typography.Text type="secondary">{PROVIDER_ADMIN.noRatings}</Typography.Text>;
  return (
    <span className="admin-rating">
      <StarFilled aria-hidden className="admin-rating-star" /> {rating.toFixed(1)} <Typography.Text type="secondary">({reviewCount})</Typography.Text>
    </span>
  );
}

type Editing = { kind: 'add' } | { kind: 'edit'; provider: ProviderWire };

export default function ProvidersTab() {
  const [params, setParams] = useState<ProviderListParams>({ query: '', page: 1 });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<ProviderWire | null>(null);
  const { data, error, isLoading, isValidating, mutate } = useAdminProviders(params);
  const show = useToast();
  const providers = useMemo(() => (error ? [] : (data?.providers ?? [])), [data, error]);
  const total = error ? 0 : (data?.pagination.total ?? 0);

  useEffect(() => {
    if (error) show({ kind: 'error', title: PROVIDER_ADMIN.loadFailed, key: ADMIN.loadFailedKey('providers') });
  }, [error, show]);

  const setQuery = useCallback((query: string) => setParams((p) => (p.query === query ? p : { query, page: 1 })), []);

  const save = useMutation(
    (input: { editing: Editing; form: ProviderFormInput }) =>
      input.editing.kind === 'add' ? createProvider(input.form) : updateProvider({ providerId: input.editing.provider.id, form: input.form }),
    {
      success: (_, { editing: e }) => ({ kind: 'success', title: e.kind === 'add' ? PROVIDER_ADMIN.added : PROVIDER_ADMIN.updated, brief: true }),
      failure: (error) => ({ kind: 'error', title: saveFailure(error) }),
      onSuccess: () => setEditing(null),
    },
  );
  const remove = useMutation(deleteProvider, {
    success: () => ({ kind: 'success', title: PROVIDER_ADMIN.deleted, brief: true }),
    failure: () => ({ kind: 'error', title: PROVIDER_ADMIN.deleteFailed }),
    onSuccess: () => setDeleting(null),
  });
  const feature = useMutation(toggleFeatured, {
    success: (p) => ({ kind: 'success', title: p.featured ? PROVIDER_ADMIN.featuredOn : PROVIDER_ADMIN.featuredOff, brief: true }),
    failure: (error) => ({ kind: 'error', title: PROVIDER_ADMIN.featureFailed, description: failureText(error) }),
  });

  const columns: TableColumnsType<ProviderWire> = [
    {
      title: PROVIDER_ADMIN.columns.name,
      key: 'name',
      render: (_, p) => (
        <div className="admin-provider-name">
          <Typography.Text strong>{p.name}</Typography.Text>
          {(p.city || p.country) && (
            <Typography.Text type="secondary" className="admin-provider-place">
              {[p.city, p.country].filter(Boolean).join(', ')}
            </Typography.Text>
          )}
          {p.response_hours !== undefined && p.response_hours !== null && (
            <Typography.Text type="secondary" className="admin-provider-place">
              {PROVIDER_DIRECTORY.respondsWithin(p.response_hours)}
            </Typography.Text>
          )}
        </div>
      ),
    },
    { title: PROVIDER_ADMIN.columns.services, key: 'services', render: (_, p) => <ServicesCell services={p.services} /> },
    { title: PROVIDER_ADMIN.columns.rating, key: 'rating', render: (_, p) => <RatingCell rating={p.rating} reviewCount={p.review_count} /> },
    {
      title: PROVIDER_ADMIN.columns.featured,
      key: 'featured',
      render: (_, p) => (p.featured ? <Tag color={FEATURED_COLOUR}>{PROVIDER_ADMIN.featured}</Tag> : <Tag>{PROVIDER_ADMIN.standard}</Tag>),
    },
    {
      title: PROVIDER_ADMIN.columns.actions,
      key: 'actions',
      render: (_, p) => (
        <Space size={4} wrap>
          <Tooltip title={p.featured ? PROVIDER_ADMIN.unfeature : PROVIDER_ADMIN.feature}>
            <Button
              size="small"
              icon={p.featured ? <StarFilled /> : <StarOutlined />}
              aria-label={`${p.featured ? PROVIDER_ADMIN.unfeature : PROVIDER_ADMIN.feature} ${p.name}`}
              aria-pressed={p.featured}
              onClick={() => void feature.trigger(p)}
            />
          </Tooltip>
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing({ kind: 'edit', provider: p })} aria-label={`${PROVIDER_ADMIN.edit} ${p.name}`}>
            {PROVIDER_ADMIN.edit}
          </Button>
          <Button size="small" danger onClick={() => setDeleting(p)} aria-label={`${PROVIDER_ADMIN.delete} ${p.name}`}>
            {PROVIDER_ADMIN.delete}
          </Button>
        </Space>
      ),
    },
  ];

  const dialog = editing && (
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
  );

  return (
    <>
      <AdminTable<ProviderWire>
        title={PROVIDER_ADMIN.title}
        rows={providers}
        rowKey={(p) => p.id}
        columns={columns}
        total={total}
        noun={PROVIDER_ADMIN.noun}
        cardKeys={['featured']}
        emptyText={PROVIDER_ADMIN.empty}
        loading={isLoading || isValidating}
        error={error}
        onRefresh={() => void mutate()}
        actions={
          <>
            {total > 0 && (
              <ExportButton
                label={PROVIDER_ADMIN.exportProviders}
                onExport={(format) =>
                  exportList({
                    name: 'providers',
                    format,
                    columns: PROVIDER_EXPORT_COLUMNS,
                    fetchPage: async (page) => {
                      const res = await fetchProvidersPage({ ...params, page });
                      return { items: res.providers, pages: res.pagination.pages };
                    },
                  })
                }
              />
            )}
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'add' })}>
              {PROVIDER_ADMIN.addProvider}
            </Button>
          </>
        }
        search={{ value: params.query, onChange: setQuery, placeholder: PROVIDER_ADMIN.searchPlaceholder }}
        paging={{ page: params.page, pageSize: ADMIN_PROVIDER_LIMIT, onChange: (page) => setParams((p) => ({ ...p, page })) }}
      />
      {dialog}
      <ConfirmDialog
        open={deleting !== null}
        title={PROVIDER_ADMIN.deleteTitle}
        confirmText={PROVIDER_ADMIN.delete}
        danger
        busy={remove.pending}
        onConfirm={() => deleting && void remove.trigger(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {deleting && PROVIDER_ADMIN.deleteConfirm(deleting.name)}
      </ConfirmDialog>
    </>
  );
}
