// Chat photos through the local stack (issue 33), the offline consultant answering: the presigned POST (the key under
// the caller's prefix, S3's refusal of a file over the size, another key or type), the upload budgets, a send with a
// photo carrying GPS EXIF (stored without it, linked on the thread and the admin transcript, the offline answer), the
// bad sends (wrong type by content, too many, another user's photo) answered in the spec's shape with nothing stored,
// and the photos' erasure with their thread and their owner's account, and their files in the data export.
import { randomUUID } from 'node:crypto';
import { GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AccountExport } from '../../functions/contracts/account';
import { API } from '../../functions/contracts/api';
import { threadMessagesPath, threadPath, type ThreadMessages } from '../../functions/contracts/chat';
import { CHAT_PHOTO_LIMITS, CHAT_PHOTOS, pendingPhotoKey, photoKey, type ChatPhotoUpload } from '../../functions/contracts/chatPhotos';
import { CHARGE_RANGE, PHOTO_TOKENS } from '../../functions/lib/consultant/consultant';
import { keys } from '../../functions/lib/platform/keys';
import { CHAT_PHOTO_UPLOAD_LIMITS } from '../../functions/lib/platform/limits';
import { LOCAL } from '../../infra/local/settings';
import { call } from '../support/http';
import { jpeg, png } from '../support/images';
import { holdsMetadata, jpegWithGps } from '../support/photos';
import { stackTable, useStackEnvironment } from '../support/stack';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
useStackEnvironment();
const storage = new S3Client({ forcePathStyle: true });
const table = stackTable();

let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  [owner, other, admin] = await Promise.all([createUser(appUrl), createUser(appUrl), createUser(appUrl, { groups: ['admin'] })]);
});

const adminThreadMessagesPath = (threadId: string) => API.adminThreadMessages.replace('{threadId}', threadId);
const presign = (user: TestUser, body: unknown) => call<ChatPhotoUpload & { error: { code: string; message: string; fields?: Record<string, string> } }>(appUrl, 'POST', API.chatPhotos, { token: user.idToken, body });

/** The browser's upload: the presigned POST's fields, then the file; answers S3's status and error code. */
async function post(upload: ChatPhotoUpload['upload'], file: Uint8Array, type = 'image/jpeg', change: Record<string, string> = {}): Promise<{ status: number; code?: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...upload.fields, ...change })) form.append(name, value);
  form.append('file', new Blob([Buffer.from(file)], { type }), 'photo.jpg');
  const res = await fetch(upload.url, { method: 'POST', body: form });
  const text = await res.text();
  return { status: res.status, code: /<Code>([^<]+)<\/Code>/.exec(text)?.[1] };
}

/** The file under `key` in the assets bucket, or undefined. */
async function fileAt(key: string): Promise<Buffer | undefined> {
  try {
    const res = await storage.send(new GetObjectCommand({ Bucket: LOCAL.assetsBucket, Key: key }));
    return Buffer.from(await res.Body!.transformToByteArray());
  } catch (error) {
    if (error instanceof NoSuchKey) return undefined;
    throw error;
  }
}

/** The photo as a send keeps it (under the user's prefix), or undefined. */
const stored = (user: TestUser, photoId: string) => fileAt(photoKey(user.sub, photoId));
/** The photo as uploaded, waiting for a send (under the user's pending prefix, which expires), or undefined. */
const pending = (user: TestUser, photoId: string) => fileAt(pendingPhotoKey(user.sub, photoId));

/** A photo the user has uploaded: its id. */
async function uploaded(user: TestUser, file: Uint8Array, contentType = 'image/jpeg'): Promise<string> {
  const res = await presign(user, { contentType, size: file.length });
  expect(res.status).toBe(201);
  expect((await post(res.body.upload, file, contentType)).status).toBe(204);
  return res.body.photoId;
}

const send = (user: TestUser, body: Record<string, unknown>) =>
  call(appUrl, 'POST', API.pestConsultant, { token: user.idToken, body: { operationId: randomUUID(), location: 'GB', ...body } });

