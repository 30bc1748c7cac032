// What a loopback listener of the local stack accepts: requests that name it by its own address (127.0.0.1 or
// localhost and its port) in the Host header, so a page on another site cannot reach it by rebinding its own name.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** True when the request's Host is 127.0.0.1:PORT or localhost:PORT (any case), the only names the stack uses. */
export function isOwnHost(req: IncomingMessage, port: number): boolean {
  const host = String(req.headers.host ?? '').toLowerCase();
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

/** The answer to a request that names another host (as Vite answers one it does not allow). */
export function refuseForeignHost(res: ServerResponse): void {
  res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Blocked request: this host is not allowed.');
}

/** Starts `server` on 127.0.0.1:PORT; `stop` ends its open connections and closes it. */
export async function listenOnLoopback(server: Server, port: number): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
