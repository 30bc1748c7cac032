// The chat's photos as they are shown and checked, in jsdom (issue 33): the shrink's size (a pure function), which chosen
// files the composer takes (type, size, at most 3), a saved thread's photos from the server's links (opened larger on a
// tap), and the admin transcript's photos. The composer's attach, shrink, upload and send: chatPhotos.test.tsx.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminThread } from '@contracts/adminThreads';
import type { ChatMessage, ChatThread } from '@contracts/chat';
import { CHAT_PHOTO_LIMITS, CHAT_PHOTOS } from '@contracts/chatPhotos';
import { ADMIN_THREADS } from '@contracts/messages';
import type { AuthUser } from '../../web/src/app/session';
import { TranscriptDialog } from '../../web/src/features/admin/threads/TranscriptDialog';
import { shrunkSize } from '../../web/src/features/chat/photoShrink';
import { photoRefusal } from '../../web/src/features/chat/rules';
import { adminStage } from './adminNetwork';
import { json, profileOf } from './fixtures';
import { renderApp } from './render';
import { signInChatUser } from './chatUser';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

const photoId = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

let me: AuthUser;
let threads: ChatThread[];
let saved: Record<string, ChatMessage[]>;

beforeAll(async () => {
  await import('../../web/src/pages/chat/ChatPage');
}, 60_000);

beforeEach(() => {
  me = signInChatUser();
  threads = [];
  saved = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (path === '/api/profile') return json(200, profileOf(me, { tokenBalance: 90_000 }));
      if (path === '/api/threads' && method === 'GET') return json(200, { threads });
      const messages = /^\/api\/threads\/([^/]+)\/messages$/.exec(path);
      const t = messages && threads.find((x) => x.id === decodeURIComponent(messages[1]!));
      if (t) return json(200, { thread: t, messages: saved[t.id] ?? [] });
      return json(404, { error: { code: 'NotFound', message: `No fake for ${method} ${path}` } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the shrink', () => {
  it('draws a photo at most 1,600 px on its long side, keeps its proportions and never enlarges it', () => {
    expect(CHAT_PHOTO_LIMITS.longSidePx).toBe(1600);
    expect(shrunkSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(shrunkSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(shrunkSize(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(shrunkSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(shrunkSize(10_000, 3)).toEqual({ width: 1600, height: 1 });
  });

  it('takes JPEG, PNG, WebP and HEIC up to 8 MB, at most 3 a message, in the contract words', () => {
    const file = (type: string, size = 1000, name = 'x') => ({ type, size, name });
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/heic']) expect(photoRefusal(file(type), 0)).toBeUndefined();
    expect(photoRefusal(file('', 1000, 'IMG_0001.HEIC'), 0)).toBeUndefined();
    expect(photoRefusal(file('image/gif'), 0)).toBe(CHAT_PHOTOS.invalidType);
    expect(photoRefusal(file('application/pdf'), 0)).toBe(CHAT_PHOTOS.invalidType);
    expect(photoRefusal(file('image/jpeg', CHAT_PHOTO_LIMITS.maxBytes), 0)).toBeUndefined();
    expect(photoRefusal(file('image/jpeg', CHAT_PHOTO_LIMITS.maxBytes + 1), 0)).toBe(CHAT_PHOTOS.tooLarge);
    expect(photoRefusal(file('image/jpeg'), 2)).toBeUndefined();
    expect(photoRefusal(file('image/jpeg'), 3)).toBe(CHAT_PHOTOS.tooMany);
  });
});

describe('a saved thread', () => {
  it("shows a saved thread's photos from the server's links, and opens one larger", async () => {
    const at = new Date().toISOString();
    threads = [{ id: 'thread-saved', userId: me.id, title: 'A beetle', lastMessageAt: at, createdAt: at }];
    saved['thread-saved'] = [
      {
        id: 'm1',
        threadId: 'thread-saved',
        role: 'user',
        content: 'A beetle on the carpet',
        createdAt: at,
        photos: [
          { id: photoId(1), url: 'https://assets.example/p1?X-Amz-Signature=a' },
          { id: photoId(2), url: 'https://assets.example/p2?X-Amz-Signature=b' },
        ],
      },
      { id: 'm2', threadId: 'thread-saved', role: 'assistant', content: 'A carpet beetle.', createdAt: at },
    ];
    renderApp('/chat', { as: me });
    const question = (await screen.findByText('A beetle on the carpet')).closest('li')!;
    const buttons = within(question).getAllByRole('button');
    expect(buttons.map((b) => b.querySelector('img')!.getAttribute('src'))).toEqual([
      'https://assets.example/p1?X-Amz-Signature=a',
      'https://assets.example/p2?X-Amz-Signature=b',
    ]);
    await userEvent.setup().click(within(question).getByRole('button', { name: CHAT_PHOTOS.alt(2) }));
    const dialog = await screen.findByRole('dialog', { name: CHAT_PHOTOS.alt(2) });
    expect(within(dialog).getByRole('img', { name: CHAT_PHOTOS.alt(2) }).getAttribute('src')).toBe('https://assets.example/p2?X-Amz-Signature=b');
  });
});

describe('the admin transcript', () => {
  it("shows a message's photos, each opening larger", async () => {
    const thread: AdminThread = {
      id: 'thread-0001',
      title: 'A beetle',
      user_id: 'u-1',
      last_message_at: '2026-11-20T10:02:00.000Z',
      created_at: '2026-11-20T10:00:00.000Z',
      user: { id: 'u-1', email: 'uma@example.com', display_name: 'Uma' },
    };
    const messages: ChatMessage[] = [
      { id: 'm1', threadId: thread.id, role: 'user', content: 'What is this?', createdAt: thread.created_at, photos: [{ id: photoId(1), url: 'https://assets.example/p1' }] },
      { id: 'm2', threadId: thread.id, role: 'assistant', content: 'A carpet beetle.', createdAt: thread.last_message_at },
    ];
    adminStage({ [`GET /api/admin/threads/${thread.id}/messages`]: json(200, { thread, messages }) }).renderTab(<TranscriptDialog thread={thread} onClose={() => undefined} />);
    const list = await screen.findByRole('list', { name: ADMIN_THREADS.messagesLabel });
    const photo = within(list).getByRole('button', { name: CHAT_PHOTOS.alt(1) });
    expect(photo.querySelector('img')!.getAttribute('src')).toBe('https://assets.example/p1');
    await userEvent.setup().click(photo);
    // Over the transcript's dialog (jsdom's dialogs share one test id for their titles: found by the title's text).
    const dialog = (await screen.findByText(CHAT_PHOTOS.alt(1), { selector: '.ant-modal-title' })).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).getByRole('img', { name: CHAT_PHOTOS.alt(1) }).getAttribute('src')).toBe('https://assets.example/p1');
  });
});
