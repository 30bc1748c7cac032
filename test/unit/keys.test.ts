// The table's keys (issue 11 §5b): no index key is ever an empty string, the often-written shared index partitions
// (every thread, every profile) are spread over shards, and a send's operation item lives under its user.
import { describe, expect, it } from 'vitest';
import { keys, SHARDS } from '../../functions/lib/platform/keys';

const indexValues = (item: Record<string, unknown>) => Object.entries(item).filter(([k]) => /^gsi\dp?[ks]k$|^gsi\d(pk|sk)$/.test(k));

describe('index keys', () => {
  it('leaves out an index entry whose key would be empty, never writing an empty string', () => {
    const built = [
      keys.profileGsi('sub-1', 'user', '', '2026-01-01T00:00:00.000Z'),
      keys.profileGsi('sub-1', '', 'a@b.example', ''),
      keys.threadGsi('sub-1', ''),
      keys.leadGsi('', '', '2026-01-01T00:00:00.000Z', 'l1'),
      keys.leadProvider('l1', 'p1', '2026-01-01T00:00:00.000Z', ''),
      keys.leadProvider('l1', '', '', 'new'),
      keys.caseStudyGsi('', '', ''),
      keys.providerPlace('p1', '', 3),
      keys.providerGeo('p1', 5, 0, '', ''),
    ];
    for (const item of built) for (const [name, value] of indexValues(item)) expect(value, name).not.toBe('');
    expect(keys.profileGsi('sub-1', 'user', '', '2026-01-01T00:00:00.000Z')).not.toHaveProperty('gsi1pk');
    expect(keys.profileGsi('sub-1', 'user', '', '2026-01-01T00:00:00.000Z')).toHaveProperty('gsi2sk', '2026-01-01T00:00:00.000Z');
    expect(keys.threadGsi('sub-1', '')).toEqual({});
    expect(keys.leadProvider('l1', 'p1', '2026-01-01T00:00:00.000Z', '')).not.toHaveProperty('gsi2pk');
    expect(keys.leadProvider('l1', 'p1', '2026-01-01T00:00:00.000Z', 'new')).toMatchObject({ gsi1pk: 'LEADS#provider#p1', gsi2pk: 'LEADS#provider#p1#new' });
  });

  it('spreads every thread and every profile over the shards, one user always in the same shard', () => {
    const subs = Array.from({ length: 2000 }, (_, i) => `user-${i}`);
    const threadShards = new Map<string, number>();
    for (const sub of subs) {
      const pk = keys.threadGsi(sub, '2026-01-01T00:00:00.000Z').gsi2pk!;
      threadShards.set(pk, (threadShards.get(pk) ?? 0) + 1);
      expect(keys.threadGsi(sub, '2027-01-01T00:00:00.000Z').gsi2pk).toBe(pk);
      expect(keys.profileGsi(sub, 'user', 'a@b.example', '2026-01-01T00:00:00.000Z').gsi2pk).toMatch(/^USERS#\d+$/);
    }
    expect([...threadShards.keys()].sort()).toEqual(Array.from({ length: SHARDS }, (_, i) => keys.allThreads(i)).sort());
    for (const count of threadShards.values()) expect(count).toBeGreaterThan(2000 / SHARDS / 2);
  });

  it("keeps a send's operation item in its user's partition, where data deletion finds it", () => {
    expect(keys.operation('sub-1', 'op-1', 'pest-consultant').pk).toBe(keys.profile('sub-1').pk);
  });
});
