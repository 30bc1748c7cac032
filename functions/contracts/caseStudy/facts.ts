// The case study's plain facts (document 3, 2.6 and 2.7; document 2, 2.6, 2.7, 3, 5 and 7): the categories and tag
// options, the limits, its wire form, the built-in samples as case studies, slug generation, tag inference by both
// documents' keyword rules, read time and dates. No zod at run time: the public pages load this alone; the entity's
// schema with its fields' rules is ./entity.
import type { SampleCaseStudy } from '../../knowledge/caseStudies';
import { CASE_STUDY_ADMIN } from '../messages';
import { toWire, type Wire, type WireNames } from '../wire';
import type { CaseStudy } from './entity';

/** The list's category select (document 3, 2.6), in the spec's order: all, the ten tags, featured. */
export const CASE_STUDY_CATEGORIES = [
  { value: 'all', label: 'All Categories' },
  { value: 'ants', label: 'Ants' },
  { value: 'cockroaches', label: 'Cockroaches' },
  { value: 'termites', label: 'Termites' },
  { value: 'bed-bugs', label: 'Bed Bugs' },
  { value: 'rodents', label: 'Rodents' },
  { value: 'mosquitoes', label: 'Mosquitoes' },
  { value: 'wasps', label: 'Wasps & Bees' },
  { value: 'spiders', label: 'Spiders' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'residential', label: 'Residential' },
  { value: 'featured', label: 'Featured' },
] as const;
export type CaseStudyCategory = (typeof CASE_STUDY_CATEGORIES)[number]['value'];

/** The admin form's tag options (document 2, 2.6): the categories less all and featured. */
export const CASE_STUDY_TAG_OPTIONS = CASE_STUDY_CATEGORIES.filter((c) => c.value !== 'all' && c.value !== 'featured');

/** A tag's label ('Wasps & Bees'); a tag that is no option is shown as it is. */
export function tagLabel(tag: string): string {
  return CASE_STUDY_CATEGORIES.find((c) => c.value === tag)?.label ?? tag;
}

/** The list's sort select. */
export const CASE_STUDY_SORTS = [
  { value: 'latest', label: 'Latest First' },
  { value: 'oldest', label: 'Oldest First' },
] as const;
export type CaseStudySort = (typeof CASE_STUDY_SORTS)[number]['value'];

/** The numbers of both documents, and our own maxima where they give none. */
export const CASE_STUDY_LIMITS = {
  titleMin: 5,
  titleMax: 100,
  descriptionMin: 20,
  descriptionMax: 500,
  slugMin: 3,
  slugMax: 100,
  readTimeMax: 30,
  dateMax: 40,
  contentMin: 100,
  contentMax: 100_000,
  tagMax: 30,
  tagsMax: 10,
  /** Tags a card shows, and tags the public inference finds. */
  tagsShown: 3,
  /** The most a list answers (the admin list asks for 100). */
  listLimit: 100,
  searchMax: 100,
} as const;

export const DEFAULT_READ_TIME = '5 min read';
/** Words a reader reads a minute, for the read time of written or generated content. */
export const WORDS_PER_MINUTE = 200;

/** Client caching (document 3, 9) and the edge cache of the public list and lookups on AWS. */
export const CASE_STUDY_CACHE = {
  listSeconds: 60,
  detailSeconds: 300,
  detailRetries: 2,
  /** How long CloudFront and browsers may keep a public answer (a publish shows within this). */
  edgeSeconds: 60,
} as const;

/** AI generation: how long the dialog waits (document 2, 9), and how long the 'Case study generated' toast stays. */
export const CASE_STUDY_GENERATION_SECONDS = 30;
export const CASE_STUDY_GENERATED_TOAST_SECONDS = 8;
/** The editor's preview area at most (document 2, 2.7). */
export const CASE_STUDY_PREVIEW_MAX_HEIGHT_PX = 600;

/** The built-in samples a failed detail lookup falls back to (document 3, 8). */
export const SAMPLE_FALLBACK_SLUGS = ['commercial-kitchen-cockroach-elimination', 'residential-bed-bug-treatment'] as const;

