// The case study contract (issue 14): slug generation, tag inference by both documents' rules and Auto-suggest Tags,
// read time, the date formats, sorting, every rule of the admin form with the spec's message, the queries, and the
// writer's redaction of personal details and its offline draft.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASE_STUDY_EXPORT_COLUMNS } from '../../web/src/features/admin/case-studies/columns';
import { toCsv } from '../../web/src/features/admin/kit/exportList';
import {
  CASE_STUDY_CATEGORIES,
  CASE_STUDY_TAG_OPTIONS,
  caseStudyFormSchema,
  caseStudyImageProblem,
  caseStudyQuerySchema,
  caseStudyUpdateSchema,
  formatCaseStudyDate,
  generateCaseStudySchema,
  generateSlug,
  generationTitle,
  wholeWordTitle,
  inferPublicTags,
  inferTags,
  isPublished,
  readTimeOf,
  shownTags,
  sortCaseStudies,
  suggestTags,
  toCaseStudyWire,
  type CaseStudy,
} from '../../functions/contracts/caseStudy';
import { CASE_STUDY_ADMIN } from '../../functions/contracts/messages';
import { firstIssue, fieldErrors } from '../../functions/contracts/zod';
import { imageType } from '../../functions/lib/caseStudies/caseStudyImages';
import { CASE_STUDY_SECTIONS, offlineWriter, redact, validDraft } from '../../functions/lib/caseStudies/caseStudyWriter';

const content = 'Cockroaches were seen in daylight under the prep line of a busy restaurant kitchen. Gel baits and sealed gaps ended it.';
const form = {
  title: 'Restaurant Kitchen Cockroaches',
  description: 'How a busy kitchen ended a cockroach problem without sprays.',
  slug: 'restaurant-kitchen-cockroaches',
  readTime: '5 min read',
  content,
};

/** The messages a form gives, by field. */
function problems(value: unknown, schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } } = caseStudyFormSchema) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error as never);
}

describe('slug generation (document 2, 5)', () => {
  it.each([
    ['Commercial Kitchen Cockroach Elimination', 'commercial-kitchen-cockroach-elimination'],
    ['  Bed bugs: a   London flat!  ', 'bed-bugs-a-london-flat'],
    ['Wasps & Bees -- the nest -- removal', 'wasps-bees-the-nest-removal'],
    ['Café Rats (2025)', 'cafe-rats-2025'],
    ['snake_case_title here', 'snakecasetitle-here'],
    ['---Ants---', 'ants'],
    ['!!!', ''],
  ])('%j -> %j', (title, slug) => {
    expect(generateSlug(title)).toBe(slug);
  });

  it('cuts a long title to the slug maximum without a hyphen at the end', () => {
    const slug = generateSlug(`${'word '.repeat(40)}end`);
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(slug).toMatch(/^[a-z0-9-]+[a-z0-9]$/);
  });

  it('generates the slug of a create whose slug is blank, and refuses a title that gives none', () => {
    const parsed = caseStudyFormSchema.parse({ ...form, slug: '' });
    expect(parsed.slug).toBe('');
    expect(problems({ ...form, slug: '', title: '!!!!!!' })).toEqual({ slug: CASE_STUDY_ADMIN.slugMin });
  });
});

