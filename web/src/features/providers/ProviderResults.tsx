// The search's result list: the simulated progress bar while loading, the error with Retry, the empty state, or
// the cards of this page with the pagination (5 per page).
import { Alert, Button, Empty, Pagination, Progress, Skeleton } from 'antd';
import { PROVIDER_DIRECTORY, PROVIDERS } from '@contracts/messages';
import type { ProviderWire } from '@contracts/provider';
import { ProviderCard } from './ProviderCard';
import type { ProviderSearch } from './api';
import { useSimulatedProgress } from './useSimulatedProgress';

export interface ProviderResultsProps {
  search: ProviderSearch;
  page: number;
  onPage: (page: number) => void;
  onContact: (provider: ProviderWire) => void;
}

export function ProviderResults({ search, page, onPage, onContact }: ProviderResultsProps) {
  const progress = useSimulatedProgress(search.status === 'loading');
  const result = search.result;
  const headingId = 'provider-results-heading';

  return (
    <section className="provider-results" aria-labelledby={headingId} aria-busy={search.status === 'loading'}>
      <h2 id={headingId} className="directory-section-title">
        {PROVIDER_DIRECTORY.resultsTitle}
        {search.status === 'loaded' && result && <span className="provider-count"> ({result.pagination.total})</span>}
      </h2>
      {progress !== null && (
        <Progress
          className="provider-progress"
          percent={Math.round(progress)}
          showInfo={false}
          aria-label={PROVIDER_DIRECTORY.loading}
        />
      )}
      {search.status === 'error' ? (
        <Alert
          type="error"
          showIcon
          title={PROVIDERS.loadError(search.error ?? '')}
          action={
            <Button size="small" onClick={search.reload}>
              {PROVIDER_DIRECTORY.retry}
            </Button>
          }
        />
      ) : search.status === 'loading' && !result ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : result && result.providers.length === 0 ? (
        <Empty description={PROVIDER_DIRECTORY.empty} />
      ) : result ? (
        <>
          <ul className="provider-list">
            {result.providers.map((provider) => (
              <li key={provider.id}>
                <ProviderCard provider={provider} onContact={onContact} />
              </li>
            ))}
          </ul>
          {result.pagination.total > result.pagination.pageSize && (
            <Pagination
              className="provider-pagination"
              current={page}
              pageSize={result.pagination.pageSize}
              total={result.pagination.total}
              showSizeChanger={false}
              onChange={onPage}
            />
          )}
        </>
      ) : null}
    </section>
  );
}
