// The consultant's one interface (a question with its history and location in, a Markdown answer with its token
// cost out, optionally streamed as it is written), the failure every implementation reports, and the helpers both implementations share.
import type { ChatTurn } from '../../contracts/chat';
import type { PestSlug } from '../../knowledge/pests';
import type { TriageOutcome } from './triage';

/** An earlier turn of the thread; a user's with photos of the thread's latest (THREAD_PHOTOS) as data URLs. */
export interface ConsultTurn extends ChatTurn {
  images?: readonly string[];
}

export interface ConsultInput {
  message: string;
  /** Earlier turns of the thread, oldest first. */
  history: readonly ConsultTurn[];
  /** ISO 3166-1 alpha-2 country code, or null when unknown. */
  location: string | null;
  /** The most the call may cost (the send's token reservation): a model's reply is bounded to fit. */
  maxTokens?: number;
  /** The message's photos as data URLs (checked, without metadata: lib/chat/photos), shown to a vision model. */
  images?: readonly string[];
}

export interface Consultation {
  /** The answer, Markdown. */
  text: string;
  /** Tokens charged: the model's reported usage (or the offline consultant's estimate), within CHARGE_RANGE. */
  tokens: number;
  model: string;
  /** The pest guide the answer drew on, when there is one. */
  guideSlug?: PestSlug;
  /** The safety triage's outcome for the question (its opening, if any, begins the text). */
  triage: TriageOutcome;
}

/** Receives the answer as it is written, piece by piece (the streamed send); the pieces joined are the answer's draft. */
export type AnswerStream = (delta: string) => void;

export interface Consultant {
  readonly model: string;
  /** Whether it looks at photos (a vision model): only then are the thread's photos read and their tokens held. */
  readonly seesPhotos: boolean;
  /** The answer; with `onText`, its text is also handed over as it is written (the returned text is the final word). */
  consult(input: ConsultInput, onText?: AnswerStream): Promise<Consultation>;
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

/** Lowercase words separated by single spaces, padded, so ` phrase ` matches whole words only. */
export function normalize(text: string): string {
  return ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `;
}

/** The headings every pest answer has, offline: the eval and the tests look for them. */
export const HEADING = {
  doNow: '### What to do now (eco-friendly and DIY first)',
  safety: '### Safety for children, pets and the elderly',
  professional: '### When to call a professional',
} as const;

/** The range of a text response's charge that the Tokens tab states (500-2,000 tokens). */
export const CHARGE_RANGE = { min: 500, max: 2000 } as const;

/**
 * What each photo of a message may add to its charge at most (the Tokens tab puts an image at about 1,000 tokens): a
 * photo costs what the model reports, within this bound per photo. The send holds it before the call.
 */
export const PHOTO_TOKENS = 1000;

/**
 * The most photos one model call is shown: the message's own, then the thread's latest earlier ones up to this many,
 * so that a later question about "the photo" is asked with it (each within PHOTO_TOKENS, reserved before the call).
 */
export const THREAD_PHOTOS = 3;

/** The photos a call shows the model: the message's and the earlier turns'. */
export const photosIn = (input: Pick<ConsultInput, 'images' | 'history'>): number =>
  (input.images?.length ?? 0) + input.history.reduce((sum, turn) => sum + (turn.images?.length ?? 0), 0);

/** A send's charge range: the text response's, widened by the bound of each photo it carries. */
export function chargeRange(photos = 0): { min: number; max: number } {
  return { min: CHARGE_RANGE.min + photos * PHOTO_TOKENS, max: CHARGE_RANGE.max + photos * PHOTO_TOKENS };
}

/** A model call's tokens as charged: within the stated range (with its photos'), the same rule for the offline and OpenAI consultants. */
export function chargeFor(tokens: number, photos = 0): number {
  return Math.min(chargeRange(photos).max, Math.max(CHARGE_RANGE.min, tokens));
}

/** Roughly four characters per token, as OpenAI's own rule of thumb. */
export function estimateTokens(...texts: string[]): number {
  return Math.max(1, Math.ceil(texts.reduce((n, t) => n + t.length, 0) / 4));
}

/** Built on first use: creating it costs about 30 ms of CPU, which a cold start that never needs it should not pay. */
let regionNames: Intl.DisplayNames | undefined;

/**
 * A country code as it reads in a sentence ('the United Kingdom', 'France'): the runtime's English region name (the
 * same as the product's country list for its 26 countries); undefined when the code is missing or unknown.
 */
export function countryInSentence(code: string | null): string | undefined {
  if (!code) return undefined;
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const name = regionNames.of(code.toUpperCase());
  if (!name || name === 'Unknown Region') return undefined;
  return /^(United |Netherlands|Philippines|Czech Republic|Dominican Republic|Bahamas|Gambia)/.test(name) ? `the ${name}` : name;
}
