// The chat history 'Connect with a professional' sends the provider: the customer's questions first and whole, then
// each answer in short (its first lines as plain text, bounded), within the request's bound, saying what was left out.
import { describe, expect, it } from 'vitest';
import { answerInShort, CONNECT_ANSWER_CHARS, CONNECT_SUMMARY_MAX, connectChatSummary, connectSchema } from '../../functions/contracts/lead';
import { offlineConsultant } from '../../functions/lib/consultant/offline';

const QUESTION = 'How do I get rid of cockroaches in my kitchen?';

describe('an answer in short', () => {
  it('is its first two lines without Markdown marks', () => {
    expect(answerInShort('### What to do now\n1. **Seal** the gaps\n2. Set *baits*')).toBe('What to do now Seal the gaps');
    expect(answerInShort('> **Safety first:** keep children away.\n\n- See [the guide](/pests/ants) and `boric acid`')).toBe('Safety first: keep children away. See the guide and boric acid');
  });
  it('is cut at a word boundary, with an ellipsis, when long', () => {
    const short = answerInShort(`${'word '.repeat(200)}\nsecond line`);
    expect(short.length).toBeLessThanOrEqual(CONNECT_ANSWER_CHARS);
    expect(short).toMatch(/word…$/);
  });
});

describe('the chat history sent to the provider', () => {
  it("starts with the customer's questions, whole and in order, then the consultant's answers in short", async () => {
    const first = await offlineConsultant.consult({ message: QUESTION, history: [], location: 'US' });
    const followUp = 'Are they dangerous to my toddler? She crawls around the kitchen floor every morning and puts everything in her mouth.';
    const summary = connectChatSummary([
      { role: 'user', content: QUESTION },
      { role: 'assistant', content: first.text },
      { role: 'user', content: followUp },
      { role: 'assistant', content: '**Yes, take care:** keep baits out of reach.\n\nMore...' },
    ]);
    const [questions, answers] = summary.split('\n\n');
    expect(questions).toBe(`The customer's questions:\n1. ${QUESTION}\n2. ${followUp}`);
    expect(answers).toMatch(/^The AI consultant's answers, in short:\n1. Likely pest: Cockroaches\b.+\n2. Yes, take care: keep baits out of reach. More...$/);
    expect(summary).not.toMatch(/\*\*|###/);
    // The long offline answer is in short, not whole (it is over 3,000 characters).
    expect(answers!.split('\n')[1]!.length).toBeLessThanOrEqual(CONNECT_ANSWER_CHARS + 3);
    expect(connectSchema.safeParse({ chatSummary: summary }).success).toBe(true);
  });

  it("keeps within the request's bound: questions before answers, and it says how many were left out", () => {
    const long = 'x'.repeat(900);
    const chat = Array.from({ length: 6 }, (_, i) => [
      { role: 'user' as const, content: `Question ${i + 1}: ${long}` },
      { role: 'assistant' as const, content: `Answer ${i + 1}` },
    ]).flat();
    const summary = connectChatSummary(chat);
    expect(summary.length).toBeLessThanOrEqual(CONNECT_SUMMARY_MAX);
    expect(summary).toMatch(
      /^The customer's questions:\n1\. Question 1: x+\n2\. Question 2: x+\n3\. Question 3: x+\n4\. Question 4: x+\n\(2 more not included\)\n\nThe AI consultant's answers, in short:\n1\. Answer 1\n2\. Answer 2\n3\. Answer 3\n4\. Answer 4$/,
    );

    const few = connectChatSummary(chat.slice(0, 4));
    expect(few).toContain("The AI consultant's answers, in short:\n1. Answer 1\n2. Answer 2");
  });

  it('gives the beginning of a question longer than the whole bound', () => {
    const summary = connectChatSummary([{ role: 'user', content: `Help: ${'word '.repeat(1000)}` }]);
    expect(summary.length).toBeLessThanOrEqual(CONNECT_SUMMARY_MAX);
    expect(summary).toMatch(/^The customer's questions:\n1\. Help: word word .*…$/s);
  });
});
