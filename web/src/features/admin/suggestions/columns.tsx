// Provider Suggestions' columns (document 2, 2.5): Business Name, Services, Contact email, Status, Submitted, and the
// actions (view, approve with edits, approve, reject; only a pending suggestion is approved or rejected), sortable
// within the page by name, status and submission; and the status tag the details share.
import { CheckOutlined, CloseOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { SUGGESTIONS_ADMIN as S } from '@contracts/messages';
import { serviceLabel, type ProviderSuggestionWire, type SuggestionStatus } from '@contracts/providerSuggestion';
import { ACTIONS_KEY } from '../kit/AdminTable';
import { absoluteDate, dayDate } from '../kit/dates';

/** Status tag colours with AA contrast for white text (pending keeps antd's default). */
const STATUS_COLOUR: Record<SuggestionStatus, string | undefined> = { pending: undefined, approved: '#15803d', rejected: '#b91c1c' };

export function StatusTag({ status }: { status: SuggestionStatus }) {
  return <Tag color={STATUS_COLOUR[status]}>{S.statusLabel[status]}</Tag>;
}

export interface SuggestionRowActions {
  busy: boolean;
  view: (s: ProviderSuggestionWire) => void;
  approveWithEdits: (s: ProviderSuggestionWire) => void;
  approve: (s: ProviderSuggestionWire) => void;
  reject: (s: ProviderSuggestionWire) => void;
}

export function suggestionColumns(act: SuggestionRowActions): TableColumnsType<ProviderSuggestionWire> {
  return [
    { title: S.columns.name, key: 'name', sorter: (a, b) => a.name.localeCompare(b.name), render: (_, s) => <Typography.Text strong>{s.name}</Typography.Text> },
    {
      title: S.columns.services,
      key: 'services',
      render: (_, s) => (
        <Space size={[4, 4]} wrap style={{ maxWidth: 320 }}>
          {s.services.map((v) => (
            <Tag key={v}>{serviceLabel(v)}</Tag>
          ))}
        </Space>
      ),
    },
    { title: S.columns.email, key: 'email', render: (_, s) => s.contact_info.email },
    { title: S.columns.status, key: 'status', sorter: (a, b) => a.status.localeCompare(b.status), render: (_, s) => <StatusTag status={s.status} /> },
    {
      title: S.columns.submitted,
      key: 'submitted',
      sorter: (a, b) => a.created_at.localeCompare(b.created_at),
      render: (_, s) => (
        <Tooltip title={absoluteDate(s.created_at)}>
          <span>{dayDate(s.created_at)}</span>
        </Tooltip>
      ),
    },
    {
      title: S.columns.actions,
      key: ACTIONS_KEY,
      render: (_, s) => {
        const locked = s.status !== 'pending' || act.busy;
        return (
          <Space size={4} wrap>
            <Button size="small" icon={<EyeOutlined />} onClick={() => act.view(s)} aria-label={`${S.view} ${s.name}`}>
              {S.view}
            </Button>
            <Button size="small" icon={<EditOutlined />} disabled={locked} onClick={() => act.approveWithEdits(s)} aria-label={`${S.approveWithEdits}: ${s.name}`}>
              {S.approveWithEdits}
            </Button>
            <Button size="small" type="primary" icon={<CheckOutlined />} disabled={locked} onClick={() => act.approve(s)} aria-label={`${S.approve} ${s.name}`}>
              {S.approve}
            </Button>
            <Button size="small" danger icon={<CloseOutlined />} disabled={locked} onClick={() => act.reject(s)} aria-label={`${S.reject} ${s.name}`}>
              {S.reject}
            </Button>
          </Space>
        );
      },
    },
  ];
}
