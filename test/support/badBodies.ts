// Generated bad request bodies for the fuzz, as fast-check arbitraries: starting from a route's valid example, each body
// breaks it in one to three ways (a field dropped, of the wrong type, endless, with control characters or header
// injection, unknown keys by the thousand, deep nesting, every field a scalar), or is no object, not JSON, or not sent
// as JSON. A body the route's schema accepts (as sent) is never generated. Each body carries the text it is sent as,
// made once. fast-check's seed replays a failure and shrinks it.
import fc from 'fast-check';
import type { Schema } from '../../functions/contracts/zod';
import type { Example } from './requestExamples';

/** A bad body as it is sent: its text and content type. */
export interface BadBody {
  text: string;
  contentType: string;
}

/** A value sent as JSON (JSON.stringify's text: what the route's edge parses). */
const sentAsJson = (json: unknown): BadBody => ({ text: JSON.stringify(json) ?? 'null', contentType: 'application/json' });

const hostile = fc.constantFrom(
  '',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '${jndi:ldap://x}',
  '../../etc/passwd',
  '%00%0d%0a',
  '\u0000\u001b[2J\u007f\u0085\u2028',
  '\ud800',
  'Sam\r\nBcc: victim@example.com',
);
const strings = fc.oneof(
  hostile,
  fc.constantFrom(101, 1_001, 2_100, 4_001, 5_001, 20_000, 70_000).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 1, max: 50 }).map((n) => ' '.repeat(n)),
  fc.array(fc.integer({ min: 0, max: 31 }), { minLength: 1, maxLength: 5 }).map((codes) => String.fromCharCode(...codes)),
  fc.integer({ min: 1, max: 3_000 }).map((n) => '\ud83d\udc1c'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const scalar = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, 0.1),
  fc.integer(),
  fc.double(),
  strings,
);
/** Nesting 1 to 400 deep, of arrays or objects, around a scalar. */
const deep = fc.record({ depth: fc.integer({ min: 1, max: 400 }), arrays: fc.boolean(), leaf: scalar }).map(({ depth, arrays, leaf }) => {
  let v: unknown = leaf;
  for (let i = 0; i < depth; i += 1) v = arrays ? [v] : { a: v };
  return v;
});
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 20 }),
  fc.constant(Array.from({ length: 2_000 }, () => 'pets')),
  scalar.map((nested) => ({ nested })),
  deep,
  fc.constant(JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"polluted":true}}}') as unknown),
  fc.jsonValue({ maxDepth: 3 }),
);
// Small values: a thousand keys then stay under the body limit and reach validation (a body over the limit is the
// endless strings' case).
const small = fc.constantFrom<unknown>(null, true, 0, -1.5, '', 'x', '\u0000', '<b>');
const thousandKeys = Object.fromEntries(Array.from({ length: 1_000 }, (_, i) => [[`extra${i}`, `__proto__${i}`, `k\u0000${i}`, 'x'.repeat(40) + i][i % 4]!, '']));
const unknownKeys = fc.oneof(fc.dictionary(fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }), small, { minKeys: 1, maxKeys: 10 }), fc.constant(thousandKeys));

type Mutation = { drop: string } | { set: string; to: unknown } | { extra: Record<string, unknown> } | { every: unknown[] };

function mutated(example: Example): fc.Arbitrary<unknown> {
  const names = Object.keys(example);
  const key = fc.constantFrom(...names);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    key.map((drop) => ({ drop })),
    fc.record({ set: key, to: value }),
    fc.record({ set: key, to: strings }),
    unknownKeys.map((extra) => ({ extra })),
    fc.array(scalar, { minLength: names.length, maxLength: names.length }).map((every) => ({ every })),
  );
  return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((mutations) => {
    const body: Record<string, unknown> = structuredClone(example);
    for (const m of mutations) {
      if ('drop' in m) delete body[m.drop];
      else if ('set' in m) body[m.set] = m.to;
      else if ('extra' in m) Object.assign(body, m.extra);
      else names.forEach((name, i) => (body[name] = m.every[i]));
    }
    return body;
  });
}

function notJson(example: Example): fc.Arbitrary<BadBody> {
  return fc.oneof(
    fc.constantFrom('{', '{"a":', 'null,', '[1,2', 'not json', '\u0000', '{"a":1}}', "{'a':1}").map((text) => ({ text, contentType: 'application/json' })),
    fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x').map((contentType) => ({ text: JSON.stringify(example), contentType })),
    fc.constant({ text: `{"a":"${'x'.repeat(70_000)}"}`, contentType: 'application/json' }),
  );
}

/** Bad bodies for the route whose valid example is `example` and whose body schema is `schema`. */
export function badBodies(example: Example, schema: Schema): fc.Arbitrary<BadBody> {
  const refused = fc
    .oneof({ arbitrary: mutated(example), weight: 17 }, { arbitrary: value, weight: 2 })
    .map(sentAsJson)
    .filter((body) => !schema.safeParse(JSON.parse(body.text)).success);
  return fc.oneof({ arbitrary: refused, weight: 19 }, { arbitrary: notJson(example), weight: 1 });
}