describe('tags', () => {
  it('infers at most 3 public tags from category words in title plus description (document 3, 3)', () => {
    expect(inferPublicTags('Bed bugs in a residential flat', 'Also some ants and a spider')).toEqual(['ants', 'bed-bugs', 'spiders']);
    expect(inferPublicTags('Featured: commercial wasps', '')).toEqual(['wasps', 'commercial', 'featured']);
    expect(inferPublicTags('Plants and restaurants', 'Nothing here is a pest word')).toEqual([]);
    expect(inferPublicTags('A cockroach in the bakery', 'Mosquito bites outside')).toEqual(['cockroaches', 'mosquitoes']);
  });

  it('infers the admin tags from content, title and description, with mice, rats and flies (document 2, 3)', () => {
    expect(inferTags('Rodents in a warehouse', 'Mice and a rat', 'Fruit flies too, in a commercial unit')).toEqual(['mice', 'rats', 'rodents', 'flies', 'commercial']);
    expect(inferTags('Termite damage', 'residential', 'Bed-bugs were ruled out')).toEqual(['termites', 'bed-bugs', 'residential']);
  });

  it('shows a case study its own tags, or the inferred ones when it has none, at most 3', () => {
    expect(shownTags({ title: 'Ants', description: 'ants', tags: ['a', 'b', 'c', 'd'] })).toEqual(['a', 'b', 'c']);
    expect(shownTags({ title: 'Ants at home', description: 'residential', tags: [] })).toEqual(['ants', 'residential']);
    expect(shownTags({ title: 'Ants', description: 'x', tags: null })).toEqual(['ants']);
  });

  it('Auto-suggest adds every option whose value or label appears in title plus content, keeping the current ones', () => {
    expect(suggestTags('Wasps & Bees at a school', 'A commercial job', ['termites'])).toEqual(['termites', 'wasps', 'commercial']);
    expect(suggestTags('Bed Bugs', 'bed-bugs in the mattress; Cockroaches too')).toEqual(['cockroaches', 'bed-bugs']);
    expect(suggestTags('Plants', 'restaurants')).toEqual([]);
  });

  it('offers the spec’s categories and tag options, Wasps & Bees among them', () => {
    expect(CASE_STUDY_CATEGORIES.map((c) => c.value)).toEqual(['all', 'ants', 'cockroaches', 'termites', 'bed-bugs', 'rodents', 'mosquitoes', 'wasps', 'spiders', 'commercial', 'residential', 'featured']);
    expect(CASE_STUDY_CATEGORIES.find((c) => c.value === 'wasps')?.label).toBe('Wasps & Bees');
    expect(CASE_STUDY_CATEGORIES[0].label).toBe('All Categories');
    expect(CASE_STUDY_TAG_OPTIONS.map((c) => c.value)).toEqual(['ants', 'cockroaches', 'termites', 'bed-bugs', 'rodents', 'mosquitoes', 'wasps', 'spiders', 'commercial', 'residential']);
  });
});

