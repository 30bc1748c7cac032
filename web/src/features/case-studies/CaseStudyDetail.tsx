// A case study's page (document 3, 2.7, 4 and 8): Back to Case Studies, the title, date, read time, the description as
// a highlighted lead and the body rendered from Markdown. The lookup is retried twice; once it has failed for good, the
// built-in sample of the two sample slugs is shown with the 'Using sample data' toast, else the not-found screen with
// Try Again. No published case study by the slug: the not-found screen without it. An empty body: 'Content could not
// be loaded.' with Retry. `head` gives the page its title, description and structured data for what it shows.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CASE_STUDY_CACHE, formatCaseStudyDate, type PublicCaseStudyWire } from '@contracts/caseStudy/facts';
import { CASE_STUDIES } from '@contracts/messages';
import { isRetryableError, statusOf } from '../../api/retryable';
import { PATHS } from '../../app/paths';
import { Markdown } from '../../components/markdown/Markdown';
import { useCaseStudy } from './api';
import { useNotice } from './Notice';
import { sampleDetail } from './rules';
import './caseStudies.css';

/** The first retry waits this long, each next one twice as long. */
export const DETAIL_RETRY_MS = 1000;

/** Worth another attempt: a failure of the network or the service, or an answer without its content; not a refusal. */
const retryable = (error: unknown) => isRetryableError(error) || statusOf(error) === undefined;

/** The lookup: loading until an answer, or until the retries are spent (`failed`). */
function useLookup(slug: string) {
  // The slug whose lookup has failed for good (a new slug starts afresh).
  const [failedSlug, setFailedSlug] = useState<string | null>(null);
  const { data, error, isLoading, mutate } = useCaseStudy(slug, {
    onErrorRetry: (err, _key, _config, revalidate, { retryCount }) => {
      if (!retryable(err) || retryCount > CASE_STUDY_CACHE.detailRetries) setFailedSlug(slug);
      else window.setTimeout(() => void revalidate({ retryCount }), DETAIL_RETRY_MS * 2 ** (retryCount - 1));
    },
  });
  const failed = failedSlug === slug && Boolean(error) && data === undefined;
  const retry = () => {
    setFailedSlug(null);
    void mutate();
  };
  return { data, failed, loading: data === undefined && !failed && (isLoading || Boolean(error)), retry };
}

function Article({ study, head, onRetry }: { study: PublicCaseStudyWire; head: (study: PublicCaseStudyWire) => ReactNode; onRetry: () => void }) {
  const date = study.date || study.created_at;
  return (
    <article className="cs-article">
      {head(study)}
      <header>
        <h1 className="cs-article-title">{study.title}</h1>
        <p className="cs-meta">
          <time dateTime={/^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : undefined}>{formatCaseStudyDate(date)}</time>
          <span aria-hidden> · </span>
          {study.read_time}
        </p>
        <p className="cs-lead">{study.description}</p>
      </header>
      {study.content.trim() ? (
        <Markdown text={study.content} className="cs-body" />
      ) : (
        <div className="cs-content-missing" role="alert">
          <p>{CASE_STUDIES.contentMissing}</p>
          <button type="button" className="pp-btn" onClick={onRetry}>
            {CASE_STUDIES.retry}
          </button>
        </div>
      )}
    </article>
  );
}

function NotFound({ onTryAgain }: { onTryAgain?: () => void }) {
  return (
    <div className="cs-not-found">
      <h1 className="cs-article-title">{CASE_STUDIES.notFoundTitle}</h1>
      <p>{CASE_STUDIES.notFoundText}</p>
      <div className="cs-actions">
        {onTryAgain && (
          <button type="button" className="pp-btn" onClick={onTryAgain}>
            {CASE_STUDIES.tryAgain}
          </button>
        )}
        <Link className="pp-btn pp-btn-primary" to={PATHS.caseStudies}>
          {CASE_STUDIES.viewAll}
        </Link>
      </div>
    </div>
  );
}

export function CaseStudyDetail({ slug, head }: { slug: string; head: (study: PublicCaseStudyWire) => ReactNode }) {
  const { data, failed, loading, retry } = useLookup(slug);
  const [notice, showNotice] = useNotice();
  const sample = failed ? sampleDetail(slug) : undefined;
  // The sample's toast, once per failed lookup.
  const [noticed, setNoticed] = useState<string | null>(null);
  if (sample && noticed !== slug) {
    setNoticed(slug);
    showNotice({ kind: 'info', title: CASE_STUDIES.sampleTitle, description: CASE_STUDIES.sampleText });
  }

  const study = data ?? sample;
  return (
    <div className="page cs-detail">
      <Link className="cs-back" to={PATHS.caseStudies}>
        <span aria-hidden>← </span>
        {CASE_STUDIES.backToList}
      </Link>
      {loading ? (
        <div className="page-spinner" role="status">
          <span className="spinner" aria-hidden />
          <span className="sr-only">Loading…</span>
        </div>
      ) : study ? (
        <Article study={study} head={head} onRetry={retry} />
      ) : (
        <NotFound onTryAgain={failed ? retry : undefined} />
      )}
      {notice}
    </div>
  );
}
