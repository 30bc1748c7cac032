// Chat photos on the OpenAI path (issue 33): the sends run in this process against the running stack and a local
// OpenAI-compatible server (support/inProcessSends), the photos uploaded through the gateway. The photo reaches the
// vision model as an image_url content part of the question, without its EXIF or GPS; the model is told what to say of
// photos; its reported usage is charged within the photo's bound; and the token check counts the photo before the call.
// A later question in the thread is asked with the thread's latest photos (THREAD_PHOTOS) on their turns, held for too.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '../../functions/contracts/api';
import type { ChatPhotoUpload } from '../../functions/contracts/chatPhotos';
import { CHAT } from '../../functions/contracts/messages';
import { CHARGE_RANGE, PHOTO_TOKENS, THREAD_PHOTOS } from '../../functions/lib/consultant/consultant';
import { DEFAULT_VISION_MODEL } from '../../functions/lib/consultant/openai';
import { PHOTO_RULE } from '../../functions/lib/consultant/systemPrompt';
import { keys } from '../../functions/lib/platform/keys';
import { LOCAL } from '../../infra/local/settings';
import { call } from '../support/http';
import { jpeg, png, webp } from '../support/images';
import { inProcessSends, type InProcessSends } from '../support/inProcessSends';
import { startOpenAiServer, type ContentPart, type OpenAiTestServer } from '../support/openaiServer';
import { holdsMetadata, jpegWithGps, pngWithText } from '../support/photos';
import { stackTable } from '../support/stack';
import { createUser, type TestUser } from '../support/users';

const appUrl = inject('appUrl');
let server: OpenAiTestServer;
let sends: InProcessSends;
let user: TestUser;

beforeAll(async () => {
  server = await startOpenAiServer();
  sends = await inProcessSends(server.baseURL);
  user = await createUser(appUrl);
});
afterAll(async () => {
  sends.restore();
  await server.stop();
});

/** A photo the user (the suite's, unless named) has uploaded through the presigned POST: its id. */
async function uploaded(file: Buffer, contentType: string, by: TestUser = user): Promise<string> {
  const res = await call<ChatPhotoUpload>(appUrl, 'POST', API.chatPhotos, { token: by.idToken, body: { contentType, size: file.length } });
  expect(res.status).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(res.body.upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: contentType }), 'photo');
  expect((await fetch(res.body.upload.url, { method: 'POST', body: form })).status).toBe(204);
  return res.body.photoId;
}

/** The question the model was last sent: its content parts. */
function lastQuestion(): ContentPart[] {
  const { messages } = server.requests.at(-1)!;
  const question = messages.at(-1)!;
  expect(question.role).toBe('user');
  expect(Array.isArray(question.content)).toBe(true);
  return question.content as ContentPart[];
}

/** The bytes of an image_url part's data URL, and its type. */
function imageOf(part: ContentPart): { type: string; bytes: Buffer } {
  expect(part.type).toBe('image_url');
  const match = /^data:([^;]+);base64,(.+)$/.exec((part as Extract<ContentPart, { type: 'image_url' }>).image_url.url);
  expect(match).not.toBeNull();
  return { type: match![1]!, bytes: Buffer.from(match![2]!, 'base64') };
}

/** Set the user's token balance. */
async function setBalance(who: TestUser, tokens: number): Promise<void> {
  await stackTable().send(new UpdateCommand({ TableName: LOCAL.tableName, Key: keys.profile(who.sub), UpdateExpression: 'SET tokenBalance = :b', ExpressionAttributeValues: { ':b': tokens } }));
}

const balance = async () => (await call(appUrl, 'GET', API.profile, { token: user.idToken })).body.tokenBalance as number;

