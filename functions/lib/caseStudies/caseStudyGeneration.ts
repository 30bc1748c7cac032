// AI generation of a case study from a chat thread (document 2, 2.8): reads the thread and its owner, has the writer
// draft it from the redacted transcript, records the call as a model call for monitoring, and saves an unpublished
// draft (read time from its length, tags inferred, a free slug) that keeps none of the user's personal details.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { CASE_STUDY_LIMITS as L, generateSlug, inferTags, readTimeOf, type CaseStudy } from '../../contracts/caseStudy/entity';
import { wholeWordTitle, type GenerateCaseStudy } from '../../contracts/caseStudy/admin';
import { CASE_STUDY_ADMIN } from '../../contracts/messages';
import { caseStudyFromForm, createCaseStudy } from './caseStudies';
import { caseStudyWriter, redact, WriterError, type CaseStudyWriter, type Person } from './caseStudyWriter';
import { getThread, threadMessages } from '../chat';
import { recordModelCall } from '../monitoring';
import { db, tableName } from '../platform/db';
import { keys } from '../platform/keys';
import { DomainError, invalid, notFound } from '../platform/outcomes';

export const GENERATION_ENDPOINT = 'generate-case-study';
/** Slugs tried with a number before a random suffix ('case-study-ants', 'case-study-ants-2', ...). */
const NUMBERED_SLUGS = 5;
const FALLBACK_TITLE = 'Pest Control Case Study';

/** Saves the draft under the title's slug, or the first free numbered one. */
async function saveWithFreeSlug(draft: CaseStudy): Promise<CaseStudy> {
  const base = draft.slug;
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : n <= NUMBERED_SLUGS ? `${base}-${n}` : `${base}-${draft.id.slice(0, 8)}`;
    try {
      return await createCaseStudy({ ...draft, slug });
    } catch (error) {
      const taken = error instanceof DomainError && error.kind === 'conflict' && error.detail.fields?.slug;
      if (!taken || n > NUMBERED_SLUGS) throw error;
    }
  }
}

/** The thread owner's name and e-mail, the details to keep out of the draft (a plain read: no profile is created here). */
async function ownerOf(userId: string): Promise<Person> {
  const res = await db.send(new GetCommand({ TableName: tableName(), Key: keys.profile(userId), ProjectionExpression: 'displayName, email' }));
  return { name: res.Item?.displayName as string | undefined, email: res.Item?.email as string | undefined };
}

export async function generateCaseStudy(request: GenerateCaseStudy, options: { writer?: CaseStudyWriter; now?: Date } = {}): Promise<CaseStudy> {
  const { writer = await caseStudyWriter(), now = new Date() } = options;
  const { threadId, userId } = request;
  const [thread, messages, person] = await Promise.all([getThread(userId, threadId), threadMessages(threadId), ownerOf(userId)]);
  if (!thread) throw notFound(CASE_STUDY_ADMIN.threadNotFound);
  if (!messages.length) throw invalid(CASE_STUDY_ADMIN.threadEmpty);
  // Redacted, the title and description may grow or shrink: they are kept within the form's rules.
  // The title in whole words: one cut mid-word ('...ants in my gara...') would name the draft and its slug so.
  const redactedTitle = wholeWordTitle(redact(request.title, person), L.titleMax, FALLBACK_TITLE);
  const title = redactedTitle.length >= L.titleMin ? redactedTitle : FALLBACK_TITLE;
  const redactedDescription = redact(request.description, person).trim().slice(0, L.descriptionMax);
  const description = redactedDescription.length >= L.descriptionMin ? redactedDescription : CASE_STUDY_ADMIN.defaultDescription;
  const transcript = messages.map((m) => ({ role: m.role, content: redact(m.content, person) }));

  const started = performance.now();
  const timestamp = now.toISOString();
  let content: string;
  try {
    const draft = await writer.write({ title, description, transcript });
    content = redact(draft.content, person);
    await recordModelCall({ endpoint: GENERATION_ENDPOINT, responseTime: Math.round(performance.now() - started), success: true, errorType: null, model: draft.model, tokens: draft.tokens, timestamp });
  } catch (error) {
    const errorType = error instanceof WriterError ? error.errorType : 'unknown';
    await recordModelCall({ endpoint: GENERATION_ENDPOINT, responseTime: Math.round(performance.now() - started), success: false, errorType, model: writer.model, tokens: 0, timestamp });
    if (error instanceof WriterError) throw errorType === 'invalid-response' ? new DomainError('upstream-failed', error.message, { code: 'InvalidResponse' }) : new DomainError('unavailable', error.message);
    throw error;
  }

  const draft = caseStudyFromForm(
    {
      title,
      description,
      slug: generateSlug(title).length >= L.slugMin ? generateSlug(title) : generateSlug(FALLBACK_TITLE),
      readTime: readTimeOf(content),
      content,
      published: false,
      featured: false,
      tags: inferTags(title, description, content),
      date: undefined,
    },
    now,
    { threadId },
  );
  return saveWithFreeSlug(draft);
}
