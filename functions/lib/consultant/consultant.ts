// The consultant's one interface (a question with its history and location in, a Markdown answer with its token
// cost out), the failure every implementation reports, and the helpers both implementations share.
import type { ChatTurn } from '../../contracts/chat';
import { countryByCode, type PestSlug } from '../../knowledge';

export interface ConsultInput {
  message: string;
  /** Earlier turns of the thread, oldest first. */
  history: readonly ChatTurn[];
  /** ISO 3166-1 alpha-2 country code, or null when unknown. */
  location: string | null;
}

export interface Consultation {
  /** The answer, Markdown. */
  text: string;
  /** Tokens the call used: the model's reported usage, or the offline consultant's estimate. */
  tokens: number;
  model: string;
  /** The pest guide the answer drew on, when there is one. */
  guideSlug?: PestSlug;
}

export interface Consultant {
  readonly model: string;
  consult(input: ConsultInput): Promise<Consultation>;
}

/** The model could not answer (after retries, or the circuit is open); `errorType` goes to the metrics. */
export class ConsultantError extends Error {
  constructor(
    readonly errorType: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ConsultantError';
  }
}

/** Roughly four characters per token, as OpenAI's own rule of thumb. */
export function estimateTokens(...texts: string[]): number {
  return Math.max(1, Math.ceil(texts.reduce((n, t) => n + t.length, 0) / 4));
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/**
 * A country code as it reads in a sentence ('the United Kingdom', 'France'): the name from the product's country
 * list, else from the runtime's region names; undefined when the code is missing or unknown.
 */
export function countryInSentence(code: string | null): string | undefined {
  if (!code) return undefined;
  const upper = code.toUpperCase();
  const name = countryByCode(upper)?.name ?? regionNames.of(upper);
  if (!name || name === 'Unknown Region') return undefined;
  return /^(United |Netherlands|Philippines|Czech Republic|Dominican Republic|Bahamas|Gambia)/.test(name) ? `the ${name}` : name;
}
