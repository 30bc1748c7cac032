// The add-business form's call: POST /api/send-provider-suggestion (public) with the validated form.
import { API } from '@contracts/api';
import type { ProviderSuggestionForm, ProviderSuggestionReply } from '@contracts/providerSuggestion/form';
import { apiFetch } from '../../api/client';

export function sendProviderSuggestion(form: ProviderSuggestionForm & { turnstileToken?: string }): Promise<ProviderSuggestionReply> {
  return apiFetch(API.sendProviderSuggestion, { method: 'POST', body: form });
}
