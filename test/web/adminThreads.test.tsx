// The Threads tab's transcript in jsdom (issue 31 §8): the assistant's replies rendered as Markdown by the product's
// one renderer, as the chat shows them, and the team's replies told apart from the AI's, for the admin here and for
// the user in their chat.
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminThread } from '@contracts/adminThreads';
import type { ChatMessage } from '@contracts/chat';
import { ADMIN_THREADS, CHAT } from '@contracts/messages';
import { TranscriptDialog } from '../../web/src/features/admin/threads/TranscriptDialog';
import { MessageList } from '../../web/src/features/chat/MessageList';
import { adminStage, json } from './adminNetwork';
import { PageProviders, testConfig, user } from './render';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

afterEach(() => vi.unstubAllGlobals());

// An id of its own: the web files share one worker, and SWR keeps a key's last request time apart from the cache the
// setup empties, so a transcript of the same thread read by another file moments before was deduped into no request.
const thread: AdminThread = {
  id: 'thread-markdown',
  title: 'Ants in the kitchen',
  user_id: 'u-1',
  last_message_at: '2026-11-20T10:02:00.000Z',
  created_at: '2026-11-20T10:00:00.000Z',
  user: { id: 'u-1', email: 'uma@example.com', display_name: 'Uma' },
};
const at = (minute: number) => `2026-11-20T10:0${minute}:00.000Z`;
const messages: ChatMessage[] = [
  { id: 'm1', threadId: thread.id, role: 'user', content: 'I have **ants** by the sink', createdAt: at(0) },
  { id: 'm2', threadId: thread.id, role: 'assistant', content: '**Seal** the gaps first:\n\n- wipe the trail\n- store food sealed', createdAt: at(1) },
  { id: 'm3', threadId: thread.id, role: 'assistant', content: 'An admin here: _did the bait work?_', createdAt: at(2), author: 'team' },
];
const team = CHAT.teamReply(testConfig.siteName);

describe('the transcript', () => {
  it("renders the assistant's Markdown as the chat does, and names the team's replies apart from the AI's", async () => {
    adminStage({ [`GET /api/admin/threads/${thread.id}/messages`]: json(200, { thread, messages }) }).renderTab(
      <TranscriptDialog thread={thread} onClose={() => undefined} />,
    );
    const list = await screen.findByRole('list', { name: ADMIN_THREADS.messagesLabel });
    const [asked, answered, replied] = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    expect(within(asked!).getByText(ADMIN_THREADS.userLabel)).toBeTruthy();
    expect(within(asked!).getByText('I have **ants** by the sink')).toBeTruthy();
    expect(within(answered!).getByText(ADMIN_THREADS.assistantLabel)).toBeTruthy();
    expect(within(answered!).getByText('Seal').tagName).toBe('STRONG');
    expect(within(answered!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['wipe the trail', 'store food sealed']);
    expect(answered!.textContent).not.toContain('**');
    expect(within(replied!).getByText(team)).toBeTruthy();
    expect(within(replied!).queryByText(ADMIN_THREADS.assistantLabel)).toBeNull();
    expect(within(replied!).getByText('did the bait work?').tagName).toBe('EM');
  });
});

describe("the user's chat", () => {
  it("names a reply from the team, and only that one", () => {
    render(
      <PageProviders initialUser={user}>
        <MessageList messages={messages.map(({ threadId: _, ...m }) => m)} />
      </PageProviders>,
    );
    const items = screen.getAllByRole('listitem').filter((li) => li.classList.contains('chat-message'));
    expect(within(items[2]!).getByText(team)).toBeTruthy();
    expect(within(items[1]!).queryByText(team)).toBeNull();
    expect(screen.getAllByText(team)).toHaveLength(1);
  });
});
