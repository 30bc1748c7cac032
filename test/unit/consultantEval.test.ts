// The offline consultant's floors on the evaluation set (test/support/consultantEval.ts): >= 90% right pest, 100% on safety,
// professional referral and redirection; first answers within a word budget; follow-ups that answer what they ask in
// their first lines and only that; and every charge in 500-2,000.
import { describe, expect, it } from 'vitest';
import { PEST_GUIDES } from '../../functions/knowledge';
import { PEST_ANSWERS } from '../../functions/knowledge/pestAnswers';
import { offlineConsultant } from '../../functions/lib/consultant/offline';
import { afterOpening, EVAL_SET, firstLines, lowerFirst, scoreEvalSet, wordsIn } from '../support/consultantEval';
import { openingKind, RISK_SET } from '../support/triageSet';

type Turn = { role: 'user' | 'assistant'; content: string };
const consult = (message: string, history: Turn[] = []) => offlineConsultant.consult({ message, history, location: 'GB' });

describe('evaluation set', () => {
  it('holds at least 200 descriptions, at least 10 for each of the 13 pests, plus off-topic and injection ones', () => {
    expect(EVAL_SET.length).toBeGreaterThanOrEqual(200);
    const perPest = new Map<string, number>();
    for (const c of EVAL_SET) if (c.kind === 'pest') perPest.set(c.pest, (perPest.get(c.pest) ?? 0) + 1);
    expect(perPest.size).toBe(13);
    expect(Math.min(...perPest.values())).toBeGreaterThanOrEqual(10);
    expect(EVAL_SET.filter((c) => c.kind === 'off-topic').length).toBeGreaterThanOrEqual(10);
    expect(EVAL_SET.filter((c) => c.kind === 'injection').length).toBeGreaterThanOrEqual(10);
  });

  it('names the right pest for at least 90%, and is right on every other kind (no pest question off-topic)', async () => {
    const { byKind, failures } = await scoreEvalSet((text) => offlineConsultant.consult({ message: text, history: [], location: null }));
    const [right, total] = byKind.pest;
    const listed = (fs: typeof failures) => fs.map((f) => `${f.c.kind}: ${f.c.text} => ${f.why}`);
    expect(right / total, listed(failures).join('\n')).toBeGreaterThanOrEqual(0.9);
    // A missed pest may name the wrong pest or ask what it looks like, but never goes off-topic or lacks the advice.
    expect(listed(failures.filter((f) => f.c.kind === 'pest' && !f.why.startsWith('named ')))).toEqual([]);
    expect(listed(failures.filter((f) => f.c.kind !== 'pest'))).toEqual([]);
  });
});

