// Starts and stops the whole product on this machine: every stand-in on loopback, the gateway, the web, the seed.
import './quiet';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { DEFAULT_SITE_NAME, DEFAULT_SUPPORT_EMAIL, type RuntimeConfig } from '../../functions/contracts/config';
import { startCognito } from './cognito';
import { startCognitoAdmin } from './cognitoAdmin';
import { createCognitoAdapter } from './cognitoAdapter';
import { startDynamo } from './dynamo';
import { createGateway } from './gateway';
import { enforceGrants } from './iam';
import { startMail } from './mail';
import { freePort } from './ports';
import { startScheduler } from './scheduler';
import { seed } from './seed';
import { startApiEndpoint, startAppServer, type WebMode } from './server';
import { LOCAL, SEEDED_ADMIN_TOTP_SECRET, SEED_USERS } from './settings';
import { startStorage } from './storage';
import { TotpStore } from './totp';
import { startTriggers } from './triggers';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface LocalStackOptions {
  /** Where the stand-ins keep their data. */
  dataDir: string;
  /** Keep DynamoDB on disk (npm start) or in memory (tests). */
  persist: boolean;
  web: WebMode;
  port?: number;
  mailPort?: number;
  /** Run the catalogue's scheduled functions (npm start); tests call them directly instead. */
  schedules?: boolean;
  /** Extra environment for the functions (e.g. OPENAI_BASE_URL in tests). */
  env?: Record<string, string>;
  /**
   * Admins need a second factor (TOTP) before the console opens: on in the test stacks (which enrol the seeded admin
   * with SEEDED_ADMIN_TOTP_SECRET), off for `npm start` unless ADMIN_MFA_REQUIRED=true. TOTP works either way.
   */
  adminMfaRequired?: boolean;
  /** Enrol the seeded admin with SEEDED_ADMIN_TOTP_SECRET when admins need a second factor (the test stacks). */
  seedAdminTotp?: boolean;
}

export interface LocalStack extends StackEndpoints {
  /** The API's own endpoint, as execute-api's: no CloudFront in front, so its requests lack the origin secret. */
  apiEndpoint: string;
  cognitoEndpoint: string;
  dynamoCalls: () => number;
  seeded: boolean;
  stop: () => Promise<void>;
}

export interface StackEndpoints {
  appUrl: string;
  /** The Cognito adapter's admin door (cognitoAdmin.ts): a loopback port and a per-start secret path, for the functions and tests. */
  cognitoAdminEndpoint: string;
  dynamoEndpoint: string;
  mailboxUrl: string;
  storageEndpoint: string;
}

/**
 * The functions' environment on the local stack: what the CDK gives them on AWS, with the SDKs pointed at the
 * stand-ins. The gateway's in-process handlers get it, and so do tests that call domain modules directly.
 */