describe('read time and dates', () => {
  it('reads 200 words a minute, at least one', () => {
    expect(readTimeOf('short')).toBe('1 min read');
    expect(readTimeOf('word '.repeat(1000))).toBe('5 min read');
    expect(readTimeOf(`## Heading\n\n${'- item word\n'.repeat(400)}`)).toBe('4 min read');
  });

  it('shows a date value in the long US format, raw text as it is, and Unknown date when missing', () => {
    expect(formatCaseStudyDate('2025-04-02')).toBe('April 2, 2025');
    expect(formatCaseStudyDate('2025-04-02T23:30:00.000Z')).toBe('April 2, 2025');
    expect(formatCaseStudyDate('Spring 2025')).toBe('Spring 2025');
    expect(formatCaseStudyDate('')).toBe(CASE_STUDY_ADMIN.unknownDate);
    expect(formatCaseStudyDate(null)).toBe('Unknown date');
  });

  it("writes any day as Intl's long US date of it would (without building one: its locale data is slow to load)", () => {
    const longUs = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    fc.assert(
      fc.property(fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
        expect(formatCaseStudyDate(date.toISOString().slice(0, 10))).toBe(longUs.format(date));
        expect(formatCaseStudyDate(date.toISOString())).toBe(longUs.format(date));
      }),
    );
  });

  it('sorts Latest First and Oldest First by date, or creation time when the date is text', () => {
    const list = [
      { id: 'a', date: '2025-03-18', created_at: '2025-03-18T00:00:00Z' },
      { id: 'b', date: 'Summer', created_at: '2025-07-01T00:00:00Z' },
      { id: 'c', date: '2024-01-01', created_at: '2026-01-01T00:00:00Z' },
    ];
    expect(sortCaseStudies(list, 'latest').map((s) => s.id)).toEqual(['b', 'a', 'c']);
    expect(sortCaseStudies(list, 'oldest').map((s) => s.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('the admin form (document 2, 5)', () => {
  it('takes a valid form, with the spec’s defaults', () => {
    const parsed = caseStudyFormSchema.parse({ ...form, readTime: undefined });
    expect(parsed).toMatchObject({ readTime: '5 min read', published: false, featured: false, tags: [] });
  });

  it.each([
    ['title', 'Ants', CASE_STUDY_ADMIN.titleMin, 'Title must be at least 5 characters'],
    ['title', 'x'.repeat(101), CASE_STUDY_ADMIN.titleMax, 'Title cannot exceed 100 characters'],
    ['description', 'Too short', CASE_STUDY_ADMIN.descriptionMin, 'Description must be at least 20 characters'],
    ['description', 'x'.repeat(501), CASE_STUDY_ADMIN.descriptionMax, 'Description cannot exceed 500 characters'],
    ['slug', 'ab', CASE_STUDY_ADMIN.slugMin, 'Slug must be at least 3 characters'],
    ['slug', 'Has Spaces', CASE_STUDY_ADMIN.slugPattern, 'Slug must contain only lowercase letters, numbers, and hyphens'],
    ['slug', 'UPPER-case', CASE_STUDY_ADMIN.slugPattern, 'Slug must contain only lowercase letters, numbers, and hyphens'],
    ['readTime', '', CASE_STUDY_ADMIN.readTimeRequired, 'Read time is required'],
    ['readTime', '   ', CASE_STUDY_ADMIN.readTimeRequired, 'Read time is required'],
    ['content', 'x'.repeat(99), CASE_STUDY_ADMIN.contentMin, 'Content must be at least 100 characters'],
  ])('%s %j: %s', (field, value, message, words) => {
    expect(message).toBe(words);
    expect(problems({ ...form, [field]: value })).toEqual({ [field]: message });
  });

  it('keeps our own maxima and refuses control characters in one-line fields', () => {
    expect(problems({ ...form, slug: 'a'.repeat(101) })).toEqual({ slug: CASE_STUDY_ADMIN.slugMax });
    expect(problems({ ...form, readTime: 'x'.repeat(31) })).toEqual({ readTime: CASE_STUDY_ADMIN.readTimeMax });
    expect(problems({ ...form, content: 'x'.repeat(100_001) })).toEqual({ content: CASE_STUDY_ADMIN.contentMax });
    expect(Object.keys(problems({ ...form, title: 'Kitchen\ncockroaches' }))).toEqual(['title']);
    expect(problems({ ...form, content: `${content}\n\n- a list\n\ttabbed` })).toEqual({});
  });

  it('takes tags as lowercase words, without repeats, at most 10', () => {
    expect(caseStudyFormSchema.parse({ ...form, tags: ['Ants', 'ants', 'bed-bugs'] }).tags).toEqual(['ants', 'bed-bugs']);
    expect(problems({ ...form, tags: ['bed bugs'] })).toEqual({ 'tags.0': CASE_STUDY_ADMIN.tagInvalid });
    expect(problems({ ...form, tags: Array.from({ length: 11 }, (_, i) => `tag-${i}`) })).toEqual({ tags: CASE_STUDY_ADMIN.tagsMax });
  });

  it('gives every failing field its message at once, the first of the title first', () => {
    const result = caseStudyFormSchema.safeParse({ title: '', description: '', slug: 'A', readTime: '', content: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(firstIssue(result.error)).toBe(CASE_STUDY_ADMIN.titleMin);
    expect(fieldErrors(result.error)).toEqual({
      title: CASE_STUDY_ADMIN.titleMin,
      description: CASE_STUDY_ADMIN.descriptionMin,
      slug: CASE_STUDY_ADMIN.slugPattern,
      readTime: CASE_STUDY_ADMIN.readTimeRequired,
      content: CASE_STUDY_ADMIN.contentMin,
    });
  });

  it('updates only the fields given, each by its rule; a slug must be given in full', () => {
    expect(caseStudyUpdateSchema.parse({ id: 'cs-1', published: true })).toEqual({ id: 'cs-1', published: true });
    expect(problems({ id: 'cs-1', slug: '' }, caseStudyUpdateSchema)).toEqual({ slug: CASE_STUDY_ADMIN.slugMin });
    expect(problems({ id: 'cs-1', title: 'Ants' }, caseStudyUpdateSchema)).toEqual({ title: CASE_STUDY_ADMIN.titleMin });
    expect(problems({ id: '../etc', title: 'Ants in the kitchen' }, caseStudyUpdateSchema)).toEqual({ id: CASE_STUDY_ADMIN.notFound });
  });

  it('asks generation for a thread, its owner and a non-blank title and description', () => {
    expect(generateCaseStudySchema.safeParse({ threadId: 't-1', userId: 'u-1', title: 'Case Study: Ants', description: 'How the ants were stopped at home.' }).success).toBe(true);
    expect(problems({ threadId: 't-1', userId: 'u-1', title: '  ', description: '   ' }, generateCaseStudySchema)).toEqual({ title: CASE_STUDY_ADMIN.titleMin, description: CASE_STUDY_ADMIN.descriptionMin });
    expect(generationTitle('Ants in the kitchen')).toBe('Case Study: Ants in the kitchen');
    expect(generationTitle('')).toBe('Case Study: Untitled');
    expect(generationTitle('x'.repeat(200))).toHaveLength(100);
    // A thread title is its first message's first 30 characters and '...': the cut word and the words left dangling go.
    expect(generationTitle('How do I get rid of ants in my gara...')).toBe('Case Study: How do I get rid of ants');
    expect(generationTitle('What can I do about ants getti...')).toBe('Case Study: What can I do about ants');
    expect(generationTitle('Wasps nest in the loft, what...')).toBe('Case Study: Wasps nest in the loft');
    const long = `Mice ${'behind the kitchen cupboards '.repeat(5)}again`;
    expect(generationTitle(long)).toBe('Case Study: Mice behind the kitchen cupboards behind the kitchen cupboards behind the kitchen');
    expect(generationTitle(`Ants ${'in the '.repeat(20)}end`)).toBe('Case Study: Ants');
    expect(wholeWordTitle('Ants in the...', 100, 'Fallback')).toBe('Ants');
    expect(wholeWordTitle('The...', 100, 'Fallback')).toBe('Fallback');
  });
});

describe('the queries', () => {
  it('reads featured as a boolean, the tag in lower case, and 100 at most', () => {
    expect(caseStudyQuerySchema.parse({ featured: 'true', tag: 'Bed-Bugs', search: ' kitchen ' })).toEqual({ featured: true, tag: 'bed-bugs', search: 'kitchen', limit: 100 });
    expect(caseStudyQuerySchema.parse({ featured: '', tag: '', search: '' })).toEqual({ limit: 100 });
    expect(caseStudyQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(caseStudyQuerySchema.safeParse({ tag: 'not a tag' }).success).toBe(false);
    expect(caseStudyQuerySchema.safeParse({ featured: 'yes' }).success).toBe(false);
  });
});

describe('the wire form', () => {
  it('uses the spec’s wire names, null for a draft’s published_at', () => {
    const study: CaseStudy = {
      id: 'cs-1',
      slug: 'ants',
      title: 'Ants at home',
      description: 'd',
      content: 'c',
      date: '2025-01-01',
      readTime: '5 min read',
      tags: [],
      featured: false,
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: '2025-01-02T00:00:00Z',
    };
    const wire = toCaseStudyWire(study);
    expect(wire).toEqual({
      id: 'cs-1',
      slug: 'ants',
      title: 'Ants at home',
      description: 'd',
      content: 'c',
      date: '2025-01-01',
      read_time: '5 min read',
      tags: [],
      featured: false,
      published_at: null,
      thread_id: null,
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-02T00:00:00Z',
    });
    expect(isPublished(wire)).toBe(false);
    expect(isPublished(toCaseStudyWire({ ...study, publishedAt: '2025-01-03T00:00:00Z' }))).toBe(true);
  });
});

describe('the editor image', () => {
  it('is told by its content, whatever its name', () => {
    expect(imageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(imageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(imageType(Buffer.from('GIF89a....'))).toBe('gif');
    expect(imageType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(imageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeUndefined();
    expect(imageType(Buffer.from('plain text'))).toBeUndefined();
  });

  it('is checked in the browser before upload', () => {
    expect(caseStudyImageProblem(null)).toBe(CASE_STUDY_ADMIN.imageNoFile);
    expect(caseStudyImageProblem({ type: 'text/plain', size: 10 })).toBe(CASE_STUDY_ADMIN.imageInvalidType);
    expect(caseStudyImageProblem({ type: 'image/png', size: 3 * 1024 * 1024 })).toBe(CASE_STUDY_ADMIN.imageTooLarge);
    expect(caseStudyImageProblem({ type: 'image/png', size: 1024 })).toBeUndefined();
  });
});

describe('personal details', () => {
  const person = { name: 'Priya Raman', email: 'priya.raman@example.com' };

  it('are removed from any text: names, e-mail, phone numbers, street addresses, postcodes and links', () => {
    const text =
      'Hi, my name is Priya Raman. I live at 42 Elm Street, London SW1A 1AA. Call me on +44 7700 900123 or write to priya.raman@example.com or p.r@mail.example. Priya here again: see https://my.example/photos?u=priya. This is Sam Jones.';
    const out = redact(text, person);
    for (const detail of ['Priya', 'Raman', '42 Elm', 'SW1A', '7700', 'priya.raman', 'p.r@', 'https://', 'Sam Jones']) expect(out).not.toContain(detail);
    expect(out).toContain('London');
  });

  it('leave dates, quantities and pest words alone', () => {
    const text = 'On 2025-03-18 we found 12 ants and 3 cockroaches; the bait cost 15 dollars.';
    expect(redact(text, person)).toBe(text);
  });
});

describe('the offline writer', () => {
  const transcript = [
    { role: 'user' as const, content: 'My name is Priya Raman, priya.raman@example.com. I wake up with itchy bites in a row and found dark spots on the mattress seams. We have a cat.' },
    { role: 'assistant' as const, content: 'That sounds like bed bugs. Check the seams and the headboard.' },
    { role: 'user' as const, content: 'Is it safe to spray the mattress? 42 Elm Street' },
  ];

  it('writes the five sections from the pest guide, with none of the user’s words', async () => {
    const draft = await offlineWriter.write({ title: 'Case Study: Itchy bites', description: 'How a family dealt with bites at night.', transcript });
    expect(validDraft(draft.content)).toBe(true);
    for (const section of CASE_STUDY_SECTIONS) expect(draft.content).toContain(section.heading);
    expect(draft.content.length).toBeGreaterThanOrEqual(100);
    expect(draft.content).toMatch(/bed bugs/i);
    expect(draft.content).toMatch(/children or pets/);
    for (const detail of ['Priya', 'Raman', 'example.com', 'Elm Street', 'itchy bites in a row']) expect(draft.content).not.toContain(detail);
    expect(inferTags('Case Study: Itchy bites', 'How a family dealt with bites at night.', draft.content)).toContain('bed-bugs');
    expect(draft.tokens).toBeGreaterThan(0);
    expect(draft.model).toBe('pestpilot-offline-writer');
  });

  it('writes a general draft when the pest is unclear, commercial when it is a business', async () => {
    const draft = await offlineWriter.write({ title: 'Case Study: Strange noises', description: 'A question from a restaurant owner.', transcript: [{ role: 'user', content: 'Something in our restaurant storeroom at night.' }] });
    expect(validDraft(draft.content)).toBe(true);
    expect(draft.content).toContain('commercial client');
  });

  it('refuses a model answer without every section', () => {
    expect(validDraft(`## The Problem\n\n${'text '.repeat(50)}`)).toBe(false);
    expect(validDraft(CASE_STUDY_SECTIONS.map((s) => s.heading).join('\n'))).toBe(false);
  });
});

describe('the export', () => {
  it('has every field of a case study, Published or Draft, Featured as Yes or No, its tags and Markdown quoted', () => {
    const study = {
      id: 'cs-1',
      slug: 'loft-wasps',
      title: 'Loft wasps, removed',
      description: 'A nest in the loft.',
      content: '## The problem\n\nA "buzzing" ceiling.',
      date: '2025-04-02',
      read_time: '4 min read',
      tags: ['wasps', 'residential'],
      featured: true,
      published_at: '2025-04-02T10:00:00.000Z',
      thread_id: null,
      created_at: '2025-04-01T10:00:00.000Z',
      updated_at: '2025-04-02T10:00:00.000Z',
    };
    const [header, published, draft] = toCsv([study, { ...study, published_at: null, featured: false }], CASE_STUDY_EXPORT_COLUMNS).split('\r\n');
    expect(header).toBe('ID,Title,Slug,Status,Description,Date,Read Time,Tags,Featured,Published At,Thread ID,Created At,Updated At,Content');
    expect(published).toBe(
      'cs-1,"Loft wasps, removed",loft-wasps,Published,A nest in the loft.,2025-04-02,4 min read,wasps; residential,Yes,2025-04-02T10:00:00.000Z,,2025-04-01T10:00:00.000Z,2025-04-02T10:00:00.000Z,"## The problem\n\nA ""buzzing"" ceiling."',
    );
    expect(draft).toContain(',Draft,');
    expect(draft).toContain(',No,,,');
  });
});
