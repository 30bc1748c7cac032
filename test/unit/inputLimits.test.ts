// Every text of every request (issue 11 §3, issue 28): each string field of each route's body and query refuses an
// endless value and control characters, a one-line field format characters too (a free text only bidirectional
// overrides), and every refusal is in product wording (never zod's English, never every unknown key).
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../../functions/catalog';
import { INPUT } from '../../functions/contracts/messages';
import { fieldErrors, firstIssue, ISSUE_LIMITS, type Schema } from '../../functions/contracts/zod';
import { headerSafe } from '../../functions/lib/platform/email';
import { bodyExamples, queryExamples, type Example } from '../support/requestExamples';

/** Longer than any body the API accepts (the largest, a favicon upload, is about 1.4 MB). */
const ENDLESS = 'a'.repeat(4 * 1024 * 1024);
const ZOD_ENGLISH = /Invalid input|expected|received|Unrecognized|Too (big|small)|must (be|have) (>|<)/i;
/** Bidirectional embeddings, overrides and isolates: refused in every text (issue 28). */
const BIDI_CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
/** Other format characters (Unicode Cf): zero-width space, non-joiner and joiner, word joiner, byte order mark, soft hyphen, a tag, a mark. */
const FORMAT_CHARACTERS = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u{E0041}', '\u200E'];

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

    it.each(strings.map(([field]) => field))('%s refuses format characters on one line, bidirectional overrides anywhere', (field) => {
      const value = example[field] as string;
      /** The field as parsed with `text` in it, or the refusal. */
      const parsed = (text: string) => {
        const result = schema.safeParse({ ...example, [field]: text });
        return result.success ? { value: String((result.data as Example)[field]) } : { refusal: refusal(schema, { ...example, [field]: text })! };
      };
      // Free text keeps a line break; a one-line field refuses it, or makes it one line (a title, the contact form's name).
      const broken = parsed(`${value}\nx`);
      const oneLine = !broken.value?.includes('\n');
      for (const bad of oneLine ? [...FORMAT_CHARACTERS, ...BIDI_CONTROLS] : BIDI_CONTROLS) {
        const answer = parsed(`${value}${bad}x`);
        if (answer.refusal) expect(answer.refusal.message).not.toMatch(ZOD_ENGLISH);
        else expect(answer.value, JSON.stringify([field, bad, 'refused, or taken out'])).not.toContain(bad);
      }
      // Free text keeps the other format characters: an emoji's joiners, a right-to-left mark.
      if (!oneLine) expect(refusal(schema, { ...example, [field]: `${value} \u{1F468}\u200D\u{1F469}\u200D\u{1F467} \u200F` }), field).toBeUndefined();
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
  it('a subject loses its format characters: no override reverses it, no zero-width character hides in it', () => {
    const mail = headerSafe({ to: ['p@providers.test', 'x@y.test\u202E'], subject: 'New request from Probe \u202Egnp.exe\u200B\uFEFF', html: '', text: '' });
    expect(mail.subject).toBe('New request from Probe gnp.exe');
    expect(mail.to).toEqual(['p@providers.test']);
  });

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
