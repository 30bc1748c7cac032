// The built-in offline consultant: deterministic answers drawn from the pest guides (functions/knowledge), with the
// likely pest, DIY-first steps, prevention, safety, when to call a professional, the user's country and its source.
// Streamed, the answer is written a few words at a time at a reading pace, as a model would write it.
import { setTimeout as wait } from 'node:timers/promises';
import type { ChatTurn } from '../../contracts/chat';
import { PEST_GUIDES, type PestGuide } from '../../knowledge/pests';
import { chargeFor, countryInSentence, estimateTokens, HEADING, normalize, type AnswerStream, type Consultant, type Consultation, type ConsultInput } from './consultant';
import { matchPest, mentionsPests, terms, type PestMatch } from './retrieval';
import { isInjection, OFF_TOPIC_ANSWER, otherPestAnswer } from './safety';
import { systemPrompt } from './systemPrompt';
import { opened, triage } from './triage';

export const OFFLINE_MODEL = 'pestpilot-offline';

type Focus = 'risks' | 'lifeCycle' | 'habitat' | 'identify' | 'treatment' | 'prevention' | 'safety' | 'professional';

/** What a question is mostly about, tried in this order. */
const FOCUS_PATTERNS: Array<[Focus, RegExp]> = [
  ['professional', /\b(professional|professionals|exterminator|pest control (company|service)|call someone|hire)\b/],
  ['safety', /\b(safe|safety|child|children|kids?|baby|babies|toddlers?|pets?|dogs?|cats?|elderly|pregnant|toxic)\b/],
  ['prevention', /\b(prevent|prevention|keep (them|it) (out|away)|coming back|come back|stop (them|it))\b/],
  ['lifeCycle', /\b(how long do (they|it) live|life ?cycle|lifespan|breed|breeding|multiply|eggs? hatch)\b/],
  ['habitat', /\b(where do|where are|hide|hiding|come from|coming from|nest)\b/],
  ['risks', /\b(dangerous|danger|harm|harmful|disease|diseases|risk|risks|health)\b/],
  ['identify', /\b(look like|identify|how (do|can) i (tell|know)|signs?|sure it is|is it really)\b/],
  ['treatment', /\b(get rid|kill|treat\w*|remed\w*|spray\w*|traps?|what (can|should) i (use|do|try))\b/],
];

/** The guide's FAQ closest to the question, when at least two meaningful words are shared. */
function closestFaq(guide: PestGuide, question: string) {
  const asked = terms(question);
  const scored = guide.faqs.map((faq) => ({ faq, shared: [...terms(faq.question)].filter((w) => asked.has(w)).length }));
  const best = scored.sort((a, b) => b.shared - a.shared)[0];
  return best && best.shared >= 2 ? best.faq : undefined;
}

function focusOf(question: string): Focus | undefined {
  const text = normalize(question);
  return FOCUS_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0];
}

const bullets = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n');
const numbered = (items: readonly string[]) => items.map((i, n) => `${n + 1}. ${i}`).join('\n');

function focusSection(guide: PestGuide, focus: Focus): string {
  const sections: Record<Focus, string> = {
    risks: `### Are ${guide.name.toLowerCase()} dangerous?\n${bullets(guide.risks)}`,
    lifeCycle: `### Life cycle\n${guide.lifeCycle}`,
    habitat: `### Where they live and hide\n${guide.habitat}`,
    identify: `### How to tell it is ${guide.name.toLowerCase()}\n${bullets(guide.identification)}`,
    treatment: `${HEADING.doNow}\n${numbered(guide.diyTreatment)}`,
    prevention: `### Keeping them away\n${bullets(guide.prevention)}`,
    safety: `### Keeping children, pets and the elderly safe\n${bullets(guide.safety)}`,
    professional: `${HEADING.professional}\n${bullets(guide.callProfessional)}`,
  };
  return sections[focus];
}

