// The account function and the deletion processor against the embedded stack: the token request, the export
// (exactly the caller's data), the deletion request (signing the user out everywhere), and its processing (nothing
// of the user left but anonymised leads; the login gone; a token still in hand writes nothing). Chat data and leads
// are written in this process through their own modules.
import { randomUUID } from 'node:crypto';
import { AdminGetUserCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { BatchWriteCommand, DeleteCommand, GetCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_EXPORT, exportFileName, userExportsPrefix, type AccountExport, type AccountExportLink, type ExportedThread } from '../../functions/contracts/account';
import { API } from '../../functions/contracts/api';
import type { ChatMessage, ChatThread } from '../../functions/contracts/chat';
import { DATA_DELETION, GENERIC, TOKEN_REQUEST } from '../../functions/contracts/messages';
import type { Caller } from '../../functions/lib/platform/caller';
import { keys } from '../../functions/lib/platform/keys';
import { EXPORT_LIMIT } from '../../functions/lib/platform/limits';
import { searchKeys } from '../../functions/lib/users/userDirectory';
import { LOCAL } from '../../infra/local/settings';
import { call } from '../support/http';
import { cognitoAdminClient, cognitoClient, createUser, signIn, type TestUser } from '../support/users';
import { stackTable, useStackEnvironment } from '../support/stack';

const appUrl = inject('appUrl');

useStackEnvironment();
const { saveExchange } = await import('../../functions/lib/chat/chat');
const { createLead } = await import('../../functions/lib/leads/leads');
const { topRatedProvider } = await import('../../functions/lib/providers/providers');
const { processDeletions } = await import('../../functions/lib/users/deletionRun');
// The deletion processor runs on a schedule, not through the gateway: here as its invocation, held to its role.
const { invoke } = await import('../../infra/local/iam');
const { reserveTokens, settleTokens } = await import('../../functions/lib/chat/tokens');

const table = stackTable();
const storage = new S3Client({ forcePathStyle: true });

/** A download link for `key` of the assets bucket, signed as the export signs it but at another time or with another secret. */
function presign(key: string, { signingDate, secretAccessKey = LOCAL.secretAccessKey }: { signingDate?: Date; secretAccessKey?: string }): Promise<string> {
  const signer = new S3Client({ forcePathStyle: true, credentials: { accessKeyId: LOCAL.accessKeyId, secretAccessKey } });
  return getSignedUrl(signer, new GetObjectCommand({ Bucket: LOCAL.assetsBucket, Key: key }), { expiresIn: ACCOUNT_EXPORT.linkSeconds, signingDate });
}

/** How many export files of the user the site-assets bucket holds. */
async function exportFilesOf(user: TestUser): Promise<number> {
  return (await storage.send(new ListObjectsV2Command({ Bucket: LOCAL.assetsBucket, Prefix: userExportsPrefix(user.sub) }))).KeyCount ?? 0;
}

function callerOf(user: TestUser): Caller {
  const claims = JSON.parse(Buffer.from(user.idToken.split('.')[1]!, 'base64url').toString());
  return { sub: user.sub, username: String(claims['cognito:username']), email: user.email, role: 'user' };
}

/** A thread of two messages for the user, written as the consultant writes them. */
async function chat(user: TestUser, question: string, at = new Date()): Promise<{ thread: ChatThread; messages: ChatMessage[] }> {
  const id = randomUUID();
  const asked = at.toISOString();
  const answered = new Date(at.getTime() + 1500).toISOString();
  const thread: ChatThread = { id, userId: user.sub, title: question.slice(0, 30), createdAt: asked, lastMessageAt: answered };
  const messages: ChatMessage[] = [
    { id: randomUUID(), threadId: id, role: 'user', content: question, createdAt: asked },
    { id: randomUUID(), threadId: id, role: 'assistant', content: `About "${question}": start with prevention.`, createdAt: answered },
  ];
  await saveExchange(thread, messages);
  return { thread, messages };
}

/** The user's export: the link the API answers, and the file it downloads (with the download's headers). */
async function exported(user: TestUser): Promise<{ link: AccountExportLink; file: Response; text: string; data: AccountExport }> {
  const res = await call<AccountExportLink>(appUrl, 'GET', API.profileExport, { token: user.idToken });
  expect(res.status).toBe(200);
  const link = res.body;
  const file = await fetch(link.url);
  expect(file.status).toBe(200);
  const text = await file.text();
  return { link, file, text, data: JSON.parse(text) as AccountExport };
}

async function lead(user: TestUser, threadId: string, mobile: string) {
  const provider = (await topRatedProvider())!;
  const created = await createLead(callerOf(user), {
    provider_id: provider.id,
    message: `Please call me about the problem, ${user.displayName}.`,
    country: 'Saudi Arabia',
    city: 'Riyadh',
    consentToPrivacyPolicy: true,
    priority: 'high',
    request_callback: true,
    mobile_number: mobile,
    request_more_info: false,
    request_appointment: true,
    safety_considerations: ['pets'],
    thread_id: threadId,
  });
  return { lead: created!, provider };
}

/** Every item of the table whose text holds `needle` (a test's whole-table check, never a product path). */
async function itemsMentioning(needle: string): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const res = await table.send(new ScanCommand({ TableName: LOCAL.tableName, ExclusiveStartKey }));
    found.push(...(res.Items ?? []).filter((item) => JSON.stringify(item).toLowerCase().includes(needle.toLowerCase())));
    ExclusiveStartKey = res.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return found;
}