/** The slug and tag rules (document 2, 5). */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;
export const TAG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** On the wire: read_time, published_at, thread_id, created_at, updated_at; published_at and thread_id null when absent. */
const CASE_STUDY_WIRE = {
  snake: ['readTime', 'publishedAt', 'threadId', 'createdAt', 'updatedAt'],
  nulls: ['publishedAt', 'threadId'],
} as const satisfies WireNames<keyof CaseStudy, keyof CaseStudy>;
/** A case study as the API sends it (document 2, 7: id, title, slug, description, content, date, created_at, read_time, published_at, featured, thread_id, tags). */
export type CaseStudyWire = Wire<CaseStudy, (typeof CASE_STUDY_WIRE.snake)[number], (typeof CASE_STUDY_WIRE.nulls)[number]>;
export const toCaseStudyWire = (study: CaseStudy): CaseStudyWire => toWire(study, CASE_STUDY_WIRE);

/** A published case study as anyone may read it (fetch-case-studies, the pages' samples): no chat thread it came from. */
export type PublicCaseStudyWire = Omit<CaseStudyWire, 'thread_id'>;
export function toPublicCaseStudyWire(study: CaseStudy): PublicCaseStudyWire {
  const { thread_id: _thread, ...published } = toCaseStudyWire(study);
  return published;
}

/** A built-in sample as a published case study (its id is its slug): what the seed saves and the pages fall back to. */
export function caseStudyFromSample(sample: SampleCaseStudy): CaseStudy {
  const at = `${sample.publishedAt}T09:00:00.000Z`;
  return {
    id: sample.slug,
    slug: sample.slug,
    title: sample.title,
    description: sample.summary,
    content: sample.content,
    date: sample.publishedAt,
    readTime: sample.readTime,
    tags: sample.tags,
    featured: false,
    publishedAt: at,
    createdAt: at,
    updatedAt: at,
  };
}

/** Published when published_at is set; a draft otherwise (document 2, 4). */
export const isPublished = (study: { published_at?: string | null } | { publishedAt?: string | null }) =>
  Boolean('published_at' in study ? study.published_at : 'publishedAt' in study ? study.publishedAt : undefined);

// ---------------------------------------------------------------------------------------------------------------
// Slugs, tags, read time, dates

/**
 * The slug of a title (document 2, 5): lower case, characters that are not word characters, spaces or hyphens dropped,
 * whitespace to hyphens, repeated hyphens collapsed; then (ours) accents folded first, underscores and hyphens at the
 * ends dropped, so that the result passes the slug rule, and cut to the slug's maximum.
 */
export function generateSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/_/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .slice(0, CASE_STUDY_LIMITS.slugMax)
    .replace(/^-+|-+$/g, '');
}

/** A keyword rule: the tag and the words (singular or plural) that name it. */
type KeywordRule = readonly [tag: string, pattern: RegExp];

/** Document 3, 3: category words in title plus description. */
const PUBLIC_RULES: readonly KeywordRule[] = [
  ['ants', /\bants?\b/],
  ['cockroaches', /\b(cockroach(es)?|roach(es)?)\b/],
  ['termites', /\btermites?\b/],
  ['bed-bugs', /\bbed[\s-]?bugs?\b/],
  ['rodents', /\brodents?\b/],
  ['mosquitoes', /\bmosquito(e?s)?\b/],
  ['wasps', /\bwasps?\b/],
  ['spiders', /\bspiders?\b/],
  ['commercial', /\bcommercial\b/],
  ['residential', /\bresidential\b/],
  ['featured', /\bfeatured\b/],
];

