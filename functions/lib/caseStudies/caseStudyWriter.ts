// The case study writer of generate-case-study: a chat thread in, a Markdown draft out with the sections problem,
// identification, treatment, outcome and prevention. OpenAI when its key is configured (lib/platform/secrets); otherwise the offline writer,
// built on the same pest guides as the offline consultant. The user's personal details never reach the draft: the
// offline writer copies none of the user's words, and everything sent to or taken from a model is redacted first.
import type { ChatTurn } from '../../contracts/chat';
import { CASE_STUDY_LIMITS } from '../../contracts/caseStudy/entity';
import { CASE_STUDY_ADMIN } from '../../contracts/messages';
import type { PestGuide } from '../../knowledge/pests';
import { estimateTokens } from '../consultant/consultant';
import { secret } from '../platform/secrets';

/** The draft's sections, in order (their headings are what a valid draft must have). */
export const CASE_STUDY_SECTIONS = [
  { key: 'problem', heading: '## The Problem' },
  { key: 'identification', heading: '## Identification' },
  { key: 'treatment', heading: '## Treatment' },
  { key: 'outcome', heading: '## Outcome' },
  { key: 'prevention', heading: '## Prevention' },
] as const;

export interface WriterInput {
  title: string;
  description: string;
  /** The thread, oldest first, already redacted. */
  transcript: readonly ChatTurn[];
}

export interface WrittenDraft {
  content: string;
  /** The model's reported usage, or an estimate. */
  tokens: number;
  model: string;
}

export interface CaseStudyWriter {
  readonly model: string;
  write(input: WriterInput): Promise<WrittenDraft>;
}

