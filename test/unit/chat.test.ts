// The chat's shared rules: thread title, conversation stage, suggested answers and the send request's validation.
import { describe, expect, it } from 'vitest';
import { conversationStage, consultRequestSchema, firstIssue, newThreadSchema, suggestedAnswers, threadTitle, type ChatTurn } from '../../functions/contracts';
import { CHAT } from '../../functions/contracts/messages';

const user = (content: string): ChatTurn => ({ role: 'user', content });
const assistant = (content: string): ChatTurn => ({ role: 'assistant', content });

describe('thread title', () => {
  it('is the first 30 characters, plus ... when the message is longer', () => {
    expect(threadTitle('Ants in my kitchen')).toBe('Ants in my kitchen');
    expect(threadTitle('x'.repeat(30))).toBe('x'.repeat(30));
    expect(threadTitle('How do I get rid of cockroaches in my kitchen?')).toBe('How do I get rid of cockroache...');
    expect(threadTitle('  Ants\n\nin   my kitchen  ')).toBe('Ants in my kitchen');
  });
});

describe('conversation stage', () => {
  it('is initial with one or no user message', () => {
    expect(conversationStage([])).toBe('initial');
    expect(conversationStage([user('Cockroaches in my kitchen'), assistant('Try baits and traps in the kitchen')])).toBe('initial');
  });

  it('is diagnosis while pest and room are not both known', () => {
    expect(conversationStage([user('I have a problem'), assistant('What pest?'), user('It is in the kitchen')])).toBe('diagnosis');
    expect(conversationStage([user('I see cockroaches'), assistant('Where?'), user('Every night')])).toBe('diagnosis');
  });

  it('is treatment once pest and room are known and no treatment was mentioned', () => {
    expect(conversationStage([user('I see cockroaches'), assistant('Where? Traps and sprays help.'), user('In the kitchen')])).toBe('treatment');
  });

  it('is follow-up once the user mentions a treatment (replies are not read)', () => {
    expect(conversationStage([user('Cockroaches in the kitchen'), assistant('Use gel bait'), user('I tried a spray already')])).toBe('follow-up');
  });
});

describe('suggested answers', () => {
  it('are at most 3 and follow the stage', () => {
    const initial = suggestedAnswers([user('Help')]);
    expect(initial).toHaveLength(3);
    const noRoom = suggestedAnswers([user('I see cockroaches'), user('Every night')]);
    expect(noRoom).toEqual(['They are in the kitchen', 'They are in the bedroom', 'They are in the garden']);
    const noPest = suggestedAnswers([user('Something is in the kitchen'), user('At night')]);
    expect(noPest[0]).toBe("I'm not sure what pest it is");
    expect(suggestedAnswers([user('Cockroaches'), user('In the kitchen')])).toContain('What eco-friendly treatments can I try?');
    expect(suggestedAnswers([user('Cockroaches in the kitchen'), user('I tried bait')])).toContain('When should I call a professional?');
    for (const s of [initial, noRoom, noPest]) expect(s.length).toBeLessThanOrEqual(3);
  });
});

describe('send request', () => {
  const valid = { message: ' Ants! ', operationId: '0b6f5a4e-3c1d-4c53-9d1e-1f2a3b4c5d6e' };
  const issue = (value: unknown) => {
    const r = consultRequestSchema.safeParse(value);
    return r.success ? undefined : firstIssue(r.error);
  };

  it('trims the message and upper-cases the location', () => {
    expect(consultRequestSchema.parse({ ...valid, location: 'gb', threadHistory: [{ role: 'user', content: 'x' }] })).toEqual({
      message: 'Ants!',
      operationId: valid.operationId,
      location: 'GB',
    });
    expect(consultRequestSchema.parse({ ...valid, location: null, threadId: null })).toMatchObject({ location: null, threadId: null });
  });

  it('refuses an empty or too long message, a bad operation id, thread id or location', () => {
    expect(issue({ ...valid, message: '   ' })).toBe(CHAT.messageRequired);
    expect(issue({ operationId: valid.operationId })).toBe(CHAT.messageRequired);
    expect(issue({ ...valid, message: 'x'.repeat(4001) })).toBe(CHAT.messageTooLong);
    expect(issue({ ...valid, operationId: undefined })).toBe(CHAT.operationIdInvalid);
    expect(issue({ ...valid, operationId: 'a b' })).toBe(CHAT.operationIdInvalid);
    expect(issue({ ...valid, threadId: '../x' })).toBe(CHAT.threadIdInvalid);
    expect(issue({ ...valid, location: 'GBR' })).toBe(CHAT.locationInvalid);
  });

  it('titles a new empty thread by the same rule', () => {
    expect(newThreadSchema.parse({ title: 'How do I get rid of cockroaches in my kitchen?' }).title).toBe('How do I get rid of cockroache...');
    expect(newThreadSchema.parse({}).title).toBeUndefined();
  });
});

describe('spec texts', () => {
  it('keeps the token limit message word for word', () => {
    expect(CHAT.tokenLimitReached).toBe("Token limit reached: You've used all your available tokens. Please request more or wait until your next reset.");
    expect(CHAT.circuitOpen).toBe('Circuit is open');
  });
});
