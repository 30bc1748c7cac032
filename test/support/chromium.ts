// The journeys' one Chromium (the system's headless shell through playwright-core): launched as a server by the e2e
// project's globalSetup for the whole run, and reached from each journey file over a loopback WebSocket.
import { existsSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket endpoint of the run's Chromium (playwright's browser server), for `chromium.connect`. */
    browserEndpoint: string;
  }
}

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

/**
 * Chromium's headless shell (Debian's chromium-headless-shell: the same Chromium release built without the desktop
 * browser, what Playwright runs headless by default), else the full browser. The shell ran the journeys in 301
 * core-seconds against 482 for the full browser run headless (its browser and GPU processes most of the difference).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

/** Chromium for the run, on loopback under a path of its own (launching it for each file cost about 1.6 CPU-seconds). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
    headless: true,
    host: '127.0.0.1',
  });
}