function locationNote(place: string | undefined): string {
  return place
    ? `**In ${place}:** common species and the products allowed for home use vary by country, so choose products registered in ${place} and follow the label. For a licensed professional near you, see our provider directory.`
    : '**Where are you?** Tell me your country and I can tailor this advice; for a licensed professional near you, see our provider directory.';
}

/** Focuses that have no standard section of their own, so a first answer adds them. */
const EXTRA_FOCUS: readonly Focus[] = ['risks', 'lifeCycle', 'habitat'];

/** The first answer about a pest: every section, with one for a question about risks, life cycle or habitat. */
function pestAnswer(guide: PestGuide, input: ConsultInput): string {
  const asked = focusOf(input.message);
  const faq = closestFaq(guide, input.message);
  return [
    `**Likely pest: ${guide.name}** (*${guide.scientificName}*)\n\nFrom what you describe, this sounds like **${guide.name.toLowerCase()}**. ${guide.shortDescription}\n\n**How to confirm:**\n${bullets(guide.identification.slice(0, 3))}`,
    faq ? `### ${faq.question}\n${faq.answer}` : undefined,
    asked && EXTRA_FOCUS.includes(asked) ? focusSection(guide, asked) : undefined,
    `${HEADING.doNow}\n${numbered(guide.diyTreatment)}`,
    `### Prevention\n${bullets(guide.prevention)}`,
    `${HEADING.safety}\n${bullets(guide.safety)}`,
    `${HEADING.professional}\n${bullets(guide.callProfessional)}`,
    locationNote(countryInSentence(input.location)),
    `Source: ${guide.title}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * A follow-up on the thread's pest answers only what it asks (the closest FAQ, the part of the guide it is about,
 * or the first steps when it asks nothing in particular), with one line each on safety and a professional.
 */
function followUpAnswer(guide: PestGuide, input: ConsultInput): string {
  const focus = focusOf(input.message);
  const faq = closestFaq(guide, input.message);
  return [
    `More on **${guide.name.toLowerCase()}**:`,
    faq ? `### ${faq.question}\n${faq.answer}` : undefined,
    focus ? focusSection(guide, focus) : faq ? undefined : `### What to do first\n${numbered(guide.diyTreatment.slice(0, 3))}`,
    focus === 'safety' ? undefined : `**Safety:** ${guide.safety[0]}`,
    focus === 'professional' ? undefined : `**Call a professional when:** ${guide.callProfessional[0]}`,
    `Source: ${guide.title}. Ask about signs, treatment, prevention, safety or when to call a professional for more.`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

function unclearPestAnswer(input: ConsultInput): string {
  return [
    "I'd like to help, but I can't tell which pest this is yet. Could you tell me:",
    bullets([
      'what it looks like (size, colour, wings, number of legs),',
      'where and when you see it (kitchen, bedroom, garden; day or night),',
      'any signs such as bites, droppings, damage, nests or webs.',
    ]),
    `${HEADING.doNow}\n${numbered([
      'Catch one in a jar or take a clear photo: identifying the pest decides the right treatment.',
      'Clear away food, crumbs and standing water, and store food in sealed containers.',
      'Seal gaps around pipes, doors and windows, and set sticky traps to see what you are dealing with.',
    ])}`,
    `${HEADING.safety}\n${bullets(['Hold off on sprays and baits until the pest is identified, and keep any product out of reach of children and pets.'])}`,
    `${HEADING.professional}\n${bullets(['Right away if anyone is stung or bitten badly, if there are signs of structural damage, or if the problem keeps growing.'])}`,
    locationNote(countryInSentence(input.location)),
    `I have guides on ${PEST_GUIDES.map((g) => g.name.toLowerCase()).join(', ')}.`,
  ].join('\n\n');
}

/** What a model call with the system prompt, the thread's history, this question and this answer would be charged. */
export function offlineCharge(input: ConsultInput, text: string): number {
  const prompt = systemPrompt(countryInSentence(input.location));
  return chargeFor(estimateTokens(prompt, ...input.history.map((t) => t.content), input.message, text));
}

/** Words that refer back to the thread's pest; a question about a part of a guide does too. */
const REFERS_BACK = /\b(them|they|it|its|these|those|their|the same|again|more|also|still)\b/;
const followsUp = (message: string) => REFERS_BACK.test(normalize(message)) || focusOf(message) !== undefined;

interface Found {
  match: PestMatch;
  /** The question continues the thread's pest rather than starting one. */
  followUp: boolean;
}

/** Words of a pest's lexicon that make a message a description of its own, even with 'also' or 'they' in it. */
const NEW_DESCRIPTION = 3;

/**
 * The pest of the question and whether it continues the thread: a named pest, or a full description, is that pest;
 * a question that refers back ('them', 'is it safe') stays on the pest of the latest earlier user turn that had
 * one; a weaker description is a change of subject; a question that only mentions pests stays on the thread's pest.
 */
function pestInConversation(message: string, history: readonly ChatTurn[]): Found | undefined {
  const now = matchPest(message);
  const earlier = history.filter((t) => t.role === 'user').reverse().map((t) => matchPest(t.content)).find(Boolean);
  const same = (m: PestMatch) => m.guide.slug === earlier?.guide.slug;
  if (now && (now.byName || now.evidence >= NEW_DESCRIPTION)) return { match: now, followUp: same(now) };
  if (earlier && followsUp(message)) return { match: earlier, followUp: true };
  if (now) return { match: now, followUp: same(now) };
  return earlier && mentionsPests(message) ? { match: earlier, followUp: true } : undefined;
}

/** Characters at most in one streamed piece (whole words; a longer word is a piece of its own). */
const PIECE_CHARS = 24;
/** The pause between streamed pieces: about 2,000 characters a second, so a first answer streams in 1-2 s. */
export const OFFLINE_PIECE_MS = 12;

/** The text in pieces of whole words (each with the spaces and line breaks after it); joined, they are the text. */
export function pieces(text: string): string[] {
  const out: string[] = [];
  let piece = '';
  for (const word of text.match(/\S+\s*|\s+/g) ?? []) {
    if (piece && piece.length + word.length > PIECE_CHARS) {
      out.push(piece);
      piece = '';
    }
    piece += word;
  }
  if (piece) out.push(piece);
  return out;
}

async function streamText(text: string, onText: AnswerStream): Promise<void> {
  for (const [n, piece] of pieces(text).entries()) {
    if (n > 0) await wait(OFFLINE_PIECE_MS);
    onText(piece);
  }
}

/** The answer to a question, whole: the triage's opening first, when there is danger, then the pest answer. */
function answer(input: ConsultInput): Consultation {
  const safety = triage(input.message);
  if (isInjection(input.message)) {
    const text = opened(safety, OFF_TOPIC_ANSWER);
    return { text, tokens: offlineCharge(input, text), model: OFFLINE_MODEL, triage: safety.outcome };
  }
  const found = pestInConversation(input.message, input.history);
  const other = found?.match.byName ? undefined : otherPestAnswer(input.message);
  const guide = found?.match.guide;
  const body = other
    ? other
    : guide
      ? (found.followUp ? followUpAnswer : pestAnswer)(guide, input)
      : mentionsPests(input.message) || safety.opening
        ? unclearPestAnswer(input)
        : OFF_TOPIC_ANSWER;
  const text = opened(safety, body);
  return {
    text,
    tokens: offlineCharge(input, text),
    model: OFFLINE_MODEL,
    triage: safety.outcome,
    ...(guide && !other ? { guideSlug: guide.slug } : {}),
  };
}

export const offlineConsultant: Consultant = {
  model: OFFLINE_MODEL,
  async consult(input, onText) {
    const consultation = answer(input);
    if (onText) await streamText(consultation.text, onText);
    return consultation;
  },
};
