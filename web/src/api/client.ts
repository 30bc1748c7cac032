// The API's fetch wrapper: sends the id token as a Bearer token and turns `{ error: { code, message, fields } }` into an ApiError.
import type { ApiErrorBody } from '@contracts/api';
import { GENERIC } from '@contracts/messages';
import { idToken } from '../app/session';

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

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls `path` (one of API's paths) and returns its JSON body; throws ApiError on a non-2xx answer or a network failure. */
export async function apiFetch<T>(path: string, { method = 'GET', body, signal }: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let token: string | undefined;
  try {
    token = await idToken();
  } catch (error) {
    console.warn('Could not read the id token', error);
    throw new ApiError(401, 'unauthorized', GENERIC.unauthorized);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
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
    if (isErrorBody(parsed)) {
      throw new ApiError(response.status, parsed.error.code, parsed.error.message, parsed.error.fields);
    }
    throw new ApiError(response.status, `http_${response.status}`, fallbackMessage(response.status));
  }
  return parsed as T;
}
