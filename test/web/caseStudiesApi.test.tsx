// The public case studies' web calls (issue 14): what the list asks for by category (featured only for the featured
// category, the category as the tag otherwise), and a visitor's lookup without a session (no published case study is
// null, one without its content an error).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseStudyWire } from '@contracts/caseStudy';
import { caseStudyListPath, fetchCaseStudy, MissingContentError } from '../../web/src/features/case-studies/api';
import { resetAmplifyMocks } from './amplifyMock';
import { json } from './fixtures';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetAmplifyMocks();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const study: CaseStudyWire = {
  id: 'cs-1',
  slug: 'ants-at-home',
  title: 'Ants at home',
  description: 'How a family ended an ant trail without sprays.',
  content: '## The Problem\n\nAnts.',
  date: '2025-04-02',
  read_time: '5 min read',
  tags: ['ants'],
  featured: false,
  published_at: '2025-04-02T09:00:00.000Z',
  thread_id: null,
  created_at: '2025-04-02T09:00:00.000Z',
  updated_at: '2025-04-02T09:00:00.000Z',
};

describe('the list query', () => {
  it.each([
    [{}, '/api/fetch-case-studies'],
    [{ category: 'all' }, '/api/fetch-case-studies'],
    [{ category: 'featured' }, '/api/fetch-case-studies?featured=true'],
    [{ category: 'wasps', search: ' nest ' }, '/api/fetch-case-studies?search=nest&tag=wasps'],
    [{ category: 'bed-bugs', search: 'a&b' }, '/api/fetch-case-studies?search=a%26b&tag=bed-bugs'],
  ])('%j -> %s', (params, path) => {
    expect(caseStudyListPath(params)).toBe(path);
  });
});

describe('the slug lookup', () => {
  it('works for a visitor without a session, null when nothing is published at the slug', async () => {
    fetchMock.mockResolvedValueOnce(json(200, []));
    expect(await fetchCaseStudy('a draft')).toBeNull();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/fetch-case-studies?slug=a+draft');
    expect((init as RequestInit).headers).not.toHaveProperty('Authorization');

    fetchMock.mockResolvedValueOnce(json(200, [study]));
    expect(await fetchCaseStudy('ants-at-home')).toEqual(study);
  });

  it('counts a case study without its content as an error', async () => {
    const { content: _content, ...withoutContent } = study;
    fetchMock.mockResolvedValueOnce(json(200, [withoutContent]));
    await expect(fetchCaseStudy('ants-at-home')).rejects.toBeInstanceOf(MissingContentError);
  });
});
