// Provider Suggestions' calls (document 2, section 7): the list newest first with the search text, a page from the
// cursor the page before gave (admin query cache), and approve (plain or with the provider form's edits) or reject; each clears the suggestion and provider lists.
import { API } from '@contracts/api';
import type { ProviderFormInput } from '@contracts/providerForm';
import type { ProviderSuggestionWire } from '@contracts/providerSuggestion';
import type { SuggestionPage, SuggestionReviewReply } from '@contracts/suggestionReview';
import { apiFetch } from '../../../api/client';
import { useApi } from '../../../api/useApi';
import { adminQueryCache, clearCache } from '../kit/cache';
import { pageCursors } from '../kit/pageCursors';

export const SUGGESTION_PAGE_SIZE = 20;

export interface SuggestionListParams {
  q: string;
  page: number;
}

type ListUrl = `/api/admin-provider-suggestions?${string}`;

const cursors = pageCursors();

/** The page's URL: with the cursor the page before gave, when it was read. */
export function suggestionsUrl({ q, page }: SuggestionListParams): ListUrl {
  const params = new URLSearchParams({ page: String(page), limit: String(SUGGESTION_PAGE_SIZE) });
  if (q.trim()) params.set('q', q.trim());
  const cursor = cursors.at(q.trim(), page);
  if (cursor) params.set('cursor', cursor);
  return `${API.adminProviderSuggestions}?${params.toString()}`;
}

export function useProviderSuggestions(params: SuggestionListParams) {
  const url = suggestionsUrl(params);
  return useApi<ListUrl, SuggestionPage>(url, {
    ...adminQueryCache,
    fetcher: async () => {
      const reply = await apiFetch(url);
      cursors.remember(params.q.trim(), reply);
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
