// The chat's outbox as stored (operationId, state, thread and text kept in local storage across reloads, in the order
// written; at most 100; what an earlier visit left offered 10 minutes; one user's own), the input rules, the token bar
// and the initial location.
import { describe, expect, it, vi } from 'vitest';
import { OUTBOX, STORAGE_KEYS, TOKEN_BAR_AMBER_ABOVE } from '../../web/src/features/chat/constants';
import { Outbox, type OutboxEntry } from '../../web/src/features/chat/outbox';
import { initialLocation, regionOfLanguage, sendBlock, TOKEN_BAR_COLOURS, tokenBarColour, tokenPercent, tokensExhausted } from '../../web/src/features/chat/rules';

function memoryStorage() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

/** One in-memory storage for one outbox. */
function storageOf() {
  const storage = memoryStorage();
  return () => storage;
}

const MINUTE = 60_000;

const entry = (id: string, over: Partial<OutboxEntry> = {}): Omit<OutboxEntry, 'expiresAt'> => ({
  id,
  userId: 'u1',
  visit: 'v1',
  state: 'pending',
  queued: false,
  message: `about ${id}`,
  threadId: null,
  draftKey: 'd1',
  attempted: false,
  location: 'GB',
  createdAt: '2026-11-24T12:00:00.000Z',
  ...over,
});

