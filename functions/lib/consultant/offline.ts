// The built-in offline consultant: deterministic answers drawn from the pest guides (functions/knowledge), with the
// likely pest, DIY-first steps, prevention, safety, when to call a professional, the user's country and its source.
import type { ChatTurn } from '../../contracts/chat';
import { PEST_GUIDES, type PestGuide } from '../../knowledge';
import { countryInSentence, estimateTokens, type Consultant, type ConsultInput } from './consultant';
import { matchPest, mentionsPests, normalize } from './retrieval';
import { isInjection, OFF_TOPIC_ANSWER, otherPestAnswer, safetyFirst } from './safety';
import { systemPrompt } from './systemPrompt';

export const OFFLINE_MODEL = 'pestpilot-offline';

type Focus = 'risks' | 'lifeCycle' | 'habitat' | 'prevention' | 'safety' | 'professional';

/** What a question is mostly about, tried in this order. */
const FOCUS_PATTERNS: Array<[Focus, RegExp]> = [
  ['professional', /\b(professional|professionals|exterminator|pest control (company|service)|call someone|hire)\b/],
  ['safety', /\b(safe|safety|child|children|kids?|baby|babies|toddlers?|pets?|dogs?|cats?|elderly|pregnant|toxic)\b/],
  ['prevention', /\b(prevent|prevention|keep (them|it) (out|away)|coming back|come back|stop (them|it))\b/],
  ['lifeCycle', /\b(how long|life ?cycle|lifespan|breed|breeding|multiply)\b/],
  ['habitat', /\b(where do|where are|hide|hiding|come from|coming from)\b/],
  ['risks', /\b(dangerous|danger|harm|harmful|disease|diseases|risk|risks|health)\b/],
];

const STOP_WORDS = new Set(['what', 'when', 'where', 'which', 'with', 'that', 'this', 'they', 'them', 'their', 'have', 'does', 'from', 'should', 'will', 'there', 'about', 'your', 'after', 'into', 'than', 'then']);

function contentWords(text: string): Set<string> {
  return new Set(normalize(text).trim().split(' ').filter((w) => w.length >= 4 && !STOP_WORDS.has(w)));
}