/** The writer could not give a draft; `errorType` goes to the metrics, the message to the admin. */
export class WriterError extends Error {
  constructor(
    readonly errorType: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'WriterError';
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Personal details

/** Whose details a thread may hold: its owner's name and e-mail from the profile. */
export interface Person {
  name?: string;
  email?: string;
}

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const PHONE = /(?<![\w])\+?\d[\d\s().-]{6,}\d(?![\w])/g;
const STREET = /\b\d{1,5}[a-z]?\s+(?:[A-Za-z'-]+\s+){1,3}(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|court|ct|boulevard|blvd|close|crescent|place|pl|square|sq|terrace|way)\b\.?/gi;
const POSTCODE_UK = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/g;
const INTRODUCTION = /\b([Mm]y name is|[Mm]y name's|[Cc]all me|I am called|I'm called|[Tt]his is|[Rr]egards,?|[Tt]hanks,?|[Cc]heers,?)\s+[A-Z][\w'-]*(\s+[A-Z][\w'-]*)?/g;
const URL = /\bhttps?:\/\/\S+/gi;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words that name the person: their full name, each part of it and their e-mail's local part (2+ letters). */
function personWords(person: Person): string[] {
  const name = person.name?.trim() ?? '';
  const local = person.email?.split('@')[0] ?? '';
  const words = [name, ...name.split(/\s+/), local, ...local.split(/[._+-]+/)].filter((w) => w.length >= 2);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/** Text without e-mail addresses, phone numbers, street addresses, postcodes, links, self-introductions and the person's names. */
export function redact(text: string, person: Person = {}): string {
  let out = text
    .replace(EMAIL, 'the client')
    .replace(URL, '')
    .replace(INTRODUCTION, (_, intro: string) => `${intro} the client`)
    .replace(STREET, 'their address')
    .replace(POSTCODE_UK, '')
    .replace(PHONE, (match) => (/^\d{4}-\d{2}-\d{2}$/.test(match.trim()) || match.replace(/\D/g, '').length < 7 ? match : 'their phone number'));
  if (person.email) out = out.replace(new RegExp(escapeRegExp(person.email), 'gi'), 'the client');
  for (const word of personWords(person)) out = out.replace(new RegExp(`(?<![\\w])${escapeRegExp(word)}(?![\\w])`, 'gi'), 'the client');
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The offline writer

export const OFFLINE_WRITER_MODEL = 'pestpilot-offline-writer';

const COMMERCIAL = /\b(restaurant|kitchen staff|cafe|caf\u00e9|office|warehouse|shop|store|hotel|business|commercial|factory|school|clinic|premises|tenants|customers)\b/i;
const VULNERABLE = /\b(child|children|kids?|baby|babies|toddlers?|pets?|dogs?|cats?|elderly|pregnant)\b/i;

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
const firstSentence = (text: string) => (text.match(/^.*?[.!?](\s|$)/)?.[0] ?? text).trim();

/** The pest the thread is about: the first named (or clearly described) in the user's words, else in the title and description. */
async function pestOf(input: WriterInput): Promise<PestGuide | undefined> {
  const { matchPest } = await import('../consultant/retrieval');
  const said = input.transcript.filter((t) => t.role === 'user').map((t) => t.content).join('\n');
  return matchPest(said)?.guide ?? matchPest(`${input.title}\n${input.description}`)?.guide;
}

function guideDraft(guide: PestGuide, setting: 'home' | 'business', vulnerable: boolean, turns: number): string {
  const name = guide.name.toLowerCase();
  const where = setting === 'business' ? 'at their business premises' : 'in their home';
  return [
    CASE_STUDY_SECTIONS[0].heading,
    '',
    `A ${setting === 'business' ? 'commercial' : 'residential'} client asked PestPilot's AI consultant for help with ${name} ${where}. Over ${turns} messages they described what they had seen and asked how to deal with it safely${vulnerable ? ', with children or pets in the household to protect' : ''}.`,
    '',
    `${firstSentence(guide.description)} Left alone, the problem tends to grow: ${guide.risks[0]?.replace(/\.$/, '').toLowerCase() ?? 'the infestation spreads'}.`,
    '',
    CASE_STUDY_SECTIONS[1].heading,
    '',
    `The signs matched ${name} (${guide.scientificName.split(';')[0]}). What confirmed it:`,
    '',
    bullets(guide.identification.slice(0, 4)),
    '',
    CASE_STUDY_SECTIONS[2].heading,
    '',
    'The consultant set out an eco-friendly, DIY-first plan, in this order:',
    '',
    bullets(guide.diyTreatment.slice(0, 5)),
    '',
    ...(vulnerable ? [`**Safety:** ${guide.safety[0] ?? 'Keep children and pets away from any treated area.'}`, ''] : []),
    CASE_STUDY_SECTIONS[3].heading,
    '',
    `With the source found and the steps above in place, the client had a clear plan to follow and knew when to stop and call a licensed professional: ${guide.callProfessional[0]?.replace(/\.$/, '').toLowerCase() ?? 'if the problem persists'}. The approach avoided broadcast spraying and kept any products to targeted, label-directed use.`,
    '',
    CASE_STUDY_SECTIONS[4].heading,
    '',
    'To keep them from coming back:',
    '',
    bullets(guide.prevention.slice(0, 5)),
  ].join('\n');
}

function generalDraft(setting: 'home' | 'business', vulnerable: boolean, turns: number): string {
  return [
    CASE_STUDY_SECTIONS[0].heading,
    '',
    `A ${setting === 'business' ? 'commercial' : 'residential'} client asked PestPilot's AI consultant about unwanted pests ${setting === 'business' ? 'at their business premises' : 'in their home'}. Over ${turns} messages they described what they had seen and asked for a safe way to deal with it${vulnerable ? ', with children or pets in the household to protect' : ''}.`,
    '',
    CASE_STUDY_SECTIONS[1].heading,
    '',
    'The first step was to identify the pest before treating anything: where it was seen, at what time of day, its size and colour, and any droppings, damage or bites. A clear photo or a sticky trap catch settles most cases.',
    '',
    CASE_STUDY_SECTIONS[2].heading,
    '',
    'The consultant recommended integrated pest management, starting with the least toxic steps:',
    '',
    bullets([
      'Remove food, water and shelter: store food sealed, fix leaks and clear clutter.',
      'Seal entry points such as gaps around pipes, doors and windows.',
      'Use traps and monitors to confirm where the pests are active.',
      'Use targeted, label-directed products only where needed, never broadcast sprays.',
    ]),
    '',
    CASE_STUDY_SECTIONS[3].heading,
    '',
    'The client left with a clear, ordered plan and the signs that mean it is time to call a licensed professional: activity that keeps growing, structural damage, or stinging insects near people.',
    '',
    CASE_STUDY_SECTIONS[4].heading,
    '',
    bullets(['Inspect regularly and act on the first signs.', 'Keep kitchens and storage areas clean and dry.', 'Keep entry points sealed and screens in good repair.']),
  ].join('\n');
}

export const offlineWriter: CaseStudyWriter = {
  model: OFFLINE_WRITER_MODEL,
  async write(input) {
    const said = input.transcript.filter((t) => t.role === 'user').map((t) => t.content).join('\n');
    const setting = COMMERCIAL.test(`${said} ${input.title} ${input.description}`) ? 'business' : 'home';
    const vulnerable = VULNERABLE.test(said);
    const guide = await pestOf(input);
    const content = guide ? guideDraft(guide, setting, vulnerable, input.transcript.length) : generalDraft(setting, vulnerable, input.transcript.length);
    return { content, tokens: estimateTokens(input.title, input.description, ...input.transcript.map((t) => t.content), content), model: OFFLINE_WRITER_MODEL };
  },
};

// ---------------------------------------------------------------------------------------------------------------
// The OpenAI writer

/** The model's answer must come, retries included, inside the function's 30 s with room to save the draft. */
const WRITE_BUDGET_MS = 25_000;
const MAX_DRAFT_TOKENS = 1500;

const WRITER_PROMPT = [
  'You write short case studies for PestPilot, a pest-control advice service, from a conversation between a user and its AI consultant.',
  `Answer with the case study in Markdown only, with exactly these sections in this order: ${CASE_STUDY_SECTIONS.map((s) => `"${s.heading}"`).join(', ')}.`,
  'Describe the client only as "a residential client" or "a commercial client". Never include any name, e-mail address, phone number, street address, link or other personal detail, even if the conversation contains one.',
  'Keep advice eco-friendly and DIY first, with safety for children, pets and the elderly, and say when a licensed professional is needed. Do not invent figures or results the conversation does not support.',
  'Between 250 and 500 words.',
].join('\n');

/** The draft's content when it is one: long enough and with every section. */
export function validDraft(content: string): boolean {
  const text = content.trim();
  return text.length >= CASE_STUDY_LIMITS.contentMin && CASE_STUDY_SECTIONS.every((s) => text.toLowerCase().includes(s.heading.slice(3).toLowerCase()));
}

export function openAiWriter(options: { apiKey: string; baseURL?: string; model?: string }): CaseStudyWriter {
  const model = options.model || 'gpt-4o-mini';
  return {
    model,
    async write(input) {
      const { default: OpenAI, APIError } = await import('openai');
      const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL || undefined, maxRetries: 2, timeout: WRITE_BUDGET_MS });
      const conversation = input.transcript.map((t) => `${t.role === 'user' ? 'User' : 'Consultant'}: ${t.content}`).join('\n\n');
      let completion;
      // The whole call, retries included, within the budget (the SDK's timeout is per attempt).
      const budget = AbortSignal.timeout(WRITE_BUDGET_MS);
      try {
        completion = await client.chat.completions.create({
          model,
          temperature: 0.4,
          max_tokens: MAX_DRAFT_TOKENS,
          messages: [
            { role: 'system', content: WRITER_PROMPT },
            { role: 'user', content: `Title: ${input.title}\nSummary: ${input.description}\n\nConversation:\n${conversation}` },
          ],
        }, { signal: budget });
      } catch (error) {
        const type = budget.aborted ? 'timeout' : error instanceof APIError && error.status !== undefined ? `http-${error.status}` : 'network';
        throw new WriterError(type, CASE_STUDY_ADMIN.generationUnavailable, { cause: error });
      }
      const content = (completion.choices[0]?.message?.content ?? '').trim().replace(/^```(?:markdown)?\s*|\s*```$/g, '');
      if (!validDraft(content)) throw new WriterError('invalid-response', CASE_STUDY_ADMIN.invalidResponse);
      return { content, tokens: completion.usage?.total_tokens ?? estimateTokens(WRITER_PROMPT, conversation, content), model: completion.model || model };
    },
  };
}

/** OpenAI when keyed (the OPENAI_API_KEY secret, OPENAI_BASE_URL, OPENAI_MODEL), otherwise the offline writer. */
export async function caseStudyWriter(): Promise<CaseStudyWriter> {
  const apiKey = await secret('OPENAI_API_KEY');
  return apiKey ? openAiWriter({ apiKey, baseURL: process.env.OPENAI_BASE_URL, model: process.env.OPENAI_MODEL }) : offlineWriter;
}