/** For each needle, the items of the table whose text holds it: one pass over the table for them all. */
async function mentionsOf(needles: string[]): Promise<Record<string, Record<string, unknown>[]>> {
  const found: Record<string, Record<string, unknown>[]> = Object.fromEntries(needles.map((n) => [n, []]));
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const res = await table.send(new ScanCommand({ TableName: LOCAL.tableName, ExclusiveStartKey }));
    for (const item of res.Items ?? []) {
      const text = JSON.stringify(item).toLowerCase();
      for (const needle of needles) if (text.includes(needle.toLowerCase())) found[needle]!.push(item);
    }
    ExclusiveStartKey = res.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return found;
}

describe('the token request', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(appUrl);
  });

  it('records the request on the profile so admins see it pending', async () => {
    const res = await call(appUrl, 'POST', API.tokenRequest, { token: user.idToken, body: { amount: 250_000, reason: 'Running a pest survey' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(TOKEN_REQUEST.recorded);
    expect(res.body.request).toMatchObject({ amount: 250_000, reason: 'Running a pest survey', requestedAt: expect.stringMatching(/^\d{4}-/) });
    expect(res.body.profile.tokenRequestPending).toBe(true);
    expect((await call(appUrl, 'GET', API.profile, { token: user.idToken })).body.tokenRequestPending).toBe(true);
  });

  it("refuses a missing amount or reason with the spec's message, and an amount off the slider", async () => {
    for (const body of [{ amount: 0, reason: 'x' }, { amount: 5_000, reason: ' ' }, {}]) {
      const res = await call(appUrl, 'POST', API.tokenRequest, { token: user.idToken, body });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Please provide both a token amount and reason for your request.');
    }
    const off = await call(appUrl, 'POST', API.tokenRequest, { token: user.idToken, body: { amount: 1_500, reason: 'x' } });
    expect(off.body.error.message).toBe(TOKEN_REQUEST.amountRange);
  });
});

describe('the data export', () => {
  let owner: TestUser;
  let other: TestUser;
  let ownerChat: Awaited<ReturnType<typeof chat>>;
  let otherChat: Awaited<ReturnType<typeof chat>>;
  let ownerLead: Awaited<ReturnType<typeof lead>>;
  let otherLead: Awaited<ReturnType<typeof lead>>;

  beforeAll(async () => {
    [owner, other] = await Promise.all([createUser(appUrl, { displayName: 'Olive Owner' }), createUser(appUrl, { displayName: 'Oscar Other' })]);
    for (const u of [owner, other]) await call(appUrl, 'GET', API.profile, { token: u.idToken });
    ownerChat = await chat(owner, 'Ants marching across my kitchen counter');
    otherChat = await chat(other, 'Secret rodent problem in the cellar');
    ownerLead = await lead(owner, ownerChat.thread.id, '+966 555 0123');
    otherLead = await lead(other, otherChat.thread.id, '+966 555 0456');
    await call(appUrl, 'PUT', API.profile, { token: owner.idToken, body: { marketingConsent: true } });
    await call(appUrl, 'POST', API.tokenRequest, { token: owner.idToken, body: { amount: 10_000, reason: 'More questions' } });
  });

  it('is a link to a dated JSON attachment of the profile, consents, token request, threads with messages and leads', async () => {
    const { link, file, data } = await exported(owner);
    expect(link.fileName).toBe(exportFileName(new Date()));
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${exportFileName(new Date())}"`);
    expect(file.headers.get('content-type')).toMatch(/^application\/json/);
    expect(data.profile).toMatchObject({ id: owner.sub, email: owner.email, displayName: 'Olive Owner', marketingConsent: true });
    expect(data.consents).toEqual({
      consentToPrivacyPolicy: data.profile.consentToPrivacyPolicy,
      consentTimestamp: data.profile.consentTimestamp,
      marketingConsent: true,
      marketingConsentTimestamp: expect.stringMatching(/^\d{4}-/),
    });
    expect(data.tokenRequest).toMatchObject({ amount: 10_000, reason: 'More questions' });
    expect(data.dataDeletionRequest).toBeNull();
    expect(data.threads).toEqual([
      {
        id: ownerChat.thread.id,
        title: ownerChat.thread.title,
        createdAt: ownerChat.thread.createdAt,
        lastMessageAt: ownerChat.thread.lastMessageAt,
        messages: ownerChat.messages.map(({ id, role, content, createdAt }) => ({ id, role, content, createdAt })),
      },
    ]);
    expect(data.leads).toEqual([
      {
        id: ownerLead.lead.id,
        providerId: ownerLead.provider.id,
        providerName: ownerLead.provider.name,
        threadId: ownerChat.thread.id,
        message: ownerLead.lead.message,
        status: 'new',
        priority: 'high',
        requestCallback: true,
        mobileNumber: '+966 555 0123',
        requestMoreInfo: false,
        requestAppointment: true,
        safetyConsiderations: ['pets'],
        country: 'Saudi Arabia',
        city: 'Riyadh',
        createdAt: ownerLead.lead.createdAt,
        notifiedAt: null,
      },
    ]);
  });

  it("holds nothing of another user and no provider contact details", async () => {
    const { text } = await exported(owner);
    for (const foreign of [other.sub, other.email, 'Oscar Other', otherChat.thread.id, 'Secret rodent', otherLead.lead.id, '+966 555 0456']) {
      expect(text).not.toContain(foreign);
    }
    const contact = ownerLead.provider.contactInfo;
    for (const detail of [contact.email, contact.phone, contact.website, contact.address].filter(Boolean)) expect(text).not.toContain(detail);
  });

  it('is refused without a token', async () => {
    expect((await call(appUrl, 'GET', API.profileExport)).status).toBe(401);
  });

  it("is the user's alone: a private file under their own prefix with a random id, through a link that lasts 5 minutes", async () => {
    const before = Date.now();
    const [first, second, others] = [await exported(owner), await exported(owner), await exported(other)];
    const keyOf = (link: AccountExportLink) => decodeURIComponent(new URL(link.url).pathname).replace(`/${LOCAL.assetsBucket}/`, '');
    const fileName = exportFileName(new Date());
    const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
    expect(keyOf(first.link)).toMatch(new RegExp(`^${ACCOUNT_EXPORT.prefix}${owner.sub}/${uuid}/${fileName}$`));
    expect(keyOf(others.link)).toMatch(new RegExp(`^${ACCOUNT_EXPORT.prefix}${other.sub}/${uuid}/${fileName}$`));
    // Each export is a new file at a new address: nobody can work one out from another.
    expect(keyOf(second.link)).not.toBe(keyOf(first.link));
    expect(others.text).not.toContain(owner.sub);

    const params = new URL(first.link.url).searchParams;
    expect(params.get('X-Amz-Expires')).toBe(String(ACCOUNT_EXPORT.linkSeconds));
    expect(ACCOUNT_EXPORT.linkSeconds).toBe(300);
    expect(Date.parse(first.link.expiresAt) - before).toBeGreaterThanOrEqual(300_000);
    expect(Date.parse(first.link.expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);
    // The same link, signed 5 minutes and a second ago, is refused.
    const stale = await presign(keyOf(first.link), { signingDate: new Date(Date.now() - 301_000) });
    const refused = await fetch(stale);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Request has expired');
  });

  it("is read only through its own link: S3's signature check (the stand-in's too) refuses any other read", async () => {
    const [mine, theirs] = [await exported(owner), await exported(other)];
    const keyOf = (link: AccountExportLink) => decodeURIComponent(new URL(link.url).pathname).replace(`/${LOCAL.assetsBucket}/`, '');
    const refusal = async (url: URL | string, init?: RequestInit) => {
      const res = await fetch(url, init);
      return `${res.status} ${/<Code>(\w+)<\/Code>/.exec(await res.text())?.[1]}`;
    };
    // No signature: neither the file nor the listing of anyone's exports.
    const unsigned = new URL(mine.link.url);
    unsigned.search = '';
    expect(await refusal(unsigned)).toBe('403 AccessDenied');
    expect(await refusal(`${inject('storageEndpoint')}/${LOCAL.assetsBucket}?list-type=2&prefix=${ACCOUNT_EXPORT.prefix}`)).toBe('403 AccessDenied');
    expect(await refusal(`${inject('storageEndpoint')}/${LOCAL.assetsBucket}/${keyOf(theirs.link)}`)).toBe('403 AccessDenied');
    // My link's signature on the other user's file, or on a listing of the bucket.
    const swapped = new URL(mine.link.url);
    swapped.pathname = new URL(theirs.link.url).pathname;
    expect(await refusal(swapped)).toBe('403 SignatureDoesNotMatch');
    const listing = new URL(mine.link.url);
    listing.pathname = `/${LOCAL.assetsBucket}`;
    listing.searchParams.set('list-type', '2');
    expect(await refusal(listing)).toBe('403 SignatureDoesNotMatch');
    // A longer life than it was signed for, another method, or a signature made with another secret key.
    const longer = new URL(mine.link.url);
    longer.searchParams.set('X-Amz-Expires', '604800');
    expect(await refusal(longer)).toBe('403 SignatureDoesNotMatch');
    expect(await refusal(mine.link.url, { method: 'DELETE' })).toBe('403 SignatureDoesNotMatch');
    expect(await refusal(await presign(keyOf(mine.link), { secretAccessKey: 'not-the-local-secret' }))).toBe('403 SignatureDoesNotMatch');
    // The link itself still works, and only for a GET.
    expect((await fetch(mine.link.url)).status).toBe(200);
  });

  it(`allows ${EXPORT_LIMIT.limit} exports an hour to a user, then answers 429`, async () => {
    const busy = await createUser(appUrl);
    for (let i = 0; i < EXPORT_LIMIT.limit; i += 1) expect((await call(appUrl, 'GET', API.profileExport, { token: busy.idToken })).status).toBe(200);
    const refused = await call(appUrl, 'GET', API.profileExport, { token: busy.idToken });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(GENERIC.tooManyRequests);
  });
});

describe('the data export of a large account', () => {
  const THREADS = 400;
  const MESSAGES = 4;
  /** Over 6 MB in all: more than one Lambda response can hold, and more than one part of a multipart upload. */
  const CONTENT = 4_000;
  let user: TestUser;
  const threads: ExportedThread[] = [];

  beforeAll(async () => {
    user = await createUser(appUrl, { displayName: 'Lara Large' });
    await call(appUrl, 'GET', API.profile, { token: user.idToken });
    const items: Record<string, unknown>[] = [];
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    for (let t = 0; t < THREADS; t += 1) {
      const id = randomUUID();
      const messages = Array.from({ length: MESSAGES }, (_, m) => ({
        id: randomUUID(),
        role: m % 2 ? 'assistant' : 'user',
        // Text that JSON escapes (quotes, a line break, non-ASCII), padded to a realistic long message.
        content: `Thread ${t}, message ${m}: "mice" in the attic\nÜber-careful ✓ `.padEnd(CONTENT, 'x'),
        createdAt: new Date(start + t * 3_600_000 + m * 1_000).toISOString(),
      }));
      const thread = { id, title: `Question ${t}`, createdAt: messages[0]!.createdAt, lastMessageAt: messages.at(-1)!.createdAt };
      threads.push({ ...thread, messages });
      items.push({ ...keys.thread(user.sub, id), ...keys.threadGsi(user.sub, thread.lastMessageAt), type: 'thread', userId: user.sub, ...thread });
      for (const message of messages) items.push({ ...keys.message(id, message.createdAt, message.id), type: 'message', threadId: id, ...message });
    }
    for (let i = 0; i < items.length; i += 25) {
      const res = await table.send(new BatchWriteCommand({ RequestItems: { [LOCAL.tableName]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
      expect(res.UnprocessedItems?.[LOCAL.tableName] ?? []).toEqual([]);
    }
  }, 120_000);

  it('downloads complete and correct from the link, however large', async () => {
    const { text, data, file } = await exported(user);
    expect(text.length).toBeGreaterThan(6 * 1024 * 1024);
    expect(Number(file.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(data.profile).toMatchObject({ id: user.sub, displayName: 'Lara Large' });
    expect(data.threads).toHaveLength(THREADS);
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
    expect([...data.threads].sort(byId)).toEqual([...threads].sort(byId));
    expect(data.leads).toEqual([]);
  }, 120_000);
});

describe('the data deletion request', () => {
  it('signs the user out everywhere: a refresh token from before it no longer works', async () => {
    const user = await createUser(appUrl);
    const browser = cognitoClient(`${appUrl}${LOCAL.cognitoPath}`);
    const signedIn = await browser.send(
      new InitiateAuthCommand({ ClientId: LOCAL.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: user.email, PASSWORD: user.password } }),
    );
    const refresh = () =>
      browser.send(new InitiateAuthCommand({ ClientId: LOCAL.userPoolClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: signedIn.AuthenticationResult!.RefreshToken! } }));
    expect((await refresh()).AuthenticationResult?.IdToken).toBeTruthy();

    const res = await call(appUrl, 'POST', API.dataDeletion, { token: user.idToken, body: { reason: '', confirmDeletion: true } });
    expect(res.status).toBe(201);
    await expect(refresh()).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });
});

describe('an account deleted during a chat send', () => {
  it('is answered 401 when the unused tokens would be refunded, not 500', async () => {
    const user = await createUser(appUrl);
    const profile = (await call(appUrl, 'GET', API.profile, { token: user.idToken })).body;
    const reservation = await reserveTokens(user.sub, profile.tokenBalance, 2_000);
    await table.send(new DeleteCommand({ TableName: LOCAL.tableName, Key: keys.profile(user.sub) }));
    await expect(settleTokens(reservation, 500)).rejects.toMatchObject({ status: 401, code: 'Unauthorized' });
    // Nothing written back (the user directory's entries are not the profile's: this test deleted the profile alone).
    expect((await itemsMentioning(user.sub)).filter((item) => item.type !== 'userSearch')).toEqual([]);
  });
});

describe('data deletion', () => {
  // What the two users write, marked with this run so that no other file's text on the shared stack matches a needle.
  const mark = randomUUID().slice(0, 8);
  const said = {
    leaving: `Lee Leaving ${mark}`,
    returning: `Lee Returning ${mark}`,
    staying: `Stacy Staying ${mark}`,
    bedBugs: `Bed bugs in the guest room ${mark}`,
    wasps: `Wasps under the eaves ${mark}`,
    waspsAgain: `wasps again ${mark}`,
    spiders: `Spiders in the garage ${mark}`,
    silverfish: `Silverfish in the bathroom ${mark}`,
    backAgain: `Back again ${mark}`,
  };
  let leaving: TestUser;
  let staying: TestUser;
  let leavingChat: Awaited<ReturnType<typeof chat>>;
  let stayingChat: Awaited<ReturnType<typeof chat>>;
  let leavingLead: Awaited<ReturnType<typeof lead>>;
  let requestId: string;

  beforeAll(async () => {
    [leaving, staying] = await Promise.all([createUser(appUrl, { displayName: said.leaving }), createUser(appUrl, { displayName: said.staying })]);
    for (const u of [leaving, staying]) await call(appUrl, 'GET', API.profile, { token: u.idToken });
    leavingChat = await chat(leaving, said.bedBugs);
    await chat(leaving, said.wasps, new Date(Date.now() - 60_000));
    stayingChat = await chat(staying, said.spiders);
    leavingLead = await lead(leaving, leavingChat.thread.id, '+966 555 0789');
    await lead(staying, stayingChat.thread.id, '+966 555 0999');
    await call(appUrl, 'POST', API.tokenRequest, { token: leaving.idToken, body: { amount: 10_000, reason: 'More' } });
    // A send through the consultant leaves its answer for replay on an operation item: erased with the user too.
    const sent = await call(appUrl, 'POST', API.pestConsultant, { token: leaving.idToken, body: { operationId: randomUUID(), message: said.silverfish } });
    expect(sent.status).toBe(200);
  });

  it('needs the confirmation', async () => {
    const res = await call(appUrl, 'POST', API.dataDeletion, { token: leaving.idToken, body: { reason: 'Bye' } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('You must confirm that you understand the consequences of data deletion.');
    expect((await call(appUrl, 'GET', API.dataDeletion, { token: leaving.idToken })).body).toEqual({ request: null });
  });

  it("creates one pending request, due within 30 days, with 'No reason provided' by default", async () => {
    const res = await call(appUrl, 'POST', API.dataDeletion, { token: leaving.idToken, body: { reason: '', confirmDeletion: true } });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(DATA_DELETION.submitted);
    const request = res.body.request;
    expect(request).toMatchObject({ reason: 'No reason provided', status: 'pending' });
    expect(Date.parse(request.dueBy) - Date.parse(request.requestedAt)).toBe(30 * 24 * 60 * 60 * 1000);
    requestId = request.id;

    const again = await call(appUrl, 'POST', API.dataDeletion, { token: leaving.idToken, body: { reason: 'Changed my mind', confirmDeletion: true } });
    expect(again.status).toBe(200);
    expect(again.body.request).toEqual(request);
    expect((await call(appUrl, 'GET', API.dataDeletion, { token: leaving.idToken })).body).toEqual({ request });
    expect((await call(appUrl, 'GET', API.dataDeletion, { token: staying.idToken })).body).toEqual({ request: null });
    expect((await exported(leaving)).data.dataDeletionRequest).toEqual(request);
  });

  it('processing leaves nothing of the user but anonymised leads, and deletes the login', async () => {
    expect(await exportFilesOf(leaving)).toBeGreaterThan(0);
    await exported(staying);
    const run = await invoke('data-deletion-processor', () => processDeletions(new Date()));
    expect(run.completed).toContain(requestId);
    expect(run.failed).toEqual([]);

    const kept = (await table.send(new GetCommand({ TableName: LOCAL.tableName, Key: { pk: `LEAD#${leavingLead.lead.id}`, sk: 'LEAD' } }))).Item!;
    expect(kept).toMatchObject({ providerId: leavingLead.provider.id, provider: { name: leavingLead.provider.name }, status: 'new', mobileNumber: null });
    expect(kept.userId).not.toBe(leaving.sub);
    expect(kept.gsi2pk).toBeUndefined();

    const record = (await table.send(new GetCommand({ TableName: LOCAL.tableName, Key: { pk: `DELETION#${requestId}`, sk: 'DELETION' } }))).Item!;
    const { pk: _pk, sk: _sk, gsi1pk: _gsi1pk, gsi1sk: _gsi1sk, ...rest } = record;
    expect(rest).toEqual({ id: requestId, status: 'completed', requestedAt: expect.any(String), completedAt: expect.any(String) });

    await expect(cognitoAdminClient().send(new AdminGetUserCommand({ UserPoolId: LOCAL.userPoolId, Username: leaving.email }))).rejects.toMatchObject({
      name: 'UserNotFoundException',
    });
    await expect(signIn(appUrl, leaving.email, leaving.password)).rejects.toThrow();
    // A token issued before the deletion does not bring the profile back.
    expect((await call(appUrl, 'GET', API.profile, { token: leaving.idToken })).status).toBe(401);
    // One pass over the table, after all of it (nothing above removes an item).
    const needles = [leaving.sub, leaving.email, said.leaving, '+966 555 0789', said.bedBugs, said.wasps, said.silverfish, leavingChat.thread.id];
    expect(await mentionsOf(needles)).toEqual(Object.fromEntries(needles.map((n) => [n, []])));
    // Nor any export file; another user's stay.
    expect(await exportFilesOf(leaving)).toBe(0);
    expect(await exportFilesOf(staying)).toBe(1);
  });

  it("refuses every write of the deleted user's token that is still valid, and nothing of the user is left", async () => {
    const provider = (await topRatedProvider())!;
    const writes: Array<[string, string, unknown]> = [
      ['POST', API.threads, { title: said.backAgain }],
      ['POST', API.leads, { provider_id: provider.id, message: `Please call me about the ${said.waspsAgain}.`, country: 'Saudi Arabia', city: 'Riyadh', consentToPrivacyPolicy: true }],
      ['POST', API.leadsConnect, { chatSummary: `${said.wasps}, again.` }],
      ['POST', API.pestConsultant, { operationId: randomUUID(), message: `${said.wasps} are back` }],
      ['PUT', API.profile, { displayName: said.returning }],
      ['POST', API.tokenRequest, { amount: 10_000, reason: 'More' }],
      // The export writes a file: nothing of a deleted user is written again.
      ['GET', API.profileExport, undefined],
    ];
    for (const [method, path, body] of writes) {
      const res = await call(appUrl, method, path, { token: leaving.idToken, body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error.message).toBe('Please log in to continue.');
    }
    const needles = [leaving.sub, leaving.email, said.leaving, said.returning, said.backAgain, said.waspsAgain, said.wasps];
    expect(await mentionsOf(needles)).toEqual(Object.fromEntries(needles.map((n) => [n, []])));
  });

  it("leaves every other user's data alone, and a second run has nothing to do", async () => {
    expect((await call(appUrl, 'GET', API.profile, { token: staying.idToken })).body.displayName).toBe(said.staying);
    const { data } = await exported(staying);
    expect(data.threads.map((t) => t.id)).toEqual([stayingChat.thread.id]);
    expect(data.threads[0]!.messages).toHaveLength(2);
    expect(data.leads).toHaveLength(1);
    // Their profile, thread and lead, and the user directory's search entries (each ending of the e-mail and of each word of the name).
    const kinds = (await itemsMentioning(staying.sub)).map((item) => (item.type === 'userSearch' ? 'USERSEARCH' : String(item.sk).split('#')[0])).sort();
    const searchEntries = searchKeys({ email: staying.email, displayName: said.staying }).map(() => 'USERSEARCH');
    expect(kinds).toEqual(['LEAD', 'PROFILE', 'THREAD', ...searchEntries]);
    const pending = await table.send(
      new QueryCommand({ TableName: LOCAL.tableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': 'DELETIONS#pending' } }),
    );
    expect(pending.Items).toEqual([]);
    expect((await invoke('data-deletion-processor', () => processDeletions(new Date()))).completed).toEqual([]);
  });
});
