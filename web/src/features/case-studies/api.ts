// The public case studies' reads, typed from their route: the list and the slug lookup on SWR, the same for every
// visitor, signed in or not (list cached 60 s, detail 300 s with 2 retries, a missing content counting as an error).
// The list's first read on /case-studies takes the answer its HTML preloaded, with the cards painted from it
// (earlyCards.ts).
// The admin's calls live with the Case Studies tab (web/src/features/admin/case-studies/api.ts): a feature imports no
// other feature.
import useSWR, { type SWRConfiguration } from 'swr';
import { API } from '@contracts/api';
import { CASE_STUDY_CACHE, type CaseStudyCategory, type PublicCaseStudyWire } from '@contracts/caseStudy/facts';
import { CASE_STUDY_ADMIN } from '@contracts/messages';
import { apiFetch, type ApiError } from '../../api/client';
import { paintedCards, takeEarlyAnswer } from './earlyCards';

const queryOf = (params: Record<string, string | number | boolean | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === '' || v === false ? [] : [[k, String(v)]]))).toString();

/** The SWR key of a public read: the same for everyone (no user in it). */
type PublicKey = readonly [string, 'public'];
const publicKey = (path: string): PublicKey => [path, 'public'];

/** What the list asks for (document 3, 7): featured only for the featured category, the category as the tag otherwise. */
export function caseStudyListPath({ search, category = 'all' }: { search?: string; category?: CaseStudyCategory | string }): string {
  const query = queryOf({
    search: search?.trim(),
    featured: category === 'featured' ? 'true' : undefined,
    tag: category !== 'all' && category !== 'featured' ? category : undefined,
  });
  return query ? `${API.fetchCaseStudies}?${query}` : API.fetchCaseStudies;
}

const listCache: SWRConfiguration = { dedupingInterval: CASE_STUDY_CACHE.listSeconds * 1000, revalidateOnFocus: false, keepPreviousData: true, shouldRetryOnError: false };

/** A list: the answer the page preloaded when it is this one and came, else the API's. */
const fetchList = async ([path]: PublicKey) => (await takeEarlyAnswer(path)) ?? apiFetch(path as typeof API.fetchCaseStudies);

/**
 * The published case studies for the list's search and category (sort them with sortCaseStudies); until they are read,
 * those painted before the app started (`isLoading` is then true with `data` there).
 */
export function usePublicCaseStudies(params: { search?: string; category?: CaseStudyCategory | string }, config?: SWRConfiguration<PublicCaseStudyWire[], ApiError>) {
  const path = caseStudyListPath(params);
  return useSWR<PublicCaseStudyWire[], ApiError, PublicKey>(publicKey(path), fetchList, { ...listCache, fallbackData: paintedCards(path), ...config });
}

/** Thrown when a case study came without its content (document 3, 7: that counts as an error). */
export class MissingContentError extends Error {
  constructor() {
    super(CASE_STUDY_ADMIN.invalidResponse);
    this.name = 'MissingContentError';
  }
}

/** One published case study by slug; null when there is none (or it is a draft); a missing content is an error. */
export async function fetchCaseStudy(slug: string): Promise<PublicCaseStudyWire | null> {
  const [study] = await apiFetch(`${API.fetchCaseStudies}?${queryOf({ slug })}`);
  if (!study) return null;
  if (typeof study.content !== 'string') throw new MissingContentError();
  return study;
}

const detailCache: SWRConfiguration = {
  dedupingInterval: CASE_STUDY_CACHE.detailSeconds * 1000,
  revalidateOnFocus: false,
  errorRetryCount: CASE_STUDY_CACHE.detailRetries,
};

/** The detail page's read: cached 300 s, 2 retries. `data` is null when no published case study has the slug. */
export function useCaseStudy(slug: string | undefined, config?: SWRConfiguration<PublicCaseStudyWire | null, ApiError | MissingContentError>) {
  return useSWR<PublicCaseStudyWire | null, ApiError | MissingContentError, PublicKey | null>(
    slug ? publicKey(`${API.fetchCaseStudies}?${queryOf({ slug })}`) : null,
    () => fetchCaseStudy(slug!),
    { ...detailCache, ...config },
  );
}

export type { ApiError };