async function threadCount(user: TestUser): Promise<number> {
  const res = await table.send(new QueryCommand({ TableName: LOCAL.tableName, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :t)', ExpressionAttributeValues: { ':pk': keys.profile(user.sub).pk, ':t': 'THREAD#' } }));
  return res.Count ?? 0;
}

describe('the presigned upload', () => {
  it("gives a POST for one key under the caller's pending prefix with the type, and S3 keeps the file posted to it there", async () => {
    const res = await presign(owner, { contentType: 'image/jpeg', size: 1234 });
    expect(res.status).toBe(201);
    expect(res.body.photoId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.upload.url).toBe(`${inject('storageEndpoint')}/${LOCAL.assetsBucket}`);
    expect(res.body.upload.fields).toMatchObject({ key: pendingPhotoKey(owner.sub, res.body.photoId), 'Content-Type': 'image/jpeg' });
    const policy = JSON.parse(Buffer.from(res.body.upload.fields.Policy!, 'base64').toString());
    expect(policy.conditions).toContainEqual(['content-length-range', 1, CHAT_PHOTO_LIMITS.maxBytes]);
    expect(Date.parse(policy.expiration) - Date.now()).toBeLessThanOrEqual(CHAT_PHOTO_LIMITS.uploadSeconds * 1000);

    expect(await post(res.body.upload, jpeg())).toEqual({ status: 204 });
    expect((await pending(owner, res.body.photoId))?.equals(jpeg())).toBe(true);
    expect(await stored(owner, res.body.photoId)).toBeUndefined();
  });

  it('S3 refuses a file over the size, another key (the kept one too), another type or a forged signature, and keeps nothing', async () => {
    const res = await presign(owner, { contentType: 'image/jpeg', size: CHAT_PHOTO_LIMITS.maxBytes });
    const { upload, photoId } = res.body;
    expect(await post(upload, Buffer.alloc(CHAT_PHOTO_LIMITS.maxBytes + 1, 1))).toEqual({ status: 400, code: 'EntityTooLarge' });
    expect(await post(upload, jpeg(), 'image/jpeg', { key: pendingPhotoKey(other.sub, photoId) })).toEqual({ status: 403, code: 'AccessDenied' });
    expect(await post(upload, jpeg(), 'image/jpeg', { key: photoKey(owner.sub, photoId) })).toEqual({ status: 403, code: 'AccessDenied' });
    expect(await post(upload, jpeg(), 'image/png', { 'Content-Type': 'image/png' })).toEqual({ status: 403, code: 'AccessDenied' });
    expect(await post(upload, jpeg(), 'image/jpeg', { 'X-Amz-Signature': '0'.repeat(64) })).toEqual({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(await post(upload, jpeg(), 'image/jpeg', { acl: 'public-read' })).toEqual({ status: 403, code: 'AccessDenied' });
    for (const user of [owner, other]) {
      expect(await pending(user, photoId)).toBeUndefined();
      expect(await stored(user, photoId)).toBeUndefined();
    }
  });

  it('refuses a type other than JPEG, PNG or WebP and a size over 8 MB in the spec shape', async () => {
    const gif = await presign(owner, { contentType: 'image/gif', size: 100 });
    expect(gif.status).toBe(400);
    expect(gif.body.error).toMatchObject({ code: 'BadRequest', message: CHAT_PHOTOS.invalidType, fields: { contentType: CHAT_PHOTOS.invalidType } });
    const large = await presign(owner, { contentType: 'image/png', size: CHAT_PHOTO_LIMITS.maxBytes + 1 });
    expect(large.status).toBe(400);
    expect(large.body.error).toMatchObject({ message: CHAT_PHOTOS.tooLarge, fields: { size: CHAT_PHOTOS.tooLarge } });
  });

  it('allows a user so many uploads an hour, then answers 429 with the photos message', async () => {
    const user = await createUser(appUrl);
    for (let n = 0; n < CHAT_PHOTO_UPLOAD_LIMITS.hour.limit; n += 1) expect((await presign(user, { contentType: 'image/png', size: 10 })).status).toBe(201);
    const refused = await presign(user, { contentType: 'image/png', size: 10 });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(CHAT_PHOTOS.uploadLimit);
  });
});

describe('a send with photos', () => {
  it('keeps the photo without its EXIF and GPS (moved out of the pending prefix), answers offline with the photo questions, and links it on the thread and the transcript', async () => {
    const photo = jpegWithGps();
    expect(holdsMetadata(photo)).toBe(true);
    const photoId = await uploaded(owner, photo);
    const res = await send(owner, { message: 'What is this bug?', photoIds: [photoId] });
    expect(res.status).toBe(200);
    expect(res.body.response).toContain(CHAT_PHOTOS.offline);
    for (const question of CHAT_PHOTOS.offlineQuestions) expect(res.body.response).toContain(question);

    const kept = await stored(owner, photoId);
    expect(holdsMetadata(kept!)).toBe(false);
    expect(kept!.equals(jpeg())).toBe(true);
    expect(await pending(owner, photoId)).toBeUndefined();

    const thread = await call<ThreadMessages>(appUrl, 'GET', threadMessagesPath(res.body.threadId), { token: owner.idToken });
    const [asked] = thread.body.messages;
    expect(asked).toMatchObject({ role: 'user', content: 'What is this bug?', photos: [{ id: photoId, url: expect.any(String) }] });
    expect(asked).not.toHaveProperty('photoIds');
    const link = await fetch(asked!.photos![0]!.url);
    expect(link.status).toBe(200);
    expect(Buffer.from(await link.arrayBuffer()).equals(jpeg())).toBe(true);
    expect(new URL(asked!.photos![0]!.url).searchParams.get('X-Amz-Expires')).toBe(String(CHAT_PHOTO_LIMITS.linkSeconds));
    expect(thread.body.messages[1]).not.toHaveProperty('photos');

    const transcript = await call(appUrl, 'GET', `${adminThreadMessagesPath(res.body.threadId)}?userId=${owner.sub}`, { token: admin.idToken });
    expect(transcript.status).toBe(200);
    expect(transcript.body.messages[0].photos).toEqual([{ id: photoId, url: expect.any(String) }]);
    expect((await fetch(transcript.body.messages[0].photos[0].url)).status).toBe(200);
  });

  it('holds no tokens for photos the offline consultant does not look at: a balance enough for text alone answers a photo and a follow-up in its thread', async () => {
    const user = await createUser(appUrl);
    const textOnly = CHARGE_RANGE.min + PHOTO_TOKENS - 1;
    const setBalance = (tokens: number) =>
      table.send(new UpdateCommand({ TableName: LOCAL.tableName, Key: keys.profile(user.sub), UpdateExpression: 'SET tokenBalance = :b', ExpressionAttributeValues: { ':b': tokens } }));
    expect((await call(appUrl, 'GET', API.profile, { token: user.idToken })).status).toBe(200);
    await setBalance(textOnly);
    const first = await send(user, { message: 'What is this bug?', photoIds: [await uploaded(user, jpeg())] });
    expect(first.status).toBe(200);
    await setBalance(textOnly);
    const followUp = await send(user, { message: 'Are they dangerous to my dog?', threadId: first.body.threadId });
    expect(followUp.status).toBe(200);
    expect(followUp.body.updatedTokenBalance).toBe(textOnly - followUp.body.tokensUsed);
  });

  it('refuses a photo that is not an image by its content, deletes it, and saves nothing', async () => {
    const before = await threadCount(owner);
    const photoId = await uploaded(owner, Buffer.from('<html><script>alert(1)</script></html>'));
    const res = await send(owner, { message: 'What is this bug?', photoIds: [photoId] });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'BadRequest', message: CHAT_PHOTOS.invalidType, fields: { photoIds: CHAT_PHOTOS.invalidType } });
    expect(await pending(owner, photoId)).toBeUndefined();
    expect(await stored(owner, photoId)).toBeUndefined();
    expect(await threadCount(owner)).toBe(before);
  });

  it("refuses another user's photo and a fourth photo, leaving their photo and the thread as they were", async () => {
    const theirs = await uploaded(other, jpegWithGps());
    const before = await threadCount(owner);
    const res = await send(owner, { message: 'Is this a wasp?', photoIds: [theirs] });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'BadRequest', message: CHAT_PHOTOS.notFound, fields: { photoIds: CHAT_PHOTOS.notFound } });
    expect((await pending(other, theirs))?.equals(jpegWithGps())).toBe(true);

    const ids = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const tooMany = await send(owner, { message: 'Is this a wasp?', photoIds: ids });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({ message: CHAT_PHOTOS.tooMany, fields: { photoIds: CHAT_PHOTOS.tooMany } });
    expect(await threadCount(owner)).toBe(before);
  });
});

