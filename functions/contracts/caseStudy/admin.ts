// Case study management's calls (document 2, 5 and 7; document 3, 7): the create/edit dialog's form and the update,
// picked from the case study's fields, the public and admin queries, and AI generation's request and title.
import * as z from 'zod/mini';
import { idField } from '../admin';
import { CASE_STUDIES, CASE_STUDY_ADMIN } from '../messages';
import { oneLine } from '../text';
import { pickFields } from '../wire';
import { given, lazily } from '../zod';
import { CASE_STUDY_FORM_FIELDS, CASE_STUDY_LIMITS, caseStudySchema, DEFAULT_READ_TIME, generateSlug, SLUG_PATTERN, TAG_PATTERN, type CaseStudyWire } from './entity';

const L = CASE_STUDY_LIMITS;
const M = CASE_STUDY_ADMIN;

/** The slug a create saves: the one given, or the title's when blank. */
export const slugFor = (form: { slug?: string; title: string }) => form.slug?.trim() || generateSlug(form.title);

/** On create the slug may be left blank: it is then generated from the title. */
const slugOrBlank = lazily(() => z
  .string({ message: M.slugMin })
  .check(
    z.trim(),
    z.maxLength(L.slugMax, { message: M.slugMax }),
    z.refine((v) => v === '' || SLUG_PATTERN.test(v), { message: M.slugPattern }),
    z.refine((v) => v === '' || v.length >= L.slugMin, { message: M.slugMin }),
  ));
/** The fields the form writes, by the case study's rules, and whether it is published. */
const formFields = () => ({
  ...pickFields(caseStudySchema.shape, CASE_STUDY_FORM_FIELDS),
  published: z.boolean({ message: M.publishedInvalid }),
});

/** POST admin-case-study-management: the create/edit dialog's fields (document 2, 5 and 7). */
export const caseStudyFormSchema = lazily(() => {
  const fields = formFields();
  return z
    .object({
      ...fields,
      // What a form may leave out or send blank.
      slug: z._default(slugOrBlank, ''),
      readTime: z._default(fields.readTime, DEFAULT_READ_TIME),
      /** Blank or absent: the day it is created. */
      date: given(fields.date),
      published: z._default(fields.published, false),
      featured: z._default(fields.featured, false),
      tags: z._default(fields.tags, []),
    })
    .check(
      // A blank slug is generated from the title, which must then give one that passes the rule.
      z.refine((v) => v.slug !== '' || generateSlug(v.title).length >= L.slugMin, { message: M.slugMin, path: ['slug'] }),
    );
});
export type CaseStudyForm = z.output<typeof caseStudyFormSchema>;
/** What the dialog sends. */
export type CaseStudyFormInput = z.input<typeof caseStudyFormSchema>;

const caseStudyId = lazily(() => idField(M.notFound));

/** PUT: the id and the fields that changed (each by the case study's rule; a slug must be given in full here). */
export const caseStudyUpdateSchema = lazily(() => {
  const fields = formFields();
  return z.extend(z.partial(z.object(fields)), {
    id: caseStudyId,
    /** Blank or null: the day it was created. */
    date: z.optional(z.nullable(fields.date)),
  });
});
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
  title: caseStudySchema.shape.title,
  description: caseStudySchema.shape.description,
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