export function functionEnvironment(endpoints: StackEndpoints): Record<string, string> {
  return {
    AWS_REGION: LOCAL.region,
    AWS_ACCESS_KEY_ID: LOCAL.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL.secretAccessKey,
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamoEndpoint,
    AWS_ENDPOINT_URL_SESV2: endpoints.mailboxUrl,
    AWS_ENDPOINT_URL_S3: endpoints.storageEndpoint,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoints.cognitoAdminEndpoint,
    TABLE_NAME: LOCAL.tableName,
    USER_POOL_ID: LOCAL.userPoolId,
    USER_POOL_CLIENT_ID: LOCAL.userPoolClientId,
    ASSETS_BUCKET: LOCAL.assetsBucket,
    FROM_EMAIL: LOCAL.fromEmail,
    SUPPORT_EMAIL: process.env.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
    SITE_NAME: process.env.SITE_NAME ?? DEFAULT_SITE_NAME,
    SITE_URL: endpoints.appUrl,
  };
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  mkdirSync(options.dataDir, { recursive: true });
  const [appPort, mailPort, dynamoPort, s3Port, cognitoPort, cognitoAdminPort, triggersPort, apiPort] = await Promise.all([
    options.port ?? freePort(),
    options.mailPort ?? freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const appUrl = `http://127.0.0.1:${appPort}`;
  const siteName = process.env.SITE_NAME ?? DEFAULT_SITE_NAME;
  const supportEmail = process.env.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL;

  // Credentials and region first: without them the SDK would probe for instance metadata, which hangs offline.
  Object.assign(process.env, {
    AWS_REGION: LOCAL.region,
    AWS_ACCESS_KEY_ID: LOCAL.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL.secretAccessKey,
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
  });
  const stops: Array<() => Promise<void>> = [];
  try {
    // The pool's token triggers, which cognito-local invokes while it signs a user in (their AWS calls go to the stand-ins).
    const triggers = await startTriggers(triggersPort, join(ROOT, 'functions'));
    stops.push(triggers.stop);
    const [dynamo, mail, storage, cognito] = await Promise.all([
      startDynamo(dynamoPort, options.persist ? join(options.dataDir, 'dynamodb') : undefined),
      startMail(mailPort),
      startStorage(s3Port, join(options.dataDir, 's3')),
      startCognito(cognitoPort, options.dataDir, triggers.endpoint),
    ]);
    // Stopped in reverse: the app first, DynamoDB last, then the triggers.
    stops.unshift(cognito.stop, storage.stop, mail.stop, dynamo.stop);

    const jwks = (await (await fetch(`${cognito.issuer}/.well-known/jwks.json`)).json()) as { keys: unknown[] };
    const totp = new TotpStore(join(options.dataDir, 'cognito-totp.json'));
    const adminMfaRequired = options.adminMfaRequired ?? process.env.ADMIN_MFA_REQUIRED === 'true';
    const cognitoAdapter = createCognitoAdapter({
      cognitoEndpoint: cognito.endpoint,
      mailEndpoint: mail.endpoint,
      siteUrl: appUrl,
      siteName,
      codesFile: join(options.dataDir, 'cognito-codes.json'),
      sessionsFile: join(options.dataDir, 'cognito-sessions.json'),
      issuer: cognito.issuer,
      jwks,
      totp,
      onConfirmed: async (userName, userAttributes) => {
        const { handler } = await import('../../functions/auth-triggers/post-confirmation');
        await handler({ triggerSource: 'PostConfirmation_ConfirmSignUp', userName, request: { userAttributes } } as PostConfirmationTriggerEvent);
      },
    });
    const cognitoAdmin = await startCognitoAdmin(cognitoAdminPort, cognitoAdapter);
    stops.unshift(cognitoAdmin.stop);

    // The functions run in this process, configured exactly as the CDK configures them on AWS, and held to their roles.
    enforceGrants();
    const endpoints = { appUrl, cognitoAdminEndpoint: cognitoAdmin.endpoint, dynamoEndpoint: dynamo.endpoint, mailboxUrl: mail.endpoint, storageEndpoint: storage.endpoint };
    Object.assign(process.env, functionEnvironment(endpoints), { ADMIN_MFA_REQUIRED: String(adminMfaRequired) }, options.env);

    // A streaming function verifies the JWT itself (lib/idToken): locally against the stand-in's issuer and keys.
    Object.assign(process.env, { LOCAL_JWT_ISSUER: cognito.issuer, LOCAL_JWKS: JSON.stringify(jwks) });
    const config: RuntimeConfig = {
      siteName,
      supportEmail,
      ...(process.env.SUPPORT_PHONE?.trim() ? { supportPhone: process.env.SUPPORT_PHONE.trim() } : {}),
      region: LOCAL.region,
      userPoolId: LOCAL.userPoolId,
      userPoolClientId: LOCAL.userPoolClientId,
      userPoolEndpoint: `${appUrl}${LOCAL.cognitoPath}`,
      authFlowType: 'USER_PASSWORD_AUTH',
      adminMfaRequired,
      ...(process.env.GOOGLE_MAPS_API_KEY ? { googleMapsApiKey: process.env.GOOGLE_MAPS_API_KEY } : {}),
      ...(process.env.GOOGLE_MAPS_MAP_ID ? { googleMapsMapId: process.env.GOOGLE_MAPS_MAP_ID } : {}),
    };
    // The secret the local CloudFront adds to each API request and the gateway's stage checks, drawn at each start.
    const originSecret = randomBytes(32).toString('hex');
    const gateway = createGateway({ issuer: cognito.issuer, clientId: LOCAL.userPoolClientId, jwks, functionsDir: join(ROOT, 'functions'), originSecret });
    const app = await startAppServer({
      port: appPort,
      web: options.web,
      webRoot: join(ROOT, 'web', 'dist'),
      config,
      assets: { endpoint: storage.endpoint, bucket: LOCAL.assetsBucket },
      gateway,
      cognito: cognitoAdapter,
      originSecret,
    });
    stops.unshift(app.stop);
    const apiEndpoint = await startApiEndpoint(apiPort, gateway);
    stops.unshift(apiEndpoint.stop);

    const admin = new CognitoIdentityProviderClient({ endpoint: cognito.endpoint, region: LOCAL.region });
    const seeded = await seed(admin);
    if (adminMfaRequired && options.seedAdminTotp) {
      const seededAdmin = await admin.send(new AdminGetUserCommand({ UserPoolId: LOCAL.userPoolId, Username: SEED_USERS.admin.email }));
      const username = seededAdmin.Username ?? '';
      if (!totp.verified(username)) totp.enrol(username, SEEDED_ADMIN_TOTP_SECRET);
    }
    admin.destroy();
    if (options.schedules) {
      const stopScheduler = startScheduler(join(ROOT, 'functions'));
      stops.unshift(async () => stopScheduler());
    }

    return {
      ...endpoints,
      apiEndpoint: apiEndpoint.url,
      cognitoEndpoint: cognito.endpoint,
      dynamoCalls: dynamo.calls,
      seeded,
      stop: async () => {
        for (const stop of stops) await stop().catch((error) => console.error('[stop]', error));
      },
    };
  } catch (error) {
    for (const stop of stops) await stop().catch(() => undefined);
    throw error;
  }
}
