// The case studies' store: the public list (published only, by search, featured and tag) and slug lookup, the admin's
// list with the drafts, and create, update and delete that keep every slug unique through a SLUG#slug item claimed by
// a conditional write before the case study is saved (a taken slug is a 409, never an overwrite; a claim a failed
// write left behind is taken over after a grace period); the samples' seed for `npm start`.
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { caseStudyFromSample, caseStudySchema, CASE_STUDY_LIMITS, shownTags, type CaseStudy } from '../../contracts/caseStudy/entity';
import { slugFor, type CaseStudyForm, type CaseStudyUpdate } from '../../contracts/caseStudy/admin';
import { CASE_STUDY_ADMIN } from '../../contracts/messages';
import type { SampleCaseStudy } from '../../knowledge/caseStudies';
import { conditionally, db, fromItem, queryAll, tableName } from '../platform/db';
import { keys } from '../platform/keys';
import { conflict, DomainError, notFound } from '../platform/outcomes';

type Status = 'published' | 'draft';
const STATUSES: readonly Status[] = ['published', 'draft'];
const statusOf = (study: CaseStudy): Status => (study.publishedAt ? 'published' : 'draft');

function itemOf(study: CaseStudy): Record<string, unknown> {
  return { ...keys.caseStudy(study.id), ...keys.caseStudyGsi(statusOf(study), study.createdAt, study.id), type: 'case-study', ...study };
}

const slugItem = (slug: string, id: string, now: Date) => ({ ...keys.caseStudySlug(slug), type: 'case-study-slug', slug, id, claimedAt: now.toISOString() });

const toCaseStudy = (item: Record<string, unknown>): CaseStudy => {
  const study = fromItem<typeof caseStudySchema, CaseStudy>(caseStudySchema, item);
  return Object.fromEntries(Object.entries(study).filter(([, v]) => v !== undefined)) as CaseStudy;
};

const slugTaken = (slug: string) => conflict(CASE_STUDY_ADMIN.slugTaken(slug), { fields: { slug: CASE_STUDY_ADMIN.slugTaken(slug) } });
const changedMeanwhile = () => conflict(CASE_STUDY_ADMIN.changedMeanwhile);

/**
 * How long a slug claim may wait for its case study: a claim older than this whose case study is missing or has
 * another slug was left by a write that failed half-way, and may be taken over.
 */
export const SLUG_CLAIM_GRACE_MS = 60_000;

interface SlugClaim {
  id: string;
  claimedAt?: string;
}

async function readClaim(slug: string): Promise<SlugClaim | undefined> {
  const res = await db.send(new GetCommand({ TableName: tableName(), Key: keys.caseStudySlug(slug), ConsistentRead: true }));
  return res.Item as SlugClaim | undefined;
}

/**
 * Claims `slug` for case study `id` with a conditional write (the embedded DynamoDB has no transactions): taken when
 * another case study holds it; a claim left behind by a failed write (past the grace, its case study gone or moved to
 * another slug) is taken over. Claiming a slug the case study already holds changes nothing.
 */
async function claimSlug(slug: string, id: string, now: Date): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const claimed = await conditionally(() =>
      db.send(
        new PutCommand({
          TableName: tableName(),
          Item: slugItem(slug, id, now),
          ConditionExpression: 'attribute_not_exists(pk) OR id = :id',
          ExpressionAttributeValues: { ':id': id },
        }),
      ),
    );
    if (claimed) return;
    const holder = await readClaim(slug);
    if (!holder) continue;
    const fresh = Date.parse(holder.claimedAt ?? '') > now.getTime() - SLUG_CLAIM_GRACE_MS;
    const study = fresh ? undefined : await getCaseStudy(holder.id);
    if (fresh || study?.slug === slug) throw slugTaken(slug);
    await releaseSlug(slug, holder.id);
  }
  throw slugTaken(slug);
}

/** Lets go of `slug` if case study `id` holds it. */
async function releaseSlug(slug: string, id: string): Promise<void> {
  await conditionally(() =>
    db.send(new DeleteCommand({ TableName: tableName(), Key: keys.caseStudySlug(slug), ConditionExpression: 'id = :id', ExpressionAttributeValues: { ':id': id } })),
  );
}

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
  const study = typeof id === 'string' ? await getCaseStudy(id) : undefined;
  // A claim a failed write left behind points at a case study that is gone or has another slug.
  return study?.slug === slug ? study : undefined;
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

/** Claims the slug, then saves the new case study (its slug released again if the save fails); a taken slug is a 409. */
export async function createCaseStudy(study: CaseStudy, now = new Date()): Promise<CaseStudy> {
  await claimSlug(study.slug, study.id, now);
  try {
    const saved = await conditionally(() => db.send(new PutCommand({ TableName: tableName(), Item: itemOf(study), ConditionExpression: 'attribute_not_exists(pk)' })));
    if (!saved) throw changedMeanwhile();
  } catch (error) {
    await releaseSlug(study.slug, study.id);
    throw error;
  }
  return study;
}

/**
 * Applies the changed fields: published true stamps the time (kept when it was published already), false clears it.
 * A new slug is claimed first; the case study is then saved only if nobody saved it since it was read (else the new
 * slug is released and it is a 409); the old slug is released last.
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
  if (slugChanged) await claimSlug(next.slug, id, now);
  const saved = await conditionally(() =>
    db.send(
      new PutCommand({
        TableName: tableName(),
        Item: itemOf(next),
        ConditionExpression: 'attribute_exists(pk) AND updatedAt = :seen',
        ExpressionAttributeValues: { ':seen': existing.updatedAt },
      }),
    ),
  );
  if (!saved) {
    if (slugChanged) await releaseSlug(next.slug, id);
    throw changedMeanwhile();
  }
  if (slugChanged) await releaseSlug(existing.slug, id);
  return next;
}

/** Deletes a case study, then releases its slug; false when there was none. */
export async function deleteCaseStudy(id: string): Promise<boolean> {
  const res = await conditionally(() =>
    db.send(new DeleteCommand({ TableName: tableName(), Key: keys.caseStudy(id), ConditionExpression: 'attribute_exists(pk)', ReturnValues: 'ALL_OLD' })),
  );
  if (!res?.Attributes) return false;
  await releaseSlug(String(res.Attributes.slug), id);
  return true;
}

// ---------------------------------------------------------------------------------------------------------------
// The samples, seeded as published on first start

/**
 * Writes each sample as published unless its slug belongs to another case study already; a sample written before
 * (same id) is brought to the current shape. Returns the slugs written.
 */
export async function seedSampleCaseStudies(samples: readonly SampleCaseStudy[], now = new Date()): Promise<string[]> {
  const written: string[] = [];
  for (const sample of samples) {
    const study = caseStudyFromSample(sample);
    try {
      await claimSlug(study.slug, study.id, now);
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'conflict') continue;
      throw error;
    }
    await db.send(new PutCommand({ TableName: tableName(), Item: itemOf(study) }));
    written.push(study.slug);
  }
  return written;
}