describe('first answers: short, the question answered first', () => {
  it('keeps every first answer of the evaluation set to at most 300 words, 250 at the median, with no Latin name in its first lines', async () => {
    const words: number[] = [];
    const latin: string[] = [];
    for (const c of EVAL_SET) {
      const answer = await consult(c.text);
      words.push(wordsIn(answer.text));
      const named = PEST_GUIDES.find((g) => g.slug === answer.guideSlug);
      if (named && firstLines(answer).includes(named.scientificName.split(/[ ;(]/).slice(0, 2).join(' '))) latin.push(c.text);
    }
    words.sort((a, b) => a - b);
    expect(words[Math.floor(words.length / 2)]).toBeLessThanOrEqual(250);
    expect(words[words.length - 1]).toBeLessThanOrEqual(300);
    expect(latin).toEqual([]);
  });

  it('keeps the reply to every risky question to at most 300 words after the triage\'s opening', async () => {
    const long: string[] = [];
    for (const c of RISK_SET) {
      const answer = await consult(c.text);
      if (wordsIn(afterOpening(answer)) > 300) long.push(`${c.text} (${wordsIn(afterOpening(answer))} words)`);
    }
    expect(long).toEqual([]);
  });
});

describe('follow-ups', () => {
  const thread = async (first: string): Promise<Turn[]> => [
    { role: 'user', content: first },
    { role: 'assistant', content: (await consult(first)).text },
  ];
  const roaches = PEST_GUIDES.find((g) => g.slug === 'cockroaches')!;
  const answers = PEST_ANSWERS.cockroaches;

  it.each([
    ['How long do they live?', [roaches.lifeCycle]],
    ['How do I stop them coming back?', [`To keep them out, start here: ${lowerFirst(roaches.prevention[0])}`]],
    ['Are they dangerous to my health?', [answers.danger]],
    ['are they dangerous to my toddler?', [answers.danger, roaches.safety.find((l) => /children/.test(l))!]],
    ['what about my cat', [answers.danger]],
    ['how long does it take', [answers.timeline]],
    ['do I need a professional', [answers.professional]],
    ['When should I call a professional?', [answers.professional]],
    ['how did they get in?', [answers.cause]],
    ['What do they look like, how can I tell for sure?', [`To tell it is cockroaches: ${roaches.identification[0]}`]],
    ['What can I use to get rid of them?', [`To get rid of them, start here: ${lowerFirst(roaches.diyTreatment[0])}`]],
    ['Does seeing one cockroach mean an infestation?', [roaches.faqs.find((f) => f.question === 'Does seeing one cockroach mean an infestation?')!.answer]],
  ] as const)('"%s" is answered directly in the first lines, from the thread\'s pest, and not with the whole guide again', async (question, expected) => {
    const history = await thread('Small brown bugs run away when I turn on the kitchen light');
    const answer = await consult(question, history);
    expect(answer.guideSlug).toBe('cockroaches');
    for (const part of expected) expect(firstLines(answer)).toContain(part.replace(/\*\*/g, ''));
    expect(answer.text).not.toContain('**Likely pest');
    const wholeGuideSections = ['### What to do now', '### Prevention', '### Keeping them away', '### Safety for children', '### When to call a professional'];
    expect(wholeGuideSections.filter((s) => answer.text.includes(s)).length).toBeLessThanOrEqual(1);
    expect(wordsIn(answer.text)).toBeLessThanOrEqual(Math.min(120, wordsIn(history[1].content) / 2));
  });

  it('after an emergency in the thread, opens with what to do now and then only how to keep it from happening again', async () => {
    const history = await thread('Small brown bugs run away when I turn on the kitchen light');
    const answer = await consult('oh no my dog just ate one of the roach baits', history);
    expect(answer.triage).toBe('emergency');
    expect(openingKind(answer.text)).toBe('emergency');
    expect(firstLines(answer)).toBe(`Then, for the cockroaches: ${lowerFirst(roaches.safety[0])}`);
    expect(wordsIn(answer.text)).toBeLessThanOrEqual(100);
  });

  // The suggestion chips the chat offers after an answer (suggestedAnswers in functions/contracts/chat.ts).
  it.each([
    'I see them mostly in the kitchen',
    'Are they dangerous to my family and pets?',
    'What are the signs of an infestation?',
    'What eco-friendly treatments can I try?',
    'Is it safe for my children and pets?',
    'How long will it take to get rid of them?',
    "The treatment didn't work. What should I try next?",
    'How do I stop them coming back?',
  ])('the suggestion "%s" stays on the pest with a short answer', async (question) => {
    const history = await thread('Small brown bugs run away when I turn on the kitchen light');
    const answer = await consult(question, history);
    expect(answer.guideSlug).toBe('cockroaches');
    expect(answer.text).not.toContain('**Likely pest');
    expect(wordsIn(answer.text)).toBeLessThanOrEqual(Math.min(120, wordsIn(history[1].content) / 2));
  });

  it('treats a new description of another pest as a change of subject, and a named pest too', async () => {
    const history = await thread('There are mud tubes on my foundation wall and the skirting board sounds hollow');
    const described = await consult('Also there are holes in my wool sweaters in the wardrobe', history);
    expect(described.guideSlug).toBe('moths');
    expect((await consult('Is it safe to use that around my kids and my cat?', history)).guideSlug).toBe('termites');
    const named = await consult('And what about the wasps nesting under the roof?', history);
    expect(named.guideSlug).toBe('wasps');
    expect(named.text).toContain('**Likely pest: Wasps**');
    const changed = await consult('My cat keeps scratching and has black specks like pepper in her fur', history);
    expect(changed.guideSlug).toBe('fleas');
  });

  it('charges every reply, first or follow-up, within 500-2,000 tokens, and a follow-up less than the first answer', async () => {
    const first = await consult('Small brown bugs run away when I turn on the kitchen light');
    const history: Turn[] = [
      { role: 'user', content: 'Small brown bugs run away when I turn on the kitchen light' },
      { role: 'assistant', content: first.text },
    ];
    const follow = await consult('How long do they live?', history);
    for (const t of [first.tokens, follow.tokens]) {
      expect(t).toBeGreaterThanOrEqual(500);
      expect(t).toBeLessThanOrEqual(2000);
    }
    expect(follow.text.length).toBeLessThan(first.text.length / 3);
  });
});
