// Public requests through the local gateway from a client address of the test's choosing (any of 127.0.0.0/8, which
// the loopback serves): the gateway sees the connection's address as API Gateway sees the caller's, so per-address
// budgets and what all addresses share together can be tested with real requests.
import { request } from 'node:http';
import type { ApiResponse } from './http';

/** Fresh loopback addresses, one for each client a test needs (up to 250, in a random 127.x.y.0/24, never 127.0.0.1). */
export function loopbackClients(count: number): string[] {
  if (count > 250) throw new Error('At most 250 clients from one block of addresses');
  const [x, y] = [1 + Math.floor(Math.random() * 254), Math.floor(Math.random() * 256)];
  return Array.from({ length: count }, (_, i) => `127.${x}.${y}.${i + 1}`);
}

/** One JSON request to the app from `address`; status and parsed body. */
export function callFrom<T = any>(appUrl: string, address: string, method: string, path: string, body?: unknown): Promise<ApiResponse<T>> {
  const url = new URL(path, appUrl);
  const raw = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method, localAddress: address, headers: raw === undefined ? {} : { 'content-type': 'application/json' }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const headers = new Headers(Object.entries(res.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : v] as [string, string]])));
          const json = headers.get('content-type')?.includes('json') && text;
          resolve({ status: res.statusCode ?? 0, body: (json ? JSON.parse(text) : text || null) as T, headers });
        });
      },
    );
    req.on('error', reject);
    req.end(raw);
  });
}
