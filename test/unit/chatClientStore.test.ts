// The recovery store (at most 100, 24 hours by default, AI requests 10 minutes, latest first, one user's own),
// the input rules, the token bar and the initial location.
import { describe, expect, it } from 'vitest';
import { RECOVERY, STORAGE_KEYS, TOKEN_BAR_AMBER_ABOVE } from '../../web/src/features/chat/constants';
import { RecoveryStore, type KeyValueStorage } from '../../web/src/features/chat/recoveryStore';
import { initialLocation, regionOfLanguage, sendBlock, TOKEN_BAR_COLOURS, tokenBarColour, tokenPercent, tokensExhausted } from '../../web/src/features/chat/rules';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const MINUTE = 60_000;

describe('recovery store', () => {
  it('has the spec limits', () => {
    expect(RECOVERY).toEqual({ maxItems: 100, defaultTtlMs: 24 * 60 * MINUTE, aiTtlMs: 10 * MINUTE });
  });

  it('keeps a request in local storage until it is removed, with its operation id, state, time and expiry', () => {
    const storage = memoryStorage();
    const store = new RecoveryStore<{ message: string }>({ storage, now: () => 1000 });
    const record = store.save({ id: 'op-1', kind: 'ai', userId: 'u1', payload: { message: 'ants' } });
    expect(record).toEqual({ id: 'op-1', kind: 'ai', state: 'pending', userId: 'u1', timestamp: 1000, expiresAt: 1000 + 10 * MINUTE, payload: { message: 'ants' } });
    expect(JSON.parse(storage.data.get(STORAGE_KEYS.recovery)!)).toEqual([record]);
    store.setState('op-1', 'failed');
    expect(store.get('op-1')?.state).toBe('failed');
    store.update('op-1', { message: 'ants in the kitchen' });
    expect(store.get('op-1')).toMatchObject({ payload: { message: 'ants in the kitchen' }, timestamp: 1000 });
    store.remove('op-1');
    expect(store.get('op-1')).toBeUndefined();
    expect(storage.data.has(STORAGE_KEYS.recovery)).toBe(false);
  });

  it('keeps an AI request 10 minutes and anything else 24 hours', () => {
    let now = 0;
    const store = new RecoveryStore({ storage: memoryStorage(), now: () => now });
    store.save({ id: 'ai', kind: 'ai', userId: 'u1', payload: {} });
    store.save({ id: 'other', kind: 'request', userId: 'u1', payload: {} });
    now = 10 * MINUTE - 1;
    expect(store.unsent('u1').map((r) => r.id).sort()).toEqual(['ai', 'other']);
    now = 10 * MINUTE;
    expect(store.unsent('u1').map((r) => r.id)).toEqual(['other']);
    now = 24 * 60 * MINUTE;
    expect(store.unsent('u1')).toEqual([]);
  });

  it('lists the unsent requests of one user, latest first', () => {
    let now = 0;
    const store = new RecoveryStore({ storage: memoryStorage(), now: () => now });
    for (const id of ['first', 'second', 'third']) {
      now += 1000;
      store.save({ id, kind: 'ai', userId: 'u1', payload: {} });
    }
    store.save({ id: 'someone-else', kind: 'ai', userId: 'u2', payload: {} });
    expect(store.unsent('u1').map((r) => r.id)).toEqual(['third', 'second', 'first']);
    expect(store.unsent('u2').map((r) => r.id)).toEqual(['someone-else']);
    expect(store.unsent('u1', 'request')).toEqual([]);
  });

  it('holds at most 100 records, dropping the oldest', () => {
    let now = 0;
    const store = new RecoveryStore({ storage: memoryStorage(), now: () => now });
    for (let i = 0; i < 105; i += 1) {
      now += 1;
      store.save({ id: `op-${i}`, kind: 'request', userId: 'u1', payload: {} });
    }
    const ids = store.unsent('u1').map((r) => r.id);
    expect(ids).toHaveLength(100);
    expect(ids[0]).toBe('op-104');
    expect(ids.at(-1)).toBe('op-5');
  });

  it('survives unreadable storage', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.recovery, '{not json');
    const store = new RecoveryStore({ storage });
    expect(store.unsent('u1')).toEqual([]);
    storage.setItem(STORAGE_KEYS.recovery, JSON.stringify([{ id: 1 }, 'x']));
    expect(store.unsent('u1')).toEqual([]);
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
