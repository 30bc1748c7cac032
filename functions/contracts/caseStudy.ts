// Case studies (document 3, 2.6 and 2.7; document 2, 2.6, 2.7, 3, 5 and 7): the stored entity and its wire form, the
// categories and tag options, slug generation, tag inference by both documents' keyword rules, read time and dates, the
// admin form's rules with the spec's messages, the public and admin queries, AI generation's request, and the editor's
// image upload.
import * as z from 'zod/mini';
import { idField } from './admin';
import type { SampleCaseStudy } from '../knowledge/caseStudies';
import { CASE_STUDIES, CASE_STUDY_ADMIN } from './messages';
import { freeText, oneLine } from './text';
import { imageUploadSchema, uploadBodyBytes, type ImageUpload } from './upload';
import { toWire, type Wire, type WireNames } from './wire';
import { given, lazily } from './zod';

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

// ---------------------------------------------------------------------------------------------------------------
// The entity

/** A case study as stored and handled by the functions: the one definition of its fields. */
export const caseStudySchema = lazily(() => z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** Markdown. */
  content: z.string(),
  /** The date shown: an ISO day ('2025-04-02') or free text ('Spring 2025'). */
  date: z.string(),
  readTime: z.string(),
  tags: z.array(z.string()),
  featured: z.boolean(),
  /** Set while published; absent for a draft. */
  publishedAt: z.optional(z.string()),
  /** The chat thread it was generated from. */
  threadId: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
}));
export type CaseStudy = z.infer<typeof caseStudySchema>;

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

// Made on first use: building a DateTimeFormat loads the locale's data (about 30 ms of a function's cold start).
let longUs: Intl.DateTimeFormat | undefined;

/**
 * A case study's date as the pages show it (document 3, 2.6 and 2.7): a long US date ('April 2, 2025') for a date value
 * (an ISO day is that day wherever the reader is), the raw text for any other text, 'Unknown date' when missing.
 */
export function formatCaseStudyDate(date: string | null | undefined): string {
  const text = date?.trim();
  if (!text) return CASE_STUDY_ADMIN.unknownDate;
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)) return text;
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  return Number.isNaN(parsed.getTime()) ? text : (longUs ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })).format(parsed);
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

// ---------------------------------------------------------------------------------------------------------------
// The admin form (document 2, 5) and the calls' bodies and queries

const L = CASE_STUDY_LIMITS;
const M = CASE_STUDY_ADMIN;
const SLUG_PATTERN = /^[a-z0-9-]+$/;
const TAG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const title = lazily(() => z.string({ message: M.titleMin }).check(z.trim(), z.minLength(L.titleMin, { message: M.titleMin }), z.maxLength(L.titleMax, { message: M.titleMax }), oneLine()));
const description = lazily(() => z
  .string({ message: M.descriptionMin })
  .check(z.trim(), z.minLength(L.descriptionMin, { message: M.descriptionMin }), z.maxLength(L.descriptionMax, { message: M.descriptionMax }), freeText()));
const slug = lazily(() => z
  .string({ message: M.slugMin })
  .check(z.trim(), z.minLength(L.slugMin, { message: M.slugMin }), z.maxLength(L.slugMax, { message: M.slugMax }), z.regex(SLUG_PATTERN, { message: M.slugPattern })));
/** On create the slug may be left blank: it is then generated from the title. */
const slugOrBlank = lazily(() => z
  .string({ message: M.slugMin })
  .check(
    z.trim(),
    z.maxLength(L.slugMax, { message: M.slugMax }),
    z.refine((v) => v === '' || SLUG_PATTERN.test(v), { message: M.slugPattern }),
    z.refine((v) => v === '' || v.length >= L.slugMin, { message: M.slugMin }),
  ));
const readTime = lazily(() => z.string({ message: M.readTimeRequired }).check(z.trim(), z.minLength(1, { message: M.readTimeRequired }), z.maxLength(L.readTimeMax, { message: M.readTimeMax }), oneLine(M.readTimeMax)));
const content = lazily(() => z.string({ message: M.contentMin }).check(z.minLength(L.contentMin, { message: M.contentMin }), z.maxLength(L.contentMax, { message: M.contentMax }), freeText()));
const date = lazily(() => z.string({ message: M.dateInvalid }).check(z.trim(), z.maxLength(L.dateMax, { message: M.dateInvalid }), oneLine(M.dateInvalid)));
const tags = lazily(() => z.pipe(
  z
    .array(z.string({ message: M.tagInvalid }).check(z.trim(), z.toLowerCase(), z.maxLength(L.tagMax, { message: M.tagInvalid }), z.regex(TAG_PATTERN, { message: M.tagInvalid })), { message: M.tagInvalid })
    .check(z.maxLength(L.tagsMax, { message: M.tagsMax })),
  z.transform((list: string[]) => [...new Set(list)]),
));

