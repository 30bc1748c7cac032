// The API's fetch wrapper: every call takes its turn in the request queue (by priority; admin calls behind their own
// circuit breaker), sends the id token as a Bearer token and turns `{ error: { code, message, fields } }` into an
// ApiError. Typed from the catalogue's routes (a type-only import): a URL that no route serves, a body that is not the
// route's, or a use of the reply that its route does not give, fails the build.
import type { ApiErrorBody } from '@contracts/api';
import { ADMIN, GENERIC } from '@contracts/messages';
import { ADMIN_BREAKER, CircuitBreaker, CircuitOpenError } from '@contracts/resilience';
import type { BodyIn, Method, ReplyOf } from '@contracts/route';
import type { ApiRoute } from '@contracts/routes';
import { idToken } from '../app/session';
import { raiseClientError } from '../lib/clientErrorEvent';
import { requestPriority, requestQueue, type Priority } from './queue';
import { isRetryableError } from './retryable';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** The message to show for a status when the body carries none. */
function fallbackMessage(status: number): string {
  switch (status) {
    case 400:
      return GENERIC.invalidInput;
    case 401:
      return GENERIC.unauthorized;
    case 403:
      return GENERIC.forbidden;
    case 404:
      return GENERIC.notFound;
    case 413:
      return GENERIC.tooLarge;
    case 415:
      return GENERIC.unsupportedMediaType;
    case 429:
      return GENERIC.tooManyRequests;
    case 502:
    case 503:
    case 504:
      return GENERIC.serviceUnavailable;
    default:
      return GENERIC.internal;
  }
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  const error = (body as ApiErrorBody | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

/** A route's path with its {parameters} filled in, and optionally a query string. */
type Filled<P extends string> = P extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${Filled<Tail>}` : P;
type UrlOf<R> = R extends { path: infer P extends string } ? Filled<P> | `${Filled<P>}?${string}` : never;
/** Every URL the API serves. */
export type ApiUrl = UrlOf<ApiRoute>;
/** The route that serves `method url`. */
type RouteFor<U extends string, M extends Method> = ApiRoute extends infer R ? (R extends { method: M } ? (U extends UrlOf<R> ? R : never) : never) : never;
/** What `method url` answers. */
export type ApiReply<U extends string, M extends Method = 'GET'> = ReplyOf<RouteFor<U, M>>;

export interface ApiRequest<U extends string = ApiUrl, M extends Method = Method> {
  method?: M;
  body?: BodyIn<RouteFor<U, M>>;
  signal?: AbortSignal;
  /** The request's place in the queue; by default the spec's rule (admin requests and provider writes high, the rest normal). */
  priority?: Priority;
  /** Queue retries of a retryable failure (after 500 ms x 2^attempt); none by default. */
  retries?: number;
}

/** Admin calls' own breaker (spec: 3 failures, 60 s), so a failing console does not hold up the rest of the app. */
const adminBreaker = new CircuitBreaker({ ...ADMIN_BREAKER, isFailure: isRetryableError });

/** An admin call through the admin breaker; while it is open the call fails at once, saying why and when calls resume. */
async function adminCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await adminBreaker.run(call);
  } catch (error) {
    if (!(error instanceof CircuitOpenError)) throw error;
    throw new ApiError(503, 'paused', ADMIN.paused(ADMIN_BREAKER.failureThreshold, Math.max(1, Math.ceil(adminBreaker.retryInMs / 1000))));
  }
}

/** Calls `url` (one of the API's routes) and returns its JSON body; throws ApiError on a non-2xx answer or a network failure. */
export async function apiFetch<const U extends ApiUrl, M extends Method = 'GET'>(path: U, request: ApiRequest<U, M> = {}): Promise<ApiReply<U, M>> {
  const { method = 'GET', body, signal, priority, retries } = request;
  const credentials = await credentialsOrUnauthorized();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (credentials.token) headers.Authorization = `Bearer ${credentials.token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const call = () => send<ApiReply<U, M>>(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  const guarded = path.startsWith('/api/admin') ? () => adminCall(call) : call;
  return requestQueue.enqueue(guarded, { priority: priority ?? requestPriority({ method, path, role: credentials.role }), retries });
}

/** The signed-in user's id token and role; failing to read them is a 401. */
export async function credentialsOrUnauthorized(): Promise<Awaited<ReturnType<typeof idToken>>> {
  try {
    return await idToken();
  } catch (error) {
    console.warn('Could not read the id token', error);
    throw new ApiError(401, 'unauthorized', GENERIC.unauthorized);
  }
}

/** The ApiError of a non-2xx answer: its error body's, else the status's message. */
export function apiErrorOf(status: number, parsed: unknown): ApiError {
  if (isErrorBody(parsed)) return new ApiError(status, parsed.error.code, parsed.error.message, parsed.error.fields);
  return new ApiError(status, `http_${status}`, fallbackMessage(status));
}

/** One HTTP exchange: the JSON body of a 2xx answer, else an ApiError (an abort or timeout is rethrown as it is). */
async function send<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError')) throw error;
    throw new ApiError(0, 'network', GENERIC.serviceUnavailable);
  }

  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined; // a non-JSON body (a proxy's error page): the status decides the message below
  }
  if (!response.ok) {
    if (response.status >= 500) raiseClientError({ kind: 'api', error: new Error(`${init.method ?? 'GET'} ${path.split('?')[0]} answered ${response.status}`), api: { method: init.method ?? 'GET', path: path.split('?')[0], status: response.status } });
    throw apiErrorOf(response.status, parsed);
  }
  return parsed as T;
}
