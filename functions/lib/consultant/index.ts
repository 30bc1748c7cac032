// The consultant the functions use: OpenAI when its key is configured (lib/platform/secrets: OPENAI_API_KEY, or on AWS
// the parameter that holds it; OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_VISION_MODEL for messages with photos), otherwise
// the offline consultant. Chosen once per warm Lambda, so the OpenAI circuit breaker lasts across invocations.
// Both are imported on first use only: a cold start loads neither the OpenAI SDK nor the pest knowledge and its index.
import { secret } from '../platform/secrets';
import type { Consultant } from './consultant';

export type { AnswerStream, Consultant, Consultation, ConsultInput, ConsultTurn } from './consultant';
export { CHARGE_RANGE, chargeRange, ConsultantError, estimateTokens, photosIn, THREAD_PHOTOS } from './consultant';
export type { TriageOutcome } from './triage';

/** The redirect to pest topics that an off-topic or injection question gets (lib/consultant/safety), loaded on first use. */
export const offTopicAnswer = async () => (await import('./safety')).OFF_TOPIC_ANSWER;

let chosen: Consultant | undefined;

export async function consultant(): Promise<Consultant> {
  if (chosen) return chosen;
  const apiKey = await secret('OPENAI_API_KEY');
  if (!apiKey) return (chosen = (await import('./offline')).offlineConsultant);
  const { openAiConsultant } = await import('./openai');
  chosen ??= openAiConsultant({ apiKey, baseURL: process.env.OPENAI_BASE_URL, model: process.env.OPENAI_MODEL, visionModel: process.env.OPENAI_VISION_MODEL });
  return chosen;
}
