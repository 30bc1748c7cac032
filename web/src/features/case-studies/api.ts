// The case studies' calls, typed from their routes: the public list and slug lookup (SWR, the same for every visitor,
// signed in or not: list cached 60 s, detail 300 s with 2 retries, a missing content counting as an error), the admin
// list with the drafts (the admin query cache), and the admin writes (create, update with the changed fields, delete,
// image upload, AI generation), each clearing the lists it changes.
import useSWR, { mutate, type SWRConfiguration } from 'swr';
import { API } from '@contracts/api';
import {
  CASE_STUDY_CACHE,
  CASE_STUDY_GENERATION_SECONDS,
  CASE_STUDY_LIMITS,
  type CaseStudyCategory,
  type CaseStudyFormInput,
  type CaseStudyUpdateInput,
  type CaseStudyWire,
} from '@contracts/caseStudy';
import { CASE_STUDY_ADMIN } from '@contracts/messages';
import { apiFetch, type ApiError } from '../../api/client';
import { useApi } from '../../api/useApi';

const queryOf = (params: Record<string, string | number | boolean | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === '' || v === false ? [] : [[k, String(v)]]))).toString();

/** Admin queries: stale after 3 minutes, not refetched on window focus (document 2, section 9). */
export const ADMIN_STALE_MS = 180_000;
const adminQueryCache: SWRConfiguration = { dedupingInterval: ADMIN_STALE_MS, revalidateOnFocus: false, revalidateOnReconnect: false, keepPreviousData: true };

/** Drops every cached read (public or a user's) whose path starts with `prefix` and reads the ones on screen again. */
function clearCache(prefix: string): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(prefix), undefined, { revalidate: true });
}

/** The SWR key of a public read: the same for everyone (no user in it). */
type PublicKey = readonly [string, 'public'];
const publicKey = (path: string): PublicKey => [path, 'public'];

// ---------------------------------------------------------------------------------------------------------------
// Public reads

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

/** The published case studies for the list's search and category (sort them with sortCaseStudies). */
export function usePublicCaseStudies(params: { search?: string; category?: CaseStudyCategory | string }, config?: SWRConfiguration<CaseStudyWire[], ApiError>) {
  const path = caseStudyListPath(params);
  return useSWR<CaseStudyWire[], ApiError, PublicKey>(publicKey(path), ([p]) => apiFetch(p as typeof API.fetchCaseStudies), { ...listCache, ...config });
}

/** Thrown when a case study came without its content (document 3, 7: that counts as an error). */
export class MissingContentError extends Error {
  constructor() {
    super(CASE_STUDY_ADMIN.invalidResponse);
    this.name = 'MissingContentError';
  }
}

/** One published case study by slug; null when there is none (or it is a draft); a missing content is an error. */
export async function fetchCaseStudy(slug: string): Promise<CaseStudyWire | null> {
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
export function useCaseStudy(slug: string | undefined, config?: SWRConfiguration<CaseStudyWire | null, ApiError | MissingContentError>) {
  return useSWR<CaseStudyWire | null, ApiError | MissingContentError, PublicKey | null>(
    slug ? publicKey(`${API.fetchCaseStudies}?${queryOf({ slug })}`) : null,
    () => fetchCaseStudy(slug!),
    { ...detailCache, ...config },
  );
}


// ---------------------------------------------------------------------------------------------------------------
// Admin

/** The Case Studies tab: every case study with the drafts (the spec asks for 100), with the tab's search. */
export function useAdminCaseStudies(search?: string) {
  return useApi(`${API.adminCaseStudyManagement}?${queryOf({ limit: CASE_STUDY_LIMITS.listLimit, search: search?.trim() })}`, adminQueryCache);
}

/** One case study by id (`?edit=<id>` when it is not in the list). */
export async function getAdminCaseStudy(id: string): Promise<CaseStudyWire> {
  return (await apiFetch(`/api/admin-case-study-management/${encodeURIComponent(id)}`)).caseStudy;
}

async function changed<T>(result: T): Promise<T> {
  await Promise.all([clearCache(API.adminCaseStudyManagement), clearCache(API.fetchCaseStudies)]);
  return result;
}

export async function createCaseStudy(form: CaseStudyFormInput): Promise<CaseStudyWire> {
  return changed((await apiFetch(API.adminCaseStudyManagement, { method: 'POST', body: form })).caseStudy);
}

/** PUT with the id and the fields that changed (see changedFields). */
export async function updateCaseStudy(id: string, changes: Omit<CaseStudyUpdateInput, 'id'>): Promise<CaseStudyWire> {
  return changed((await apiFetch(API.adminCaseStudyManagement, { method: 'PUT', body: { ...changes, id } })).caseStudy);
}

export async function deleteCaseStudy(id: string): Promise<void> {
  await changed(await apiFetch(API.adminCaseStudyManagement, { method: 'DELETE', body: { id } }));
}

/** The form's fields that differ from the case study as loaded (published against whether it has published_at). */
export function changedFields(original: CaseStudyWire, form: CaseStudyFormInput): Omit<CaseStudyUpdateInput, 'id'> {
  const before: Record<string, unknown> = {
    title: original.title,
    description: original.description,
    slug: original.slug,
    readTime: original.read_time,
    date: original.date,
    content: original.content,
    published: Boolean(original.published_at),
    featured: original.featured,
    tags: original.tags,
  };
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return Object.fromEntries(Object.entries(form).filter(([key, value]) => key in before && value !== undefined && !same(value, before[key]))) as Omit<CaseStudyUpdateInput, 'id'>;
}

/** The file as base64 (without the data: prefix). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The editor's image upload: the image's URL on our own origin ('/public/case-studies/...'). */
export async function uploadCaseStudyImage(file: File): Promise<string> {
  return (await apiFetch(API.adminCaseStudyImages, { method: 'PUT', body: { fileName: file.name, contentType: file.type, data: await base64Of(file) } })).url;
}

/**
 * AI generation from a thread (its owner's id from the Threads tab's row): the draft saved, or the spec's 'Invalid
 * response' when the answer has no caseStudy. Waits up to 30 seconds and a little more for the answer to travel.
 */
export async function generateCaseStudy(request: { threadId: string; userId: string; title: string; description: string }): Promise<CaseStudyWire> {
  const reply = await apiFetch(API.generateCaseStudy, { method: 'POST', body: request, signal: AbortSignal.timeout((CASE_STUDY_GENERATION_SECONDS + 5) * 1000) });
  if (!reply || typeof reply !== 'object' || !('caseStudy' in reply) || !reply.caseStudy) throw new Error(CASE_STUDY_ADMIN.invalidResponse);
  return changed(reply.caseStudy);
}

export type { ApiError };
