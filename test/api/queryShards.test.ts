// lib/db queryShards on the running table: the pages of a list kept across sharded index partitions (the admin's users
// and threads) come newest first (or oldest first), ties in order of id, each item once, and each page reads a bounded
// number of items however long the list.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stackTable, useStackEnvironment } from '../support/stack';

useStackEnvironment();
const { batchWrite, putRequest, queryShards } = await import('../../functions/lib/platform/db');
const table = stackTable();
afterAll(() => table.destroy());

const run = randomUUID().slice(0, 8);
const partitions = [0, 1, 2].map((n) => `QSHARD#${run}#${n}`);
// 40 items over three shards, unevenly, with several on the same instant (the same sort key) in one shard and across shards.
const items = Array.from({ length: 40 }, (_, i) => ({
  pk: `QSHARD-ITEM#${run}#${i}`,
  sk: 'ITEM',
  id: `item-${String(i).padStart(2, '0')}`,
  gsi2pk: partitions[i % 7 === 0 ? 0 : i % 3],
  gsi2sk: `2026-01-01T00:00:${String(Math.floor(i / 3)).padStart(2, '0')}.000Z`,
}));
const byKey = (a: (typeof items)[number], b: (typeof items)[number]) => (a.gsi2sk === b.gsi2sk ? a.id.localeCompare(b.id) : a.gsi2sk.localeCompare(b.gsi2sk));

beforeAll(async () => {
  await batchWrite(items.map(putRequest));
});

async function allPages(limit: number, forward: boolean) {
  const seen: string[] = [];
  const reads: number[] = [];
  let after: { sk: string; id: string } | undefined;
  for (;;) {
    const page = await queryShards<(typeof items)[number]>({ index: 'gsi2', partitions, limit, forward, after });
    reads.push(page.itemsRead);
    seen.push(...page.items.map((i) => i.id));
    if (page.items.length < limit) return { seen, reads };
    const last = page.items.at(-1)!;
    after = { sk: last.gsi2sk, id: last.id };
  }
}

describe('queryShards', () => {
  it.each([
    ['newest first', false],
    ['oldest first', true],
  ])('pages through every item %s, each once, ties by id', async (_order, forward) => {
    const expected = [...items].sort(byKey).map((i) => i.id);
    if (!forward) expected.reverse();
    for (const limit of [1, 4, 7, 40]) {
      const { seen, reads } = await allPages(limit, forward);
      expect(seen, `limit ${limit}`).toEqual(expected);
      // Each shard reads at most the page, the item at the cursor and the items that share its instant.
      for (const read of reads) expect(read, `limit ${limit}`).toBeLessThanOrEqual(partitions.length * (limit + 3));
    }
  });

  it('reads a bounded number of items for the first page of a long list', async () => {
    const page = await queryShards({ index: 'gsi2', partitions, limit: 5 });
    expect(page.items).toHaveLength(5);
    // Each shard reads at most the page and the items that share the instant it ends on (two at most here).
    expect(page.itemsRead).toBeLessThanOrEqual(partitions.length * (5 + 2));
  });
});
