// Starts the embedded stack serving the built app (npm test builds it first) for the browser journeys.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, startLocalStack } from '../../infra/local/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    mailboxUrl: string;
    cognitoEndpoint: string;
    dynamoEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(ROOT, 'web', 'dist', 'index.html'))) throw new Error('Build the web app first (npm run build)');
  const dataDir = mkdtempSync(join(tmpdir(), 'pestpilot-e2e-'));
  const stack = await startLocalStack({ dataDir, persist: false, web: 'built' });
  project.provide('appUrl', stack.appUrl);
  project.provide('mailboxUrl', stack.mailboxUrl);
  project.provide('cognitoEndpoint', stack.cognitoEndpoint);
  project.provide('dynamoEndpoint', stack.dynamoEndpoint);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
