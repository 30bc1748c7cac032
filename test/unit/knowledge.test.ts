// The knowledge content (counts, every field of every guide), the rules of the knowledge pages' controls, and their
// structured data against the schema.org types (schema-dts checks the shapes at compile time; this checks the values).
import { describe, expect, it } from 'vitest';
import { FAQ_SAMPLE, PEST_CATEGORIES, PEST_FAQ, PREVENTION_FAQ } from '../../functions/knowledge/knowledgebase';
import { PEST_GUIDES, PEST_SLUGS } from '../../functions/knowledge/pests';
import { PREVENTION_GUIDE } from '../../functions/knowledge/preventionGuide';
import { SAMPLE_CASE_STUDIES } from '../../functions/knowledge/caseStudies';
import { SITE_FAQ } from '../../functions/knowledge/siteFaq';
import { CONTACT_PAGE } from '../../functions/contracts/messages';
import { MONTHLY_TOKEN_ALLOCATION } from '../../functions/contracts/profile';
import { chooseChip, nextProgress, PROGRESS_INTERVAL_MS, toggled } from '../../web/src/features/knowledge/rules';
import { faqPage, pestControlService } from '../../web/src/features/knowledge/structuredData';

const count = (sections: readonly { items: readonly unknown[] }[]) => sections.map((s) => s.items.length);