describe("the photos' erasure and export", () => {
  it("the export holds each message's photos, the stored files without their GPS, and no one else's; deleting the thread erases them", async () => {
    const [user, stranger] = await Promise.all([createUser(appUrl), createUser(appUrl)]);
    const photoId = await uploaded(user, jpegWithGps());
    const sent = await send(user, { message: 'Ants in my kitchen, photo attached', photoIds: [photoId] });
    expect(sent.status).toBe(200);
    const theirs = await uploaded(stranger, png());
    expect((await send(stranger, { message: 'And this one?', photoIds: [theirs] })).status).toBe(200);

    const exportOf = async (who: TestUser): Promise<AccountExport> => {
      const link = await call(appUrl, 'GET', API.profileExport, { token: who.idToken });
      expect(link.status).toBe(200);
      return (await fetch(link.body.url)).json();
    };
    const exported = await exportOf(user);
    const [asked, answered] = exported.threads[0]!.messages;
    expect(asked).not.toHaveProperty('photoIds');
    expect(asked!.photos).toEqual([{ id: photoId, dataUrl: expect.stringMatching(/^data:image\/jpeg;base64,/) }]);
    expect(answered).not.toHaveProperty('photos');
    const file = Buffer.from(await (await fetch(asked!.photos![0]!.dataUrl!)).arrayBuffer());
    expect(file.equals((await stored(user, photoId))!)).toBe(true);
    expect(holdsMetadata(file)).toBe(false);
    expect(JSON.stringify(exported)).not.toContain(theirs);
    expect(JSON.stringify(await exportOf(stranger))).not.toContain(photoId);

    expect((await call(appUrl, 'DELETE', threadPath(sent.body.threadId), { token: user.idToken })).status).toBe(200);
    expect(await stored(user, photoId)).toBeUndefined();
  });

  it("the account's erasure erases its photos, those not yet sent too", async () => {
    const user = await createUser(appUrl);
    const sentId = await uploaded(user, jpeg());
    expect((await send(user, { message: 'Ants in my kitchen', photoIds: [sentId] })).status).toBe(200);
    const unsentId = await uploaded(user, jpeg());
    const { invoke } = await import('../../infra/local/iam');
    const { eraseAccount } = await import('../../functions/lib/users/erasure');
    expect(await pending(user, unsentId)).toBeDefined();
    await invoke('data-deletion-processor', () => eraseAccount({ sub: user.sub, username: user.email }, new Date()));
    expect(await stored(user, sentId)).toBeUndefined();
    expect(await pending(user, unsentId)).toBeUndefined();
  });
});
