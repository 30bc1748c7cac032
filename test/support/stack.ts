// The embedded stack for test runs: started once by a project's globalSetup and reached from the workers, where
// domain modules can run in-process on the same table, mailbox and user pool.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { inject, vi } from 'vitest';
import type { TestProject } from 'vitest/node';
import { enforceGrants } from '../../infra/local/iam';
import { LOCAL } from '../../infra/local/settings';
import { functionEnvironment, startLocalStack } from '../../infra/local/stack';
import type { WebMode } from '../../infra/local/server';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    /** The API's own endpoint (execute-api's stand-in), which no CloudFront fronts. */
    apiEndpoint: string;
    /** The Cognito adapter's admin door: a loopback port apart from the app's, under a secret path drawn at each start. */
    cognitoAdminEndpoint: string;
    mailboxUrl: string;
    cognitoEndpoint: string;
    dynamoEndpoint: string;
    storageEndpoint: string;
  }
}

/** Start the stack for a project (DynamoDB in memory) and hand its endpoints to the workers. */
export async function provideStack(project: TestProject, web: WebMode): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), `pestpilot-${project.name}-`));
  // Admins need their second factor here, as on every deployed stage; the seeded admin is enrolled (SEEDED_ADMIN_TOTP_SECRET).
  const stack = await startLocalStack({ dataDir, persist: false, web, adminMfaRequired: true, seedAdminTotp: true });
  project.provide('appUrl', stack.appUrl);
  project.provide('apiEndpoint', stack.apiEndpoint);
  project.provide('cognitoAdminEndpoint', stack.cognitoAdminEndpoint);
  project.provide('mailboxUrl', stack.mailboxUrl);
  project.provide('cognitoEndpoint', stack.cognitoEndpoint);
  project.provide('dynamoEndpoint', stack.dynamoEndpoint);
  project.provide('storageEndpoint', stack.storageEndpoint);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * The worker's environment before any test file changed it (the API files share one worker and its module cache), kept
 * on the global object: a file that loads modules afresh (`freshModules`) loads this one again after others ran.
 */
const WORKER_ENVIRONMENT = Symbol.for('pestpilot.test.workerEnvironment');
const workerEnvironment = ((globalThis as Record<symbol, unknown>)[WORKER_ENVIRONMENT] ??= { ...process.env }) as NodeJS.ProcessEnv;

/**
 * Configure this worker's environment as the stack configures its functions, so that domain modules imported
 * afterwards (with `await import`) read and write the running stack. `extra` adds or overrides variables; what an
 * earlier file added is dropped. Their AWS calls are held to a function's role when made within infra/local/iam's
 * `invoke`, as the stack's own are.
 */
export function useStackEnvironment(extra: Record<string, string> = {}): void {
  enforceGrants();
  for (const key of Object.keys(process.env)) if (!(key in workerEnvironment)) delete process.env[key];
  Object.assign(
    process.env,
    workerEnvironment,
    functionEnvironment({
      appUrl: inject('appUrl'),
      cognitoAdminEndpoint: inject('cognitoAdminEndpoint'),
      dynamoEndpoint: inject('dynamoEndpoint'),
      mailboxUrl: inject('mailboxUrl'),
      storageEndpoint: inject('storageEndpoint'),
    }),
    extra,
  );
}

/**
 * Modules imported after this are loaded afresh: for a file that runs handlers in this process with an environment or
 * mocks of its own, since the API files share one module cache (a handler's clients and breakers would otherwise keep
 * an earlier file's model server, or an earlier file's breaker state).
 */
export function freshModules(): void {
  vi.resetModules();
}

/** A document client on the running stack's table, for arranging and inspecting items. */
export function stackTable(): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    endpoint: inject('dynamoEndpoint'),
    region: LOCAL.region,
    credentials: { accessKeyId: LOCAL.accessKeyId, secretAccessKey: LOCAL.secretAccessKey },
  });
  return DynamoDBDocumentClient.from(client);
}

/** The consultant's model calls since `from` (one metric record each; the api tests run one file at a time). */
export async function modelCallsSince(table: DynamoDBDocumentClient, from: string): Promise<number> {
  const res = await table.send(
    new QueryCommand({
      TableName: LOCAL.tableName,
      KeyConditionExpression: 'pk = :pk AND sk >= :from',
      ExpressionAttributeValues: { ':pk': `METRICS#${from.slice(0, 10)}`, ':from': from },
    }),
  );
  return (res.Items ?? []).filter((m) => m.endpoint === 'pest-consultant').length;
}

/** The admin audit records naming `target`, from this month's and last month's partitions. */
export async function auditFor(table: DynamoDBDocumentClient, target: string): Promise<Array<Record<string, unknown>>> {
  const now = new Date();
  const months = [now, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))].map((d) => `AUDIT#${d.toISOString().slice(0, 7)}`);
  const pages = await Promise.all(
    months.map((pk) => table.send(new QueryCommand({ TableName: LOCAL.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }))),
  );
  return pages.flatMap((res) => res.Items ?? []).filter((i) => (i.target as string[]).includes(target));
}
