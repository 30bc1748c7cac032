// Provider Suggestions' calls (document 2, section 7): the list newest first with the search text and status, a page
// from the cursor the page before gave (admin query cache), and approve (plain or with the provider form's edits) or
// reject, each clearing the suggestion and provider lists; and the tab's writes with section 8's toasts.
import { API } from '@contracts/api';
import type { ProviderFormInput } from '@contracts/provider';
import { SUGGESTIONS_ADMIN as S } from '@contracts/messages';
import type { ProviderSuggestionWire, SuggestionPage, SuggestionReviewReply, SuggestionStatus } from '@contracts/providerSuggestion';
import { apiFetch } from '../../../api/client';
import { failureText } from '../../../api/mutation';
import { useMutation } from '../../../api/useMutation';
import { useApi } from '../../../api/useApi';
import { adminQueryCache, clearCache } from '../kit/cache';
import { pageCursors } from '../kit/pageCursors';

export const SUGGESTION_PAGE_SIZE = 20;

export interface SuggestionListParams {
  q: string;
  page: number;
  /** Only the suggestions with this status (all when absent). */
  status?: SuggestionStatus;
}

type ListUrl = `/api/admin-provider-suggestions?${string}`;

const cursors = pageCursors();
/** The list a page belongs to (its pages share cursors). */
const listOf = ({ q, status }: SuggestionListParams) => JSON.stringify([q.trim(), status ?? '']);

/** The page's URL: with the cursor the page before gave, when it was read. */
export function suggestionsUrl({ q, page, status }: SuggestionListParams): ListUrl {
  const params = new URLSearchParams({ page: String(page), limit: String(SUGGESTION_PAGE_SIZE) });
  if (q.trim()) params.set('q', q.trim());
  if (status) params.set('status', status);
  const cursor = cursors.at(listOf({ q, page, status }), page);
  if (cursor) params.set('cursor', cursor);
  return `${API.adminProviderSuggestions}?${params.toString()}`;
}

export function useProviderSuggestions(params: SuggestionListParams) {
  const url = suggestionsUrl(params);
  return useApi<ListUrl, SuggestionPage>(url, {
    ...adminQueryCache,
    fetcher: async () => {
      const reply = await apiFetch(url);
      cursors.remember(listOf(params), reply);
      return reply;
    },
  });
}

const reviewed = async (write: Promise<SuggestionReviewReply>): Promise<SuggestionReviewReply> => {
  const result = await write;
  await Promise.all([clearCache(API.adminProviderSuggestions), clearCache(API.adminProviderManagement)]);
  return result;
};

export function approveSuggestion({ suggestion, edits }: { suggestion: ProviderSuggestionWire; edits?: ProviderFormInput }): Promise<SuggestionReviewReply> {
  return reviewed(apiFetch(API.adminProviderSuggestions, { method: 'PUT', body: { id: suggestion.id, status: 'approved', ...(edits ? { provider: edits } : {}) } }));
}

export function rejectSuggestion(suggestion: ProviderSuggestionWire): Promise<SuggestionReviewReply> {
  return reviewed(apiFetch(API.adminProviderSuggestions, { method: 'PUT', body: { id: suggestion.id, status: 'rejected' } }));
}

/** The tab's reviews with their toasts: approve (plain or with edits) and reject; `done` closes what they came from. */
export function useSuggestionWrites(done: { approved: (edited: boolean) => void; rejected: () => void }) {
  const approve = useMutation(approveSuggestion, {
    success: (_, { edits }) => ({ kind: 'success', title: edits ? S.approvedWithEdits : S.approved }),
    failure: (error, { edits }) => ({ kind: 'error', title: edits ? S.approveWithEditsFailed : S.approveFailed, description: failureText(error) }),
    onSuccess: (_, { edits }) => done.approved(Boolean(edits)),
  });
  const reject = useMutation(rejectSuggestion, {
    success: () => ({ kind: 'success', title: S.rejected }),
    failure: (error) => ({ kind: 'error', title: S.rejectFailed, description: failureText(error) }),
    onSuccess: done.rejected,
  });
  return { approve, reject, busy: approve.pending || reject.pending };
}
