// The admin-provider-suggestions function's routes: the suggestions list, and approve (plain or with edits) or reject.
import { API } from '../api';
import { reply, route } from '../route';
import { suggestionListQuerySchema, suggestionReviewSchema, type SuggestionPage, type SuggestionReviewReply } from '../providerSuggestion/admin';

export const adminProviderSuggestionsRoutes = [
  route('GET', API.adminProviderSuggestions, 'admin', { query: suggestionListQuerySchema, reply: reply<SuggestionPage>() }),
  route('PUT', API.adminProviderSuggestions, 'admin', { body: suggestionReviewSchema, reply: reply<SuggestionReviewReply>() }),
] as const;
