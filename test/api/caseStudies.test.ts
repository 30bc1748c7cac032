// Case studies against the embedded stack (issue 14): the public list and slug lookup show published case studies only
// (a draft never, by slug either), filter by search, featured and tag, and are briefly cacheable; slugs are unique (a
// second case study with a slug gets a clear 409, never an overwrite); publishing stamps and clears the time; the
// samples are seeded as published; generation from a thread with the offline writer saves a valid draft without the
// user's personal details and records a model call; the editor's image upload; non-admins are refused.
import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { API, type ApiErrorBody } from '../../functions/contracts/api';
import { CASE_STUDY_CACHE, CASE_STUDY_IMAGE_MAX_BYTES, type CaseStudyReply, type CaseStudyWire, type PublicCaseStudyWire } from '../../functions/contracts/caseStudy';
import { CASE_STUDY_ADMIN } from '../../functions/contracts/messages';
import { SAMPLE_CASE_STUDIES } from '../../functions/knowledge/caseStudies';
import { LOCAL } from '../../infra/local/settings';
import { call } from '../support/http';
import { stackTable, useStackEnvironment } from '../support/stack';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
useStackEnvironment();
const { saveExchange } = await import('../../functions/lib/chat/chat');
const { CASE_STUDY_SECTIONS } = await import('../../functions/lib/caseStudies/caseStudyWriter');

let admin: TestUser;
let user: TestUser;
/** This run's word, in every title, so other files' case studies never count. */
const run = `r${randomUUID().slice(0, 8)}`;
const content = `## The Problem\n\nCockroaches were seen in daylight under the prep line of a busy kitchen (${run}).\n\n## Treatment\n\nGel baits in cracks, sealed gaps and a nightly cleaning checklist ended it in six weeks.`;

const form = (over: Record<string, unknown> = {}) => ({
  title: `Kitchen Cockroaches ${run}`,
  description: 'How a busy kitchen ended a cockroach problem without sprays.',
  slug: `kitchen-cockroaches-${run}`,
  readTime: '4 min read',
  date: '2025-04-02',
  content,
  published: true,
  tags: ['cockroaches', 'commercial'],
  ...over,
});

/** A write's answer: the case study, or the error shape. */
type Answer = CaseStudyReply & ApiErrorBody;
const create = (body: Record<string, unknown>, token = admin.idToken) => call<Answer>(appUrl, 'POST', API.adminCaseStudyManagement, { token, body });
const update = (body: Record<string, unknown>, token = admin.idToken) => call<Answer>(appUrl, 'PUT', API.adminCaseStudyManagement, { token, body });
const remove = (id: string, token = admin.idToken) => call(appUrl, 'DELETE', API.adminCaseStudyManagement, { token, body: { id } });
const publicList = (query: Record<string, string> = {}) => call<PublicCaseStudyWire[]>(appUrl, 'GET', `${API.fetchCaseStudies}?${new URLSearchParams(query)}`);
const bySlug = async (slug: string) => (await publicList({ slug })).body;
const adminList = async (search = run) => (await call<CaseStudyWire[]>(appUrl, 'GET', `${API.adminCaseStudyManagement}?${new URLSearchParams({ search, limit: '100' })}`, { token: admin.idToken })).body;

beforeAll(async () => {
  [admin, user] = await Promise.all([createUser(appUrl, { groups: ['admin'] }), createUser(appUrl)]);
});

