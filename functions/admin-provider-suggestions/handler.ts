// admin-provider-suggestions (admin): the suggestions newest first (search, status, page and its cursor), and the review: approve
// (plain or with the provider form's edits; idempotent, never two providers) or reject (it stays viewable).
import { pagination } from '../contracts/api';
import { SUGGESTIONS_ADMIN } from '../contracts/messages';
import { toProviderWire } from '../contracts/provider/entity';
import { toSuggestionWire } from '../contracts/providerSuggestion/entity';
import { adminProviderSuggestionsRoutes } from '../contracts/routes/admin-provider-suggestions';
import { writeAudit } from '../lib/platform/audit';
import { api, conflict, notFound } from '../lib/platform/http';
import { approveSuggestion, listSuggestions, rejectSuggestion } from '../lib/suggestions/suggestionReview';
import { guardWrite } from '../lib/platform/writeGuard';

export const handler = api(
  adminProviderSuggestionsRoutes,
  {
    'GET /api/admin-provider-suggestions': async (req) => {
      const { page, limit } = req.query;
      const list = await listSuggestions(req.query);
      return {
        body: {
          suggestions: list.suggestions.map(toSuggestionWire),
          pagination: pagination(page, limit, list.total),
          nextCursor: list.nextCursor,
          searchLimited: list.searchLimited,
        },
      };
    },
    'PUT /api/admin-provider-suggestions': async (req) => {
      const { id, status, provider: edits } = req.body;
      const review = status === 'approved' ? await approveSuggestion(id, edits) : await rejectSuggestion(id);
      if (!review.ok) throw review.reason === 'not-found' ? notFound(SUGGESTIONS_ADMIN.notFound) : conflict(SUGGESTIONS_ADMIN.notPending);
      return {
        body: { suggestion: toSuggestionWire(review.suggestion), provider: review.provider ? toProviderWire(review.provider) : null },
        audit: {
          action: status === 'approved' ? (edits ? 'suggestion.approve-with-edits' : 'suggestion.approve') : 'suggestion.reject',
          target: id,
          changes: { status, ...(review.provider ? { providerId: review.provider.id } : {}), ...(edits ? { provider: edits } : {}) },
        },
      };
    },
  },
  { writeGuard: guardWrite, audit: writeAudit },
);