describe('chat outbox', () => {
  it('has the spec limits: at most 100, an AI request offered 10 minutes', () => {
    expect(OUTBOX).toEqual({ maxItems: 100, lifetimeMs: 10 * MINUTE });
  });

  it('keeps its entries in local storage, so a reload finds them in the order written with their operationIds', () => {
    const storage = memoryStorage();
    const before = new Outbox({ storage: () => storage, now: () => 1000 });
    before.add(entry('op-1'));
    before.add(entry('op-2', { queued: true }));
    before.update('op-1', { state: 'failed', attempted: true });
    expect(JSON.parse(storage.data.get(STORAGE_KEYS.outbox)!)).toHaveLength(2);

    const reloaded = new Outbox({ storage: () => storage, now: () => 2000 });
    expect(reloaded.entries('u1')).toEqual([
      { ...entry('op-1'), state: 'failed', attempted: true, expiresAt: 1000 + 10 * MINUTE },
      { ...entry('op-2', { queued: true }), expiresAt: 1000 + 10 * MINUTE },
    ]);
    reloaded.remove('op-1');
    expect(before.entries('u1').map((e) => e.id)).toEqual(['op-2']);
    expect(reloaded.update('op-1', { state: 'pending' })).toBeUndefined();
  });

  it("gives the conversation's later, untried messages the thread its first message created", () => {
    const box = new Outbox({ storage: storageOf() });
    box.add(entry('first', { attempted: true }));
    box.add(entry('second'));
    box.add(entry('elsewhere', { draftKey: 'd2' }));
    box.assignThread('d1', 't-new');
    expect(box.entries('u1').map((e) => [e.id, e.threadId])).toEqual([
      ['first', null],
      ['second', 't-new'],
      ['elsewhere', null],
    ]);
  });

  it("offers what earlier visits left for 10 minutes, one user's own", () => {
    let now = 0;
    const box = new Outbox({ storage: storageOf(), now: () => now });
    box.add(entry('old'));
    now = 5 * MINUTE;
    box.add(entry('newer'));
    box.add(entry('someone-else', { userId: 'u2' }));
    now = 10 * MINUTE - 1;
    expect(box.left('u1').map((e) => e.id)).toEqual(['old', 'newer']);
    now = 10 * MINUTE;
    expect(box.left('u1').map((e) => e.id)).toEqual(['newer']);
    expect(box.entries('u1').map((e) => e.id)).toEqual(['newer']);
    expect(box.left('u2').map((e) => e.id)).toEqual(['someone-else']);
  });

  it('holds at most 100 entries, dropping the oldest', () => {
    const box = new Outbox({ storage: storageOf() });
    for (let i = 0; i < 105; i += 1) box.add(entry(`op-${i}`));
    const ids = box.entries('u1').map((e) => e.id);
    expect(ids).toHaveLength(100);
    expect([ids[0], ids.at(-1)]).toEqual(['op-5', 'op-104']);
  });

  it('starts empty from unreadable storage, and keeps its entries in memory when the storage is blocked', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.outbox, '{not json');
    expect(new Outbox({ storage: () => storage }).entries('u1')).toEqual([]);
    storage.setItem(STORAGE_KEYS.outbox, JSON.stringify([{ id: 1 }, 'x']));
    expect(new Outbox({ storage: () => storage }).entries('u1')).toEqual([]);

    const blocked = new Outbox({
      storage: () => ({
        getItem: () => null,
        setItem: () => {
          throw new DOMException('quota', 'QuotaExceededError');
        },
      }),
    });
    blocked.add(entry('op-1'));
    expect(blocked.entries('u1').map((e) => e.id)).toEqual(['op-1']);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('input rules', () => {
  const ok = { text: 'Ants in my kitchen', loading: false, submitting: false, tokenBalance: 100 };

  it('sends a real message', () => {
    expect(sendBlock(ok)).toBeUndefined();
    expect(sendBlock({ ...ok, tokenBalance: undefined })).toBeUndefined();
  });

  it('sends nothing empty or whitespace, while loading, twice, or too long', () => {
    expect(sendBlock({ ...ok, text: '' })).toBe('empty');
    expect(sendBlock({ ...ok, text: ' \n\t ' })).toBe('empty');
    expect(sendBlock({ ...ok, loading: true })).toBe('loading');
    expect(sendBlock({ ...ok, submitting: true })).toBe('submitting');
    expect(sendBlock({ ...ok, text: 'x'.repeat(4001) })).toBe('tooLong');
  });

  it('blocks a send at a token balance of 0 or less', () => {
    expect(sendBlock({ ...ok, tokenBalance: 0 })).toBe('tokens');
    expect(sendBlock({ ...ok, tokenBalance: -5 })).toBe('tokens');
    expect(tokensExhausted(0)).toBe(true);
    expect(tokensExhausted(1)).toBe(false);
    expect(tokensExhausted(undefined)).toBe(false);
  });
});

describe('token bar', () => {
  it('is the balance over the monthly allocation as a percentage', () => {
    expect(tokenPercent(50_000, 100_000)).toBe(50);
    expect(tokenPercent(0, 100_000)).toBe(0);
    expect(tokenPercent(150_000, 100_000)).toBe(100);
    expect(tokenPercent(-10, 100_000)).toBe(0);
    expect(tokenPercent(10, 0)).toBe(100);
  });

  it('is amber above 75 percent', () => {
    expect(TOKEN_BAR_AMBER_ABOVE).toBe(75);
    expect(tokenBarColour(76)).toBe(TOKEN_BAR_COLOURS.amber);
    expect(tokenBarColour(100)).toBe(TOKEN_BAR_COLOURS.amber);
    expect(tokenBarColour(75)).toBe(TOKEN_BAR_COLOURS.normal);
    expect(tokenBarColour(10)).toBe(TOKEN_BAR_COLOURS.normal);
  });
});

describe('initial location', () => {
  it('takes the stored country code first', () => {
    expect(initialLocation('gb', 'de-DE')).toBe('GB');
    expect(initialLocation(' AU ', undefined)).toBe('AU');
  });

  it('falls back to the browser language region', () => {
    expect(initialLocation(null, 'en-GB')).toBe('GB');
    expect(initialLocation('United Kingdom', 'fr-CA')).toBe('CA');
    expect(regionOfLanguage('zh-Hant-TW')).toBe('TW');
    expect(regionOfLanguage('en_us')).toBe('US');
    expect(initialLocation(null, 'en')).toBeNull();
    expect(initialLocation(null, undefined)).toBeNull();
  });
});
