// The chat composer's photos in jsdom (issue 33): the shrink's binding (the canvas jsdom lacks is stood in for: the
// test sees what is drawn and encoded), the limits (a 4th photo, a file over 8 MB, a type the chat does not take, a HEIC
// the browser cannot decode), the thumbnails with their remove buttons, the upload (the presigned POST, the file last
// in the form) and the send with its photo ids; a failed upload or send tried again without a second upload. How
// photos are shown in a saved thread and the transcript, and the pure rules: chatPhotosShown.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatThread, ConsultRequest, ConsultResponse } from '@contracts/chat';
import { CHAT_PHOTO_LIMITS, CHAT_PHOTOS } from '@contracts/chatPhotos';
import { CHAT } from '@contracts/messages';
import type { AuthUser } from '../../web/src/app/session';
import { PHOTO_WORDS, STORAGE_KEYS } from '../../web/src/features/chat/constants';
import { json, profileOf } from './fixtures';
import { renderApp } from './render';
import { signInChatUser } from './chatUser';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

const UPLOAD_URL = 'http://127.0.0.1:9000/site-assets';
const photoId = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

interface Upload {
  fields: [string, FormDataEntryValue][];
}

let me: AuthUser;
let threads: ChatThread[];
let saved: Record<string, ChatMessage[]>;
let sends: ConsultRequest[];
let presigns: unknown[];
let uploads: Upload[];
let consult: (body: ConsultRequest) => Response | Promise<Response>;
let upload: () => Response;
/** What the stood-in canvas was asked to draw and encode. */
let drawn: { width: number; height: number; type: string | undefined }[];
/** The decoded size createImageBitmap answers. */
let decoded: { width: number; height: number };
let decodable: boolean;

const reply = (body: ConsultRequest): ConsultResponse => ({
  threadId: body.threadId ?? 'thread-photos',
  response: 'It looks like a **carpet beetle**.',
  updatedTokenBalance: 80_000,
  tokensUsed: 1000,
  suggestions: [],
});

beforeAll(async () => {
  await import('../../web/src/pages/chat/ChatPage');
}, 60_000);

beforeEach(() => {
  me = signInChatUser();
  threads = [];
  saved = {};
  sends = [];
  presigns = [];
  uploads = [];
  drawn = [];
  decoded = { width: 4000, height: 3000 };
  decodable = true;
  consult = (body) => json(200, reply(body));
  upload = () => new Response(null, { status: 204 });
  let presigned = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (path === UPLOAD_URL) {
        uploads.push({ fields: [...(init.body as FormData).entries()] });
        return upload();
      }
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      if (path === '/api/profile') return json(200, profileOf(me, { tokenBalance: 90_000 }));
      if (path === '/api/threads' && method === 'GET') return json(200, { threads });
      const messages = /^\/api\/threads\/([^/]+)\/messages$/.exec(path);
      if (messages) {
        const t = threads.find((x) => x.id === decodeURIComponent(messages[1]!));
        return t ? json(200, { thread: t, messages: saved[t.id] ?? [] }) : json(404, { error: { code: 'NotFound', message: 'Not found.' } });
      }
      if (path === '/api/chat/photos' && method === 'POST') {
        presigns.push(body);
        presigned += 1;
        return json(201, { photoId: photoId(presigned), upload: { url: UPLOAD_URL, fields: { key: `chat-photos/${me.id}/${photoId(presigned)}`, 'Content-Type': body.contentType, Policy: 'p' } } });
      }
      if (path === '/api/pest-consultant' || path === '/api/pest-consultant/stream') {
        sends.push(body);
        const res = await consult(body);
        if (!res.ok || path === '/api/pest-consultant') return res;
        const answer = await res.json();
        return new Response(`${JSON.stringify({ type: 'done', reply: answer })}\n`, { headers: { 'content-type': 'application/x-ndjson' } });
      }
      return json(404, { error: { code: 'NotFound', message: `No fake for ${method} ${path}` } });
    }),
  );
  // jsdom decodes no image and has no 2D canvas: these stand in for the browser's, and record what the shrink asks.
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => {
      if (!decodable) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      return { ...decoded, close: () => undefined };
    }),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ fillStyle: '', fillRect: () => undefined, drawImage: () => undefined }) as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function toBlob(this: HTMLCanvasElement, done: BlobCallback, type?: string) {
    drawn.push({ width: this.width, height: this.height, type });
    done(new Blob([new Uint8Array(1234)], { type: type ?? 'image/png' }));
  });
  let previews = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++previews}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const png = (name = 'beetle.png', bytes = 2048, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]:not([capture])')!;