/** The guide's FAQ closest to the question, when at least two meaningful words are shared. */
function closestFaq(guide: PestGuide, question: string) {
  const asked = contentWords(question);
  const scored = guide.faqs.map((faq) => ({ faq, shared: [...contentWords(faq.question)].filter((w) => asked.has(w)).length }));
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
    prevention: `### Keeping them away\n${bullets(guide.prevention)}`,
    safety: `### Keeping children, pets and the elderly safe\n${bullets(guide.safety)}`,
    professional: `### When to call a professional\n${bullets(guide.callProfessional)}`,
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

/**
 * The full answer for a pest. A first answer has every section and adds one for a question about risks, life
 * cycle or habitat; a follow-up answers its question first and keeps the other sections short.
 */
function pestAnswer(guide: PestGuide, input: ConsultInput, followUp: boolean): string {
  const asked = focusOf(input.message);
  const focus = followUp || (asked && EXTRA_FOCUS.includes(asked)) ? asked : undefined;
  const faq = closestFaq(guide, input.message);
  const short = followUp && (focus !== undefined || faq !== undefined);
  const take = (items: readonly string[]) => (short ? items.slice(0, 2) : items);
  const opening = followUp
    ? `Here is more on **${guide.name.toLowerCase()}** (*${guide.scientificName}*).`
    : `**Likely pest: ${guide.name}** (*${guide.scientificName}*)\n\nFrom what you describe, this sounds like **${guide.name.toLowerCase()}**. ${guide.shortDescription}\n\n**How to confirm:**\n${bullets(guide.identification.slice(0, 3))}`;
  const parts = [
    opening,
    faq ? `### ${faq.question}\n${faq.answer}` : undefined,
    focus ? focusSection(guide, focus) : undefined,
    `### What to do now (eco-friendly and DIY first)\n${numbered(take(guide.diyTreatment))}`,
    focus === 'prevention' ? undefined : `### Prevention\n${bullets(take(guide.prevention))}`,
    focus === 'safety' ? undefined : `### Safety for children, pets and the elderly\n${bullets(take(guide.safety))}`,
    focus === 'professional' ? undefined : `### When to call a professional\n${bullets(take(guide.callProfessional))}`,
    locationNote(countryInSentence(input.location)),
    `Source: ${guide.title}`,
  ];
  return parts.filter(Boolean).join('\n\n');
}

function unclearPestAnswer(input: ConsultInput): string {
  return [
    "I'd like to help, but I can't tell which pest this is yet. Could you tell me:",
    bullets([
      'what it looks like (size, colour, wings, number of legs),',
      'where and when you see it (kitchen, bedroom, garden; day or night),',
      'any signs such as bites, droppings, damage, nests or webs.',
    ]),
    `### What to do now (eco-friendly and DIY first)\n${numbered([
      'Catch one in a jar or take a clear photo: identifying the pest decides the right treatment.',
      'Clear away food, crumbs and standing water, and store food in sealed containers.',
      'Seal gaps around pipes, doors and windows, and set sticky traps to see what you are dealing with.',
    ])}`,
    `### Safety for children, pets and the elderly\n${bullets(['Hold off on sprays and baits until the pest is identified, and keep any product out of reach of children and pets.'])}`,
    `### When to call a professional\n${bullets(['Right away if anyone is stung or bitten badly, if there are signs of structural damage, or if the problem keeps growing.'])}`,
    locationNote(countryInSentence(input.location)),
    `I have guides on ${PEST_GUIDES.map((g) => g.name.toLowerCase()).join(', ')}.`,
  ].join('\n\n');
}

/** Turns of history a model call would be sent, and the range the Tokens tab states for a text response. */
const HISTORY_TURNS = 6;
const MIN_CHARGE = 500;
const MAX_CHARGE = 2000;

/** What a model call with this question, its recent history and this answer would cost, within the stated range. */
export function offlineCharge(input: ConsultInput, text: string): number {
  const prompt = systemPrompt(countryInSentence(input.location));
  const recent = input.history.slice(-HISTORY_TURNS).map((t) => t.content);
  return Math.min(MAX_CHARGE, Math.max(MIN_CHARGE, estimateTokens(prompt, ...recent, input.message, text)));
}

/** A short question that refers back to the thread's pest ('them', 'it', or a part of a guide). */
const FOLLOW_UP = /\b(them|they|it|its|these|those|this|that|their|the same|again|more|also|still|how long|prevent\w*|life ?cycle|treat\w*|signs?|safe|dangerous|professional|kill|get rid)\b/;

/** The pest of the question, or of the latest earlier user turn that had one (so 'them' stays on topic). */
function pestInConversation(message: string, history: readonly ChatTurn[]): { guide: PestGuide; followUp: boolean } | undefined {
  const now = matchPest(message);
  if (now) return { guide: now.guide, followUp: false };
  if (!FOLLOW_UP.test(normalize(message)) && !mentionsPests(message)) return undefined;
  const earlier = history.filter((t) => t.role === 'user').reverse().map((t) => matchPest(t.content)).find(Boolean);
  return earlier ? { guide: earlier.guide, followUp: true } : undefined;
}

export const offlineConsultant: Consultant = {
  model: OFFLINE_MODEL,
  async consult(input) {
    if (isInjection(input.message)) return { text: OFF_TOPIC_ANSWER, tokens: offlineCharge(input, OFF_TOPIC_ANSWER), model: OFFLINE_MODEL };
    const found = pestInConversation(input.message, input.history);
    const safety = safetyFirst(input.message);
    const other = found?.followUp === false ? undefined : otherPestAnswer(input.message);
    const body = other
      ? other
      : found
        ? pestAnswer(found.guide, input, found.followUp)
        : mentionsPests(input.message) || safety
          ? unclearPestAnswer(input)
          : OFF_TOPIC_ANSWER;
    const text = safety ? `${safety}\n\n${body}` : body;
    return {
      text,
      tokens: offlineCharge(input, text),
      model: OFFLINE_MODEL,
      ...(found && !other ? { guideSlug: found.guide.slug } : {}),
    };
  },
};
