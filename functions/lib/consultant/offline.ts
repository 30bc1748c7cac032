// The built-in offline consultant: deterministic answers drawn from the pest guides (functions/knowledge): first the
// question asked, answered in plain words with the likely pest and the one thing to do first, then the guide in short
// (DIY-first steps, prevention, safety, when to call a professional), the user's country and its source; a follow-up
// answered directly from the thread's pest. A question with photos is told that photo identification needs the AI
// service and asked what tells the likely pests apart, before any answer its words allow.
// Streamed, the answer is written a few words at a time at a reading pace, as a model would write it.
import { setTimeout as wait } from 'node:timers/promises';
import type { ChatTurn } from '../../contracts/chat';
import { CHAT_PHOTOS } from '../../contracts/chatPhotoBasics';
import { PEST_ANSWERS } from '../../knowledge/pestAnswers';
import { PEST_GUIDES, type PestGuide, type PestSlug } from '../../knowledge/pests';
import { chargeFor, countryInSentence, estimateTokens, HEADING, normalize, type AnswerStream, type Consultant, type Consultation, type ConsultInput } from './consultant';
import { questionOf, type Question, type Who } from './question';
import { matchPest, mentionsPests, terms, type PestMatch } from './retrieval';
import { isInjection, OFF_TOPIC_ANSWER, otherPestAnswer } from './safety';
import { systemPrompt } from './systemPrompt';
import { opened, productNamed, triage, type TriageOutcome } from './triage';

export const OFFLINE_MODEL = 'pestpilot-offline';

/** A sentence's first letter in lower case, to follow on from other words ('Fast, nocturnal insects' -> 'fast, ...'). */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The guide's FAQ closest to the question, when at least two meaningful words besides the pest's name are shared. */
function closestFaq(guide: PestGuide, question: string) {
  const name = terms(guide.name);
  const asked = new Set([...terms(question)].filter((w) => !name.has(w)));
  const scored = guide.faqs.map((faq) => ({ faq, shared: [...terms(faq.question)].filter((w) => asked.has(w)).length }));
  const best = scored.sort((a, b) => b.shared - a.shared)[0];
  return best && best.shared >= 2 ? best.faq : undefined;
}

const bullets = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n');
/** A numbered list; `from` numbers a list that goes on from a step already given (Markdown starts it there). */
const numbered = (items: readonly string[], from = 1) => items.map((i, n) => `${n + from}. ${i}`).join('\n');

/** How a safety line names whom it protects. */
const WHO_IN_LINE: Record<Who, RegExp> = {
  child: /\b(child|children|kids|babies|baby|infants)\b/i,
  cat: /\bcats?\b/i,
  dog: /\bdogs?\b/i,
  pet: /\b(pets?|animals?)\b/i,
};
const WHO_WORDS: Record<Who, string> = { child: 'children', cat: 'your cat', dog: 'your dog', pet: 'pets' };

/** The guide's safety line for whom the question is about (a cat or dog falls back to pets), or its first. */
function safetyFor(guide: PestGuide, who: Who | undefined): string {
  const tries = who === 'cat' || who === 'dog' ? [who, 'pet' as const] : who ? [who] : [];
  for (const w of tries) {
    const line = guide.safety.find((l) => WHO_IN_LINE[w].test(l));
    if (line) return line;
  }
  return guide.safety[0];
}

/** A question rather than a description: it has a question mark or opens as a question does. */
const isQuestion = (message: string) => /\?/.test(message) || /^ (what|why|how|do|does|is|are|can|could|should|will|when|where|which) /.test(normalize(message));

/** "Is it safe to use X": the product as the triage names it, and why it needs care. */
function productLead(message: string): string | undefined {
  const product = productNamed(message);
  return product && `Only with care: use ${product.name} exactly as its label directs, out of reach of children and pets. ${product.hazard}.`;
}

/** The answer's opening lines: the question asked, answered in plain words, and the one thing to do first. */
interface Lead {
  /** The direct answer (Markdown, one paragraph). */
  text: string;
  /** The guide's step or prevention tip the lead gave as the first thing to do, so the lists below go on after it. */
  first?: 'step' | 'prevention';
  /** The safety line the lead gave. */
  safety?: string;
}

const doFirst = (guide: PestGuide): Lead => ({ text: `**Do this first:** ${lowerFirst(guide.diyTreatment[0])}`, first: 'step' });