const input = () => screen.getByLabelText(CHAT.inputLabel) as HTMLTextAreaElement;
const attached = () => screen.queryByRole('list', { name: PHOTO_WORDS.attached });
/** The composer's thumbnails (the remove buttons' icons are images too). */
const thumbnails = () => within(attached()!).getAllByRole('img', { name: /^Photo \d$/ });
const conversation = () => screen.getByRole('region', { name: 'Conversation' });

async function openChat() {
  renderApp('/chat', { as: me });
  await screen.findByRole('heading', { name: CHAT.welcomeTitle });
  return userEvent.setup({ applyAccept: false });
}

/** Writes a message and sends it with Enter (pasted: typing key by key re-renders the page for every letter). */
async function write(ui: ReturnType<typeof userEvent.setup>, text: string) {
  await ui.click(input());
  await ui.paste(text);
  await ui.keyboard('{Enter}');
}

/** Picks files with the attach control; waits until each taken one shows its thumbnail. */
async function pick(ui: ReturnType<typeof userEvent.setup>, files: File[], count: number) {
  expect(screen.getByRole('button', { name: CHAT_PHOTOS.attach })).toBeTruthy();
  await ui.upload(fileInput(), files);
  await waitFor(() => expect(thumbnails()).toHaveLength(count));
}

