// The Case Studies tab's calls, typed from their routes (admin-case-study-management and generate-case-study): the list
// with the drafts (admin query cache), one by id, create, update with the changed fields, delete, the editor's image
// upload and AI generation from a thread; each write clears the admin list and the public reads it changes. And the
// tab's hooks: delete with its toasts, and `?edit=<id>` opened from the list or read by its id.
import { API } from '@contracts/api';
import { CASE_STUDY_GENERATION_SECONDS, CASE_STUDY_LIMITS, isPublished, type CaseStudyFormInput, type CaseStudyUpdateInput, type CaseStudyWire } from '@contracts/caseStudy';
import { CASE_STUDY_ADMIN } from '@contracts/messages';
import { useEffect } from 'react';
import { ApiError, apiFetch } from '../../../api/client';
import { failureText } from '../../../api/mutation';
import { useMutation, useToast } from '../../../api/useMutation';
import { useApi } from '../../../api/useApi';
import { uploadBody } from '../../../lib/upload';
import { adminQueryCache, clearCache } from '../kit/cache';

type ListUrl = `${typeof API.adminCaseStudyManagement}?${string}`;

/** The tab's list: every case study with the drafts (the spec asks for 100), newest first, by the search text. */
export function useAdminCaseStudies(search: string) {
  const query = new URLSearchParams({ limit: String(CASE_STUDY_LIMITS.listLimit), ...(search.trim() ? { search: search.trim() } : {}) });
  return useApi<ListUrl, CaseStudyWire[]>(`${API.adminCaseStudyManagement}?${query.toString()}`, adminQueryCache);
}

/** One case study by id (`?edit=<id>` for one the list does not hold). */
export async function getAdminCaseStudy(id: string): Promise<CaseStudyWire> {
  return (await apiFetch(`/api/admin-case-study-management/${encodeURIComponent(id)}`)).caseStudy;
}

/** After a write: the tab's list and the public list and pages read again. */
async function changed<T>(result: T): Promise<T> {
  await Promise.all([clearCache(API.adminCaseStudyManagement), clearCache(API.fetchCaseStudies)]);
  return result;
}

export async function createCaseStudy(form: CaseStudyFormInput): Promise<CaseStudyWire> {
  return changed((await apiFetch(API.adminCaseStudyManagement, { method: 'POST', body: form })).caseStudy);
}

export type CaseStudyChanges = Omit<CaseStudyUpdateInput, 'id'>;

/** PUT with the id and the fields that changed (see changedFields). */
export async function updateCaseStudy(id: string, changes: CaseStudyChanges): Promise<CaseStudyWire> {
  return changed((await apiFetch(API.adminCaseStudyManagement, { method: 'PUT', body: { ...changes, id } })).caseStudy);
}

export async function deleteCaseStudy(id: string): Promise<void> {
  await changed(await apiFetch(API.adminCaseStudyManagement, { method: 'DELETE', body: { id } }));
}

/** The form's fields that differ from the case study as loaded (published against whether it has published_at). */
export function changedFields(original: CaseStudyWire, form: CaseStudyFormInput): CaseStudyChanges {
  const before: Record<string, unknown> = {
    title: original.title,
    description: original.description,
    slug: original.slug,
    readTime: original.read_time,
    date: original.date,
    content: original.content,
    published: isPublished(original),
    featured: original.featured,
    tags: original.tags,
  };
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return Object.fromEntries(Object.entries(form).filter(([key, value]) => key in before && value !== undefined && !same(value, before[key]))) as CaseStudyChanges;
}

/** The editor's image upload: the image's URL on our own origin ('/public/case-studies/...'). */
export async function uploadCaseStudyImage(file: File): Promise<string> {
  return (await apiFetch(API.adminCaseStudyImages, { method: 'PUT', body: await uploadBody(file) })).url;
}

export interface GenerationRequest {
  threadId: string;
  /** The thread's owner (the Threads tab's user_id): threads are kept under their owner. */
  userId: string;
  title: string;
  description: string;
}

/**
 * AI generation from a thread: the saved draft, or the spec's 'Invalid response' when the answer has no caseStudy.
 * Waits up to 30 seconds, and a little more for the answer to travel.
 */
export async function generateCaseStudy(request: GenerationRequest): Promise<CaseStudyWire> {
  const reply: unknown = await apiFetch(API.generateCaseStudy, { method: 'POST', body: request, signal: AbortSignal.timeout((CASE_STUDY_GENERATION_SECONDS + 5) * 1000) });
  const study = reply && typeof reply === 'object' && 'caseStudy' in reply ? (reply as { caseStudy?: CaseStudyWire }).caseStudy : undefined;
  if (!study) throw new Error(CASE_STUDY_ADMIN.invalidResponse);
  return changed(study);
}

/** Delete with its toasts. */
export function useDeleteCaseStudy(deleted: () => void) {
  return useMutation((study: CaseStudyWire) => deleteCaseStudy(study.id), {
    success: () => ({ kind: 'success', title: CASE_STUDY_ADMIN.deleted, brief: true }),
    failure: (e) => ({ kind: 'error', title: CASE_STUDY_ADMIN.deleteFailed(failureText(e)) }),
    onSuccess: deleted,
  });
}

/** `?edit=<id>`: the case study from the list, or read by its id when the list does not hold it, handed to `open`. */
export function useEditById(editId: string | undefined, list: { studies: CaseStudyWire[] | undefined; loading: boolean }, open: (study: CaseStudyWire) => void, handled?: () => void) {
  const show = useToast();
  const { studies, loading } = list;
  useEffect(() => {
    if (!editId) return undefined;
    let current = true;
    const listed = studies?.find((s) => s.id === editId);
    if (!listed && loading) return undefined;
    void (listed ? Promise.resolve(listed) : getAdminCaseStudy(editId))
      .then((study) => current && open(study))
      // Said once: a missing case study is the toast's whole text; any other failure says what went wrong instead.
      .catch((e: unknown) => current && show({ kind: 'error', title: e instanceof ApiError && e.status === 404 ? CASE_STUDY_ADMIN.notFound : failureText(e) }))
      .finally(() => current && handled?.());
    return () => {
      current = false;
    };
  }, [editId, studies, loading, open, handled, show]);
}
