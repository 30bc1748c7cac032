// Free loopback ports for the stand-ins, so tests and `npm start` never collide.
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Wait until `check` resolves true, polling every 50 ms, or fail after `timeoutMs`: long enough for a stand-in to start
 * on a 2-core machine that is also typechecking, linting and building (npm test runs them side by side).
 */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} did not start within ${timeoutMs} ms`);
}