describe('knowledge content', () => {
  it('has 26 crawling-insect, 14 flying-insect and 10 rodent questions, and 7 + 7 + 7 on prevention', () => {
    expect(PEST_FAQ.map((s) => s.category)).toEqual(PEST_CATEGORIES.map((c) => c.id));
    expect(count(PEST_FAQ)).toEqual([26, 14, 10]);
    expect(PREVENTION_FAQ.map((s) => s.title)).toEqual(['Crawling Insects Prevention', 'Flying Insects Prevention', 'Rodents Prevention']);
    expect(count(PREVENTION_FAQ)).toEqual([7, 7, 7]);
    expect(FAQ_SAMPLE).toHaveLength(7);
    for (const item of FAQ_SAMPLE) expect(PEST_FAQ.flatMap((s) => s.items)).toContain(item);
  });

  it('has no question twice and no empty answer', () => {
    const all = [...PEST_FAQ, ...PREVENTION_FAQ, ...SITE_FAQ].flatMap((s) => s.items);
    expect(new Set(all.map((item) => item.question)).size).toBe(all.length);
    for (const item of all) expect(item.answer.length).toBeGreaterThan(40);
  });

  it('has the six FAQ page categories of three, each statement true of the product', () => {
    expect(SITE_FAQ.map((c) => c.title)).toEqual([
      'About',
      'AI Chat Features',
      'Provider Network',
      'System Monitoring & Reliability',
      'Account & Privacy',
      'Technical Support',
    ]);
    expect(count(SITE_FAQ)).toEqual([3, 3, 3, 3, 3, 3]);
    const text = SITE_FAQ.flatMap((c) => c.items.map((i) => i.answer)).join(' ');
    expect(text).toContain(`${MONTHLY_TOKEN_ALLOCATION.toLocaleString('en-US')} tokens`);
    expect(text).toContain('within 30 days');
    // Support hours are the contact page's; there is no live chat, no subscription plan and no background check.
    expect(text).toContain(`answers messages and e-mails ${CONTACT_PAGE.hours}`);
    expect(text).not.toMatch(/8am|6pm|EST\b/);
    expect(text).toContain('There is no live chat');
    expect(text).not.toMatch(/subscri|premium|background check/i);
    // Conversations can be deleted from the chat history, after a confirmation.
    expect(text).toMatch(/delete a conversation with the delete button beside it in the chat history \(you are asked to confirm/);
    // The places named are the product's own: the Tokens and Settings tabs, Request Data Deletion, the Providers page.
    expect(text).toContain('Tokens tab of your profile');
    expect(text).toContain('Settings tab of your profile and choose Request Data Deletion');
    expect(text).not.toContain('Find Providers');
  });

  it("uses words a reader in any country knows: no 'skirting boards', 'worktops' or 'washing-up liquid' in what it says", () => {
    // The lexicon keeps them: it is what the consultant recognises in a question, not what it answers.
    const said = JSON.stringify([PEST_GUIDES, PEST_FAQ, PREVENTION_FAQ, PREVENTION_GUIDE, SITE_FAQ, SAMPLE_CASE_STUDIES]);
    expect(said).not.toMatch(/skirting|worktop|washing-up|cling film/i);
    expect(said).toMatch(/the base of walls/);
    expect(said).toMatch(/countertops/);
  });

  it('has the 13 guides, one per slug, with every field filled', () => {
    expect(PEST_GUIDES.map((g) => g.slug)).toEqual([...PEST_SLUGS]);
    for (const guide of PEST_GUIDES) {
      for (const [field, value] of Object.entries(guide)) {
        expect(Array.isArray(value) ? value.length : String(value).length, `${guide.slug}.${field}`).toBeGreaterThan(0);
      }
      expect(guide.identification.length).toBeGreaterThanOrEqual(4);
      expect(guide.faqs.length).toBeGreaterThanOrEqual(3);
      expect(guide.title).toMatch(/ Control Guide$/);
    }
  });

  it('keeps the termite guidance the spec quotes: 6 inches of clearance and an annual inspection', () => {
    const termites = PEST_GUIDES.find((g) => g.slug === 'termites')!;
    const text = [...termites.prevention, ...termites.diyTreatment].join(' ');
    expect(text).toMatch(/6 inches/);
    expect(text).toMatch(/inspection every year/);
  });

  it("has the prevention guide's five tabs, with the firewood tip", () => {
    expect(PREVENTION_GUIDE.map((tab) => tab.label)).toEqual(['Common Pests', 'Seasonal Tips', 'Prevention', 'Eco-Friendly', 'When to Call Pros']);
    expect(PREVENTION_GUIDE[0].topics.map((t) => t.title)).toEqual(['Cockroaches', 'Ants', 'Rodents']);
    for (const topic of PREVENTION_GUIDE[0].topics) expect(topic.signs?.length).toBeGreaterThan(0);
    expect(PREVENTION_GUIDE[1].topics.map((t) => t.title)).toEqual(['Spring and summer', 'Fall and winter']);
    expect(PREVENTION_GUIDE[2].topics.map((t) => t.title)).toEqual(['Home maintenance', 'Sanitation']);
    expect(PREVENTION_GUIDE[2].topics[1].tips.join(' ')).toContain('firewood at least 20 feet from the home');
    expect(PREVENTION_GUIDE[3].topics.map((t) => t.title)).toEqual(['Natural repellents', 'Beneficial insects', 'A caution about pets']);
  });
});

describe('knowledge page rules', () => {
  it('chips are single choice, and choosing the chosen chip again shows all', () => {
    expect(chooseChip(null, 'rodents')).toBe('rodents');
    expect(chooseChip('rodents', 'flying')).toBe('flying');
    expect(chooseChip('flying', 'flying')).toBeNull();
  });

  it('accordions open one at a time when single, and each can be closed', () => {
    expect([...toggled(new Set([1]), 2, true, true)]).toEqual([2]);
    expect([...toggled(new Set([1]), 2, true, false)].sort()).toEqual([1, 2]);
    expect([...toggled(new Set([2]), 2, false, true)]).toEqual([]);
  });

  it('the tab loading bar reaches 100 in ten steps of 200 ms', () => {
    const steps: number[] = [];
    for (let p = 0; p < 100; p = nextProgress(p)) steps.push(p);
    expect(steps).toHaveLength(10);
    expect(steps.length * PROGRESS_INTERVAL_MS).toBe(2000);
    expect(nextProgress(95)).toBe(100);
  });
});

describe('structured data', () => {
  it('is an FAQPage of Questions with accepted Answers', () => {
    const data = faqPage(FAQ_SAMPLE);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('FAQPage');
    const entities = data.mainEntity as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
    expect(entities).toHaveLength(7);
    for (const entity of entities) {
      expect(entity['@type']).toBe('Question');
      expect(entity.name).toMatch(/\?$/);
      expect(entity.acceptedAnswer['@type']).toBe('Answer');
      expect(entity.acceptedAnswer.text.length).toBeGreaterThan(0);
    }
  });

  it('describes each pest page as a pest-control Service from the site', () => {
    for (const guide of PEST_GUIDES) {
      const data = pestControlService(guide, 'PestPilot') as unknown as Record<string, unknown>;
      expect(data).toMatchObject({ '@type': 'Service', serviceType: 'Pest control', provider: { '@type': 'Organization', name: 'PestPilot' } });
      expect(data.description).toBe(guide.description);
    }
  });
});
