// A small JSON client for the API tests: method, path, optional bearer token and body; returns status and parsed body.
// A streamed route (a function URL behind CloudFront on AWS) takes the token in its own header, as the web sends it.
import { STREAMED_ROUTE } from '../../functions/contracts/api';
import { allRoutes } from '../../functions/catalog';

const STREAMED_PATHS = new Set(allRoutes().filter((r) => r.streams).map((r) => r.path));

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = any>(
  appUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; raw?: string } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers[STREAMED_PATHS.has(path) ? STREAMED_ROUTE.tokenHeader : 'authorization'] = `Bearer ${options.token}`;
  if (options.body !== undefined || options.raw !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetch(`${appUrl}${path}`, {
    method,
    headers,
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await res.text();
  let body: any;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: res.status, body, headers: res.headers };
}
