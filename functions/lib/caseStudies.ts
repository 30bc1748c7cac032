// The case studies' store: the public list (published only, by search, featured and tag) and slug lookup, the admin's
// list with the drafts, and create, update and delete that keep every slug unique through a SLUG#slug item written in
// the same transaction as the case study (a taken slug is a 409, never an overwrite); the samples' seed for `npm start`.
import { randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  caseStudySchema,
  CASE_STUDY_LIMITS,
  shownTags,
  slugFor,
  type CaseStudy,
  type CaseStudyForm,
  type CaseStudyUpdate,
} from '../contracts/caseStudy';
import { CASE_STUDY_ADMIN } from '../contracts/messages';
import type { SampleCaseStudy } from '../knowledge/caseStudies';
import { db, fromItem, queryAll, tableName } from './db';
import { HttpError, notFound } from './http';
import { keys } from './keys';

type Status = 'published' | 'draft';
const STATUSES: readonly Status[] = ['published', 'draft'];
const statusOf = (study: CaseStudy): Status => (study.publishedAt ? 'published' : 'draft');

function itemOf(study: CaseStudy): Record<string, unknown> {
  return { ...keys.caseStudy(study.id), ...keys.caseStudyGsi(statusOf(study), study.createdAt, study.id), type: 'case-study', ...study };
}

const slugItem = (slug: string, id: string) => ({ ...keys.caseStudySlug(slug), type: 'case-study-slug', slug, id });

const toCaseStudy = (item: Record<string, unknown>): CaseStudy => {
  const study = fromItem<typeof caseStudySchema, CaseStudy>(caseStudySchema, item);
  return Object.fromEntries(Object.entries(study).filter(([, v]) => v !== undefined)) as CaseStudy;
};

const slugTaken = (slug: string) => new HttpError(409, 'Conflict', CASE_STUDY_ADMIN.slugTaken(slug), { slug: CASE_STUDY_ADMIN.slugTaken(slug) });
const changedMeanwhile = () => new HttpError(409, 'Conflict', CASE_STUDY_ADMIN.changedMeanwhile);

/** The reasons DynamoDB gives for a cancelled transaction, in the order of its items ('None' for an item that was fine). */
function cancellationCodes(error: unknown): string[] | undefined {
  const e = error as { name?: string; CancellationReasons?: Array<{ Code?: string }> };
  return e?.name === 'TransactionCanceledException' ? (e.CancellationReasons ?? []).map((r) => r.Code ?? 'None') : undefined;
}

/** Runs a transaction; a cancelled one answers the codes of its items, any other failure is thrown. */
async function transact(items: NonNullable<TransactWriteCommandInput['TransactItems']>): Promise<string[] | undefined> {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items }));
    return undefined;
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    return codes;
  }
}

const failed = (codes: string[] | undefined, index: number) => codes?.[index] === 'ConditionalCheckFailed';

// ---------------------------------------------------------------------------------------------------------------
// Reads

async function inStatus(status: Status): Promise<CaseStudy[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.caseStudiesIn(status) },
    ScanIndexForward: false,
  });
  return items.map(toCaseStudy);
}

export interface CaseStudyFilter {
  search?: string;
  featured?: boolean;
  tag?: string;
  limit?: number;
}

const matchesSearch = (study: CaseStudy, search: string) => {
  const text = search.toLowerCase();
  return [study.title, study.description, study.slug].some((field) => field.toLowerCase().includes(text));
};

/** A case study's tags as a visitor sees them (its own, or inferred), which is what a tag filter matches. */
const hasTag = (study: CaseStudy, tag: string) => (study.tags.length ? study.tags : shownTags(study)).includes(tag);

function filtered(list: CaseStudy[], { search, featured, tag, limit = CASE_STUDY_LIMITS.listLimit }: CaseStudyFilter): CaseStudy[] {
  return list
    .filter((s) => (search ? matchesSearch(s, search) : true) && (featured ? s.featured : true) && (tag ? hasTag(s, tag) : true))
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .slice(0, limit);
}

/** The public list: published case studies only, newest first. */
export async function publishedCaseStudies(filter: CaseStudyFilter = {}): Promise<CaseStudy[]> {
  return filtered(await inStatus('published'), filter);
}

/** The admin's list: drafts and published, newest first. */
export async function allCaseStudies(filter: Pick<CaseStudyFilter, 'search' | 'limit'> = {}): Promise<CaseStudy[]> {
  const [published, drafts] = await Promise.all(STATUSES.map(inStatus));
  return filtered([...published, ...drafts], filter);
}

export async function getCaseStudy(id: string): Promise<CaseStudy | undefined> {
  const res = await db.send(new GetCommand({ TableName: tableName(), Key: keys.caseStudy(id), ConsistentRead: true }));
  return res.Item ? toCaseStudy(res.Item) : undefined;
}

/** The case study that has `slug`, drafts included (the public lookup hides drafts itself). */
export async function caseStudyBySlug(slug: string): Promise<CaseStudy | undefined> {
  const res = await db.send(new GetCommand({ TableName: tableName(), Key: keys.caseStudySlug(slug) }));
  const id = res.Item?.id;
  return typeof id === 'string' ? getCaseStudy(id) : undefined;
}