/** Document 2, 3: keywords in content, title and description. */
const ADMIN_RULES: readonly KeywordRule[] = [
  ['ants', /\bants?\b/],
  ['cockroaches', /\b(cockroach(es)?|roach(es)?)\b/],
  ['termites', /\btermites?\b/],
  ['bed-bugs', /\bbed[\s-]?bugs?\b/],
  ['mice', /\b(mice|mouse)\b/],
  ['rats', /\brats?\b/],
  ['wasps', /\bwasps?\b/],
  ['mosquitoes', /\bmosquito(e?s)?\b/],
  ['spiders', /\bspiders?\b/],
  ['rodents', /\brodents?\b/],
  ['flies', /\b(flies|fly)\b/],
  ['commercial', /\bcommercial\b/],
  ['residential', /\bresidential\b/],
];

const matching = (rules: readonly KeywordRule[], text: string) => rules.filter(([, pattern]) => pattern.test(text.toLowerCase())).map(([tag]) => tag);

/** The tags a public card shows when a case study has none: category words in title plus description, at most 3. */
export function inferPublicTags(title: string, description: string): string[] {
  return matching(PUBLIC_RULES, `${title} ${description}`).slice(0, CASE_STUDY_LIMITS.tagsShown);
}

/** The tags the admin view (and generation) gives a case study that has none: keywords in content, title and description. */
export function inferTags(title: string, description: string, content: string): string[] {
  return matching(ADMIN_RULES, `${title} ${description} ${content}`);
}

/** A case study's tags for a card: its own, or the public inference when it has none; at most 3. */
export function shownTags(study: { title: string; description: string; tags?: readonly string[] | null }): string[] {
  const own = study.tags?.filter(Boolean) ?? [];
  return (own.length ? own : inferPublicTags(study.title, study.description)).slice(0, CASE_STUDY_LIMITS.tagsShown);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Auto-suggest Tags (document 2, 5): the current tags plus every option whose value or label appears in title plus content. */
export function suggestTags(title: string, content: string, current: readonly string[] = []): string[] {
  const text = `${title} ${content}`.toLowerCase();
  const found = CASE_STUDY_TAG_OPTIONS.filter((option) =>
    [option.value, option.label].some((word) => new RegExp(`(^|[^\\w])${escapeRegExp(word.toLowerCase())}([^\\w]|$)`).test(text)),
  ).map((o) => o.value);
  return [...new Set([...current, ...found])];
}

/** The read time of Markdown content: words at WORDS_PER_MINUTE, at least one minute ('4 min read'). */
export function readTimeOf(content: string): string {
  const words = content.replace(/[#*_>`~[\]()!-]/g, ' ').split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read`;
}

/**
 * The months of a long US date. Not Intl.DateTimeFormat: building one loads the locale's data, about 30 ms of a
 * function's cold start and of the list's first paint on a phone (web/src/features/case-studies/earlyCards.ts).
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A case study's date as the pages show it (document 3, 2.6 and 2.7): a long US date ('April 2, 2025') for a date value
 * (an ISO day is that day wherever the reader is), the raw text for any other text, 'Unknown date' when missing.
 */
export function formatCaseStudyDate(date: string | null | undefined): string {
  const text = date?.trim();
  if (!text) return CASE_STUDY_ADMIN.unknownDate;
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)) return text;
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  return Number.isNaN(parsed.getTime()) ? text : `${MONTHS[parsed.getUTCMonth()]} ${parsed.getUTCDate()}, ${parsed.getUTCFullYear()}`;
}

/** The time a case study sorts by: its date when that is a date, else its creation time (ms; 0 when neither parses). */
export function caseStudyTime(study: { date?: string | null; created_at?: string | null }): number {
  const date = study.date ? Date.parse(study.date) : NaN;
  if (!Number.isNaN(date)) return date;
  const created = study.created_at ? Date.parse(study.created_at) : NaN;
  return Number.isNaN(created) ? 0 : created;
}

/** A list sorted by the sort select: Latest First or Oldest First. */
export function sortCaseStudies<T extends { date?: string | null; created_at?: string | null }>(list: readonly T[], sort: CaseStudySort): T[] {
  const sign = sort === 'oldest' ? 1 : -1;
  return [...list].sort((a, b) => sign * (caseStudyTime(a) - caseStudyTime(b)));
}

