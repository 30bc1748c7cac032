// The consultant the functions use: OpenAI when OPENAI_API_KEY is set (OPENAI_BASE_URL, OPENAI_MODEL), otherwise
// the offline consultant. Chosen once per warm Lambda, so the OpenAI circuit breaker lasts across invocations.
// The OpenAI SDK is imported on first use only, so a cold start (and the offline consultant) never loads it.
import type { Consultant } from './consultant';
import { offlineConsultant } from './offline';

export type { Consultation, ConsultInput } from './consultant';
export { ConsultantError } from './consultant';

let chosen: Consultant | undefined;

export async function consultant(): Promise<Consultant> {
  if (chosen) return chosen;
  const apiKey = process.env.OPENAI_API_KEY;
  if (!apiKey) return (chosen = offlineConsultant);
  const { openAiConsultant } = await import('./openai');
  chosen ??= openAiConsultant({ apiKey, baseURL: process.env.OPENAI_BASE_URL, model: process.env.OPENAI_MODEL });
  return chosen;
}