/** The slug a create saves: the one given, or the title's when blank. */
export const slugFor = (form: { slug?: string; title: string }) => form.slug?.trim() || generateSlug(form.title);

/** POST admin-case-study-management: the create/edit dialog's fields (document 2, 5 and 7). */
export const caseStudyFormSchema = lazily(() => z
  .object({
    title,
    description,
    slug: z._default(slugOrBlank, ''),
    readTime: z._default(readTime, DEFAULT_READ_TIME),
    /** Blank or absent: the day it is created. */
    date: given(date),
    content,
    published: z._default(z.boolean({ message: M.publishedInvalid }), false),
    featured: z._default(z.boolean({ message: M.featuredInvalid }), false),
    tags: z._default(tags, []),
  })
  .check(
    // A blank slug is generated from the title, which must then give one that passes the rule.
    z.refine((v) => v.slug !== '' || generateSlug(v.title).length >= L.slugMin, { message: M.slugMin, path: ['slug'] }),
  ));
export type CaseStudyForm = z.output<typeof caseStudyFormSchema>;
/** What the dialog sends. */
export type CaseStudyFormInput = z.input<typeof caseStudyFormSchema>;

const caseStudyId = lazily(() => idField(M.notFound));

/** PUT: the id and the fields that changed (each by the form's rule; a slug must be given in full here). */
export const caseStudyUpdateSchema = lazily(() => z.object({
  id: caseStudyId,
  title: z.optional(title),
  description: z.optional(description),
  slug: z.optional(slug),
  readTime: z.optional(readTime),
  /** Blank or null: the day it was created. */
  date: z.optional(z.nullable(date)),
  content: z.optional(content),
  published: z.optional(z.boolean({ message: M.publishedInvalid })),
  featured: z.optional(z.boolean({ message: M.featuredInvalid })),
  tags: z.optional(tags),
}));
export type CaseStudyUpdate = z.output<typeof caseStudyUpdateSchema>;
export type CaseStudyUpdateInput = z.input<typeof caseStudyUpdateSchema>;

export const caseStudyDeleteSchema = lazily(() => z.object({ id: caseStudyId }));
/** GET /api/admin-case-study-management/{id}. */
export const caseStudyPathSchema = lazily(() => z.object({ id: caseStudyId }));

const searchText = lazily(() => given(z.string().check(z.trim(), z.maxLength(L.searchMax, { message: CASE_STUDIES.searchTooLong }), oneLine(CASE_STUDIES.searchTooLong))));
const listLimit = lazily(() => z.pipe(
  z.transform((v: unknown): unknown => (v === undefined || v === null || v === '' ? L.listLimit : Number(v))),
  z.number({ message: CASE_STUDIES.limitInvalid }).check(z.int({ message: CASE_STUDIES.limitInvalid }), z.minimum(1, { message: CASE_STUDIES.limitInvalid }), z.maximum(L.listLimit, { message: CASE_STUDIES.limitInvalid })),
));

/**
 * GET fetch-case-studies (document 3, 7; document 2, 7): published only; optional search (title, description, slug),
 * featured=true, tag, or slug (then a list of at most one).
 */
export const caseStudyQuerySchema = lazily(() => z.object({
  search: searchText,
  featured: given(z.pipe(z.enum(['true', 'false'], { message: CASE_STUDIES.featuredInvalid }), z.transform((v: 'true' | 'false') => v === 'true'))),
  tag: given(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(L.tagMax, { message: CASE_STUDIES.tagInvalid }), z.regex(TAG_PATTERN, { message: CASE_STUDIES.tagInvalid }))),
  slug: given(z.string().check(z.trim(), z.maxLength(200, { message: CASE_STUDIES.slugInvalid }), oneLine(CASE_STUDIES.slugInvalid))),
  limit: listLimit,
}));
export type CaseStudyQuery = z.output<typeof caseStudyQuerySchema>;

/** GET admin-case-study-management: every case study, drafts included, newest first, with the tab's search. */
export const adminCaseStudyQuerySchema = lazily(() => z.object({ search: searchText, limit: listLimit }));
export type AdminCaseStudyQuery = z.output<typeof adminCaseStudyQuerySchema>;

