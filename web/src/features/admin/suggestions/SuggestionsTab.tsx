// Provider Suggestions (document 2, 2.5 and 4): 'Search by name, service, or description...', Refresh; the table
// (Business Name, Services, Contact email, Status, Submitted, Actions: view, approve with edits, approve, reject), the
// 'Business Submission Details' dialog, 'Approve with Edits' on the provider form, the reject confirmation, and
// section 8's toasts. Only pending suggestions can be approved or rejected.
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { CheckOutlined, CloseOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Modal, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { ADMIN_SEARCH_READ } from '@contracts/api';
import { ADMIN, SUGGESTIONS_ADMIN } from '@contracts/messages';
import type { ProviderFormInput } from '@contracts/providerForm';
import { serviceLabel, type ProviderSuggestionWire, type SuggestionStatus } from '@contracts/providerSuggestion';
import { failureText } from '../../../api/mutation';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { useMutation, useToast } from '../../../api/useMutation';
import { AdminTable } from '../kit/AdminTable';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { absoluteDate, dayDate } from '../kit/dates';
import { valuesFromSuggestion } from '../providers/formValues';
import { approveSuggestion, rejectSuggestion, SUGGESTION_PAGE_SIZE, useProviderSuggestions, type SuggestionListParams } from './api';
import '../providers/providers.css';

const ProviderFormDialog = lazy(() => import('../providers/ProviderFormDialog'));

/** Status tag colours with AA contrast for white text (pending keeps antd's default). */
const STATUS_COLOUR: Record<SuggestionStatus, string | undefined> = { pending: undefined, approved: '#15803d', rejected: '#b91c1c' };
const S = SUGGESTIONS_ADMIN;
/** Below this width the details stack each label over its value. */
const NARROW_QUERY = '(max-width: 576px)';
const F = S.fields;

function StatusTag({ status }: { status: SuggestionStatus }) {
  return <Tag color={STATUS_COLOUR[status]}>{S.statusLabel[status]}</Tag>;
}

const orNotGiven = (text: string | undefined | null) => (text?.trim() ? text : <Typography.Text type="secondary">{S.notGiven}</Typography.Text>);

/** 'Business Submission Details': everything the business sent, with the review's outcome. */
function DetailsDialog({
  suggestion,
  busy,
  onApprove,
  onApproveWithEdits,
  onReject,
  onClose,
}: {
  suggestion: ProviderSuggestionWire | null;
  busy: boolean;
  onApprove: (s: ProviderSuggestionWire) => void;
  onApproveWithEdits: (s: ProviderSuggestionWire) => void;
  onReject: (s: ProviderSuggestionWire) => void;
  onClose: () => void;
}) {
  const s = suggestion;
  const narrow = useMediaQuery(NARROW_QUERY);
  const pending = s?.status === 'pending';
  return (
    <Modal
      open={s !== null}
      title={S.detailsTitle}
      onCancel={onClose}
      width={720}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8} wrap>
          <Button onClick={onClose}>{S.close}</Button>
          {s && pending && (
            <>
              <Button danger onClick={() => onReject(s)} disabled={busy}>
                {S.reject}
              </Button>
              <Button onClick={() => onApproveWithEdits(s)} disabled={busy}>
                {S.approveWithEdits}
              </Button>
              <Button type="primary" onClick={() => onApprove(s)} loading={busy}>
                {S.approve}
              </Button>
            </>
          )}
        </Flex>
      }
    >
      {s && (
        <Descriptions column={1} bordered size="small" layout={narrow ? 'vertical' : 'horizontal'} styles={narrow ? undefined : { label: { width: 180 } }}>
          <Descriptions.Item label={F.name}>{s.name}</Descriptions.Item>
          <Descriptions.Item label={F.status}>
            <StatusTag status={s.status} />
          </Descriptions.Item>
          <Descriptions.Item label={F.description}>
            <span className="admin-details-text">{s.description}</span>
          </Descriptions.Item>
          <Descriptions.Item label={F.services}>
            <Space size={[4, 4]} wrap>
              {s.services.map((v) => (
                <Tag key={v}>{serviceLabel(v)}</Tag>
              ))}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={F.location}>{orNotGiven([s.city, s.country].filter(Boolean).join(', '))}</Descriptions.Item>
          <Descriptions.Item label={F.contactName}>{orNotGiven(s.contact_name)}</Descriptions.Item>
          <Descriptions.Item label={F.email}>
            <a href={`mailto:${s.contact_info.email}`}>{s.contact_info.email}</a>
          </Descriptions.Item>
          <Descriptions.Item label={F.phone}>{orNotGiven(s.contact_info.phone)}</Descriptions.Item>
          <Descriptions.Item label={F.address}>{orNotGiven(s.contact_info.address)}</Descriptions.Item>
          <Descriptions.Item label={F.website}>
            {s.contact_info.website ? (
              <a href={s.contact_info.website} target="_blank" rel="noopener noreferrer nofollow" className="admin-details-text">
                {s.contact_info.website}
              </a>
            ) : (
              orNotGiven(undefined)
            )}
          </Descriptions.Item>
          <Descriptions.Item label={F.additionalInfo}>
            <span className="admin-details-text">{orNotGiven(s.additional_info)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={F.submitted}>{absoluteDate(s.created_at)}</Descriptions.Item>
          {s.reviewed_at && <Descriptions.Item label={F.reviewed}>{absoluteDate(s.reviewed_at)}</Descriptions.Item>}
        </Descriptions>
      )}
    </Modal>
  );
}