describe('photos in the chat', () => {
  it('shrinks what is picked, shows thumbnails with remove buttons, uploads each, and sends the message with its photo ids', async () => {
    const ui = await openChat();
    await pick(ui, [png('one.png'), png('two.jpg', 4096, 'image/jpeg')], 2);
    // Each was decoded and drawn at 1,600 x 1,200, then encoded as JPEG.
    expect(drawn).toEqual([
      { width: 1600, height: 1200, type: 'image/jpeg' },
      { width: 1600, height: 1200, type: 'image/jpeg' },
    ]);
    expect(within(attached()!).getByRole('img', { name: CHAT_PHOTOS.alt(1) }).getAttribute('src')).toBe('blob:preview-1');
    expect(screen.getByRole('button', { name: 'Remove photo 2' })).toBeTruthy();
    // Nothing goes up before the send.
    expect(presigns).toEqual([]);

    await write(ui, 'What is this beetle?');
    await waitFor(() => expect(sends).toHaveLength(1));
    expect(presigns).toEqual([
      { contentType: 'image/jpeg', size: 1234 },
      { contentType: 'image/jpeg', size: 1234 },
    ]);
    // The presigned POST's fields, then the file, last.
    expect(uploads.map((u) => u.fields.map(([name]) => name))).toEqual([
      ['key', 'Content-Type', 'Policy', 'file'],
      ['key', 'Content-Type', 'Policy', 'file'],
    ]);
    const file = uploads[0]!.fields.at(-1)![1] as Blob;
    expect([file.type, file.size]).toEqual(['image/jpeg', 1234]);
    expect(sends[0]).toMatchObject({ message: 'What is this beetle?', photoIds: [photoId(1), photoId(2)] });

    // The sent message shows its thumbnails; the composer is empty again.
    await screen.findByText('carpet beetle');
    const question = within(conversation()).getByText('What is this beetle?').closest('li')!;
    expect(within(question).getAllByRole('img', { name: /^Photo \d$/ }).map((img) => img.getAttribute('src'))).toEqual(['blob:preview-1', 'blob:preview-2']);
    expect(attached()).toBeNull();
    expect(input().value).toBe('');
  });

  it('removes a photo before sending, and sends a message without photos as before', async () => {
    const ui = await openChat();
    await pick(ui, [png('one.png'), png('two.png')], 2);
    await ui.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(thumbnails()).toHaveLength(1));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    await ui.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(attached()).toBeNull());

    await write(ui, 'Ants again');
    await waitFor(() => expect(sends).toHaveLength(1));
    expect(sends[0]).not.toHaveProperty('photoIds');
    expect(presigns).toEqual([]);
  });

  it('refuses a 4th photo, a file over 8 MB and a type it does not take, inline in the contract words', async () => {
    const ui = await openChat();
    await pick(ui, [png('a.png'), png('b.png'), png('c.png'), png('d.png')], 3);
    expect(screen.getByRole('alert').textContent).toBe(CHAT_PHOTOS.tooMany);
    await ui.upload(fileInput(), [png('e.png')]);
    expect(thumbnails()).toHaveLength(3);
    expect(screen.getByRole('alert').textContent).toBe(CHAT_PHOTOS.tooMany);

    await ui.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    await ui.upload(fileInput(), [png('huge.png', CHAT_PHOTO_LIMITS.maxBytes + 1)]);
    expect((await screen.findByRole('alert')).textContent).toBe(CHAT_PHOTOS.tooLarge);
    await ui.upload(fileInput(), [png('anim.gif', 1000, 'image/gif')]);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(CHAT_PHOTOS.invalidType));
    expect(thumbnails()).toHaveLength(2);
    // Only the three taken at first were shrunk.
    expect(drawn).toHaveLength(3);
  });

  it('refuses a HEIC photo the browser cannot decode with the type message', async () => {
    const ui = await openChat();
    decodable = false;
    await ui.upload(fileInput(), [png('IMG_0001.heic', 3000, 'image/heic')]);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(CHAT_PHOTOS.invalidType));
    expect(attached()).toBeNull();
  });

  it('keeps the photos when an upload fails; the next send uploads only the one that did not go up', async () => {
    const ui = await openChat();
    await pick(ui, [png('one.png'), png('two.png')], 2);
    let failures = 1;
    upload = () => (failures-- > 0 ? new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 }) : new Response(null, { status: 204 }));
    await write(ui, 'Is this a bed bug?');
    expect((await screen.findByRole('alert')).textContent).toBe(CHAT_PHOTOS.uploadFailed);
    expect(sends).toEqual([]);
    expect(thumbnails()).toHaveLength(2);
    expect(input().value).toBe('Is this a bed bug?');

    await ui.click(screen.getByRole('button', { name: CHAT.send }));
    await waitFor(() => expect(sends).toHaveLength(1));
    // One new presigned POST and upload, for the photo whose upload failed; the other keeps its id.
    expect(presigns).toHaveLength(3);
    expect(uploads).toHaveLength(3);
    expect(sends[0]!.photoIds).toHaveLength(2);
    expect(sends[0]!.photoIds).toContain(photoId(3));
  });

  it('says the upload budget is spent in the server words', async () => {
    const ui = await openChat();
    await pick(ui, [png()], 1);
    const fetchMock = vi.mocked(fetch);
    const serve = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (path, init) =>
      path === '/api/chat/photos' ? json(429, { error: { code: 'TooManyRequests', message: CHAT_PHOTOS.uploadLimit } }) : serve(path, init),
    );
    await write(ui, 'A beetle');
    expect((await screen.findByRole('alert')).textContent).toBe(CHAT_PHOTOS.uploadLimit);
    expect(sends).toEqual([]);
  });

  it('a send keeps its photo ids in the outbox: Retry after a failure sends them again without a second upload', async () => {
    const ui = await openChat();
    await pick(ui, [png()], 1);
    let refuse!: () => void;
    consult = () => new Promise((resolve) => (refuse = () => resolve(json(400, { error: { code: 'BadRequest', message: 'Something was off.' } }))));
    await write(ui, 'What is this?');
    await waitFor(() => expect(sends).toHaveLength(1));
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEYS.outbox)!) as { photoIds?: string[] }[];
    expect(kept.map((e) => e.photoIds)).toEqual([[photoId(1)]]);
    refuse();
    await screen.findByRole('button', { name: 'Retry' });

    consult = (body) => json(200, reply(body));
    await ui.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('carpet beetle');
    expect(sends.at(-1)).toMatchObject({ message: 'What is this?', photoIds: [photoId(1)], operationId: sends[0]!.operationId });
    expect(presigns).toHaveLength(1);
    const question = within(conversation()).getByText('What is this?').closest('li')!;
    expect(within(question).getByRole('img', { name: CHAT_PHOTOS.alt(1) }).getAttribute('src')).toBe('blob:preview-1');
  });
});
