// The journeys' one Chromium (the system's /usr/bin/chromium through playwright-core): launched as a server by the e2e
// project's globalSetup for the whole run, and reached from each journey file over a loopback WebSocket.
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

/** Chromium for the run, on loopback under a path of its own (launching it for each file cost about 1.6 CPU-seconds). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
    headless: true,
    host: '127.0.0.1',
  });
}
