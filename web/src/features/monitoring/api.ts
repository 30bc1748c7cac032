// Monitoring's reads and writes: the metrics (every 30 s, one retry, no refetch on focus), the service health, the
// error panel's groups, a group's status (resolve, ignore, reopen) and Clear All.
import { API } from '@contracts/api';
import { METRICS, type ErrorGroupStatus } from '@contracts/monitoring';
import { apiFetch } from '../../api/client';
import { useApi } from '../../api/useApi';

/** The spec's metrics query: refreshed every 30 s, stale after 5 minutes, 1 retry, not refetched on window focus. */
const LIVE = { refreshInterval: METRICS.refreshMs, revalidateOnFocus: false, errorRetryCount: 1, dedupingInterval: 2000 } as const;

export const useMetrics = () => useApi(API.monitoringMetrics, LIVE);
export const useServiceHealth = () => useApi(API.monitoringHealth, LIVE);
export const useClientErrors = () => useApi(API.monitoringErrors, { revalidateOnFocus: false, errorRetryCount: 1 });
export const clearClientErrors = () => apiFetch(API.monitoringErrors, { method: 'DELETE' });
export const setErrorGroupStatus = (change: { fingerprint: string; status: ErrorGroupStatus }) => apiFetch(API.monitoringErrors, { method: 'PUT', body: change });

/** This browser's pending operations (the page gives them from the chat's recovery store). */
export interface PendingOperations {
  total: number;
  /** Count per service prefix (the part of the operation's name before the first '_'). */
  byService: Record<string, number>;
}

export interface Recovery {
  pending: (userId: string) => PendingOperations;
  recoverAll: (userId: string) => Promise<void>;
}
