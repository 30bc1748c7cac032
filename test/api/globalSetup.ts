// Starts the embedded stack once for the API tests (DynamoDB in memory) and hands its URLs to the workers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../infra/local/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    mailboxUrl: string;
    cognitoEndpoint: string;
    dynamoEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pestpilot-api-'));
  const stack = await startLocalStack({ dataDir, persist: false, web: 'none' });
  project.provide('appUrl', stack.appUrl);
  project.provide('mailboxUrl', stack.mailboxUrl);
  project.provide('cognitoEndpoint', stack.cognitoEndpoint);
  project.provide('dynamoEndpoint', stack.dynamoEndpoint);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
