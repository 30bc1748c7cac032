// Provider Management's columns (document 2, 2.3 and section 3): the table's (name with the place and response time,
// services with '+N more', rating or 'No ratings', Featured or Standard, the row's actions), sortable within the page
// by name, rating and featured; and the export's, the contract's PROVIDER_EXPORT with Featured as Yes or No.
import { EditOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { PROVIDER_ADMIN, PROVIDER_DIRECTORY } from '@contracts/messages';
import { PROVIDER_EXPORT, type ProviderWire } from '@contracts/provider';
import { wireName } from '@contracts/wire';
import { ACTIONS_KEY } from '../kit/AdminTable';
import type { ExportColumn } from '../kit/exportList';

/** Services shown per provider row, then '+N more'. */
export const SERVICES_SHOWN = 3;

/** Featured tag colour with AA contrast for white text. */
const FEATURED_COLOUR = '#b45309';

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

export interface ProviderRowActions {
  feature: (p: ProviderWire) => void;
  edit: (p: ProviderWire) => void;
  remove: (p: ProviderWire) => void;
}

export function providerColumns(act: ProviderRowActions): TableColumnsType<ProviderWire> {
  return [
    {
      title: PROVIDER_ADMIN.columns.name,
      key: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
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
    {
      title: PROVIDER_ADMIN.columns.rating,
      key: 'rating',
      sorter: (a, b) => a.rating - b.rating,
      render: (_, p) => <RatingCell rating={p.rating} reviewCount={p.review_count} />,
    },
    {
      title: PROVIDER_ADMIN.columns.featured,
      key: 'featured',
      sorter: (a, b) => Number(a.featured) - Number(b.featured),
      render: (_, p) => (p.featured ? <Tag color={FEATURED_COLOUR}>{PROVIDER_ADMIN.featured}</Tag> : <Tag>{PROVIDER_ADMIN.standard}</Tag>),
    },
    {
      title: PROVIDER_ADMIN.columns.actions,
      key: ACTIONS_KEY,
      render: (_, p) => (
        <Space size={4} wrap>
          <Tooltip title={p.featured ? PROVIDER_ADMIN.unfeature : PROVIDER_ADMIN.feature}>
            <Button
              size="small"
              icon={p.featured ? <StarFilled /> : <StarOutlined />}
              aria-label={`${p.featured ? PROVIDER_ADMIN.unfeature : PROVIDER_ADMIN.feature} ${p.name}`}
              aria-pressed={p.featured}
              onClick={() => act.feature(p)}
            />
          </Tooltip>
          <Button size="small" icon={<EditOutlined />} onClick={() => act.edit(p)} aria-label={`${PROVIDER_ADMIN.edit} ${p.name}`}>
            {PROVIDER_ADMIN.edit}
          </Button>
          <Button size="small" danger onClick={() => act.remove(p)} aria-label={`${PROVIDER_ADMIN.delete} ${p.name}`}>
            {PROVIDER_ADMIN.delete}
          </Button>
        </Space>
      ),
    },
  ];
}

/** The CSV's columns: the contract's (PROVIDER_EXPORT), each field's value read from the wire, featured as Yes or No. */
export const PROVIDER_EXPORT_COLUMNS: ExportColumn<ProviderWire>[] = PROVIDER_EXPORT.map(([field, header]) => ({
  header,
  value: field === 'featured' ? (p: ProviderWire) => (p.featured ? 'Yes' : 'No') : (p: ProviderWire) => (p as Record<string, unknown>)[wireName(field)],
}));
