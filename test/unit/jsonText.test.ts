// JSON text written piece by piece (functions/lib/jsonText, the data export's writer): the same text as
// JSON.stringify(value, null, 2) of the whole value, whatever the pages, and a page read only when it is written.
import { describe, expect, it } from 'vitest';
import { JsonPages, jsonText } from '../../functions/lib/platform/jsonText';

async function text(value: unknown): Promise<string> {
  let out = '';
  for await (const piece of jsonText(value)) out += piece;
  return out;
}

async function* pagesOf<T>(items: T[], size: number): AsyncGenerator<T[]> {
  yield [];
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
  yield [];
}

describe('jsonText', () => {
  const messages = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `m${i}`, content: `Line "${i}"\nwith a break`, tags: i % 2 ? [] : ['a', 'b'] }));
  const threads = [0, 1, 3, 7].map((n) => ({ id: `t${n}`, title: `Thread ${n}`, missing: undefined, messages: messages(n) }));
  const whole = { exportedAt: '2026-11-24T00:00:00.000Z', profile: { name: 'Ünïcode ✓', nested: { a: [1, { b: null }] } }, empty: {}, threads, leads: [] as unknown[] };

  it('writes exactly what JSON.stringify(value, null, 2) writes, with arrays (and arrays within them) given page by page', async () => {
    const paged = {
      ...whole,
      threads: new JsonPages(pagesOf(threads.map((t) => ({ ...t, messages: new JsonPages(pagesOf(t.messages, 2)) })), 3)),
      leads: new JsonPages(pagesOf([], 5)),
    };
    const written = await text(paged);
    expect(written).toBe(JSON.stringify(whole, null, 2));
    expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(whole)));
  });

  it('writes plain values as JSON.stringify does', async () => {
    for (const value of [null, 0, 'text', [], {}, [1, [2, {}]], { a: undefined, b: 1 }]) expect(await text(value)).toBe(JSON.stringify(value, null, 2));
  });

  it('reads a page only when the text before it has been taken', async () => {
    const read: number[] = [];
    async function* counted(): AsyncGenerator<number[]> {
      for (let page = 0; page < 3; page += 1) {
        read.push(page);
        yield [page];
      }
    }
    const pieces = jsonText({ items: new JsonPages(counted()) });
    const taken: string[] = [];
    for await (const piece of pieces) {
      taken.push(piece);
      if (piece.trim() === '0') break;
    }
    expect(read).toEqual([0]);
  });
});