function leadOf(guide: PestGuide, input: ConsultInput, question: Question, triaged: TriageOutcome): Lead {
  const answers = PEST_ANSWERS[guide.slug];
  // After an emergency's opening (what to do now), the pest comes second.
  if (triaged === 'emergency') return { text: `**Then, for the ${guide.name.toLowerCase()}:** ${lowerFirst(guide.diyTreatment[0])}`, first: 'step' };
  const whom = question.who ? WHO_WORDS[question.who] : 'children and pets';
  const safety = safetyFor(guide, question.who);
  switch (question.asked) {
    case 'riddance':
      return { text: `To get rid of them, start here: ${lowerFirst(guide.diyTreatment[0])}`, first: 'step' };
    case 'danger':
      return { text: `${answers.danger} ${safety}`, safety };
    case 'safety':
      return { text: `To keep ${whom} safe: ${lowerFirst(safety)}`, safety };
    case 'productSafety': {
      // A risky plan's opening has already answered it with a plain no; otherwise the product's care comes first.
      if (triaged === 'risky plan') return { text: `**Instead, start here:** ${lowerFirst(guide.diyTreatment[0])}`, first: 'step' };
      const product = productLead(input.message);
      return product ? { text: product } : doFirst(guide);
    }
    case 'cause':
      return { text: `${answers.cause} **Do this first:** ${lowerFirst(guide.diyTreatment[0])}`, first: 'step' };
    case 'prevention':
      return { text: `To keep them out, start here: ${lowerFirst(guide.prevention[0])}`, first: 'prevention' };
    case 'professional':
      return { text: `${answers.professional} **Until then, do this first:** ${lowerFirst(guide.diyTreatment[0])}`, first: 'step' };
    case 'timeline':
      return { text: `${answers.timeline} **Do this first:** ${lowerFirst(guide.diyTreatment[0])}`, first: 'step' };
    case 'lifeCycle':
      return { text: `${guide.lifeCycle} **Do this first:** ${lowerFirst(guide.diyTreatment[0])}`, first: 'step' };
    case 'habitat':
      return { text: `${guide.habitat} **Do this first:** ${lowerFirst(guide.diyTreatment[0])}`, first: 'step' };
    default: {
      const faq = isQuestion(input.message) ? closestFaq(guide, input.message) : undefined;
      return faq ? { text: `${faq.answer} **Do this first:** ${lowerFirst(guide.diyTreatment[0])}`, first: 'step' } : doFirst(guide);
    }
  }
}

function locationNote(place: string | undefined): string {
  return place
    ? `**In ${place}:** choose products registered there and follow the label; our provider directory lists licensed professionals near you.`
    : '**Where are you?** Tell me your country and I can tailor this advice; our provider directory lists licensed professionals near you.';
}

/** Steps and tips a first answer lists after its opening lines: a short guide, not the whole of it. */
const LISTED = { steps: 2, prevention: 2, safety: 1, professional: 2 } as const;

/**
 * The first answer about a pest: the likely pest in plain words with the answer to the question asked and the one
 * thing to do first, then the guide's next steps, prevention, safety and when to call a professional, each in short.
 */
function pestAnswer(guide: PestGuide, input: ConsultInput, question: Question, triaged: TriageOutcome): string {
  const lead = leadOf(guide, input, question, triaged);
  const described = question.asked === undefined || question.asked === 'identify' ? ` (${lowerFirst(guide.shortDescription.replace(/\.$/, ''))})` : '';
  const stepsFrom = lead.first === 'step' ? 1 : 0;
  const tipsFrom = lead.first === 'prevention' ? 1 : 0;
  const tips = question.asked === 'prevention' || question.asked === 'cause' ? LISTED.prevention + 1 : LISTED.prevention;
  const safety = [safetyFor(guide, question.who), ...guide.safety].filter((l, n, all) => l !== lead.safety && all.indexOf(l) === n);
  return [
    `**Likely pest: ${guide.name}**${described}. ${lead.text}`,
    `${HEADING.doNow}\n${numbered(guide.diyTreatment.slice(stepsFrom, stepsFrom + LISTED.steps), stepsFrom + 1)}`,
    `### Prevention\n${bullets(guide.prevention.slice(tipsFrom, tipsFrom + tips))}`,
    `${HEADING.safety}\n${bullets(safety.slice(0, LISTED.safety))}`,
    `${HEADING.professional}\n${bullets(guide.callProfessional.slice(0, LISTED.professional))}`,
    locationNote(countryInSentence(input.location)),
    `Source: ${guide.title}`,
  ].join('\n\n');
}

/** A question that asks what to try after the first steps failed. */
const DID_NOT_WORK = /\b(didn t work|did not work|not working|isn t working|try next|still (there|here|coming|seeing|see))\b/;

/**
 * A follow-up on the thread's pest answers what it asks, first and in plain words (the guide's answer to it, from the
 * closest FAQ or the part of the guide it is about), then at most one short part of the guide; never the guide again.
 */
