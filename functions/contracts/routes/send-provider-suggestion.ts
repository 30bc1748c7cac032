// The send-provider-suggestion function's route: the add-business form (public).
import { API } from '../api';
import { providerSuggestionRequestSchema, type ProviderSuggestionReply } from '../providerSuggestion/form';
import { reply, route } from '../route';

export const sendProviderSuggestionRoutes = [
  route('POST', API.sendProviderSuggestion, 'public', { body: providerSuggestionRequestSchema, reply: reply<ProviderSuggestionReply>() }),
] as const;