describe('a send with photos on the OpenAI path', () => {
  it('shows the vision model the photo as image content without its EXIF or GPS, with the photo instructions, and charges its usage', async () => {
    const photo = jpegWithGps();
    expect(holdsMetadata(photo)).toBe(true);
    const photoId = await uploaded(photo, 'image/jpeg');
    const before = await balance();
    server.script({ status: 200, content: 'This looks like a **German cockroach** (fairly sure).', totalTokens: CHARGE_RANGE.max + 600 });
    const res = await sends.json(user, { message: 'What is this bug?', photoIds: [photoId] });
    expect(res.status).toBe(200);

    const request = server.requests.at(-1)!;
    expect(request.model).toBe(DEFAULT_VISION_MODEL);
    expect(request.messages[0]!.content).toContain(PHOTO_RULE);
    const [text, image, ...rest] = lastQuestion();
    expect(text).toEqual({ type: 'text', text: 'What is this bug?' });
    expect(rest).toEqual([]);
    const shown = imageOf(image!);
    expect(shown.type).toBe('image/jpeg');
    expect(holdsMetadata(shown.bytes)).toBe(false);
    expect(shown.bytes.equals(jpeg())).toBe(true);
    expect(JSON.stringify(request)).not.toContain('secret-location');

    // The photo's tokens are charged as the model reports them, within its bound.
    expect(res.body.tokensUsed).toBe(CHARGE_RANGE.max + 600);
    expect(await balance()).toBe(before - (CHARGE_RANGE.max + 600));
  });

  it('streamed, two photos go as two image parts, and usage past their bound is charged at the bound', async () => {
    const [first, second] = [await uploaded(pngWithText(), 'image/png'), await uploaded(jpegWithGps(), 'image/jpeg')];
    server.script({ status: 200, content: 'I cannot see a pest in these photos: they show a kitchen floor.', totalTokens: 50_000 });
    const { events } = await sends.streamed(user, { message: 'Is there a pest here?', photoIds: [first, second] });
    const done = events.at(-1)!;
    expect(done.type).toBe('done');
    const parts = lastQuestion();
    expect(parts.map((p) => p.type)).toEqual(['text', 'image_url', 'image_url']);
    expect(parts.slice(1).map((p) => imageOf(p).type)).toEqual(['image/png', 'image/jpeg']);
    expect(parts.slice(1).every((p) => !holdsMetadata(imageOf(p).bytes))).toBe(true);
    expect(imageOf(parts[1]!).bytes.equals(png())).toBe(true);
    if (done.type === 'done') expect(done.reply.tokensUsed).toBe(CHARGE_RANGE.max + 2 * PHOTO_TOKENS);
  });

  it('the token check counts the photo before the call: a balance enough for text but not the photo is a 402 with no model call', async () => {
    const photoId = await uploaded(jpeg(), 'image/jpeg');
    await stackTable().send(
      new UpdateCommand({ TableName: LOCAL.tableName, Key: keys.profile(user.sub), UpdateExpression: 'SET tokenBalance = :b', ExpressionAttributeValues: { ':b': CHARGE_RANGE.min + PHOTO_TOKENS - 1 } }),
    );
    const seen = server.requests.length;
    const refused = await sends.json(user, { message: 'What is this bug?', photoIds: [photoId] });
    expect(refused.status).toBe(402);
    expect(refused.body.error.message).toBe(CHAT.tokenLimitReached);
    expect(server.requests.length).toBe(seen);

    server.script({ status: 200, content: 'Ants: use bait stations.', totalTokens: 700 });
    const textOnly = await sends.json(user, { message: 'Ants in my kitchen' });
    expect(textOnly.status).toBe(200);
    expect(server.requests.length).toBe(seen + 1);
  });
});

