// The /chat page in jsdom over a fake API: history and auto-selection, header and token bar, welcome screen and
// starter questions, the reply as Markdown, suggestions, input rules, token limit, failed send with Retry, messages
// written offline, route state, the beta banner, 'Connect with a professional', recovery, the conversation's scrolling
// and the mobile layout; the reply streamed (its Markdown rendered as it arrives) and Stop. The outbox's rules (order,
// retry, persistence) are tested in test/unit/chatSession.test.ts. Every send a test starts ends in that test: one left
// open times out 35 s later and its retry lands in whichever test's fake API is then in place.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STARTER_QUESTIONS, type ChatMessage, type ChatThread, type ConsultRequest, type ConsultResponse } from '@contracts/chat';
import { AUTH, CHAT, CONNECT_DIALOG, LEAD } from '@contracts/messages';
import type { Profile } from '@contracts/profile';
import type { AuthUser } from '../../web/src/app/session';
import { STORAGE_KEYS } from '../../web/src/features/chat/constants';
import { TOKEN_BAR_COLOURS } from '../../web/src/features/chat/rules';
import { renderApp } from './render';
import { signInChatUser } from './chatUser';
import { viewport } from './setup';
import { json, profileOf } from './fixtures';
import { chooseOption } from './select';
import { enter } from './typing';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

const REPLY = '### What to do now\n1. **Seal** the gaps\n2. Set *baits*\n\nSource: Cockroach Control Guide';

const apiError = (status: number, code: string, message: string) => json(status, { error: { code, message } });

/** A reply's text in pieces of a few words, as the streamed send writes it. */
const pieces = (text: string) => text.match(/(\S+\s*){1,3}/g) ?? [text];
const line = (event: unknown) => new TextEncoder().encode(`${JSON.stringify(event)}\n`);
const ndjson = (events: unknown[]) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const event of events) controller.enqueue(line(event));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'application/x-ndjson' } },
  );

interface FakeApi {
  profile: Profile;
  threads: ChatThread[];
  messages: Record<string, ChatMessage[]>;
  /** The send's answer; the streamed send gets it in pieces (a refusal as it is). */
  consult: (body: ConsultRequest) => Response | Promise<Response>;
  /** Replaces the streamed send's body (a test that holds the stream). */
  stream?: (body: ConsultRequest) => ReadableStream<Uint8Array>;
  /** Which route each send used. */
  routes: string[];
  connect: () => Response;
  /** GET /api/leads/connect: the provider 'Connect with a professional' would ask. */
  preview: () => Response;
  previews: string[];
  sends: ConsultRequest[];
  connects: unknown[];
}

let api: FakeApi;
let fetchMock: ReturnType<typeof vi.fn>;
let me: AuthUser;
let online = true;

function thread(id: string, title: string, minutesAgo: number): ChatThread {
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  return { id, userId: me.id, title, lastMessageAt: at, createdAt: at };
}

/** The server's answer to a send: it charges the profile, as the server does, so a later profile read agrees. */
function answer(body: ConsultRequest, overrides: Partial<ConsultResponse> = {}): ConsultResponse {
  api.profile.tokenBalance -= 500;
  return {
    threadId: body.threadId ?? 'thread-new',
    response: REPLY,
    updatedTokenBalance: api.profile.tokenBalance,
    tokensUsed: 500,
    suggestions: ['What eco-friendly treatments can I try?', 'Is it safe for my children and pets?', 'How long will it take?', 'A fourth one'],
    ...overrides,
  };
}

// The chat page's code (its send pipeline, the client's queue and policies) loads once per file, as the setup loads the
// other first-need modules, so that the first test's queries do not wait on module loading on a busy machine.
beforeAll(async () => {
  await import('../../web/src/pages/chat/ChatPage');
}, 60_000);

