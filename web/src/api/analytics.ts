// The caller's analytics (GET /api/analytics) for a time range in the viewer's time zone, with the spec's
// fallback: zeroed data and a single 'No Data' slice when they cannot be loaded.
import { emptyAnalytics, type Analytics, type AnalyticsRange } from '@contracts/analytics';
import { API } from '@contracts/api';
import { useApi } from './useApi';

/** The viewer's offset from UTC in minutes, east positive (the API's utcOffset). */
function viewerUtcOffset(now = new Date()): number {
  return -now.getTimezoneOffset() || 0;
}

function analyticsPath(range: AnalyticsRange, now = new Date()): `${typeof API.analytics}?${string}` {
  return `${API.analytics}?range=${range}&utcOffset=${viewerUtcOffset(now)}`;
}

export interface AnalyticsState {
  /** The analytics, the zeroed fallback when loading failed, or undefined while loading. */
  analytics: Analytics | undefined;
  failed: boolean;
  isLoading: boolean;
}

export function useAnalytics(range: AnalyticsRange): AnalyticsState {
  const { data, error, isLoading } = useApi(analyticsPath(range));
  const failed = Boolean(error) && !data;
  return { analytics: data ?? (failed ? emptyAnalytics(range) : undefined), failed, isLoading };
}
