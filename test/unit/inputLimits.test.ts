// Every text of every request (issue 11 §3): each string field of each route's body and query refuses an endless value
// and control characters, and every refusal is in product wording (never zod's English, never every unknown key).
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../../functions/catalog';
import { INPUT } from '../../functions/contracts/messages';
import { fieldErrors, firstIssue, ISSUE_LIMITS, type Schema } from '../../functions/contracts/zod';
import { headerSafe } from '../../functions/lib/email';
import { bodyExamples, queryExamples, type Example } from '../support/requestExamples';

/** Longer than any body the API accepts (the largest, a favicon upload, is about 1.4 MB). */
const ENDLESS = 'a'.repeat(4 * 1024 * 1024);
const ZOD_ENGLISH = /Invalid input|expected|received|Unrecognized|Too (big|small)|must (be|have) (>|<)/i;

const examples = { ...bodyExamples(), ...queryExamples };
const withSchemas = allRoutes().flatMap((r) => {
  const key = `${r.method} ${r.path}`;
  const schema = (r.body ?? r.query) as Schema | undefined;
  return schema ? [{ key, schema }] : [];
});

function refusal(schema: Schema, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? undefined : { message: firstIssue(result.error), fields: fieldErrors(result.error) };
}

describe('every route with a body or query schema', () => {
  it('has an example here, and the example is valid', () => {
    for (const { key, schema } of withSchemas) {
      expect(examples[key], key).toBeDefined();
      expect(refusal(schema, examples[key]), key).toBeUndefined();
    }
  });

  describe.each(withSchemas)('$key', ({ key, schema }) => {
    const example = examples[key] as Example;
    const strings = Object.entries(example).filter(([, v]) => typeof v === 'string');

    it.each(strings.map(([field]) => field))('%s has a maximum', (field) => {
      const answer = refusal(schema, { ...example, [field]: ENDLESS });
      expect(answer, field).toBeDefined();
      expect(answer!.message).not.toMatch(ZOD_ENGLISH);
    });

    it.each(strings.map(([field]) => field))('%s refuses control characters', (field) => {
      for (const bad of ['\u0000', '\u001b[31m', '\u007f', '\u0085']) {
        const answer = refusal(schema, { ...example, [field]: `${example[field] as string}${bad}x` });
        expect(answer, JSON.stringify([field, bad])).toBeDefined();
        expect(answer!.message).not.toMatch(ZOD_ENGLISH);
      }
    });

    it('answers a wrong type of any field, or no object at all, in product wording', () => {
      for (const value of [undefined, null, 42, 'text', [], [example]]) {
        const answer = refusal(schema, value);
        if (answer) expect(answer.message, JSON.stringify(value)).not.toMatch(ZOD_ENGLISH);
      }
      for (const field of Object.keys(example)) {
        for (const wrong of [{ a: 1 }, [1, 2], Infinity, -1, true]) {
          const answer = refusal(schema, { ...example, [field]: wrong });
          if (answer) expect(answer.message, JSON.stringify([field, wrong])).not.toMatch(ZOD_ENGLISH);
        }
      }
    });

    it('names a few unknown keys at most, and carries a few field errors at most', () => {
      const unknown = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`extra${i}`, i]));
      const answer = refusal(schema, { ...example, ...unknown });
      if (answer) {
        expect(answer.message.length).toBeLessThan(300);
        expect(Object.keys(answer.fields).length).toBeLessThanOrEqual(ISSUE_LIMITS.fields);
      }
      const everyFieldWrong = Object.fromEntries(Object.keys(example).map((k) => [k, { wrong: true }]));
      const all = refusal(schema, everyFieldWrong);
      expect(all).toBeDefined();
      expect(Object.keys(all!.fields).length).toBeLessThanOrEqual(ISSUE_LIMITS.fields);
      expect(Object.values(all!.fields).join(' ')).not.toMatch(ZOD_ENGLISH);
    });
  });
});

describe('product wording', () => {
  it('a missing body, and unknown keys of a strict form, 3 named', () => {
    const profile = withSchemas.find((r) => r.key === 'PUT /api/profile')!.schema;
    expect(refusal(profile, undefined)?.message).toBe(INPUT.notAnObject);
    const unknown = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, i]));
    expect(refusal(profile, { displayName: 'Sam', ...unknown })?.message).toBe("This form has fields we do not know: 'k0', 'k1', 'k2' and 2,997 more.");
    expect(refusal(profile, { displayName: 'Sam', ['\u0000x'.repeat(50)]: 1 })?.message).toBe(`This form has a field we do not know: '${'?x'.repeat(15)}...'.`);
  });
});

describe('e-mail headers', () => {
  it('a subject is one line and bounded; an address with a line break is dropped', () => {
    const mail = headerSafe({
      to: ['p@providers.test', 'x@y.test\r\nBcc: all@victims.test'],
      replyTo: ['sam@example.com\nBcc: z@z.test'],
      subject: `New request from Sam\r\nBcc: all@victims.test ${'x'.repeat(1000)}`,
      html: '',
      text: '',
    });
    expect(mail.to).toEqual(['p@providers.test']);
    expect(mail.replyTo).toEqual([]);
    expect(mail.subject).toMatch(/^New request from Sam Bcc: all@victims\.test x+$/);
    expect(mail.subject.length).toBeLessThanOrEqual(250);
  });
});