export default function SuggestionsTab() {
  const [params, setParams] = useState<SuggestionListParams>({ q: '', page: 1 });
  const [viewing, setViewing] = useState<ProviderSuggestionWire | null>(null);
  const [editing, setEditing] = useState<ProviderSuggestionWire | null>(null);
  const [rejecting, setRejecting] = useState<ProviderSuggestionWire | null>(null);
  const { data, error, isLoading, isValidating, mutate } = useProviderSuggestions(params);
  const show = useToast();
  const suggestions = useMemo(() => (error ? [] : (data?.suggestions ?? [])), [data, error]);
  const total = error ? 0 : (data?.pagination.total ?? 0);

  useEffect(() => {
    if (error) show({ kind: 'error', title: S.loadFailed, description: failureText(error), key: ADMIN.loadFailedKey('suggestions') });
  }, [error, show]);

  const setQuery = useCallback((q: string) => setParams((p) => (p.q === q ? p : { q, page: 1 })), []);

  const approve = useMutation(approveSuggestion, {
    success: (_, { edits }) => ({ kind: 'success', title: edits ? S.approvedWithEdits : S.approved }),
    failure: (error, { edits }) => ({ kind: 'error', title: edits ? S.approveWithEditsFailed : S.approveFailed, description: failureText(error) }),
    onSuccess: (_, { edits }) => {
      setViewing(null);
      if (edits) setEditing(null);
    },
  });
  const reject = useMutation(rejectSuggestion, {
    success: () => ({ kind: 'success', title: S.rejected }),
    failure: (error) => ({ kind: 'error', title: S.rejectFailed, description: failureText(error) }),
    onSuccess: () => {
      setRejecting(null);
      setViewing(null);
    },
  });
  const busy = approve.pending || reject.pending;

  const columns: TableColumnsType<ProviderSuggestionWire> = [
    { title: S.columns.name, key: 'name', render: (_, s) => <Typography.Text strong>{s.name}</Typography.Text> },
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
    { title: S.columns.status, key: 'status', render: (_, s) => <StatusTag status={s.status} /> },
    {
      title: S.columns.submitted,
      key: 'submitted',
      render: (_, s) => (
        <Tooltip title={absoluteDate(s.created_at)}>
          <span>{dayDate(s.created_at)}</span>
        </Tooltip>
      ),
    },
    {
      title: S.columns.actions,
      key: 'actions',
      render: (_, s) => {
        const locked = s.status !== 'pending' || busy;
        return (
          <Space size={4} wrap>
            <Button size="small" icon={<EyeOutlined />} onClick={() => setViewing(s)} aria-label={`${S.view} ${s.name}`}>
              {S.view}
            </Button>
            <Button size="small" icon={<EditOutlined />} disabled={locked} onClick={() => setEditing(s)} aria-label={`${S.approveWithEdits}: ${s.name}`}>
              {S.approveWithEdits}
            </Button>
            <Button size="small" type="primary" icon={<CheckOutlined />} disabled={locked} onClick={() => void approve.trigger({ suggestion: s })} aria-label={`${S.approve} ${s.name}`}>
              {S.approve}
            </Button>
            <Button size="small" danger icon={<CloseOutlined />} disabled={locked} onClick={() => setRejecting(s)} aria-label={`${S.reject} ${s.name}`}>
              {S.reject}
            </Button>
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <AdminTable<ProviderSuggestionWire>
        title={S.title}
        rows={suggestions}
        rowKey={(s) => s.id}
        note={data?.searchLimited && !error ? ADMIN.searchedNewest(ADMIN_SEARCH_READ, S.noun) : undefined}
        columns={columns}
        total={total}
        noun={S.noun}
        emptyText={S.empty}
        loading={isLoading || isValidating}
        error={error}
        onRefresh={() => void mutate()}
        search={{ value: params.q, onChange: setQuery, placeholder: S.searchPlaceholder }}
        paging={{ page: params.page, pageSize: SUGGESTION_PAGE_SIZE, onChange: (page) => setParams((p) => ({ ...p, page })) }}
      />
      <DetailsDialog
        suggestion={viewing}
        busy={busy}
        onApprove={(s) => void approve.trigger({ suggestion: s })}
        onApproveWithEdits={(s) => {
          setViewing(null);
          setEditing(s);
        }}
        onReject={setRejecting}
        onClose={() => setViewing(null)}
      />
      {editing && (
        <Suspense fallback={null}>
          <ProviderFormDialog
            open
            title={S.approveWithEdits}
            mode="create"
            initial={valuesFromSuggestion(editing)}
            busy={approve.pending}
            onSubmit={(edits: ProviderFormInput) => approve.trigger({ suggestion: editing, edits })}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={rejecting !== null}
        title={S.rejectTitle}
        confirmText={S.reject}
        danger
        busy={reject.pending}
        onConfirm={() => rejecting && void reject.trigger(rejecting)}
        onCancel={() => setRejecting(null)}
      >
        <Typography.Paragraph strong>{S.rejectConfirm}</Typography.Paragraph>
        {rejecting && <Typography.Paragraph style={{ margin: 0 }}>{S.rejectDetail(rejecting.name)}</Typography.Paragraph>}
      </ConfirmDialog>
    </>
  );
}
