// The case study as stored (document 2, 2.6, 2.7 and 7): its fields once, those the admin's form writes with their rules
// and the spec's messages, which of them the form writes, and the CSV's columns. Its plain facts (limits, categories,
// wire form, slugs, tags, dates) are ./facts, which the public pages load without zod.
import * as z from 'zod/mini';
import { CASE_STUDY_ADMIN } from '../messages';
import { freeText, oneLine } from '../text';
import { lazily } from '../zod';
import { CASE_STUDY_LIMITS, SLUG_PATTERN, TAG_PATTERN } from './facts';

export * from './facts';

const L = CASE_STUDY_LIMITS;
const M = CASE_STUDY_ADMIN;

const title = lazily(() => z.string({ message: M.titleMin }).check(z.trim(), z.minLength(L.titleMin, { message: M.titleMin }), z.maxLength(L.titleMax, { message: M.titleMax }), oneLine()));
const description = lazily(() => z
  .string({ message: M.descriptionMin })
  .check(z.trim(), z.minLength(L.descriptionMin, { message: M.descriptionMin }), z.maxLength(L.descriptionMax, { message: M.descriptionMax }), freeText()));
const slug = lazily(() => z
  .string({ message: M.slugMin })
  .check(z.trim(), z.minLength(L.slugMin, { message: M.slugMin }), z.maxLength(L.slugMax, { message: M.slugMax }), z.regex(SLUG_PATTERN, { message: M.slugPattern })));
const readTime = lazily(() => z.string({ message: M.readTimeRequired }).check(z.trim(), z.minLength(1, { message: M.readTimeRequired }), z.maxLength(L.readTimeMax, { message: M.readTimeMax }), oneLine(M.readTimeMax)));
const content = lazily(() => z.string({ message: M.contentMin }).check(z.minLength(L.contentMin, { message: M.contentMin }), z.maxLength(L.contentMax, { message: M.contentMax }), freeText()));
const date = lazily(() => z.string({ message: M.dateInvalid }).check(z.trim(), z.maxLength(L.dateMax, { message: M.dateInvalid }), oneLine(M.dateInvalid)));
const tags = lazily(() => z.pipe(
  z
    .array(z.string({ message: M.tagInvalid }).check(z.trim(), z.toLowerCase(), z.maxLength(L.tagMax, { message: M.tagInvalid }), z.regex(TAG_PATTERN, { message: M.tagInvalid })), { message: M.tagInvalid })
    .check(z.maxLength(L.tagsMax, { message: M.tagsMax })),
  z.transform((list: string[]) => [...new Set(list)]),
));

/**
 * A case study as stored and handled by the functions: the one definition of its fields. The fields the admin's form
 * writes carry their rules here (a stored case study is read by its keys, never parsed: lib/platform/db fromItem).
 */
export const caseStudySchema = lazily(() => z.object({
  id: z.string(),
  slug,
  title,
  description,
  /** Markdown. */
  content,
  /** The date shown: an ISO day ('2025-04-02') or free text ('Spring 2025'). */
  date,
  readTime,
  tags,
  featured: z.boolean({ message: M.featuredInvalid }),
  /** Set while published; absent for a draft. */
  publishedAt: z.optional(z.string()),
  /** The chat thread it was generated from. */
  threadId: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
}));
export type CaseStudy = z.infer<typeof caseStudySchema>;

/** The fields the admin's form writes as they are (its `published` sets publishedAt). */
export const CASE_STUDY_FORM_FIELDS = ['title', 'description', 'slug', 'readTime', 'date', 'content', 'featured', 'tags'] as const satisfies ReadonlyArray<keyof CaseStudy>;

/**
 * The Case Studies tab's CSV (case-studies-export.csv; document 2, 3 names no columns): every field of a case study in
 * order under its header, and after the slug its status, Published or Draft by publishedAt.
 */
export const CASE_STUDY_EXPORT = [
  ['id', 'ID'],
  ['title', 'Title'],
  ['slug', 'Slug'],
  ['status', 'Status'],
  ['description', 'Description'],
  ['date', 'Date'],
  ['readTime', 'Read Time'],
  ['tags', 'Tags'],
  ['featured', 'Featured'],
  ['publishedAt', 'Published At'],
  ['threadId', 'Thread ID'],
  ['createdAt', 'Created At'],
  ['updatedAt', 'Updated At'],
  ['content', 'Content'],
] as const satisfies ReadonlyArray<readonly [keyof CaseStudy | 'status', string]>;
export type CaseStudyExportField = (typeof CASE_STUDY_EXPORT)[number][0];

