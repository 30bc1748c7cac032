// Provider Suggestions (document 2, 2.5 and 4): 'Search by name, service, or description...', the status filter,
// Refresh; the table (columns.tsx), the 'Business Submission Details' dialog, 'Approve with Edits' on the provider
// form, the reject confirmation, and section 8's toasts (api.ts). Search, status and page are in the address.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Select, Typography } from 'antd';
import { ADMIN, SUGGESTIONS_ADMIN as S } from '@contracts/messages';
import { SUGGESTION_STATUSES, type ProviderSuggestionWire, type SuggestionStatus } from '@contracts/providerSuggestion';
import { failureText } from '../../../api/mutation';
import { useToast } from '../../../api/useMutation';
import { ConfirmItem } from '../kit/ConfirmDialog';
import { listQuery, ResourceTab } from '../kit/ResourceTab';
import { useResourceList } from '../kit/useResourceList';
import { valuesFromSuggestion } from '../providers/formValues';
import { SUGGESTION_PAGE_SIZE, useProviderSuggestions, useSuggestionWrites } from './api';
import { suggestionColumns } from './columns';
import { DetailsDialog } from './DetailsDialog';
import '../providers/providers.css';

const ProviderFormDialog = lazy(() => import('../providers/ProviderFormDialog'));
const ALL = 'all';
const statusOptions = [{ value: ALL, label: S.allStatuses }, ...SUGGESTION_STATUSES.map((s) => ({ value: s, label: S.statusLabel[s] }))];

export default function SuggestionsTab() {
  const list = useResourceList(['status']);
  const status = SUGGESTION_STATUSES.find((s) => s === list.filters.status) as SuggestionStatus | undefined;
  const [viewing, setViewing] = useState<ProviderSuggestionWire | null>(null);
  const [editing, setEditing] = useState<ProviderSuggestionWire | null>(null);
  const [rejecting, setRejecting] = useState<ProviderSuggestionWire | null>(null);
  const swr = useProviderSuggestions({ q: list.search, page: list.page, status });
  const query = listQuery(swr, (d) => ({ rows: d.suggestions, total: d.pagination.total, searchLimited: d.searchLimited }));
  const show = useToast();
  useEffect(() => {
    if (swr.error) show({ kind: 'error', title: S.loadFailed, description: failureText(swr.error), key: ADMIN.loadFailedKey('suggestions') });
  }, [swr.error, show]);
  const { approve, reject, busy } = useSuggestionWrites({
    approved: (edited) => {
      setViewing(null);
      if (edited) setEditing(null);
    },
    rejected: () => {
      setRejecting(null);
      setViewing(null);
    },
  });

  return (
    <ResourceTab<ProviderSuggestionWire, 'status'>
      list={list}
      query={query}
      texts={{ title: S.title, noun: S.noun, empty: S.empty }}
      columns={suggestionColumns({ busy, view: setViewing, approveWithEdits: setEditing, approve: (s) => void approve.trigger({ suggestion: s }), reject: setRejecting })}
      rowKey={(s) => s.id}
      searchPlaceholder={S.searchPlaceholder}
      filters={
        <Select
          value={status ?? ALL}
          onChange={(next: string) => list.setFilter('status', next === ALL ? undefined : next)}
          options={statusOptions}
          aria-label={S.statusFilterLabel}
          style={{ width: 160 }}
        />
      }
      paging={{ pageSize: SUGGESTION_PAGE_SIZE }}
    >
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
            onSubmit={(edits) => approve.trigger({ suggestion: editing, edits })}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      <ConfirmItem item={rejecting} run={reject} title={S.rejectTitle} confirmText={S.reject} danger onCancel={() => setRejecting(null)}>
        {(s) => (
          <>
            <Typography.Paragraph strong>{S.rejectConfirm}</Typography.Paragraph>
            <Typography.Paragraph style={{ margin: 0 }}>{S.rejectDetail(s.name)}</Typography.Paragraph>
          </>
        )}
      </ConfirmItem>
    </ResourceTab>
  );
}
