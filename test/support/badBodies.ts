// Generated bad request bodies for the fuzz (fast-check is not installed: a seeded generator in its spirit): starting
// from a route's valid example, each body breaks it in one or more ways (a field dropped, of the wrong type, endless,
// with control characters or header injection, unknown keys by the thousand, deep nesting, no object at all), or is
// not JSON at all. The same seed gives the same bodies, so a failure can be replayed.
import type { Example } from './requestExamples';

/** mulberry32: a small, fast, seeded PRNG. */
export function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type BadBody = { json: unknown } | { raw: string; contentType: string };

export function badBodies(example: Example, seed: number) {
  const random = randomSource(seed);
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;

  const strings = [
    () => '',
    () => ' '.repeat(1 + int(50)),
    () => 'x'.repeat(pick([101, 1_001, 4_001, 5_001, 20_000, 70_000])),
    () => `Sam\r\nBcc: victim${int(100)}@example.com`,
    () => String.fromCharCode(int(32)).repeat(1 + int(5)),
    () => '\u0000\u001b[2J\u007f\u0085\u2028',
    () => '<script>alert(1)</script>',
    () => "'; DROP TABLE users; --",
    () => '${jndi:ldap://x}',
    () => '\ud83d\udc1c'.repeat(1 + int(3000)),
    () => '\ud800',
    () => 'a'.repeat(2_100),
    () => '../../etc/passwd',
    () => '%00%0d%0a',
  ];
  const scalar = () =>
    pick<() => unknown>([
      () => null,
      () => true,
      () => false,
      () => pick([0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 0.1]),
      () => pick(strings)(),
    ])();
  const deep = (depth: number): unknown => (depth === 0 ? scalar() : random() < 0.5 ? [deep(depth - 1)] : { a: deep(depth - 1) });
  const value = (): unknown =>
    pick<() => unknown>([
      scalar,
      () => Array.from({ length: int(20) }, scalar),
      () => Array.from({ length: 2_000 }, () => 'pets'),
      () => ({ nested: scalar() }),
      () => deep(1 + int(400)),
      () => JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"polluted":true}}}'),
    ])();
  // Small values: a thousand keys then stay under the body limit and reach validation (a body over the limit is the
  // endless strings' case; a megabyte of keys tested only the size check again, at a second of CPU a body).
  const small = () => pick<unknown>([null, true, 0, -1.5, '', 'x', '\u0000', '<b>']);
  const unknownKeys = () => Object.fromEntries(Array.from({ length: pick([1, 10, 1_000]) }, (_, i) => [pick([`extra${i}`, `__proto__${i}`, `k\u0000${i}`, 'x'.repeat(40) + i]), small()]));

  const mutations: Array<(body: Record<string, unknown>) => void> = [
    (b) => delete b[pick(Object.keys(b))],
    (b) => (b[pick(Object.keys(b))] = value()),
    (b) => (b[pick(Object.keys(b))] = pick(strings)()),
    (b) => Object.assign(b, unknownKeys()),
    (b) => Object.keys(b).forEach((k) => (b[k] = scalar())),
  ];

  function next(): BadBody {
    const roll = random();
    if (roll < 0.05) {
      return pick<() => BadBody>([
        () => ({ raw: pick(['{', '{"a":', 'null,', '[1,2', 'not json', '\u0000', '{"a":1}}', "{'a':1}"]), contentType: 'application/json' }),
        () => ({ raw: JSON.stringify(example), contentType: pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) }),
        () => ({ raw: `{"a":"${'x'.repeat(70_000)}"}`, contentType: 'application/json' }),
      ])();
    }
    if (roll < 0.12) return { json: value() };
    const body: Record<string, unknown> = structuredClone(example);
    const times = 1 + int(3);
    for (let i = 0; i < times; i += 1) pick(mutations)(body);
    return { json: body };
  }
  return { next };
}