/** The published case study that has `slug`; a draft is never found here. */
export async function publishedBySlug(slug: string): Promise<CaseStudy | undefined> {
  const study = await caseStudyBySlug(slug);
  return study?.publishedAt ? study : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Writes

/** What a create may add beyond the form: the thread a generated draft came from. */
export interface CreateExtras {
  threadId?: string;
  id?: string;
}

/** The case study a form makes: the slug generated when blank, the date today when blank, published stamped now. */
export function caseStudyFromForm(form: CaseStudyForm, now: Date, extras: CreateExtras = {}): CaseStudy {
  const at = now.toISOString();
  return {
    id: extras.id ?? randomUUID(),
    slug: slugFor(form),
    title: form.title,
    description: form.description,
    content: form.content,
    date: form.date ?? at.slice(0, 10),
    readTime: form.readTime,
    tags: form.tags,
    featured: form.featured,
    ...(form.published ? { publishedAt: at } : {}),
    ...(extras.threadId ? { threadId: extras.threadId } : {}),
    createdAt: at,
    updatedAt: at,
  };
}

/** Saves a new case study and claims its slug in one transaction; a slug already taken is a 409. */
export async function createCaseStudy(study: CaseStudy): Promise<CaseStudy> {
  const codes = await transact([
    { Put: { TableName: tableName(), Item: slugItem(study.slug, study.id), ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: tableName(), Item: itemOf(study), ConditionExpression: 'attribute_not_exists(pk)' } },
  ]);
  if (failed(codes, 0)) throw slugTaken(study.slug);
  if (codes) throw changedMeanwhile();
  return study;
}

/**
 * Applies the changed fields: published true stamps the time (kept when it was published already), false clears it;
 * a new slug is claimed and the old one released in the same transaction, which also requires that nobody saved the
 * case study since it was read.
 */
export async function updateCaseStudy(update: CaseStudyUpdate, now = new Date()): Promise<CaseStudy> {
  const { id, published, date, ...fields } = update;
  const existing = await getCaseStudy(id);
  if (!existing) throw notFound(CASE_STUDY_ADMIN.notFound);
  const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<CaseStudy>;
  const next: CaseStudy = { ...existing, ...changes, updatedAt: now.toISOString() };
  if (date !== undefined) next.date = date || existing.createdAt.slice(0, 10);
  if (published === true && !existing.publishedAt) next.publishedAt = now.toISOString();
  if (published === false) delete next.publishedAt;

  const slugChanged = next.slug !== existing.slug;
  const items: NonNullable<TransactWriteCommandInput['TransactItems']> = [
    {
      Put: {
        TableName: tableName(),
        Item: itemOf(next),
        ConditionExpression: 'attribute_exists(pk) AND updatedAt = :seen',
        ExpressionAttributeValues: { ':seen': existing.updatedAt },
      },
    },
  ];
  if (slugChanged) {
    items.push(
      { Put: { TableName: tableName(), Item: slugItem(next.slug, id), ConditionExpression: 'attribute_not_exists(pk)' } },
      { Delete: { TableName: tableName(), Key: keys.caseStudySlug(existing.slug), ConditionExpression: 'id = :id', ExpressionAttributeValues: { ':id': id } } },
    );
  }
  const codes = await transact(items);
  if (failed(codes, 1)) throw slugTaken(next.slug);
  if (codes) throw changedMeanwhile();
  return next;
}

/** Deletes a case study and releases its slug; false when there was none. */
export async function deleteCaseStudy(id: string): Promise<boolean> {
  const existing = await getCaseStudy(id);
  if (!existing) return false;
  const codes = await transact([
    { Delete: { TableName: tableName(), Key: keys.caseStudy(id), ConditionExpression: 'attribute_exists(pk)' } },
    { Delete: { TableName: tableName(), Key: keys.caseStudySlug(existing.slug), ConditionExpression: 'attribute_not_exists(pk) OR id = :id', ExpressionAttributeValues: { ':id': id } } },
  ]);
  if (failed(codes, 0)) return false;
  if (codes) throw changedMeanwhile();
  return true;
}

// ---------------------------------------------------------------------------------------------------------------
// The samples, seeded as published on first start

/** A built-in sample as a published case study (its id is its slug). */
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

/**
 * Writes each sample as published unless its slug belongs to another case study already; a sample written before
 * (same id) is brought to the current shape. Returns the slugs written.
 */
export async function seedSampleCaseStudies(samples: readonly SampleCaseStudy[]): Promise<string[]> {
  const written: string[] = [];
  for (const sample of samples) {
    const study = caseStudyFromSample(sample);
    const codes = await transact([
      {
        Put: {
          TableName: tableName(),
          Item: slugItem(study.slug, study.id),
          ConditionExpression: 'attribute_not_exists(pk) OR id = :id',
          ExpressionAttributeValues: { ':id': study.id },
        },
      },
      { Put: { TableName: tableName(), Item: itemOf(study) } },
    ]);
    if (!codes) written.push(study.slug);
  }
  return written;
}