beforeEach(() => {
  me = signInChatUser();
  online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  api = {
    profile: profileOf(me, { displayName: 'Uma', tokenBalance: 90_000 }),
    threads: [],
    messages: {},
    consult: (body) => json(200, answer(body)),
    routes: [],
    connect: () => json(201, { lead: { id: 'abcdef123456-lead' } }),
    preview: () =>
      json(200, { provider: { id: 'seed-greenshield-london', name: 'GreenShield London', city: 'London', country: 'United Kingdom', rating: 4.8, review_count: 120 } }),
    previews: [],
    sends: [],
    connects: [],
  };
  fetchMock = vi.fn(async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (path === '/api/profile') return json(200, api.profile);
    if (path === '/api/threads' && method === 'GET') return json(200, { threads: api.threads });
    const messages = /^\/api\/threads\/([^/]+)\/messages$/.exec(path);
    if (messages) {
      const t = api.threads.find((x) => x.id === decodeURIComponent(messages[1]));
      return t ? json(200, { thread: t, messages: api.messages[t.id] ?? [] }) : apiError(404, 'NotFound', 'Not found.');
    }
    if (path === '/api/pest-consultant' || path === '/api/pest-consultant/stream') {
      api.sends.push(body);
      api.routes.push(path);
      if (path === '/api/pest-consultant') return api.consult(body);
      const headers = new Headers(init.headers);
      if (!headers.get('x-id-token')?.startsWith('Bearer ') || !/^[0-9a-f]{64}$/.test(headers.get('x-amz-content-sha256') ?? '')) {
        return apiError(401, 'Unauthorized', 'Please log in to continue.');
      }
      if (api.stream) return new Response(api.stream(body), { headers: { 'content-type': 'application/x-ndjson' } });
      const res = await api.consult(body);
      if (!res.ok) return res;
      return ndjson([...pieces((await res.clone().json()).response).map((text) => ({ type: 'delta', text })), { type: 'done', reply: await res.json() }]);
    }
    if (path.startsWith('/api/leads/connect') && method === 'GET') {
      api.previews.push(path);
      return api.preview();
    }
    if (path === '/api/leads/connect') {
      api.connects.push(body);
      return api.connect();
    }
    if (path === '/api/lead-notification') return json(200, { sent: true });
    return apiError(404, 'NotFound', `No fake for ${method} ${path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const openChat = (state?: unknown) => renderApp(state ? { pathname: '/chat', state } : '/chat', { as: me });
const input = () => screen.getByLabelText(CHAT.inputLabel) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: CHAT.send }) as HTMLButtonElement;

async function welcome() {
  return screen.findByRole('heading', { name: CHAT.welcomeTitle });
}

/** Asks the first starter question, then opens 'Connect with a professional' (it asks where first). */
async function openConnectDialog() {
  const rendered = openChat();
  await welcome();
  const ui = userEvent.setup();
  await ui.click(screen.getByRole('button', { name: STARTER_QUESTIONS[0] }));
  await ui.click(await screen.findByRole('button', { name: CHAT.connectProfessional }));
  return { ...rendered, ui, dialog: await screen.findByRole('dialog', { name: CONNECT_DIALOG.title }) };
}

/** Gives the place in the connect dialog and asks for a provider there. */
async function givePlace(dialog: HTMLElement, country: string, city: string) {
  await chooseOption(CONNECT_DIALOG.country, country, within(dialog));
  await chooseOption(CONNECT_DIALOG.city, city, within(dialog));
  fireEvent.click(within(dialog).getByRole('button', { name: CONNECT_DIALOG.find }));
}

/** Opens the connect dialog and gives London as the place: the provider found is named. */
async function openConnectDialogInLondon() {
  const opened = await openConnectDialog();
  await givePlace(opened.dialog, 'United Kingdom', 'London');
  await within(opened.dialog).findByText(CONNECT_DIALOG.intro('GreenShield London'));
  return opened;
}

function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

describe('chat page', () => {
  it('shows the welcome screen with the 4 starter questions, the header and the token bar', async () => {
    openChat();
    await welcome();
    for (const question of STARTER_QUESTIONS) expect(screen.getByRole('button', { name: question })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: CHAT.title })).toBeTruthy();
    expect(screen.getByText(CHAT.newChat, { selector: '.chat-thread-name' })).toBeTruthy();
    expect(screen.getByText('0 messages')).toBeTruthy();
    const bar = await screen.findByRole('progressbar', { name: /Token balance: 90,000 \/ 100,000/ });
    expect(bar.getAttribute('aria-valuenow')).toBe('90');
    expect(bar.getAttribute('data-colour')).toBe(TOKEN_BAR_COLOURS.amber);
    expect(screen.getByText('Resets 1 Dec 2026')).toBeTruthy();
    expect(screen.getByText(CHAT.noThreads)).toBeTruthy();
    expect(screen.queryByText(CHAT.popularQuestions)).toBeNull();
    expect(screen.queryByRole('button', { name: CHAT.connectProfessional })).toBeNull();
  });

  it('colours the token bar green at 75 percent or less', async () => {
    api.profile.tokenBalance = 75_000;
    openChat();
    const bar = await screen.findByRole('progressbar', { name: /Token balance/ });
    expect(bar.getAttribute('data-colour')).toBe(TOKEN_BAR_COLOURS.normal);
  });

  it('lists the latest 10 threads with relative times and opens the first one', async () => {
    api.threads = Array.from({ length: 12 }, (_, i) => thread(`thread-${i}`, `Thread number ${i}`, i * 60 + 5));
    api.messages['thread-0'] = [
      { id: 'm1', threadId: 'thread-0', role: 'user', content: 'Ants in my kitchen', createdAt: '2026-11-01T10:00:00.000Z' },
      { id: 'm2', threadId: 'thread-0', role: 'assistant', content: '**Likely pest: Ants**', createdAt: '2026-11-01T10:00:01.000Z' },
    ];
    openChat();
    const history = await screen.findByRole('navigation', { name: CHAT.history });
    await within(history).findByText('Thread number 0');
    expect(within(history).getAllByRole('listitem')).toHaveLength(10);
    expect(within(history).getByText('5 minutes ago')).toBeTruthy();
    expect(within(history).getByText('an hour ago')).toBeTruthy();
    expect(await screen.findByText('Likely pest: Ants')).toBeTruthy();
    expect(within(history).getByRole('button', { name: /Thread number 0/ }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('Thread number 0', { selector: '.chat-thread-name' })).toBeTruthy();
    expect(screen.getByText('1 message')).toBeTruthy();
    // The header never hides on desktop.
    const scroller = screen.getByRole('region', { name: 'Conversation' });
    scroller.scrollTop = 500;
    fireEvent.scroll(scroller);
    expect(document.querySelector('.chat-header')!.className).not.toContain('chat-header-hidden');
    // Loaded threads get suggestions for their stage, and the connect button (more than one message).
    expect(screen.getByRole('group', { name: CHAT.suggestedAnswers })).toBeTruthy();
    expect(screen.getByRole('button', { name: CHAT.connectProfessional })).toBeTruthy();

    await userEvent.setup().click(within(history).getByRole('button', { name: CHAT.newChat }));
    await welcome();
  });

  it('starts a new conversation when New Chat is chosen while the history is still loading', async () => {
    let answerThreads!: () => void;
    const answered = new Promise<void>((resolve) => (answerThreads = resolve));
    const serve = fetchMock.getMockImplementation() as (path: string, init?: RequestInit) => Promise<Response>;
    fetchMock.mockImplementation(async (path: string, init?: RequestInit) => {
      if (path === '/api/threads' && !init?.method) await answered;
      return serve(path, init);
    });
    api.threads = [thread('thread-0', 'An older conversation', 5)];
    openChat();
    const history = await screen.findByRole('navigation', { name: CHAT.history });
    await userEvent.setup().click(within(history).getByRole('button', { name: CHAT.newChat }));
    await welcome();
    answerThreads();
    await within(history).findByText('An older conversation');
    expect(screen.getByRole('heading', { name: CHAT.welcomeTitle })).toBeTruthy();
  });

  it('opens a new conversation instead when the route asks for a new thread', async () => {
    api.threads = [thread('thread-0', 'Older thread', 5)];
    openChat({ newThread: true });
    await welcome();
    await screen.findByText('Older thread');
    expect(fetchMock.mock.calls.some(([path]) => String(path).includes('/messages'))).toBe(false);
  });

  it('asks the initial query from the route state in a new thread', async () => {
    api.threads = [thread('thread-0', 'Older thread', 5)];
    openChat({ initialQuery: 'Wasps nesting under my roof', newThread: true });
    await screen.findByText('Seal');
    expect(api.sends).toHaveLength(1);
    expect(api.sends[0]).toMatchObject({ message: 'Wasps nesting under my roof', threadId: null });
    expect(sessionStorage.getItem(STORAGE_KEYS.arrival)).toBe('default');
  });

  it('does not ask the initial query again when the same history entry is loaded again (a reload)', async () => {
    api.threads = [thread('thread-0', 'Wasps nesting under my roof', 1)];
    api.messages['thread-0'] = [{ id: 'm1', threadId: 'thread-0', role: 'user', content: 'Wasps nesting under my roof', createdAt: '2026-11-01T10:00:00.000Z' }];
    // The memory router's first entry has the key 'default'; the first visit remembered it.
    sessionStorage.setItem(STORAGE_KEYS.arrival, 'default');
    openChat({ initialQuery: 'Wasps nesting under my roof', newThread: true });
    expect(await screen.findByText('Wasps nesting under my roof', { selector: '.chat-user-text' })).toBeTruthy();
    expect(api.sends).toHaveLength(0);
  });

  it('sends a starter question and renders the reply as Markdown with follow-ups, popular questions and connect', async () => {
    localStorage.setItem(STORAGE_KEYS.userLocation, 'de');
    openChat();
    await welcome();
    await userEvent.setup().click(screen.getByRole('button', { name: STARTER_QUESTIONS[0] }));
    const heading = await screen.findByRole('heading', { level: 3, name: 'What to do now' });
    expect(heading).toBeTruthy();
    expect(screen.getByText('Seal').tagName).toBe('STRONG');
    expect(screen.getByText('baits').tagName).toBe('EM');
    expect(screen.getAllByRole('listitem').some((li) => li.textContent === 'Seal the gaps')).toBe(true);

    const sent = api.sends[0];
    expect(sent.message).toBe(STARTER_QUESTIONS[0]);
    expect(sent.location).toBe('DE');
    expect(sent.threadId).toBeNull();
    expect(sent.operationId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    const suggestions = screen.getByRole('group', { name: CHAT.suggestedAnswers });
    expect(within(suggestions).getAllByRole('button')).toHaveLength(3);
    expect(screen.getByText(CHAT.popularQuestions)).toBeTruthy();
    expect(screen.getByRole('button', { name: CHAT.connectProfessional })).toBeTruthy();
    await waitFor(() => expect(document.body.textContent).toContain('New reply from the consultant: What to do now'));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: /89,500 \/ 100,000/ })).toBeTruthy());

    // A follow-up answer goes to the same thread.
    await userEvent.setup().click(within(suggestions).getByRole('button', { name: 'Is it safe for my children and pets?' }));
    await waitFor(() => expect(api.sends).toHaveLength(2));
    expect(api.sends[1]).toMatchObject({ threadId: 'thread-new', message: 'Is it safe for my children and pets?' });
  });

  it('renders the Markdown of a reply as it arrives, and Stop keeps what was written', async () => {
    let writer!: ReadableStreamDefaultController<Uint8Array>;
    api.stream = () => new ReadableStream<Uint8Array>({ start: (controller) => void (writer = controller) });
    openChat();
    await welcome();
    await userEvent.setup().click(screen.getByRole('button', { name: STARTER_QUESTIONS[0] }));
    await waitFor(() => expect(api.routes).toEqual(['/api/pest-consultant/stream']));
    expect(await screen.findByText(CHAT.thinking)).toBeTruthy();

    act(() => writer.enqueue(line({ type: 'delta', text: '### What to do now\n1. **Seal' })));
    // Half-written Markdown already renders: the heading, and the list item in progress.
    expect(await screen.findByRole('heading', { level: 3, name: 'What to do now' })).toBeTruthy();
    expect(screen.queryByText(CHAT.thinking)).toBeNull();
    const stop = screen.getByRole('button', { name: CHAT.stop });
    act(() => writer.enqueue(line({ type: 'delta', text: '** the gaps\n2. Set' })));
    await waitFor(() => expect(screen.getByText('Seal').tagName).toBe('STRONG'));
    expect(screen.getByText('Seal').closest('li')?.textContent).toBe('Seal the gaps');
    expect(screen.getByText('Seal').closest('[aria-busy]')).toBeTruthy();

    await userEvent.setup().click(stop);
    expect(await screen.findByText(CHAT.stopped)).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(expect.arrayContaining(['Seal the gaps', 'Set']));
    expect(screen.queryByRole('button', { name: CHAT.stop })).toBeNull();
    // The quiet replay of the stopped operation and the thread it gives are the pipeline's (test/unit/chatSession.test.ts);
    // it is waited for here so that it lands in this test's fake API.
    await waitFor(() => expect(api.routes).toEqual(['/api/pest-consultant/stream', '/api/pest-consultant']));
  });

  it('a stream cut short is sent again with the same operationId, and the saved answer replaces the partial one', async () => {
    let attempt = 0;
    api.stream = (body) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          attempt += 1;
          // The first connection drops after a piece; the retry gets the saved answer whole, as a replay does.
          if (attempt === 1) controller.enqueue(line({ type: 'delta', text: '### What to do' }));
          else controller.enqueue(line({ type: 'done', reply: answer(body) }));
          controller.close();
        },
      });
    openChat();
    await welcome();
    await userEvent.setup().click(screen.getByRole('button', { name: STARTER_QUESTIONS[0] }));
    expect(await screen.findByRole('heading', { level: 3, name: 'What to do now' })).toBeTruthy();
    expect(screen.getByText('Seal').tagName).toBe('STRONG');
    expect(api.sends).toHaveLength(2);
    expect(api.sends[1].operationId).toBe(api.sends[0].operationId);
    expect(screen.queryByText(CHAT.stopped)).toBeNull();
  });

  it('takes the location from the browser language region when none is stored', async () => {
    const language = vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('en-GB');
    openChat();
    await welcome();
    await userEvent.setup().click(screen.getByRole('button', { name: STARTER_QUESTIONS[1] }));
    await waitFor(() => expect(api.sends).toHaveLength(1));
    expect(api.sends[0].location).toBe('GB');
    language.mockRestore();
  });

  it('never sends an empty or whitespace message, sends with Enter, and submits only once', async () => {
    let release: () => void = () => {};
    api.consult = (body) => new Promise((resolve) => (release = () => resolve(json(200, answer(body)))));
    openChat();
    await welcome();
    const ui = userEvent.setup();
    expect(sendButton().disabled).toBe(true);
    await enter(input(), '   ', ui);
    expect(sendButton().disabled).toBe(true);
    await ui.type(input(), '{Enter}');
    expect(api.sends).toHaveLength(0);

    await ui.clear(input());
    await enter(input(), 'Mice in the attic', ui);
    await ui.keyboard('{Enter}');
    await waitFor(() => expect(api.sends).toHaveLength(1));
    expect(input().value).toBe('');
    // While the reply loads nothing else is sent.
    await enter(input(), 'And the garage?', ui);
    await ui.keyboard('{Enter}');
    fireEvent.click(sendButton());
    expect(api.sends).toHaveLength(1);
    expect(screen.getByText(CHAT.thinking)).toBeTruthy();
    act(() => release());
    await screen.findByText('Seal');
    expect(input().value).toBe('And the garage?');
  });

  it('blocks sending at a balance of 0 with the token-limit message and Request more tokens', async () => {
    api.profile.tokenBalance = 0;
    openChat();
    expect(await screen.findByText(CHAT.tokenLimitReached)).toBeTruthy();
    expect(screen.getByRole('link', { name: CHAT.requestMoreTokens }).getAttribute('href')).toBe('/profile?tab=tokens');
    expect(input().disabled).toBe(true);
    expect(sendButton().disabled).toBe(true);
    expect((screen.getByRole('button', { name: STARTER_QUESTIONS[0] }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the token-limit message when the server refuses a send with 402', async () => {
    api.consult = () => apiError(402, 'TokenLimitReached', CHAT.tokenLimitReached);
    openChat();
    await welcome();
    await userEvent.setup().click(screen.getByRole('button', { name: STARTER_QUESTIONS[2] }));
    expect(await screen.findByText(CHAT.tokenLimitReached)).toBeTruthy();
    expect(screen.queryByText(STARTER_QUESTIONS[2], { selector: '.chat-user-text' })).toBeNull();
    expect(screen.queryByText(CHAT.errorSending)).toBeNull();
  });

  it("says 'Not logged in' when the session is gone", async () => {
    api.consult = () => apiError(401, 'Unauthorized', 'Please log in to continue.');
    openChat();
    await welcome();
    await userEvent.setup().click(screen.getByRole('button', { name: STARTER_QUESTIONS[0] }));
    expect(await screen.findByText(AUTH.notLoggedInTitle)).toBeTruthy();
    expect(screen.getByText(AUTH.notLoggedIn)).toBeTruthy();
  });

  it('removes the optimistic message of a failed send and retries it with the same operationId', async () => {
    let fail = true;
    api.consult = (body) => (fail ? apiError(400, 'BadRequest', 'Something was off.') : json(200, answer(body)));
    openChat();
    await welcome();
    const ui = userEvent.setup();
    await enter(input(), 'Fleas on my dog', ui);
    await ui.keyboard('{Enter}');
    expect(await screen.findByText(CHAT.errorSending)).toBeTruthy();
    expect(screen.getByText('Something was off.')).toBeTruthy();
    expect(screen.queryByText('Fleas on my dog', { selector: '.chat-user-text' })).toBeNull();

    fail = false;
    await ui.click(screen.getByRole('button', { name: CHAT.retry }));
    await screen.findByText('Seal');
    expect(screen.getByText('Fleas on my dog', { selector: '.chat-user-text' })).toBeTruthy();
    expect(api.sends).toHaveLength(2);
    expect(api.sends[1].operationId).toBe(api.sends[0].operationId);
    expect(screen.queryByText(CHAT.errorSending)).toBeNull();
  });

  it('queues a message written offline as pending and sends it when the connection returns', async () => {
    openChat();
    await welcome();
    setOnline(false);
    expect(await screen.findByText(CHAT.offline)).toBeTruthy();
    expect((await screen.findAllByText(CHAT.connectionLostTitle)).length).toBeGreaterThan(0);
    const ui = userEvent.setup();
    await enter(input(), 'Bed bugs after my trip', ui);
    await ui.keyboard('{Enter}');
    expect(await screen.findByText(CHAT.pending)).toBeTruthy();
    expect(api.sends).toHaveLength(0);

    setOnline(true);
    expect(await screen.findByText(CHAT.backOnline)).toBeTruthy();
    await screen.findByText('Seal');
    expect(api.sends).toHaveLength(1);
    expect(screen.queryByText(CHAT.pending)).toBeNull();
    expect(screen.queryByText(CHAT.offline)).toBeNull();
  });

  it('re-queues a pending message whose re-send fails, with retries, the breaker and Retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.consult = () => apiError(503, 'ConsultantUnavailable', CHAT.consultantUnavailable);
    openChat();
    await welcome();
    setOnline(false);
    fireEvent.change(input(), { target: { value: 'Silverfish in the bathroom' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await screen.findByText(CHAT.pending);

    // Back online: three attempts fail (the first retry says so), the breaker opens, the message stays queued.
    setOnline(true);
    expect(await screen.findByText(CHAT.connectionIssueTitle)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(await screen.findByText(CHAT.notSentYet)).toBeTruthy();
    expect(screen.getByText(CHAT.errorSending)).toBeTruthy();
    expect(screen.getByText(CHAT.circuitOpen)).toBeTruthy();
    // Each attempt's operationId and the queue's order are the pipeline's (test/unit/chatSession.test.ts).
    expect(api.sends).toHaveLength(3);

    // While the circuit is open a retry fails at once, without a call.
    api.consult = (body) => json(200, answer(body));
    fireEvent.click(screen.getByRole('button', { name: CHAT.retry }));
    expect(await screen.findByText(CHAT.circuitOpen)).toBeTruthy();
    expect(api.sends).toHaveLength(3);

    // Half-open after 30 seconds: the trial succeeds and the message is delivered.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    fireEvent.click(screen.getByRole('button', { name: CHAT.retry }));
    await screen.findByText('Seal');
    expect(api.sends).toHaveLength(4);
    expect(screen.queryByText(CHAT.notSentYet)).toBeNull();
    expect(screen.queryByText(CHAT.pending)).toBeNull();
  });

  it('shows the beta banner after 2 seconds and remembers its dismissal', async () => {
    localStorage.removeItem(STORAGE_KEYS.betaBannerDismissed);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openChat();
    await welcome();
    expect(screen.queryByRole('region', { name: CHAT.betaLabel })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2100);
    });
    const banner = screen.getByRole('region', { name: CHAT.betaLabel });
    expect(within(banner).getByRole('link', { name: 'support@pestpilot.example' }).getAttribute('href')).toBe('mailto:support@pestpilot.example');
    fireEvent.click(within(banner).getByRole('button', { name: CHAT.betaGotIt }));
    expect(screen.queryByRole('region', { name: CHAT.betaLabel })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.betaBannerDismissed)).toBe('true');
  });

  it('closes the beta banner with its close button too', async () => {
    localStorage.removeItem(STORAGE_KEYS.betaBannerDismissed);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openChat();
    await welcome();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2100);
    });
    fireEvent.click(screen.getByRole('button', { name: CHAT.betaClose }));
    expect(screen.queryByRole('region', { name: CHAT.betaLabel })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.betaBannerDismissed)).toBe('true');
  });

  it('asks where first (the browser region only prefills the country), then names the provider and what will be sent, then sends it there with one toast', async () => {
    localStorage.setItem(STORAGE_KEYS.userLocation, 'GB');
    const { ui, dialog } = await openConnectDialog();
    // No provider is chosen from a guess: the dialog asks for the place, the country prefilled, the city required.
    expect(within(dialog).getByText(CONNECT_DIALOG.placeIntro)).toBeTruthy();
    expect(within(dialog).getByTitle('United Kingdom')).toBeTruthy();
    await ui.click(within(dialog).getByRole('button', { name: CONNECT_DIALOG.find }));
    expect(await within(dialog).findByText(LEAD.cityRequired)).toBeTruthy();
    expect(api.previews).toEqual([]);
    await chooseOption(CONNECT_DIALOG.city, 'London', within(dialog));
    await ui.click(within(dialog).getByRole('button', { name: CONNECT_DIALOG.find }));

    expect(await within(dialog).findByText(CONNECT_DIALOG.intro('GreenShield London'))).toBeTruthy();
    expect(api.previews).toEqual(['/api/leads/connect?country=United+Kingdom&city=London']);
    expect(api.connects).toEqual([]);
    expect(within(dialog).getByText('Uma')).toBeTruthy();
    expect(within(dialog).getByText(me.email)).toBeTruthy();
    expect(within(dialog).getByText('London, United Kingdom')).toBeTruthy();
    // The conversation as the chat shows it: the question as typed, the answer's Markdown rendered (no raw marks).
    const conversation = within(dialog).getByRole('region', { name: CONNECT_DIALOG.chat });
    expect(within(conversation).getByText(STARTER_QUESTIONS[0])).toBeTruthy();
    expect(within(conversation).getByRole('heading', { level: 3, name: 'What to do now' })).toBeTruthy();
    expect(within(conversation).getByText('Seal').tagName).toBe('STRONG');
    expect(conversation.textContent).not.toMatch(/\*\*|###/);
    expect(conversation.getAttribute('tabindex')).toBe('0');
    expect(within(dialog).getByRole('link', { name: CONNECT_DIALOG.choose }).getAttribute('href')).toBe('/providers');

    await ui.click(within(dialog).getByRole('button', { name: CONNECT_DIALOG.send }));
    expect(await screen.findByText(LEAD.connectSent('abcdef12'))).toBeTruthy();
    expect(screen.getAllByText(/Request sent!/)).toHaveLength(1);
    expect(api.connects[0]).toMatchObject({ providerId: 'seed-greenshield-london', threadId: 'thread-new', country: 'United Kingdom', city: 'London' });
    // The provider reads the customer's question first and whole, then the answer in short.
    expect((api.connects[0] as { chatSummary: string }).chatSummary).toBe(
      `The customer's questions:\n1. ${STARTER_QUESTIONS[0]}\n\nThe AI consultant's answers, in short:\n1. What to do now Seal the gaps`,
    );
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/lead-notification')).toBe(true);
  });

  it('keeps the place the user gave while they stay on the page, and lets them change it', async () => {
    const { ui, dialog } = await openConnectDialogInLondon();
    await ui.click(within(dialog).getByRole('button', { name: CONNECT_DIALOG.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CONNECT_DIALOG.title })).toBeNull());

    await ui.click(screen.getByRole('button', { name: CHAT.connectProfessional }));
    const again = await screen.findByRole('dialog', { name: CONNECT_DIALOG.title });
    await within(again).findByText(CONNECT_DIALOG.intro('GreenShield London'));
    expect(api.previews).toHaveLength(2);
    await ui.click(within(again).getByRole('button', { name: `${CONNECT_DIALOG.changePlace} your location` }));
    expect(within(again).getByTitle('London')).toBeTruthy();
    await givePlace(again, 'Germany', 'Berlin');
    await waitFor(() => expect(api.previews.at(-1)).toBe('/api/leads/connect?country=Germany&city=Berlin'));
  });

  it('keeps the connect dialog open while a dropped reply is fetched again', async () => {
    let drop: () => void = () => {};
    api.stream = (body) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          if (api.sends.length > 1) {
            controller.enqueue(line({ type: 'done', reply: answer(body) }));
            controller.close();
            return;
          }
          // The first connection writes a piece, then drops when the test says so.
          controller.enqueue(line({ type: 'delta', text: '### What to do' }));
          drop = () => controller.close();
        },
      });
    const { ui, dialog } = await openConnectDialogInLondon();

    act(() => drop());
    // The answer, fetched again, in the chat and in the dialog's view of it.
    const conversation = screen.getByRole('region', { name: 'Conversation' });
    expect(await within(conversation).findByRole('heading', { level: 3, name: 'What to do now' })).toBeTruthy();
    expect(await within(dialog).findByRole('heading', { level: 3, name: 'What to do now' })).toBeTruthy();
    expect(api.sends).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: CONNECT_DIALOG.title })).toBe(dialog);
    await ui.click(within(dialog).getByRole('button', { name: CONNECT_DIALOG.send }));
    expect(await screen.findByText(LEAD.connectSent('abcdef12'))).toBeTruthy();
  });

  it('sends nothing when the user cancels', async () => {
    const { ui, dialog } = await openConnectDialogInLondon();
    await ui.click(within(dialog).getByRole('button', { name: CONNECT_DIALOG.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CONNECT_DIALOG.title })).toBeNull());
    expect(api.connects).toEqual([]);
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/lead-notification')).toBe(false);
  });

  it('opens the provider directory when there is no provider to ask', async () => {
    api.preview = () => json(200, { provider: null });
    const { router, dialog } = await openConnectDialog();
    await givePlace(dialog, 'United Kingdom', 'London');
    await waitFor(() => expect(router.state.location.pathname).toBe('/providers'));
    expect(api.connects).toEqual([]);
  });

  it('says the connection failed when the request cannot be made', async () => {
    api.connect = () => apiError(400, 'BadRequest', 'Bad');
    const { ui, dialog } = await openConnectDialogInLondon();
    await ui.click(within(dialog).getByRole('button', { name: CONNECT_DIALOG.send }));
    expect(await screen.findByText(LEAD.connectFailed)).toBeTruthy();
  });

  it('offers to re-send what an earlier visit left unsent, with the same operationId', async () => {
    const left = {
      id: 'op-earlier-0001',
      userId: me.id,
      visit: 'an-earlier-visit',
      state: 'pending',
      queued: true,
      message: 'Moths in my wardrobe',
      threadId: null,
      draftKey: 'old',
      attempted: false,
      location: 'GB',
      createdAt: new Date(Date.now() - 60_000).toISOString(),
      expiresAt: Date.now() + 9 * 60_000,
    };
    localStorage.setItem(STORAGE_KEYS.outbox, JSON.stringify([left]));
    api.consult = (body) => {
      api.threads = [thread('thread-new', 'Moths in my wardrobe', 0)];
      api.messages['thread-new'] = [
        { id: 'u', threadId: 'thread-new', role: 'user', content: body.message, createdAt: new Date().toISOString() },
        { id: 'a', threadId: 'thread-new', role: 'assistant', content: REPLY, createdAt: new Date().toISOString() },
      ];
      return json(200, answer(body));
    };
    openChat();
    expect(await screen.findByText(CHAT.unsent(1))).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: CHAT.recover }));
    expect(await screen.findAllByText(CHAT.recovered)).toHaveLength(2);
    expect(api.sends[0]).toMatchObject({ operationId: 'op-earlier-0001', message: 'Moths in my wardrobe' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.outbox)!)).toEqual([]);
    expect(screen.queryByText(CHAT.unsent(1))).toBeNull();
  });

  it("scrolls to the user's own message, stops a new answer at its first line, and follows the stream only from the end", async () => {
    // The layout jsdom lacks: a 400 px area over content `height` px tall, the newest answer starting 900 px down.
    const observers: { onResize: () => void; targets: Element[] }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        private readonly watch: { onResize: () => void; targets: Element[] };
        constructor(onResize: () => void) {
          this.watch = { onResize, targets: [] };
          observers.push(this.watch);
        }
        observe(target: Element) {
          this.watch.targets.push(target);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    let height = 1000;
    /** The conversation's content grows to `to` px: what observes the conversation hears of it. */
    const grow = (to: number) => {
      height = to;
      const scroller = screen.getByRole('region', { name: 'Conversation' });
      act(() => observers.filter((o) => o.targets.includes(scroller)).forEach((o) => o.onResize()));
    };
    let writer!: ReadableStreamDefaultController<Uint8Array>;
    let asked!: ConsultRequest;
    let streams = 0;
    api.stream = (body) => new ReadableStream<Uint8Array>({ start: (controller) => void ((writer = controller), (asked = body), (streams += 1)) });
    openChat();
    await welcome();
    const scroller = screen.getByRole('region', { name: 'Conversation' });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, get: () => 400 });
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, get: () => height });
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const top = this.matches('.chat-message-assistant') ? 900 - scroller.scrollTop : 0;
      return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) };
    });
    try {
      fireEvent.click(screen.getByRole('button', { name: STARTER_QUESTIONS[0] }));
      await waitFor(() => expect(scroller.scrollTop).toBe(600));
      // The user's message shows (and is scrolled to) before its send opens the reply stream.
      await waitFor(() => expect(streams).toBe(1));

      height = 2000;
      act(() => writer.enqueue(line({ type: 'delta', text: '**Safety first:** keep children away from baits.' })));
      await screen.findByText('Safety first:');
      expect(scroller.scrollTop).toBe(892);
      grow(3000);
      expect(scroller.scrollTop).toBe(892);

      // Scrolled up by the user, the view stays where they put it; back at the end, it follows the stream.
      fireEvent.wheel(scroller);
      scroller.scrollTop = 300;
      fireEvent.scroll(scroller);
      grow(3500);
      expect(scroller.scrollTop).toBe(300);
      fireEvent.wheel(scroller);
      scroller.scrollTop = 3100;
      fireEvent.scroll(scroller);
      grow(4000);
      expect(scroller.scrollTop).toBe(3600);

      /** Ends the reply being written (a send left open would be retried into another test's fake API). */
      const finish = () =>
        act(() => {
          writer.enqueue(line({ type: 'done', reply: answer(asked) }));
          writer.close();
        });
      finish();
      await screen.findByText('Seal');
      height = 4500;
      fireEvent.change(input(), { target: { value: 'Which bait?' } });
      fireEvent.keyDown(input(), { key: 'Enter' });
      await waitFor(() => expect(scroller.scrollTop).toBe(4100));
      await waitFor(() => expect(streams).toBe(2));
      finish();
      await waitFor(() => expect(screen.getAllByText('Seal')).toHaveLength(2));
    } finally {
      rect.mockRestore();
    }
  });

  it('hides follow-up suggestions on mobile and offers history, home and new chat as floating buttons', async () => {
    viewport.mobile = true;
    api.threads = [thread('thread-0', 'Spiders in the shed', 5)];
    api.messages['thread-0'] = [
      { id: 'm1', threadId: 'thread-0', role: 'user', content: 'Spiders in the shed', createdAt: '2026-11-01T10:00:00.000Z' },
      { id: 'm2', threadId: 'thread-0', role: 'assistant', content: 'Likely spiders', createdAt: '2026-11-01T10:00:01.000Z' },
    ];
    const { router } = openChat();
    await screen.findByText('Likely spiders');
    expect(screen.queryByRole('group', { name: CHAT.suggestedAnswers })).toBeNull();
    expect(screen.queryByRole('navigation', { name: CHAT.history })).toBeNull();

    // The header hides when the user scrolls the conversation down past 64 px, and comes back on the way up; the
    // app's own scroll to the newest message leaves it in place.
    const scroller = screen.getByRole('region', { name: 'Conversation' });
    const header = () => document.querySelector('.chat-header')!.className;
    scroller.scrollTop = 100;
    fireEvent.scroll(scroller);
    expect(header()).not.toContain('chat-header-hidden');
    fireEvent.wheel(scroller);
    scroller.scrollTop = 50;
    fireEvent.scroll(scroller);
    expect(header()).not.toContain('chat-header-hidden');
    scroller.scrollTop = 100;
    fireEvent.scroll(scroller);
    expect(header()).toContain('chat-header-hidden');
    scroller.scrollTop = 80;
    fireEvent.scroll(scroller);
    expect(header()).not.toContain('chat-header-hidden');

    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: CHAT.history }));
    const history = await screen.findByRole('navigation', { name: CHAT.history });
    expect(within(history).getByText('Spiders in the shed')).toBeTruthy();
    await ui.click(within(history).getByRole('button', { name: CHAT.newChat }));
    await welcome();
    await ui.click(screen.getByRole('button', { name: 'Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