describe('the public list and lookup', () => {
  let published: CaseStudyWire;
  let draft: CaseStudyWire;

  beforeAll(async () => {
    const a = await create(form());
    expect(a.status).toBe(201);
    published = a.body.caseStudy;
    const b = await create(form({ title: `Draft Termites ${run}`, slug: `draft-termites-${run}`, published: false, tags: ['termites'] }));
    expect(b.status).toBe(201);
    draft = b.body.caseStudy;
  });

  it('answers published case studies only, in the spec’s wire form, cacheable briefly', async () => {
    const res = await publicList({ search: run });
    expect(res.status).toBe(200);
    expect(res.body.map((s) => s.slug)).toEqual([published.slug]);
    expect(res.body[0]).toMatchObject({
      id: published.id,
      title: `Kitchen Cockroaches ${run}`,
      read_time: '4 min read',
      date: '2025-04-02',
      content,
      featured: false,
      tags: ['cockroaches', 'commercial'],
    });
    expect(res.body[0]).not.toHaveProperty('thread_id');
    expect(Date.parse(res.body[0]!.published_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${CASE_STUDY_CACHE.edgeSeconds}, s-maxage=${CASE_STUDY_CACHE.edgeSeconds}`);
  });

  it('never shows a draft, by slug either, while the admin list has both', async () => {
    expect(await bySlug(draft.slug)).toEqual([]);
    expect((await bySlug(published.slug)).map((s) => s.id)).toEqual([published.id]);
    expect(await bySlug(`no-such-case-study-${run}`)).toEqual([]);
    const listed = await adminList();
    expect(listed.map((s) => s.id).sort()).toEqual([published.id, draft.id].sort());
    expect(listed.find((s) => s.id === draft.id)?.published_at).toBeNull();
  });

  it('filters by search in title, description or slug, by featured, and by tag (own or inferred)', async () => {
    expect((await publicList({ search: `KITCHEN-COCKROACHES-${run}` })).body.map((s) => s.id)).toEqual([published.id]);
    expect((await publicList({ search: run, tag: 'commercial' })).body.map((s) => s.id)).toEqual([published.id]);
    expect((await publicList({ search: run, tag: 'termites' })).body).toEqual([]);
    expect((await publicList({ search: run, featured: 'true' })).body).toEqual([]);

    // No tags of its own: the spec's keyword rule gives it 'ants' and 'residential'.
    const inferred = await create(form({ title: `Ants at home ${run}`, slug: `ants-at-home-${run}`, description: 'A residential ant trail stopped without sprays.', tags: [] }));
    expect(inferred.status).toBe(201);
    expect((await publicList({ search: run, tag: 'ants' })).body.map((s) => s.id)).toEqual([inferred.body.caseStudy.id]);
    expect((await publicList({ search: run, tag: 'residential' })).body.map((s) => s.id)).toEqual([inferred.body.caseStudy.id]);

    const featured = await update({ id: inferred.body.caseStudy.id, featured: true });
    expect(featured.status).toBe(200);
    expect((await publicList({ search: run, featured: 'true' })).body.map((s) => s.id)).toEqual([inferred.body.caseStudy.id]);
    expect((await publicList({ tag: 'not a tag' })).status).toBe(400);
  });

  it('publishes and unpublishes: true stamps the time, false clears it and hides it again', async () => {
    const on = await update({ id: draft.id, published: true });
    expect(on.status).toBe(200);
    expect(on.body.caseStudy.published_at).not.toBeNull();
    expect((await bySlug(draft.slug)).map((s) => s.id)).toEqual([draft.id]);
    const again = await update({ id: draft.id, published: true, title: `Draft Termites renamed ${run}` });
    expect(again.body.caseStudy.published_at).toBe(on.body.caseStudy.published_at);
    const off = await update({ id: draft.id, published: false });
    expect(off.body.caseStudy.published_at).toBeNull();
    expect(off.body.caseStudy.title).toBe(`Draft Termites renamed ${run}`);
    expect(await bySlug(draft.slug)).toEqual([]);
  });

  it('has the samples, seeded as published', async () => {
    const all = (await publicList()).body;
    for (const sample of SAMPLE_CASE_STUDIES) {
      const [found] = await bySlug(sample.slug);
      expect(found, sample.slug).toMatchObject({ title: sample.title, description: sample.summary, date: sample.publishedAt, read_time: sample.readTime });
      expect(found!.published_at).not.toBeNull();
      expect(all.some((s) => s.slug === sample.slug)).toBe(true);
    }
  });
});

describe('slugs', () => {
  it('are unique: a second case study with a slug gets a clear error and the first is kept', async () => {
    const first = await create(form({ title: `Unique Slug ${run}`, slug: `unique-${run}` }));
    expect(first.status).toBe(201);
    const second = await create(form({ title: `Another One ${run}`, slug: `unique-${run}`, content: `${content}\n\nA different body.` }));
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ error: { code: 'Conflict', message: CASE_STUDY_ADMIN.slugTaken(`unique-${run}`), fields: { slug: CASE_STUDY_ADMIN.slugTaken(`unique-${run}`) } } });
    const [kept] = await bySlug(`unique-${run}`);
    expect(kept).toMatchObject({ id: first.body.caseStudy.id, title: `Unique Slug ${run}`, content });
    expect((await adminList()).filter((s) => s.title === `Another One ${run}`)).toEqual([]);
  });

  it('are generated from the title when left blank, and a taken one is refused', async () => {
    const made = await create(form({ title: `Generated Slug Title ${run}`, slug: '' }));
    expect(made.status).toBe(201);
    expect(made.body.caseStudy.slug).toBe(`generated-slug-title-${run}`);
    const again = await create(form({ title: `Generated Slug Title ${run}`, slug: '' }));
    expect(again.status).toBe(409);
  });

  it('move on update: the new slug is claimed, the old one released; a taken one is refused and nothing changes', async () => {
    const a = (await create(form({ title: `Slug Mover ${run}`, slug: `mover-a-${run}` }))).body.caseStudy;
    const b = (await create(form({ title: `Slug Holder ${run}`, slug: `holder-${run}` }))).body.caseStudy;
    const taken = await update({ id: a.id, slug: b.slug, title: `Slug Mover changed ${run}` });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(CASE_STUDY_ADMIN.slugTaken(b.slug));
    expect((await bySlug(a.slug))[0]).toMatchObject({ id: a.id, title: `Slug Mover ${run}` });
    expect((await bySlug(b.slug))[0]?.id).toBe(b.id);

    const moved = await update({ id: a.id, slug: `mover-b-${run}` });
    expect(moved.status).toBe(200);
    expect((await bySlug(`mover-b-${run}`))[0]?.id).toBe(a.id);
    expect(await bySlug(`mover-a-${run}`)).toEqual([]);
    const reuse = await create(form({ title: `Slug Reuser ${run}`, slug: `mover-a-${run}` }));
    expect(reuse.status).toBe(201);

    expect((await remove(b.id)).status).toBe(200);
    expect(await bySlug(b.slug)).toEqual([]);
    expect((await remove(b.id)).status).toBe(404);
    expect((await create(form({ title: `Slug Holder again ${run}`, slug: b.slug }))).status).toBe(201);
  });
});

describe('a slug claim left by a failed write', () => {
  const claim = (slug: string, id: string, claimedAt: string) =>
    stackTable().send(new PutCommand({ TableName: LOCAL.tableName, Item: { pk: `SLUG#${slug}`, sk: 'SLUG', type: 'case-study-slug', slug, id, claimedAt } }));

  it('is taken over once its grace has passed, and holds while a write may still be under way', async () => {
    await claim(`orphan-old-${run}`, randomUUID(), new Date(Date.now() - 10 * 60_000).toISOString());
    const old = await create(form({ title: `Orphan Old ${run}`, slug: `orphan-old-${run}` }));
    expect(old.status).toBe(201);
    expect((await bySlug(`orphan-old-${run}`))[0]?.id).toBe(old.body.caseStudy.id);

    await claim(`orphan-new-${run}`, randomUUID(), new Date().toISOString());
    expect((await create(form({ title: `Orphan New ${run}`, slug: `orphan-new-${run}` }))).status).toBe(409);
    // Nothing is found through a claim whose case study does not exist.
    expect(await bySlug(`orphan-new-${run}`)).toEqual([]);
  });
});

describe('the admin calls', () => {
  it('answer bad input with the spec’s messages, nothing saved', async () => {
    const res = await create(form({ title: 'Ants', slug: `short-${run}`, content: 'too short' }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(CASE_STUDY_ADMIN.titleMin);
    expect(res.body.error.fields).toEqual({ title: CASE_STUDY_ADMIN.titleMin, content: CASE_STUDY_ADMIN.contentMin });
    expect(await bySlug(`short-${run}`)).toEqual([]);
    const missing = await update({ id: randomUUID(), title: `Nothing here ${run}` });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(CASE_STUDY_ADMIN.notFound);
  });

  it('read one case study by id, drafts included', async () => {
    const made = (await create(form({ title: `By Id ${run}`, slug: `by-id-${run}`, published: false }))).body.caseStudy;
    const res = await call<CaseStudyReply>(appUrl, 'GET', `/api/admin-case-study-management/${made.id}`, { token: admin.idToken });
    expect(res.status).toBe(200);
    expect(res.body.caseStudy).toEqual(made);
    expect((await call(appUrl, 'GET', `/api/admin-case-study-management/${randomUUID()}`, { token: admin.idToken })).status).toBe(404);
  });

  it('refuse users and providers (403) and visitors (401), changing nothing', async () => {
    const provider = await createUser(appUrl, { groups: ['provider'] });
    const target = (await create(form({ title: `Protected ${run}`, slug: `protected-${run}` }))).body.caseStudy;
    for (const caller of [user, provider]) {
      expect((await call(appUrl, 'GET', API.adminCaseStudyManagement, { token: caller.idToken })).status).toBe(403);
      expect((await create(form({ title: `Intruder ${run}`, slug: `intruder-${run}` }), caller.idToken)).status).toBe(403);
      expect((await update({ id: target.id, title: `Defaced ${run}` }, caller.idToken)).status).toBe(403);
      expect((await remove(target.id, caller.idToken)).status).toBe(403);
      const generate = await call(appUrl, 'POST', API.generateCaseStudy, { token: caller.idToken, body: { threadId: randomUUID(), userId: caller.sub, title: 'Case Study: Ants', description: 'How the ants were stopped at home.' } });
      expect(generate.status).toBe(403);
      expect((await call(appUrl, 'PUT', API.adminCaseStudyImages, { token: caller.idToken, body: { fileName: 'a.png', contentType: 'image/png', data: 'iVBORw0KGgo=' } })).status).toBe(403);
    }
    expect((await call(appUrl, 'GET', API.adminCaseStudyManagement)).status).toBe(401);
    expect((await call(appUrl, 'POST', API.adminCaseStudyManagement, { body: form({ slug: `anon-${run}` }) })).status).toBe(401);
    expect((await call(appUrl, 'POST', API.generateCaseStudy, { body: {} })).status).toBe(401);
    expect(await bySlug(`intruder-${run}`)).toEqual([]);
    expect((await bySlug(target.slug))[0]).toMatchObject({ title: `Protected ${run}` });
  });
});

describe('generation from a thread (offline writer)', () => {
  let owner: TestUser;
  const threadId = randomUUID();

  beforeAll(async () => {
    owner = await createUser(appUrl, { displayName: 'Priya Raman' });
    expect((await call(appUrl, 'GET', API.profile, { token: owner.idToken })).status).toBe(200);
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    await saveExchange({ id: threadId, userId: owner.sub, title: 'Bites at night', createdAt: at(10), lastMessageAt: at(8) }, [
      {
        id: randomUUID(),
        threadId,
        role: 'user',
        content: `Hi, I'm writing as Priya Raman (${owner.email}, +44 7700 900123, 42 Elm Street). I wake up with itchy bites in a row and found dark spots on the mattress seams. We have a cat.`,
        createdAt: at(10),
      },
      { id: randomUUID(), threadId, role: 'assistant', content: 'That sounds like bed bugs, Priya. Check the mattress seams and the headboard.', createdAt: at(9) },
      { id: randomUUID(), threadId, role: 'user', content: 'Is it safe to spray the mattress?', createdAt: at(8) },
    ]);
  });

  it('saves a valid draft (five sections, tags inferred) without the user’s personal details, and records a model call', async () => {
    const from = new Date().toISOString();
    const res = await call<CaseStudyReply>(appUrl, 'POST', API.generateCaseStudy, {
      token: admin.idToken,
      body: { threadId, userId: owner.sub, title: 'Case Study: Bites at night', description: 'How a family found and ended bed bugs in their flat without spraying the bedroom.' },
    });
    expect(res.status).toBe(201);
    const study = res.body.caseStudy;
    expect(study).toMatchObject({ title: 'Case Study: Bites at night', thread_id: threadId, published_at: null, featured: false });
    expect(study.slug).toMatch(/^case-study-bites-at-night(-\d+)?$/);
    expect(study.content.length).toBeGreaterThanOrEqual(100);
    for (const section of CASE_STUDY_SECTIONS) expect(study.content).toContain(section.heading);
    expect(study.tags).toContain('bed-bugs');
    expect(study.read_time).toMatch(/^\d+ min read$/);
    const everything = JSON.stringify(study);
    for (const detail of ['Priya', 'Raman', owner.email, owner.email.split('@')[0], '7700', 'Elm Street', 'itchy bites in a row']) expect(everything).not.toContain(detail);

    // A draft: the admin has it, the public does not.
    expect(await bySlug(study.slug)).toEqual([]);
    const listed = await call<CaseStudyWire[]>(appUrl, 'GET', `${API.adminCaseStudyManagement}?search=${study.slug}`, { token: admin.idToken });
    expect(listed.body.map((s) => s.id)).toEqual([study.id]);

    const metrics = await stackTable().send(
      new QueryCommand({ TableName: LOCAL.tableName, KeyConditionExpression: 'pk = :pk AND sk >= :from', ExpressionAttributeValues: { ':pk': `METRICS#${from.slice(0, 10)}`, ':from': from } }),
    );
    const calls = (metrics.Items ?? []).filter((m) => m.endpoint === 'generate-case-study');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ success: true, model: 'pestpilot-offline-writer' });
    expect(calls[0]!.tokens).toBeGreaterThan(0);
  });

  it('titles and names the draft in whole words when the title was cut mid-word', async () => {
    const res = await call<CaseStudyReply>(appUrl, 'POST', API.generateCaseStudy, {
      token: admin.idToken,
      body: { threadId, userId: owner.sub, title: `Case Study: Bites ${run} at night in my gara...`, description: 'How a family found and ended bed bugs in their flat without spraying the bedroom.' },
    });
    expect(res.status).toBe(201);
    expect(res.body.caseStudy.title).toBe(`Case Study: Bites ${run} at night`);
    expect(res.body.caseStudy.slug).toBe(`case-study-bites-${run}-at-night`);
  });

  it('once published, shows the public no trace of the thread it came from; the admin still sees it', async () => {
    const res = await call<CaseStudyReply>(appUrl, 'POST', API.generateCaseStudy, {
      token: admin.idToken,
      body: { threadId, userId: owner.sub, title: `Case Study: Published ${run}`, description: 'A draft from a chat, published as it was written by the writer.' },
    });
    expect(res.status).toBe(201);
    const { id, slug } = res.body.caseStudy;
    expect((await update({ id, published: true })).status).toBe(200);
    const [shown] = await bySlug(slug);
    expect(shown).toMatchObject({ id, slug });
    expect(shown).not.toHaveProperty('thread_id');
    expect(JSON.stringify((await publicList({ search: run })).body)).not.toContain(threadId);
    const adminView = await call<CaseStudyReply>(appUrl, 'GET', API.adminCaseStudy.replace('{id}', id), { token: admin.idToken });
    expect(adminView.body.caseStudy.thread_id).toBe(threadId);
  });

  it('gives a second draft of the same title its own slug', async () => {
    const body = { threadId, userId: owner.sub, title: 'Case Study: Bites at night', description: 'A second draft of the same conversation, for a different angle.' };
    const a = await call<CaseStudyReply>(appUrl, 'POST', API.generateCaseStudy, { token: admin.idToken, body });
    const b = await call<CaseStudyReply>(appUrl, 'POST', API.generateCaseStudy, { token: admin.idToken, body });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.caseStudy.slug).not.toBe(b.body.caseStudy.slug);
  });

  it('answers an unknown thread with Thread not found', async () => {
    const res = await call(appUrl, 'POST', API.generateCaseStudy, {
      token: admin.idToken,
      body: { threadId: randomUUID(), userId: owner.sub, title: 'Case Study: Nothing', description: 'A thread that does not exist at all.' },
    });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(CASE_STUDY_ADMIN.threadNotFound);
  });
});

describe('the editor image upload', () => {
  /** A real 2x2 PNG (signature, IHDR, IDAT, IEND; CRCs left zero, which the server does not read). */
  function png(): Buffer {
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
    };
    const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 6, 0, 0, 0]);
    return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(18, 0x7f))), chunk('IEND', Buffer.alloc(0))]);
  }

  it('stores an image under our own origin, told by its content; a renamed text file is refused', async () => {
    const res = await call<{ url: string }>(appUrl, 'PUT', API.adminCaseStudyImages, { token: admin.idToken, body: { fileName: 'kitchen.png', contentType: 'image/png', data: png().toString('base64') } });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/public\/case-studies\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${appUrl}${res.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png())).toBe(true);

    const text = await call(appUrl, 'PUT', API.adminCaseStudyImages, { token: admin.idToken, body: { fileName: 'notes.png', contentType: 'image/png', data: Buffer.from('not an image at all').toString('base64') } });
    expect(text.status).toBe(415);
    expect(text.body.error.message).toBe(CASE_STUDY_ADMIN.imageNotAnImage);
  });

  it('refuses an image just over 2 MB with the limit', async () => {
    const big = Buffer.concat([png(), Buffer.alloc(CASE_STUDY_IMAGE_MAX_BYTES + 1 - png().length)]);
    const res = await call(appUrl, 'PUT', API.adminCaseStudyImages, { token: admin.idToken, body: { fileName: 'big.png', contentType: 'image/png', data: big.toString('base64') } });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(CASE_STUDY_ADMIN.imageTooLarge);
  });
});
