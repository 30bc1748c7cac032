// The case study list (document 3, 2.6), on /case-studies and in the knowledgebase's Case Studies tab: title and
// subtitle, the search box with its Search button, the category and sort selects, and the cards in 1, 2 or 3 columns.
// While the list loads, a loading bar rises at random (to 90 at most, then 100) over 6 placeholder cards. The filters
// live in the address. No match: the empty state with Reset Filters. A failed load: the toast, and the built-in
// samples that match the filters instead. Plain elements (the knowledgebase is pre-rendered and loads no antd).
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CASE_STUDY_LIMITS, CASE_STUDY_SORTS, sortCaseStudies, type CaseStudySort } from '@contracts/caseStudy/facts';
import { CASE_STUDIES } from '@contracts/messages';
import { usePublicCaseStudies } from './api';
import { CaseStudyCard } from './CaseStudyCard';
import { useNotice } from './Notice';
import { filtersOf, NO_FILTERS, withFilters, type CaseStudyFilters } from './filters';
import { categoryOptions, nextListProgress, PLACEHOLDER_CARDS, PROGRESS_INTERVAL_MS, sampleList } from './rules';
import './caseStudies.css';

/** The loading bar's value: rising while `loading`, 100 for a moment once the answer is in, then gone (null). */
function useSimulatedProgress(loading: boolean): number | null {
  const [progress, setProgress] = useState<number | null>(loading ? 0 : null);
  useEffect(() => {
    if (loading) {
      setProgress(0);
      const timer = window.setInterval(() => setProgress((p) => nextListProgress(p ?? 0, Math.random())), PROGRESS_INTERVAL_MS);
      return () => window.clearInterval(timer);
    }
    setProgress((p) => (p === null ? null : 100));
    const timer = window.setTimeout(() => setProgress(null), PROGRESS_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);
  return progress;
}

/**
 * The loading bar, a component of its own so its rises (every 300 ms) render the bar alone, not the list; drawn by a
 * transform, which the compositor animates without a layout or a paint of the page.
 */
function ListProgress({ loading }: { loading: boolean }) {
  const progress = useSimulatedProgress(loading);
  if (progress === null) return null;
  return (
    <div className="cs-progress" role="progressbar" aria-label={CASE_STUDIES.loading} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
      <span className="cs-progress-bar" style={{ transform: `scaleX(${progress / 100})` }} />
    </div>
  );
}

export function CaseStudyList({ standalone }: { standalone: boolean }) {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [sort, setSort] = useState<CaseStudySort>('latest');
  const [searchText, setSearchText] = useState(filters.search);
  const [notice, showNotice] = useNotice();
  const ids = useId();

  // The address changes the search box too (Back, Reset Filters, a link).
  useEffect(() => setSearchText(filters.search), [filters.search]);

  const { data, error, isLoading } = usePublicCaseStudies(filters, {
    keepPreviousData: false,
    onError: () => showNotice({ kind: 'error', title: CASE_STUDIES.loadFailedTitle, description: CASE_STUDIES.loadFailed }),
  });
  // The placeholders until there is a list to show (the cards painted before the app started are one).
  const loading = isLoading && !data;
  const list = sortCaseStudies(error && !data ? sampleList(filters) : (data ?? []), sort);

  const apply = (next: CaseStudyFilters) => setParams(withFilters(params, next), { replace: true, preventScrollReset: true });
  const resultsRef = useRef<HTMLDivElement>(null);
  const chooseTag = (tag: string) => {
    apply({ ...filters, category: tag });
    resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const Title = standalone ? 'h1' : 'h2';
  const EmptyTitle = standalone ? 'h2' : 'h3';
  return (
    <section className="cs-list" aria-labelledby={`${ids}title`}>
      <Title id={`${ids}title`} className={standalone ? 'cs-title' : 'cs-title cs-title-tab'}>
        {CASE_STUDIES.title}
      </Title>
      <p className="cs-subtitle">{CASE_STUDIES.subtitle}</p>
      <div className="cs-filters" ref={resultsRef}>
        <form
          className="cs-search"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            apply({ ...filters, search: searchText });
          }}
        >
          <input
            type="search"
            className="cs-input"
            aria-label={CASE_STUDIES.searchLabel}
            placeholder={CASE_STUDIES.searchPlaceholder}
            maxLength={CASE_STUDY_LIMITS.searchMax}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
          <button type="submit" className="pp-btn pp-btn-primary">
            {CASE_STUDIES.search}
          </button>
        </form>
        <label className="cs-select">
          <span className="cs-select-label">{CASE_STUDIES.categoryLabel}</span>
          <select className="cs-input" value={filters.category} onChange={(event) => apply({ ...filters, category: event.target.value })}>
            {categoryOptions(filters.category).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className="cs-select">
          <span className="cs-select-label">{CASE_STUDIES.sortLabel}</span>
          <select className="cs-input" value={sort} onChange={(event) => setSort(event.target.value as CaseStudySort)}>
            {CASE_STUDY_SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ListProgress loading={loading} />
      {loading ? (
        <ul className="cs-grid" aria-hidden>
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
            <li key={index} className="cs-card cs-placeholder">
              <span className="cs-placeholder-line cs-placeholder-title" />
              <span className="cs-placeholder-line cs-placeholder-short" />
              <span className="cs-placeholder-line" />
              <span className="cs-placeholder-line" />
            </li>
          ))}
        </ul>
      ) : list.length === 0 ? (
        <div className="cs-empty" role="status">
          <EmptyTitle className="cs-empty-title">{CASE_STUDIES.emptyTitle}</EmptyTitle>
          <p>{standalone ? CASE_STUDIES.emptyTextStandalone : CASE_STUDIES.emptyText}</p>
          <button
            type="button"
            className="pp-btn"
            onClick={() => {
              setSearchText('');
              apply(NO_FILTERS);
            }}
          >
            {CASE_STUDIES.resetFilters}
          </button>
        </div>
      ) : (
        <ul className="cs-grid">
          {list.map((study) => (
            <CaseStudyCard key={study.id} study={study} headingLevel={standalone ? 2 : 3} onTag={chooseTag} />
          ))}
        </ul>
      )}
      {notice}
    </section>
  );
}
