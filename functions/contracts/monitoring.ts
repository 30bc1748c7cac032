// System monitoring's shared facts: the spec's constants (document 3, 9) and the wire shapes of the monitoring routes
// (metrics with their aggregates, service health, the error panel's groups with their status). No schemas here (see clientError.ts), so
// the edge's request metrics can use it without zod.
import { API } from './api';

/**
 * Routes the edge does not count: the liveness probe every open page polls every 30 s (its count would say how many
 * pages are open, not how the API serves). The route table leaves them out.
 */
export const UNRECORDED_ROUTES: readonly string[] = [`GET ${API.health}`];

/** Metrics (spec): at most 500 records, windows of 24 h and 1 h, the chart's last 20 points, Good below 1000 ms. */
export const METRICS = {
  maxRecords: 500,
  dayMs: 24 * 60 * 60 * 1000,
  hourMs: 60 * 60 * 1000,
  chartPoints: 20,
  goodResponseMs: 1000,
  refreshMs: 30_000,
  overviewSpinnerMs: 1000,
} as const;

/** The error history (spec): 50 distinct errors of 20 occurrences each; the panel shows 5 and cuts metadata at 40. */
export const ERROR_HISTORY = {
  distinct: 50,
  occurrences: 20,
  shownOccurrences: 5,
  metadataChars: 40,
  mostFrequentChars: 20,
} as const;

/** How often the web checks the API's health while the page is visible (document 1, 9). */
export const HEALTH_CHECK_INTERVAL_MS = 30_000;

/** What the server keeps of an occurrence: when, and the report's context as a short line. */
export interface ClientErrorOccurrence {
  timestamp: string;
  metadata: string;
}

/** One group of the error panel: the errors of one fingerprint (message and top stack frame). */
export type ClientErrorKind = 'error' | 'unhandledrejection' | 'boundary' | 'api';

/**
 * Where a group stands: Unresolved (new, reopened, or back after it was resolved), Resolved (until it happens again) or
 * Ignored (its occurrences are still counted; it stays Ignored).
 */
export const ERROR_GROUP_STATUSES = ['unresolved', 'resolved', 'ignored'] as const;
export type ErrorGroupStatus = (typeof ERROR_GROUP_STATUSES)[number];

/** A group's status: what it is, since when (null for a group never changed), and when a resolved one came back. */
export interface ErrorGroupState {
  status: ErrorGroupStatus;
  statusChangedAt: string | null;
  /** When the group, resolved, had a new error: a regression until an admin changes its status. */
  regressedAt: string | null;
}

export interface ClientErrorRecord extends ErrorGroupState {
  fingerprint: string;
  kind: ClientErrorKind;
  message: string;
  stack: string;
  count: number;
  firstOccurrence: string;
  lastOccurrence: string;
  metadata: string;
  occurrences: ClientErrorOccurrence[];
}

export interface ClientErrorStats {
  totalErrors: number;
  uniqueErrors: number;
  mostFrequent: { message: string; count: number } | null;
}

export interface ClientErrorsReply {
  errors: ClientErrorRecord[];
  stats: ClientErrorStats;
}

/** An admin's change of a group's status: the group, its status before, and its state now. */
export interface ErrorGroupChange extends ErrorGroupState {
  fingerprint: string;
  previous: ErrorGroupStatus;
}

export type BreakerState = 'closed' | 'open' | 'half-open';

/** Aggregates of a set of model-call records (spec: API metric record). */
export interface MetricWindow {
  totalRequests: number;
  successfulRequests: number;
  failedRequests: number;
  /** Average over successes only, in ms; null when there are none. */
  averageResponseTime: number | null;
  tokenUsage: number;
}

export interface MetricPoint {
  timestamp: string;
  responseTime: number;
  success: boolean;
  endpoint: string;
}

/** The API's requests at the edge, per route, from the per-minute buckets. */
export interface RequestWindow {
  total: number;
  /** 5xx answers. */
  serverErrors: number;
  /** 4xx answers. */
  clientErrors: number;
  averageMs: number | null;
}

export interface RouteRequests extends RequestWindow {
  route: string;
  fn: string;
}

export interface MonitoringMetrics extends MetricWindow {
  last24Hours: MetricWindow;
  lastHour: MetricWindow;
  recentData: MetricPoint[];
  circuitBreakerState: BreakerState;
  requests: { lastHour: RequestWindow; last24Hours: RequestWindow; routes: RouteRequests[] };
  generatedAt: string;
}

export const SERVICE_IDS = ['web', 'chat', 'model', 'database'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];
export type ServiceStatus = 'healthy' | 'degraded' | 'down';

export interface ServiceHealth {
  id: ServiceId;
  status: ServiceStatus;
  latencyMs: number | null;
  checkedAt: string;
  detail: string;
}

export interface HealthReply {
  services: ServiceHealth[];
}