function followUpAnswer(guide: PestGuide, input: ConsultInput, question: Question, triaged: TriageOutcome): string {
  const answers = PEST_ANSWERS[guide.slug];
  const name = guide.name.toLowerCase();
  const safety = safetyFor(guide, question.who);
  const whom = question.who ? WHO_WORDS[question.who] : 'children and pets';
  const faq = closestFaq(guide, input.message);
  const parts = ((): Array<string | undefined> => {
    // After an emergency's opening (what to do now), only how to keep it from happening again.
    if (triaged === 'emergency') return [`**Then, for the ${name}:** ${lowerFirst(safety)}`];
    // 'What about my cat?': whether the pest and its treatment are a danger to them.
    switch (question.asked ?? (question.who ? 'danger' : undefined)) {
      case 'danger':
        return [`${answers.danger} ${safety}`, `### Are ${name} dangerous?\n${bullets(guide.risks.slice(0, 2))}`];
      case 'safety':
        return [`To keep ${whom} safe: ${lowerFirst(safety)}`, `### Keeping children, pets and the elderly safe\n${bullets(guide.safety.filter((l) => l !== safety).slice(0, 2))}`];
      case 'productSafety':
        return [triaged === 'none' ? productLead(input.message) : undefined, `To keep ${whom} safe: ${lowerFirst(safety)}`];
      case 'cause':
        return [answers.cause, `### Keeping them away\n${bullets(guide.prevention.slice(0, 2))}`];
      case 'prevention':
        return [`To keep them out, start here: ${lowerFirst(guide.prevention[0])}`, `### Keeping them away\n${bullets(guide.prevention.slice(1, 4))}`];
      case 'professional':
        return [answers.professional, `${HEADING.professional}\n${bullets(guide.callProfessional)}`];
      case 'timeline':
        return [answers.timeline];
      case 'lifeCycle':
        return [guide.lifeCycle];
      case 'habitat':
        return [guide.habitat];
      case 'identify':
        return [`To tell it is ${name}: ${guide.identification[0]}`, `### How to tell it is ${name}\n${bullets(guide.identification.slice(1, 4))}`];
      case 'riddance':
        return DID_NOT_WORK.test(normalize(input.message))
          ? [answers.professional, `### What to try next\n${numbered(guide.diyTreatment.slice(3, 6), 4)}`]
          : [`To get rid of them, start here: ${lowerFirst(guide.diyTreatment[0])}`, `${HEADING.doNow}\n${numbered(guide.diyTreatment.slice(1, 2), 2)}`, `**Safety:** ${safety}`];
      default:
        return faq ? [faq.answer] : [`With ${name}, start here:\n${numbered(guide.diyTreatment.slice(0, 3))}`];
    }
  })();
  return [...parts, `Source: ${guide.title}`].filter(Boolean).join('\n\n');
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

/** Words that refer back to the thread's pest; a question about a part of a guide, or about someone to protect, does too. */
const REFERS_BACK = /\b(them|they|it|its|these|those|their|the same|again|more|also|still)\b/;
const followsUp = (message: string) => {
  const question = questionOf(message, false);
  return REFERS_BACK.test(normalize(message)) || question.asked !== undefined || question.who !== undefined;
};

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

/** The pest guide a question (in its thread) is about, for the thread's record whichever consultant answers. */
export function guideOf(input: Pick<ConsultInput, 'message' | 'history'>): PestSlug | undefined {
  const found = pestInConversation(input.message, input.history);
  return found && (found.match.byName || !otherPestAnswer(input.message)) ? found.match.guide.slug : undefined;
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

/** What the offline consultant says of photos: it cannot look at them, and the questions that tell pests apart. */
export const PHOTO_NOTE = `${CHAT_PHOTOS.offline}\n\n${bullets(CHAT_PHOTOS.offlineQuestions)}`;

/**
 * The answer to a question, whole: the triage's opening first, when there is danger, then the pest answer; with
 * photos, the photo note first, then the pest answer when the words name a pest (nothing else when they do not).
 */
function answer(input: ConsultInput): Consultation {
  const safety = triage(input.message);
  if (isInjection(input.message)) {
    const text = opened(safety, OFF_TOPIC_ANSWER);
    return { text, tokens: offlineCharge(input, text), model: OFFLINE_MODEL, triage: safety.outcome };
  }
  const found = pestInConversation(input.message, input.history);
  const other = found?.match.byName ? undefined : otherPestAnswer(input.message);
  const guide = found?.match.guide;
  const pestBody = other
    ? other
    : guide
      ? (found.followUp ? followUpAnswer : pestAnswer)(guide, input, questionOf(input.message, productNamed(input.message) !== undefined), safety.outcome)
      : undefined;
  const body = input.images?.length
    ? [PHOTO_NOTE, pestBody].filter(Boolean).join('\n\n')
    : (pestBody ?? (mentionsPests(input.message) || safety.opening ? unclearPestAnswer(input) : OFF_TOPIC_ANSWER));
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
  seesPhotos: false,
  async consult(input, onText) {
    const consultation = answer(input);
    if (onText) await streamText(consultation.text, onText);
    return consultation;
  },
};