describe("a later question in a thread with photos", () => {
  /** The data URLs' bytes of a request's turns, by turn: its text and its images (a plain-text turn has none). */
  const turnsOf = (request: OpenAiTestServer['requests'][number]) =>
    request.messages.slice(1).map((m) =>
      typeof m.content === 'string' ? { role: m.role, text: m.content, images: [] as Buffer[] } : { role: m.role, text: (m.content[0] as { text: string }).text, images: m.content.slice(1).map((p) => imageOf(p).bytes) },
    );

  it('shows the model the earlier photo as image content on its turn, without its EXIF or GPS, with the photo instructions', async () => {
    const asker = await createUser(appUrl);
    const photoId = await uploaded(jpegWithGps(), 'image/jpeg', asker);
    server.script({ status: 200, content: 'A **carpet beetle** larva, fairly sure.', totalTokens: 1500 }, { status: 200, content: 'It is harmless to cats.', totalTokens: 1500 });
    const first = await sends.json(asker, { message: 'What is this bug?', photoIds: [photoId] });
    expect(first.status).toBe(200);
    const later = await sends.json(asker, { message: 'Is the one in the photo dangerous to my cat?', threadId: first.body.threadId });
    expect(later.status).toBe(200);

    const request = server.requests.at(-1)!;
    expect(request.model).toBe(DEFAULT_VISION_MODEL);
    expect(request.messages[0]!.content).toContain(PHOTO_RULE);
    const turns = turnsOf(request);
    expect(turns.map(({ role, text, images }) => ({ role, text, images: images.length }))).toEqual([
      { role: 'user', text: 'What is this bug?', images: 1 },
      { role: 'assistant', text: 'A **carpet beetle** larva, fairly sure.', images: 0 },
      { role: 'user', text: 'Is the one in the photo dangerous to my cat?', images: 0 },
    ]);
    expect(turns[0]!.images[0]!.equals(jpeg())).toBe(true);
    expect(holdsMetadata(turns[0]!.images[0]!)).toBe(false);
  });

  it(`shows the thread's latest ${THREAD_PHOTOS} photos at most, the message's own first, and holds their tokens before the call`, async () => {
    const asker = await createUser(appUrl);
    // Sent as a, b, then c, d; each kept without its metadata: a PNG, a WebP, a PNG, a JPEG.
    const [a, b, c, d] = [
      await uploaded(png(), 'image/png', asker),
      await uploaded(webp(), 'image/webp', asker),
      await uploaded(pngWithText(), 'image/png', asker),
      await uploaded(jpegWithGps(), 'image/jpeg', asker),
    ];
    server.script(...Array.from({ length: 4 }, () => ({ status: 200, content: 'Noted.', totalTokens: 800 })));
    const { threadId } = (await sends.json(asker, { message: 'Two photos', photoIds: [a, b] })).body;
    expect((await sends.json(asker, { message: 'Two more', photoIds: [c, d], threadId })).status).toBe(200);

    expect((await sends.json(asker, { message: 'Which of them bites?', threadId })).status).toBe(200);
    const userTurns = () => turnsOf(server.requests.at(-1)!).filter((t) => t.role === 'user');
    expect(userTurns().map((t) => t.images)).toEqual([[webp()], [png(), jpeg()], []]);

    // A balance that holds the text and two photos but not the third shown: refused before any model call.
    await setBalance(asker, CHARGE_RANGE.min + 2 * PHOTO_TOKENS);
    const seen = server.requests.length;
    const refused = await sends.json(asker, { message: 'And which one flies?', threadId });
    expect(refused.status).toBe(402);
    expect(refused.body.error.message).toBe(CHAT.tokenLimitReached);
    expect(server.requests.length).toBe(seen);

    // With two photos of its own, the message is asked with the thread's latest one only.
    await setBalance(asker, CHARGE_RANGE.max + THREAD_PHOTOS * PHOTO_TOKENS);
    const own = [await uploaded(webp(), 'image/webp', asker), await uploaded(png(), 'image/png', asker)];
    expect((await sends.json(asker, { message: 'And these two?', photoIds: own, threadId })).status).toBe(200);
    expect(userTurns().map((t) => t.images)).toEqual([[], [jpeg()], [], [webp(), png()]]);
  });
});