/** The answer of a write and of one case study by id. */
export interface CaseStudyReply {
  caseStudy: CaseStudyWire;
}

/** POST generate-case-study (document 2, 2.8 and 7): the thread and its owner, and the dialog's title and description. */
export const generateCaseStudySchema = lazily(() => z.object({
  threadId: idField(M.threadNotFound),
  /** The thread's owner (the Threads tab's user_id): threads are kept under their owner, and their details are kept out of the draft. */
  userId: idField(M.threadNotFound),
  title,
  description,
}));
export type GenerateCaseStudy = z.output<typeof generateCaseStudySchema>;

/** Words a title does not end on ('...ants in my' reads as cut): articles, possessives, prepositions, conjunctions. */
const DANGLING_WORDS = new Set(
  'a an the my our your his her their its this that these those some any in on at of for to from with by into onto about under over behind near around and or but nor so if as'.split(' '),
);
/** A mark that says a text was cut ('...' or an ellipsis) at its end. */
const CUT_MARK = /(?:\.\.\.|\u2026)\s*$/;

/**
 * A title of whole words within `max` characters: a text cut mid-word (ending in '...', as a long thread title is, or
 * longer than `max`) loses its partial last word, then any words it may not end on, and its trailing punctuation.
 * What is left empty gives `fallback`.
 */
export function wholeWordTitle(text: string, max: number, fallback: string): string {
  let words = text.trim().split(/\s+/).filter(Boolean);
  const cutMark = CUT_MARK.test(text);
  if (cutMark) words = text.trim().replace(CUT_MARK, '').split(/\s+/).filter(Boolean).slice(0, -1);
  let cut = cutMark;
  while (words.length > 1 && words.join(' ').length > max) {
    words = words.slice(0, -1);
    cut = true;
  }
  // One word longer than the whole title has no boundary to cut at.
  if (words.length === 1 && words[0]!.length > max) return words[0]!.slice(0, max);
  if (cut) {
    while (words.length && DANGLING_WORDS.has(words.at(-1)!.toLowerCase().replace(/[^\p{L}]/gu, ''))) words = words.slice(0, -1);
  }
  const title = words.join(' ').replace(/[\s,;:-]+$/, '');
  return title || fallback;
}

/**
 * The AI dialog's title for a thread: 'Case Study: <thread title>' in whole words within the title's maximum (a thread
 * title is its first message's first characters, often cut mid-word: 'How do I get rid of ants in my gara...' gives
 * 'Case Study: How do I get rid of ants').
 */
export function generationTitle(threadTitle: string): string {
  const subject = wholeWordTitle(threadTitle, L.titleMax - M.generationTitlePrefix.length, M.untitledThread);
  return `${M.generationTitlePrefix}${subject}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The editor's image upload (document 2, 2.7): into the site-assets bucket, served from our own origin.

/** Where uploaded images are kept in the site-assets bucket, and the path they are served from ('/public/case-studies/...'). */
export const CASE_STUDY_IMAGE_PREFIX = 'public/case-studies/';
export const CASE_STUDY_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The upload's JSON body at most. */
export const CASE_STUDY_IMAGE_MAX_BODY_BYTES = uploadBodyBytes(CASE_STUDY_IMAGE_MAX_BYTES);

export type CaseStudyImageType = 'png' | 'jpg' | 'gif' | 'webp';
export const CASE_STUDY_IMAGE_TYPES: Record<CaseStudyImageType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** PUT /api/admin/case-study-images: `contentType` is what the browser claims; the server reads the content. */
export const caseStudyImageUploadSchema = lazily(() => imageUploadSchema(CASE_STUDY_IMAGE_MAX_BYTES, {
  invalidType: M.imageInvalidType,
  noFile: M.imageNoFile,
  tooLarge: M.imageTooLarge,
  notAnImage: M.imageNotAnImage,
}));
export type CaseStudyImageUpload = ImageUpload;

/** The upload's answer: the image's URL on our origin ('/public/case-studies/<id>.png'). */
export interface CaseStudyImageReply {
  url: string;
}

/** The browser's own check before upload: a file, whose type names an image, within the size. */
export function caseStudyImageProblem(file: { type: string; size: number } | null | undefined): string | undefined {
  if (!file) return M.imageNoFile;
  if (!file.type.startsWith('image/')) return M.imageInvalidType;
  if (file.size > CASE_STUDY_IMAGE_MAX_BYTES) return M.imageTooLarge;
  return undefined;
}
