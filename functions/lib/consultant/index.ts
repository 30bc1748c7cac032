// The consultant the functions use: OpenAI when OPENAI_API_KEY is set (OPENAI_BASE_URL, OPENAI_MODEL), otherwise
// the offline consultant. Chosen once per warm Lambda, so the OpenAI circuit breaker lasts across invocations.
import type { Consultant } from './consultant';
import { offlineConsultant } from './offline';
import { openAiConsultant } from './openai';

export type { Consultation, ConsultInput } from './consultant';
export { ConsultantError } from './consultant';

let chosen: Consultant | undefined;

export function consultant(): Consultant {
  const apiKey = process.env.OPENAI_API_KEY;
  chosen ??= apiKey ? openAiConsultant({ apiKey, baseURL: process.env.OPENAI_BASE_URL, model: process.env.OPENAI_MODEL }) : offlineConsultant;
  return chosen;
}
