// The public case study pages' rules (document 3, 2.6, 2.7, 4 and 8): the list's simulated progress, its category
// options, and the built-in samples shown when the service fails (the list's three, the detail's two).
import { caseStudyFromSample, CASE_STUDY_CATEGORIES, SAMPLE_FALLBACK_SLUGS, shownTags, toPublicCaseStudyWire, type PublicCaseStudyWire } from '@contracts/caseStudy/facts';
import { SAMPLE_CASE_STUDIES, type SampleCaseStudy } from '@knowledge/caseStudies';
import type { CaseStudyFilters } from './filters';

/** The list's loading bar: up to PROGRESS_MAX_STEP every PROGRESS_INTERVAL_MS, at most PROGRESS_CAP until the answer. */
export const PROGRESS_INTERVAL_MS = 300;
export const PROGRESS_MAX_STEP = 15;
export const PROGRESS_CAP = 90;
/** Placeholder cards while the list loads. */
export const PLACEHOLDER_CARDS = 6;
/** How long a toast of these pages stays (document 3, 9: 5 s). */
export const TOAST_MS = 5000;

/** The next value of the loading bar: a random rise of up to 15, never past 90 (`random` in [0, 1)). */
export function nextListProgress(progress: number, random: number): number {
  return Math.min(PROGRESS_CAP, progress + Math.round(random * PROGRESS_MAX_STEP));
}

/** The category select's options: the spec's, plus a tag chosen from a card that is none of them. */
export function categoryOptions(category: string): Array<{ value: string; label: string }> {
  const options: Array<{ value: string; label: string }> = [...CASE_STUDY_CATEGORIES];
  return options.some((o) => o.value === category) ? options : [...options, { value: category, label: category }];
}

/** A built-in sample as the API would send it. */
const sampleWire = (sample: SampleCaseStudy): PublicCaseStudyWire => toPublicCaseStudyWire(caseStudyFromSample(sample));

/** The list's fallback: the three samples that match the filters (as the service would have filtered them). */
export function sampleList(filters: CaseStudyFilters): PublicCaseStudyWire[] {
  const search = filters.search.toLowerCase();
  return SAMPLE_CASE_STUDIES.map(sampleWire).filter(
    (study) =>
      (!search || [study.title, study.description, study.slug].some((text) => text.toLowerCase().includes(search))) &&
      (filters.category === 'all' || (filters.category === 'featured' ? study.featured : shownTags(study).includes(filters.category))),
  );
}

/** The detail's fallback: a sample for the two slugs the spec names, else undefined. */
export function sampleDetail(slug: string): PublicCaseStudyWire | undefined {
  const sample = (SAMPLE_FALLBACK_SLUGS as readonly string[]).includes(slug) ? SAMPLE_CASE_STUDIES.find((s) => s.slug === slug) : undefined;
  return sample && sampleWire(sample);
}
