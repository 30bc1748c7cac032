// The AWS stack: one Lambda per catalogue entry, the authorizer on every non-public route, nothing billed at zero
// traffic, no dependency cycle, and cdk-nag's AWS Solutions rules clean with a reason for every acknowledgement.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG, allRoutes, assetsPrefixes } from '../../functions/catalog';
import { ACCOUNT_EXPORT } from '../../functions/contracts/account';
import { pendingPhotoKey, photoKey } from '../../functions/contracts/chatPhotoBasics';
import { PUBLIC_ASSET_CSP } from '../../functions/contracts/siteSettings';
import { API } from '../../functions/contracts/api';
import { CASE_STUDY_CACHE } from '../../functions/contracts/caseStudy';
import { CARRIED_NOT_SENT, COMMAND_PERMISSIONS, isCommand, resourceOf, type Action, type ResourceKind } from '../../infra/permissions';
import { FUNCTION_TAG, TRIGGER_TAG, nodeFunction } from '../../infra/aws/lambda';
import { bundleOptions, functionEntry } from '../../infra/bundle';
import { PARAMETERS_EXTENSION_PATH } from '../../functions/lib/platform/secrets';
import { GOOGLE_MAPS_HOSTS } from '../../functions/contracts/contentOrigins';
import { MAP_PAGE, PERMISSIONS_POLICY, pageHeaders } from '../../infra/securityHeaders';
import { GATEWAY_STAGE_THROTTLE, GATEWAY_WRITE_THROTTLE, gatewayThrottle } from '../../functions/lib/platform/limits';
import { PestPilotStack } from '../../infra/aws/stack';
import { stageSettings, WAF_RATE_LIMIT_MINIMUM } from '../../infra/aws/settings';
import { ORIGIN_SECRET_HEADER, ORIGIN_SECRET_STAGE_VARIABLE } from '../../functions/lib/platform/http';
import { GENERIC } from '../../functions/contracts/messages';
import { buildDir } from './builds';

type Resource = { Type: string; Properties?: Record<string, any>; DependsOn?: string | string[]; DeletionPolicy?: string };

const scratch: string[] = [];
const scratchDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
};
afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A built web folder, so both site deployments (hashed assets, shell) are exercised. */
function webDist(): string {
  const dir = scratchDir('pestpilot-web-');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>PestPilot</title>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

/**
 * The stack from `context`, its functions not bundled: their code is the infra project's one build
 * (test/infra/globalSetup.ts); that the CDK's bundling is that build is proven on its own below.
 */
function synth(context: Record<string, unknown>) {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], webDist: webDist(), ...context }, outdir: scratchDir('pestpilot-cdk-') });
  const stack = new PestPilotStack(app, 'PestPilot');
  const template = Template.fromStack(stack);
  return { app, stack, template, resources: template.toJSON().Resources as Record<string, Resource> };
}

/** A response headers policy of the site (by its construct id: SecurityHeaders, MapPageHeaders): its CSP directives by name, and its other headers. */
function securityHeaders(resources: Record<string, Resource>, id = 'SecurityHeaders') {
  const found = ofType(resources, 'AWS::CloudFront::ResponseHeadersPolicy').filter(([logicalId]) => logicalId.startsWith(`Web${id}`));
  expect(found).toHaveLength(1);
  const [[logicalId, policy]] = found;
  const config = policy!.Properties!.ResponseHeadersPolicyConfig;
  const csp = config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;
  // The stack's region is a token: the policy is an Fn::Join of text and references.
  const parts: unknown[] = typeof csp === 'string' ? [csp] : csp['Fn::Join'][1];
  const text = parts.map((part) => (typeof part === 'string' ? part : '<reference>')).join('');
  const directives = new Map(text.split(';').map((d: string) => d.trim().split(/\s+/)).map(([name, ...values]: string[]) => [name!, values]));
  return { logicalId, text, directives, config };
}

/** The assets bucket's own host, where the chat's photos go up and are read from, as the policies write it (tokens as '<reference>'). */
const PHOTO_ORIGIN = 'https://<reference>.s3.<reference>.amazonaws.com';

/** The headers a CloudFront response headers policy sends, named and written as the local server writes them. */
function headersSent(config: Record<string, any>, text: string): Record<string, string> {
  const security = config.SecurityHeadersConfig;
  const hsts = security.StrictTransportSecurity;
  return {
    'content-security-policy': text,
    'strict-transport-security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}`,
    'x-frame-options': security.FrameOptions.FrameOption,
    'x-content-type-options': 'nosniff',
    'referrer-policy': security.ReferrerPolicy.ReferrerPolicy,
    'x-xss-protection': security.XSSProtection.Protection ? '1' : '0',
    ...Object.fromEntries(config.CustomHeadersConfig.Items.map((h: { Header: string; Value: string }) => [h.Header.toLowerCase(), h.Value])),
  };
}

/** A function's built code: each .mjs file (index.mjs and its chunks) by its path in the folder. */
function builtFiles(dir: string): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mjs'));
  return Object.fromEntries(files.sort().map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
}

/** Each built file's SHA-256, by its path: what two builds are compared by. */
const digests = (dir: string) => Object.fromEntries(Object.entries(builtFiles(dir)).map(([file, code]) => [file, createHash('sha256').update(code).digest('hex')]));

/**
 * The AWS SDK commands a built bundle holds, by class name: each client's command classes are written
 * `class extends Command(schema, ..., "Operation", ...){}` (the operation's name survives minification).
 */
function sdkCommandsIn(code: string): Set<string> {
  return new Set([...code.matchAll(/class extends [\w$]+\([\w$]+,[\w$]+,"(\w+)",[\w$]+\)\{\}/g)].map((m) => `${m[1]}Command`));
}

/** The routes the HTTP API serves: all but the streamed ones (function URLs behind CloudFront). */
const httpRoutes = () => allRoutes().filter((r) => !r.streams);

/** The distribution's domain name as the template refers to it (a placeholder for its GetAtt). */
const distributionDomain = (built: ReturnType<typeof synth>) => `<${ofType(built.resources, 'AWS::CloudFront::Distribution')[0]![0]}.DomainName>`;

/**
 * The CORS rule the custom resource puts on the assets bucket (its call on update, and on create the same), with each
 * CloudFormation reference written as a placeholder; the bucket itself has none of its own.
 */
function photoUploadCors(built: ReturnType<typeof synth>) {
  const [[assetsId, assets]] = ofType(built.resources, 'AWS::S3::Bucket').filter(([id]) => id.includes('AssetsBucket'));
  expect(assets!.Properties!.CorsConfiguration).toBeUndefined();
  const [[, resource]] = ofType(built.resources, 'Custom::AWS').filter(([id]) => id.includes('PhotoUploadCors'));
  const text = (value: unknown): string =>
    typeof value === 'string' ? value : (value as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : `<${[(part as any).Ref ?? (part as any)['Fn::GetAtt']].flat().join('.')}>`)).join('');
  const [create, update] = [text(resource!.Properties!.Create), text(resource!.Properties!.Update)];
  expect(create).toBe(update);
  const call = JSON.parse(update);
  expect(call).toMatchObject({ service: 'S3', action: 'putBucketCors', parameters: { Bucket: `<${assetsId}>` } });
  expect(call.parameters.CORSConfiguration.CORSRules).toHaveLength(1);
  return call.parameters.CORSConfiguration.CORSRules[0];
}

const ofType = (resources: Record<string, Resource>, type: string) =>
  Object.entries(resources).filter(([, r]) => r.Type === type);
const tag = (r: Resource, key: string): string | undefined =>
  (r.Properties?.Tags as Array<{ Key: string; Value: string }> | undefined)?.find((t) => t.Key === key)?.Value;

/** Logical ids a resource references through Ref, Fn::GetAtt, Fn::Sub or DependsOn. */
function references(resource: Resource, known: Record<string, Resource>): Set<string> {
  const found = new Set<string>([resource.DependsOn ?? []].flat());
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'Ref' && typeof value === 'string') found.add(value);
      else if (key === 'Fn::GetAtt') found.add(Array.isArray(value) ? value[0] : String(value).split('.')[0]!);
      else if (key === 'Fn::Sub') {
        const text = Array.isArray(value) ? value[0] : value;
        for (const m of String(text).matchAll(/\$\{([^}.!]+)/g)) found.add(m[1]!);
        walk(value);
      } else walk(value);
    }
  };
  walk(resource.Properties ?? {});
  return new Set([...found].filter((id) => id in known));
}

function dependencyClosure(start: string, resources: Record<string, Resource>): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    references(resources[id]!, resources).forEach(visit);
  };
  visit(start);
  return seen;
}

function findCycle(resources: Record<string, Resource>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const visit = (id: string, path: string[]): string[] | undefined => {
    if (state.get(id) === 'open') return [...path, id];
    if (state.get(id) === 'done') return undefined;
    state.set(id, 'open');
    for (const next of references(resources[id]!, resources)) {
      const cycle = visit(next, [...path, id]);
      if (cycle) return cycle;
    }
    state.set(id, 'done');
    return undefined;
  };
  for (const id of Object.keys(resources)) {
    const cycle = visit(id, []);
    if (cycle) return cycle;
  }
  return undefined;
}

describe("the CDK's bundling of a function", () => {
  it("is infra/bundle's build of the function's own entry, also for functions that share a folder (the auth triggers)", async () => {
    const app = new App({ outdir: scratchDir('pestpilot-cdk-') });
    const stack = new Stack(app, 'Bundling');
    const entries = [functionEntry('health'), 'functions/auth-triggers/custom-message.ts', 'functions/auth-triggers/post-confirmation.ts'];
    entries.forEach((entry, n) =>
      nodeFunction(stack, `Function${n}`, { entry, description: entry, memoryMb: 128, timeoutSeconds: 3, environment: {}, tag: { key: FUNCTION_TAG, value: entry } }),
    );
    const functions = ofType(Template.fromStack(stack).toJSON().Resources as Record<string, Resource>, 'AWS::Lambda::Function');
    for (const entry of entries) {
      const [, fn] = functions.find(([, r]) => tag(r, FUNCTION_TAG) === entry)!;
      const asset = join(app.outdir, `asset.${String(fn.Properties!.Code.S3Key).replace(/\.zip$/, '')}`);
      // The catalogue's functions: the project's one build; a trigger: built here as infra/bundle.ts builds it.
      const inCatalogue = entry === functionEntry('health');
      const own = inCatalogue ? buildDir('health') : scratchDir('pestpilot-trigger-');
      if (!inCatalogue) await build(bundleOptions(entry, own));
      expect(digests(asset), entry).toEqual(digests(own));
    }
  });
});

describe('the AWS stack (defaults)', () => {
  let built: ReturnType<typeof synth>;
  beforeAll(() => {
    built = synth({});
  });

  it('has one Lambda per catalogue entry, sized and configured from the entry', () => {
    const functions = ofType(built.resources, 'AWS::Lambda::Function').filter(([, r]) => tag(r, FUNCTION_TAG));
    expect(functions.map(([, r]) => tag(r, FUNCTION_TAG)).sort()).toEqual(CATALOG.map((e) => e.name).sort());
    for (const entry of CATALOG) {
      const [, fn] = functions.find(([, r]) => tag(r, FUNCTION_TAG) === entry.name)!;
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: entry.memoryMb,
        Timeout: entry.timeoutSeconds,
        LoggingConfig: { LogGroup: expect.anything() },
      });
      expect(Object.keys(fn.Properties!.Environment.Variables).sort()).toEqual(
        ['ADMIN_MFA_REQUIRED', 'ASSETS_BUCKET', 'FROM_EMAIL', 'PESTPILOT_FUNCTION', 'SES_CONFIGURATION_SET', 'SITE_NAME', 'SUPPORT_EMAIL', 'TABLE_NAME', 'USER_POOL_CLIENT_ID', 'USER_POOL_ID'],
      );
      expect(fn.Properties!.Environment.Variables.PESTPILOT_FUNCTION).toBe(entry.name);
    }
  });

  it('has the custom-message trigger, with the site URL read at run time, and the post-confirmation and pre-token-generation triggers', () => {
    const triggers = ofType(built.resources, 'AWS::Lambda::Function').filter(([, r]) => tag(r, TRIGGER_TAG));
    expect(triggers.map(([, r]) => tag(r, TRIGGER_TAG)).sort()).toEqual(['custom-message', 'post-confirmation', 'pre-token-generation']);
    const [, trigger] = triggers.find(([, r]) => tag(r, TRIGGER_TAG) === 'custom-message')!;
    const environment = trigger.Properties!.Environment.Variables;
    expect(environment).toMatchObject({ SITE_NAME: 'PestPilot', SITE_URL_PARAMETER: '/PestPilot/site-url' });
    expect(environment.SITE_URL).toBeUndefined();
    built.template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: Match.objectEquals({ CustomMessage: Match.anyValue(), PostConfirmation: Match.anyValue(), PreTokenGeneration: Match.anyValue() }),
    });
  });

  it("lets the pre-token-generation trigger alone of the triggers read the pool's users (AdminGetUser on the pool, nothing else)", () => {
    const [[poolId]] = ofType(built.resources, 'AWS::Cognito::UserPool');
    const triggers = ofType(built.resources, 'AWS::Lambda::Function').filter(([, r]) => tag(r, TRIGGER_TAG));
    const statementsOf = (name: string) => {
      const [, fn] = triggers.find(([, r]) => tag(r, TRIGGER_TAG) === name)!;
      const roleId = fn.Properties!.Role['Fn::GetAtt'][0];
      return ofType(built.resources, 'AWS::IAM::Policy')
        .filter(([, p]) => p.Properties!.Roles.some((r: { Ref: string }) => r.Ref === roleId))
        .flatMap(([, p]) => p.Properties!.PolicyDocument.Statement as any[]);
    };
    expect(statementsOf('pre-token-generation')).toEqual([
      expect.objectContaining({ Effect: 'Allow', Action: 'cognito-idp:AdminGetUser', Resource: { 'Fn::GetAtt': [poolId, 'Arn'] } }),
    ]);
    for (const other of ['custom-message', 'post-confirmation']) expect(JSON.stringify(statementsOf(other))).not.toContain('cognito-idp');
  });

  it('every other function is a CDK helper (site deployment), not product code', () => {
    const helpers = ofType(built.resources, 'AWS::Lambda::Function').filter(([, r]) => !tag(r, FUNCTION_TAG) && !tag(r, TRIGGER_TAG));
    // The site deployment's handler, and the AWS call that sets the assets bucket's CORS rule (infra/aws/web.ts).
    expect(helpers.map(([id]) => id).sort()).toEqual([expect.stringMatching(/^AWS679f53fac002430cb0da5b7982bd2287/), expect.stringMatching(/^CustomCDKBucketDeployment/)]);
  });

  it('puts the JWT authorizer on every non-public route and none on public ones; no other route exists', () => {
    const routes = ofType(built.resources, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties!);
    const [[authorizerId]] = ofType(built.resources, 'AWS::ApiGatewayV2::Authorizer');
    expect(routes).toHaveLength(httpRoutes().length);
    for (const route of httpRoutes()) {
      const found = routes.find((r) => r.RouteKey === `${route.method} ${route.path}`);
      expect(found, `${route.method} ${route.path}`).toBeDefined();
      if (route.access === 'public') {
        expect(found!.AuthorizationType).toBe('NONE');
        expect(found!.AuthorizerId).toBeUndefined();
      } else {
        expect(found!.AuthorizationType).toBe('JWT');
        expect(found!.AuthorizerId).toEqual({ Ref: authorizerId });
      }
    }
  });

  it('throttles the stage, and every write route on its own, after its route exists', () => {
    const [[stageId, stage]] = ofType(built.resources, 'AWS::ApiGatewayV2::Stage');
    expect(stage.Properties!.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: GATEWAY_STAGE_THROTTLE.rateLimit, ThrottlingBurstLimit: GATEWAY_STAGE_THROTTLE.burstLimit });
    const settings = stage.Properties!.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    const writes = httpRoutes().filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
    expect(Object.keys(settings).sort()).toEqual([...writes].sort());
    for (const key of writes) {
      const throttle = gatewayThrottle(key)!;
      expect(settings[key]).toEqual({ ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit });
      expect(throttle.rateLimit).toBeLessThanOrEqual(GATEWAY_WRITE_THROTTLE.rateLimit);
    }
    const routeIds = ofType(built.resources, 'AWS::ApiGatewayV2::Route')
      .filter(([, r]) => writes.includes(r.Properties!.RouteKey))
      .map(([id]) => id);
    expect([built.resources[stageId]!.DependsOn ?? []].flat()).toEqual(expect.arrayContaining(routeIds));
  });

  it("verifies tokens of the pool's web client", () => {
    const [[poolId]] = ofType(built.resources, 'AWS::Cognito::UserPool');
    const [[clientId]] = ofType(built.resources, 'AWS::Cognito::UserPoolClient');
    built.template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: clientId }],
        Issuer: { 'Fn::Join': ['', ['https://cognito-idp.', { Ref: 'AWS::Region' }, '.amazonaws.com/', { Ref: poolId }]] },
      },
    });
  });

  it('costs nothing at zero traffic: no NAT or VPC, no provisioned capacity or concurrency', () => {
    built.template.resourceCountIs('AWS::EC2::NatGateway', 0);
    built.template.resourceCountIs('AWS::EC2::VPC', 0);
    built.template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    built.template.resourceCountIs('AWS::Lambda::Alias', 0);
    built.template.resourceCountIs('AWS::SecretsManager::Secret', 0);
    for (const [, fn] of ofType(built.resources, 'AWS::Lambda::Function')) {
      expect(fn.Properties!.ProvisionedConcurrencyConfig).toBeUndefined();
    }
    built.template.hasResourceProperties('AWS::DynamoDB::Table', { BillingMode: 'PAY_PER_REQUEST' });
    built.template.hasResourceProperties('AWS::DynamoDB::Table', { ProvisionedThroughput: Match.absent() });
  });

  it('keeps the table: on demand, GSIs with all attributes, TTL, point-in-time recovery, retained', () => {
    built.template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: {
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        GlobalSecondaryIndexes: [
          Match.objectLike({ IndexName: 'gsi1', Projection: { ProjectionType: 'ALL' } }),
          Match.objectLike({ IndexName: 'gsi2', Projection: { ProjectionType: 'ALL' } }),
        ],
      },
    });
  });

  it('keeps every bucket private, encrypted and TLS-only', () => {
    const buckets = ofType(built.resources, 'AWS::S3::Bucket');
    expect(buckets).toHaveLength(3);
    for (const [, bucket] of buckets) {
      expect(bucket.Properties).toMatchObject({
        PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
        BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      });
    }
    const policies = ofType(built.resources, 'AWS::S3::BucketPolicy');
    expect(policies).toHaveLength(3);
    for (const [, policy] of policies) {
      expect(policy.Properties!.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });

  it('removes data exports (and their unfinished uploads) and chat photos never sent from the assets bucket after a day, and nothing else', () => {
    const [[, assets]] = ofType(built.resources, 'AWS::S3::Bucket').filter(([id]) => id.includes('AssetsBucket'));
    expect(assets!.Properties!.LifecycleConfiguration).toEqual({
      Rules: [
        {
          Id: 'AccountExports',
          Prefix: ACCOUNT_EXPORT.prefix,
          Status: 'Enabled',
          ExpirationInDays: 1,
          AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
        },
        { Id: 'UnsentChatPhotos', Prefix: 'chat-photos/pending/', Status: 'Enabled', ExpirationInDays: 1 },
      ],
    });
    expect(ACCOUNT_EXPORT.prefix).not.toMatch(/^public\//);
    // The kept photos are under no expiring prefix: a user's own prefix never starts with the pending one.
    const [sub, photoId] = ['0f8e1c2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b', '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'];
    expect(photoKey(sub, photoId)).not.toMatch(/^chat-photos\/pending\//);
    expect(pendingPhotoKey(sub, photoId)).toMatch(/^chat-photos\/pending\//);
  });

  it("lets the site's own origin alone POST a chat photo to the assets bucket, and nothing else (CORS, set once the distribution exists)", () => {
    expect(photoUploadCors(built)).toEqual({ AllowedMethods: ['POST'], AllowedOrigins: [`https://${distributionDomain(built)}`], AllowedHeaders: ['*'], MaxAgeSeconds: 3000 });
  });

  it('signs in by e-mail with the spec password policy, groups admin and provider, and a secretless SRP client', () => {
    built.template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Policies: { PasswordPolicy: { MinimumLength: 8, RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: false } },
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'name', Mutable: true }),
        Match.objectLike({ Name: 'privacy_consent_at', AttributeDataType: 'String', Mutable: true }),
      ]),
      EmailConfiguration: { EmailSendingAccount: 'DEVELOPER', From: 'PestPilot <no-reply@pestpilot.example>' },
    });
    const groups = ofType(built.resources, 'AWS::Cognito::UserPoolGroup').map(([, g]) => g.Properties!.GroupName);
    expect(groups.sort()).toEqual(['admin', 'provider']);
    built.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
      ExplicitAuthFlows: Match.arrayEquals(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      AllowedOAuthFlowsUserPoolClient: false,
    });
  });

  it('offers a second factor by authenticator app (TOTP) to whoever enrols, and none by SMS', () => {
    built.template.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: Match.arrayEquals(['SOFTWARE_TOKEN_MFA']),
      SmsConfiguration: Match.absent(),
    });
  });

  it("gives each function's role exactly the actions of the AWS SDK commands in its built code, each on its narrowest resource", () => {
    const [[tableId]] = ofType(built.resources, 'AWS::DynamoDB::Table');
    const [[poolId]] = ofType(built.resources, 'AWS::Cognito::UserPool');
    const [[bucketId]] = ofType(built.resources, 'AWS::S3::Bucket').filter(([id]) => id.includes('AssetsBucket'));
    const tableArn = { 'Fn::GetAtt': [tableId, 'Arn'] };
    const bucketArn = { 'Fn::GetAtt': [bucketId, 'Arn'] };
    const policies = ofType(built.resources, 'AWS::IAM::Policy');
    const functions = ofType(built.resources, 'AWS::Lambda::Function').filter(([, r]) => tag(r, FUNCTION_TAG));
    for (const entry of CATALOG) {
      const [, fn] = functions.find(([, r]) => tag(r, FUNCTION_TAG) === entry.name)!;
      // The code CloudFormation deploys: the function's build (index.mjs and its chunks), which is the CDK's (below).
      const code = Object.values(builtFiles(buildDir(entry.name))).join('\n');
      const inBundle = sdkCommandsIn(code);
      const unknown = [...inBundle].filter((c) => !isCommand(c) && !(c in CARRIED_NOT_SENT));
      expect(unknown, `${entry.name}: commands missing from infra/permissions.ts`).toEqual([]);
      const needed = new Set([...inBundle].filter(isCommand).map((c) => COMMAND_PERMISSIONS[c].action));
      // A presigned POST it signs is S3's PutObject under the function's role.
      if (entry.presignsUploads) needed.add('s3:PutObject');

      const roleId = fn.Properties!.Role['Fn::GetAtt'][0];
      const granted = policies
        .filter(([, p]) => p.Properties!.Roles.some((r: { Ref: string }) => r.Ref === roleId))
        .flatMap(([, p]) => p.Properties!.PolicyDocument.Statement as any[]);
      // What Lambda itself does with the role: a scheduled run's failed event sent to its dead-letter queue.
      const lambdaSends = granted.filter((st) => [st.Action].flat().every((a: string) => a.startsWith('sqs:')));
      if (entry.schedule) {
        expect(lambdaSends, `${entry.name}: its dead-letter queue`).toHaveLength(1);
        const [[queueId]] = ofType(built.resources, 'AWS::SQS::Queue').filter(([id]) => id.includes('DataDeletionProcessorFailures'));
        expect(lambdaSends[0].Resource).toEqual({ 'Fn::GetAtt': [queueId, 'Arn'] });
        expect([lambdaSends[0].Action].flat()).toContain('sqs:SendMessage');
      } else {
        expect(lambdaSends, entry.name).toEqual([]);
      }
      // No secret is configured here: no function reads a parameter, though the model's and Turnstile's code could.
      if (entry.grants.includes('model:call') || entry.grants.includes('bot:verify')) expect(code, entry.name).toContain(PARAMETERS_EXTENSION_PATH);
      const statements = granted.filter((st) => !lambdaSends.includes(st));
      const held = statements.flatMap((st) => [st.Action].flat() as string[]);
      expect(held.length, `${entry.name}: an action granted twice`).toBe(new Set(held).size);
      expect([...held].sort(), entry.name).toEqual([...needed].sort());

      /** The objects an action is granted on: the entry's prefixes that grant it (a prefix may be limited to some actions). */
      const objectsOf = (action: string) => {
        const arns = assetsPrefixes(entry, action).map((prefix) => ({ 'Fn::Join': ['', [bucketArn, `/${prefix}*`]] }));
        return arns.length === 1 ? arns[0] : arns;
      };
      for (const st of statements) {
        const actions = [st.Action].flat() as string[];
        for (const action of actions) expect(st.Resource, `${entry.name}: ${action}`).toEqual(resourceOf(action as Action) === 'objects' ? objectsOf(action) : st.Resource);
        const kinds = new Set(actions.map((a) => resourceOf(a as Action)));
        expect(kinds.size, `${entry.name}: one resource kind per statement`).toBe(1);
        const [kind] = kinds;
        const expected: Record<Exclude<ResourceKind, 'sender'>, unknown> = {
          table: tableArn,
          tableAndIndexes: [tableArn, { 'Fn::Join': ['', [tableArn, '/index/*']] }],
          pool: { 'Fn::GetAtt': [poolId, 'Arn'] },
          objects: objectsOf(actions[0]!),
          bucket: bucketArn,
        };
        if (kind === 'sender') {
          expect(JSON.stringify(st.Resource)).toContain(':identity/');
          expect(JSON.stringify(st.Resource)).not.toContain('"*"');
        } else {
          expect(st.Resource, `${entry.name}: ${kind}`).toEqual(expected[kind!]);
        }
        if (kind === 'bucket') expect([st.Condition.StringLike['s3:prefix']].flat()).toEqual(assetsPrefixes(entry, 's3:ListBucket').map((prefix) => `${prefix}*`));
      }
    }
  });

  it("refuses traffic that skips CloudFront: the API's stage holds the origin secret CloudFront adds to each API request, a value drawn by CloudFormation", () => {
    // The stack id's UUID: no template holds it, and nothing is billed for it.
    const drawn = { 'Fn::Select': [2, { 'Fn::Split': ['/', { Ref: 'AWS::StackId' }] }] };
    built.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: '$default', StageVariables: { [ORIGIN_SECRET_STAGE_VARIABLE]: drawn } });
    const [[, distribution]] = ofType(built.resources, 'AWS::CloudFront::Distribution');
    const [[apiId]] = ofType(built.resources, 'AWS::ApiGatewayV2::Api');
    const origins = distribution!.Properties!.DistributionConfig.Origins as any[];
    const apiOrigins = origins.filter((o) => JSON.stringify(o.DomainName).includes(apiId));
    expect(apiOrigins).toHaveLength(1);
    expect(apiOrigins[0].OriginCustomHeaders).toEqual([{ HeaderName: ORIGIN_SECRET_HEADER, HeaderValue: drawn }]);
    // No other origin is given the secret, and the streamed route's function URL takes only CloudFront's signature.
    expect(origins.filter((o) => o.OriginCustomHeaders).length).toBe(1);
    // The cached public reads forward the viewer's address alone, for the per-source limit.
    built.template.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: Match.objectLike({
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['CloudFront-Viewer-Address'] },
        CookiesConfig: { CookieBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
      }),
    });
  });

  it('has no WAF web ACL unless a stage asks for one (it bills about $6 a month at zero traffic)', () => {
    expect(ofType(built.resources, 'AWS::WAFv2::WebACL')).toEqual([]);
    const [[, distribution]] = ofType(built.resources, 'AWS::CloudFront::Distribution');
    expect(distribution!.Properties!.DistributionConfig.WebACLId).toBeUndefined();
  });

  it('has no code that sends a command the SDK clients only carry', () => {
    const sources = readdirSync('functions', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const sending = sources.filter((f) => Object.keys(CARRIED_NOT_SENT).some((c) => readFileSync(join('functions', f), 'utf8').includes(c)));
    expect(sending).toEqual([]);
  });

  it('serves the SPA with a rewrite function, /public/* from the assets bucket with no script, and /api/* uncached to the HTTP API with Authorization forwarded', () => {
    const [[apiId]] = ofType(built.resources, 'AWS::ApiGatewayV2::Api');
    built.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        CustomErrorResponses: Match.absent(),
        DefaultCacheBehavior: {
          ViewerProtocolPolicy: 'redirect-to-https',
          CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6', // CachingOptimized
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        },
        CacheBehaviors: [
          Match.objectLike({ PathPattern: '/api/pest-consultant/stream' }),
          Match.objectLike({
            PathPattern: '/public/*',
            CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6', // CachingOptimized
            ResponseHeadersPolicyId: { Ref: Match.stringLikeRegexp('AssetHeaders') },
          }),
          Match.objectLike({
            PathPattern: API.fetchCaseStudies,
            AllowedMethods: ['GET', 'HEAD'],
            CachePolicyId: { Ref: Match.stringLikeRegexp('PublicApiReads') },
            OriginRequestPolicyId: { Ref: Match.stringLikeRegexp('ViewerAddress') },
          }),
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // CachingDisabled
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // AllViewerExceptHostHeader
          }),
        ],
        Origins: Match.arrayWith([
          Match.objectLike({ OriginAccessControlId: Match.anyValue() }),
          Match.objectLike({ DomainName: { 'Fn::Join': ['', [{ Ref: apiId }, '.execute-api.', { Ref: 'AWS::Region' }, '.amazonaws.com']] } }),
        ]),
      },
    });
    // The public case studies: cached only as briefly as their Cache-Control says, by query string, never by a caller's
    // header or cookie (so no token is in the key or forwarded); both API behaviours share one origin.
    built.template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: {
        Name: Match.anyValue(),
        Comment: Match.anyValue(),
        MinTTL: 0,
        DefaultTTL: 0,
        MaxTTL: CASE_STUDY_CACHE.detailSeconds,
        ParametersInCacheKeyAndForwardedToOrigin: {
          QueryStringsConfig: { QueryStringBehavior: 'all' },
          HeadersConfig: { HeaderBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
          EnableAcceptEncodingGzip: true,
          EnableAcceptEncodingBrotli: true,
        },
      },
    });
    const [[, distribution]] = ofType(built.resources, 'AWS::CloudFront::Distribution');
    const behaviours = distribution!.Properties!.DistributionConfig.CacheBehaviors as Array<{ PathPattern: string; TargetOriginId: string }>;
    const targetOf = (path: string) => behaviours.find((b) => b.PathPattern === path)!.TargetOriginId;
    expect(targetOf(API.fetchCaseStudies)).toBe(targetOf('/api/*'));
    built.template.resourceCountIs('AWS::CloudFront::ResponseHeadersPolicy', 2);
    // Site assets (the favicon, an SVG perhaps) are served so that nothing in them can run.
    built.template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({ ContentSecurityPolicy: { ContentSecurityPolicy: PUBLIC_ASSET_CSP, Override: true } }),
      }),
    });
  });

  it('serves each streamed route from its function URL (response streaming, IAM auth) through CloudFront only, signed by origin access control', () => {
    const streamed = allRoutes().filter((r) => r.streams);
    expect(streamed.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/pest-consultant/stream']);
    const functions = ofType(built.resources, 'AWS::Lambda::Function').filter(([, r]) => tag(r, FUNCTION_TAG));
    const urls = ofType(built.resources, 'AWS::Lambda::Url');
    expect(urls).toHaveLength(1);
    const [[urlId, url]] = urls;
    const [fnId] = functions.find(([, r]) => tag(r, FUNCTION_TAG) === 'pest-consultant-stream')!;
    expect(url!.Properties).toEqual({ AuthType: 'AWS_IAM', InvokeMode: 'RESPONSE_STREAM', TargetFunctionArn: { 'Fn::GetAtt': [fnId, 'Arn'] } });
    // No HTTP API route for it: only the URL serves it.
    const routeKeys = ofType(built.resources, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties!.RouteKey);
    expect(routeKeys).not.toContain('POST /api/pest-consultant/stream');

    const [[distributionId, distribution]] = ofType(built.resources, 'AWS::CloudFront::Distribution');
    const config = distribution!.Properties!.DistributionConfig;
    const behaviours = config.CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern);
    expect(behaviours.indexOf('/api/pest-consultant/stream')).toBeLessThan(behaviours.indexOf('/api/*'));
    const behaviour = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/pest-consultant/stream');
    expect(behaviour).toMatchObject({
      ViewerProtocolPolicy: 'https-only',
      Compress: false,
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // AllViewerExceptHostHeader: the token header goes on
    });
    const origin = config.Origins.find((o: { Id: string }) => o.Id === behaviour.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain(urlId);
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    const [, oac] = ofType(built.resources, 'AWS::CloudFront::OriginAccessControl').find(([id]) => JSON.stringify(origin.OriginAccessControlId).includes(id))!;
    expect(oac.Properties!.OriginAccessControlConfig).toMatchObject({ OriginAccessControlOriginType: 'lambda', SigningBehavior: 'always', SigningProtocol: 'sigv4' });

    // Only this distribution may invoke it: no public URL permission.
    const permissions = ofType(built.resources, 'AWS::Lambda::Permission')
      .map(([, r]) => r.Properties!)
      .filter((p) => [fnId, urlId].some((id) => JSON.stringify(p.FunctionName).includes(`"${id}"`)));
    expect(permissions.map((p) => p.Action).sort()).toEqual(['lambda:InvokeFunction', 'lambda:InvokeFunctionUrl']);
    for (const permission of permissions) {
      expect(permission.Principal).toBe('cloudfront.amazonaws.com');
      expect(JSON.stringify(permission.SourceArn)).toContain(distributionId);
    }
  });

  it("rewrites each pre-rendered path to its own page and other app routes to the app's shell, leaving files alone", () => {
    const [[, fn]] = ofType(built.resources, 'AWS::CloudFront::Function');
    const code = String((fn.Properties as { FunctionCode: string }).FunctionCode);
    const handler = new Function(`${code}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
    const served = (uri: string) => handler({ request: { uri } }).uri;
    expect(served('/')).toBe('/index.html');
    expect(served('/faq')).toBe('/faq.html');
    expect(served('/pests/ants')).toBe('/pests/ants.html');
    expect(served('/pests/bed-bugs')).toBe('/pests/bed-bugs.html');
    expect(served('/pests/unicorns')).toBe('/app.html');
    expect(served('/pests')).toBe('/app.html');
    expect(served('/chat')).toBe('/app.html');
    expect(served('/hasOwnProperty')).toBe('/app.html');
    expect(served('/case-studies/some-slug')).toBe('/app.html');
    expect(served('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(served('/config.json')).toBe('/config.json');
  });

  it('sends X-XSS-Protection: 0, a Permissions-Policy, and a CSP without any Google host when no maps key is set', () => {
    const { text, directives, config } = securityHeaders(built.resources);
    expect(config.SecurityHeadersConfig.XSSProtection).toEqual({ Protection: false, Override: true });
    expect(config.CustomHeadersConfig.Items).toEqual([{ Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true }]);
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(text).not.toMatch(/google|gstatic/);
    expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("sends the headers the local server sends (one definition), and images from the site and the chat's photos alone", () => {
    const { text, directives, config } = securityHeaders(built.resources);
    expect(headersSent(config, text)).toEqual(pageHeaders({ region: '<reference>', maps: false, mapPage: false, photoOrigin: PHOTO_ORIGIN, https: true, enforce: true }));
    // The site shows images from its own origin (/public/ through CloudFront), and the chat's photos from the assets
    // bucket's own host (short-lived signed links), where they are also uploaded; nothing from another host.
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:', PHOTO_ORIGIN]);
    expect(directives.get('connect-src')).toContain(PHOTO_ORIGIN);
    // No map, so no page of its own.
    const [[, distribution]] = ofType(built.resources, 'AWS::CloudFront::Distribution');
    expect(distribution!.Properties!.DistributionConfig.CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern)).not.toContain(MAP_PAGE);
  });

  it('deploys the site and a /config.json holding the pool ids', () => {
    built.template.resourceCountIs('Custom::CDKBucketDeployment', 2);
    const [[poolId]] = ofType(built.resources, 'AWS::Cognito::UserPool');
    const [[clientId]] = ofType(built.resources, 'AWS::Cognito::UserPoolClient');
    built.template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Prune: true,
      DistributionPaths: ['/*'],
      SourceMarkers: Match.arrayWith([Match.objectLike({ '<<marker:0xbaba:1>>': { Ref: poolId }, '<<marker:0xbaba:2>>': { Ref: clientId } })]),
    });
  });

  it('outputs the site URL, the API URL and the pool ids', () => {
    const outputs = Object.keys(built.template.toJSON().Outputs);
    expect(outputs).toEqual(expect.arrayContaining(['SiteUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId']));
  });

  it('has no dependency cycle, and the user pool does not wait for CloudFront', () => {
    expect(findCycle(built.resources)).toBeUndefined();
    const [[poolId]] = ofType(built.resources, 'AWS::Cognito::UserPool');
    const poolNeeds = [...dependencyClosure(poolId, built.resources)].map((id) => built.resources[id]!.Type);
    expect(poolNeeds).not.toContain('AWS::CloudFront::Distribution');
    expect(poolNeeds).not.toContain('AWS::SSM::Parameter');
  });

  it('passes cdk-nag AWS Solutions with no unacknowledged finding', () => {
    const report = new AwsSolutionsChecks().validateScope(built.app);
    const findings = report.violations.map((v) => `${v.severity} ${v.ruleName} ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(findings).toEqual([]);
  });

  it('gives every acknowledgement a reason', () => {
    const acknowledgements = built.app.node
      .findAll()
      .flatMap((c) => c.node.metadata.filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY))
      .flatMap((m) => Object.entries(m.data as Record<string, string>));
    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const [id, reason] of acknowledgements) expect(reason.trim().length, id).toBeGreaterThanOrEqual(10);
  });
});

describe('the AWS stack with Turnstile keys and a custom domain', () => {
  let built: ReturnType<typeof synth>;
  beforeAll(() => {
    built = synth({
      turnstileSiteKey: '0xSITE',
      turnstileSecretKeyParameter: '/pestpilot/test/turnstile-secret-key',
      siteDomain: 'pestpilot.example.com',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      openaiApiKeyParameter: '/pestpilot/test/openai-api-key',
      openaiModel: 'gpt-test',
      openaiVisionModel: 'gpt-vision-test',
      googleMapsApiKey: 'maps-key',
      wafRateLimit: '1000',
    });
  });

  it('lets the custom domain and the CloudFront domain POST a chat photo to the assets bucket (CORS)', () => {
    expect(photoUploadCors(built).AllowedOrigins).toEqual([`https://${distributionDomain(built)}`, 'https://pestpilot.example.com']);
  });

  it('puts a WAF web ACL on CloudFront once wafRateLimit is set: a source past it in 5 minutes of /api requests gets a 429 in the error shape', () => {
    const [[aclId, acl]] = ofType(built.resources, 'AWS::WAFv2::WebACL');
    expect(acl!.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    const [rule] = acl!.Properties!.Rules as any[];
    expect(acl!.Properties!.Rules).toHaveLength(1);
    expect(rule.Statement.RateBasedStatement).toEqual({
      Limit: 1000,
      EvaluationWindowSec: 300,
      AggregateKeyType: 'IP',
      ScopeDownStatement: {
        ByteMatchStatement: { FieldToMatch: { UriPath: {} }, PositionalConstraint: 'STARTS_WITH', SearchString: '/api/', TextTransformations: [{ Priority: 0, Type: 'NONE' }] },
      },
    });
    expect(rule.Action.Block.CustomResponse).toMatchObject({ ResponseCode: 429, ResponseHeaders: [{ Name: 'retry-after', Value: '300' }] });
    const body = acl!.Properties!.CustomResponseBodies[rule.Action.Block.CustomResponse.CustomResponseBodyKey];
    expect(JSON.parse(body.Content)).toEqual({ error: { code: 'TooManyRequests', message: GENERIC.tooManyRequests } });
    built.template.hasResourceProperties('AWS::CloudFront::Distribution', { DistributionConfig: Match.objectLike({ WebACLId: { 'Fn::GetAtt': [aclId, 'Arn'] } }) });
    // CloudFront takes web ACLs from us-east-1 only: a deploy elsewhere stops at a rule that says so.
    const rules = (built.template.toJSON().Rules ?? {}) as Record<string, { Assertions: Array<{ Assert: unknown }> }>;
    expect(Object.values(rules).flatMap((r) => r.Assertions.map((a) => a.Assert))).toContainEqual({ 'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'] });
  });

  it('refuses a wafRateLimit that is not a whole number of at least WAF_RATE_LIMIT_MINIMUM', () => {
    for (const wafRateLimit of [WAF_RATE_LIMIT_MINIMUM - 1, 99.5, Number.NaN]) {
      expect(() => stageSettings('dev', { wafRateLimit }, 'web/dist'), String(wafRateLimit)).toThrow(/wafRateLimit/);
    }
    expect(stageSettings('dev', { wafRateLimit: WAF_RATE_LIMIT_MINIMUM }, 'web/dist').wafRateLimit).toBe(WAF_RATE_LIMIT_MINIMUM);
  });

  it("allows the Maps JavaScript API's exact hosts, 'unsafe-eval' and blob: once a maps key is set, on the map's page alone", () => {
    // Every other page: no Google host, no eval.
    const site = securityHeaders(built.resources);
    expect(site.text).not.toMatch(/google|gstatic|unsafe-eval|worker-src/);
    expect(site.directives.get('script-src')).not.toContain('blob:');
    expect(site.directives.get('worker-src')).toBeUndefined();
    expect(headersSent(site.config, site.text)).toEqual(pageHeaders({ region: '<reference>', maps: true, mapPage: false, photoOrigin: PHOTO_ORIGIN, https: true, enforce: true }));
    // The map's page: as every page (same origin, same rewrite), with the map's policy.
    const map = securityHeaders(built.resources, 'MapPageHeaders');
    expect(headersSent(map.config, map.text)).toEqual(pageHeaders({ region: '<reference>', maps: true, mapPage: true, photoOrigin: PHOTO_ORIGIN, https: true, enforce: true }));
    const [[, distribution]] = ofType(built.resources, 'AWS::CloudFront::Distribution');
    const config = distribution!.Properties!.DistributionConfig;
    const behaviour = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === MAP_PAGE);
    expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: map.logicalId });
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: site.logicalId });
    for (const key of ['TargetOriginId', 'FunctionAssociations', 'CachePolicyId', 'ViewerProtocolPolicy', 'Compress']) expect(behaviour[key], key).toEqual(config.DefaultCacheBehavior[key]);
    built.template.resourceCountIs('AWS::CloudFront::ResponseHeadersPolicy', 3);

    const { text, directives } = map;
    expect(text).not.toMatch(/\*\.(googleapis|gstatic|google|googleusercontent)\.com/);
    expect(text).not.toContain('storage.googleapis.com');
    expect(directives.get('script-src')).toEqual(expect.arrayContaining([...GOOGLE_MAPS_HOSTS.script, "'unsafe-eval'", 'blob:']));
    expect(directives.get('connect-src')).toEqual(expect.arrayContaining([...GOOGLE_MAPS_HOSTS.connect]));
    expect(directives.get('connect-src')).toContain('https://places.googleapis.com');
    expect(directives.get('img-src')).toEqual(expect.arrayContaining([...GOOGLE_MAPS_HOSTS.img]));
    expect(directives.get('worker-src')).toEqual(['blob:']);
  });

  /** The ssm:GetParameter statements of a function's role, as the parameters' ARNs they name. */
  const parameterGrants = (fn: Resource) => {
    const roleId = fn.Properties!.Role['Fn::GetAtt'][0];
    return ofType(built.resources, 'AWS::IAM::Policy')
      .filter(([, p]) => p.Properties!.Roles.some((r: { Ref: string }) => r.Ref === roleId))
      .flatMap(([, p]) => p.Properties!.PolicyDocument.Statement as any[])
      .filter((st) => [st.Action].flat().includes('ssm:GetParameter'))
      .map((st) => ({ actions: [st.Action].flat(), resources: JSON.stringify(st.Resource) }));
  };

  it("gives the model's settings and its key's parameter NAME to the functions that call the model, and only to them", () => {
    const functions = ofType(built.resources, 'AWS::Lambda::Function').filter(([, r]) => tag(r, FUNCTION_TAG));
    for (const entry of CATALOG) {
      const [, fn] = functions.find(([, r]) => tag(r, FUNCTION_TAG) === entry.name)!;
      const variables = fn.Properties!.Environment.Variables;
      expect(variables.OPENAI_API_KEY, entry.name).toBeUndefined();
      expect(variables.TURNSTILE_SECRET_KEY, entry.name).toBeUndefined();
      const secrets = [
        ...(entry.grants.includes('model:call') ? ['/pestpilot/test/openai-api-key'] : []),
        ...(entry.grants.includes('bot:verify') ? ['/pestpilot/test/turnstile-secret-key'] : []),
      ];
      if (entry.grants.includes('model:call')) expect(variables).toMatchObject({ OPENAI_API_KEY_PARAMETER: '/pestpilot/test/openai-api-key', OPENAI_MODEL: 'gpt-test', OPENAI_VISION_MODEL: 'gpt-vision-test' });
      else expect(variables.OPENAI_API_KEY_PARAMETER, entry.name).toBeUndefined();
      if (entry.grants.includes('bot:verify')) expect(variables.TURNSTILE_SECRET_KEY_PARAMETER).toBe('/pestpilot/test/turnstile-secret-key');
      // Exactly ssm:GetParameter, on exactly its parameters, read through the Parameters and Secrets extension.
      const grants = parameterGrants(fn);
      if (!secrets.length) {
        expect(grants, entry.name).toEqual([]);
        expect(fn.Properties!.Layers, entry.name).toBeUndefined();
        continue;
      }
      expect(grants, entry.name).toHaveLength(1);
      expect(grants[0]!.actions).toEqual(['ssm:GetParameter']);
      for (const name of secrets) expect(grants[0]!.resources, entry.name).toContain(`:parameter${name}`);
      expect(grants[0]!.resources.match(/:parameter\//g), entry.name).toHaveLength(secrets.length);
      expect(fn.Properties!.Layers, entry.name).toHaveLength(1);
    }
  });

  it('puts no secret in the template: a secret given as a setting is refused, with where it belongs', () => {
    expect(JSON.stringify(built.template.toJSON())).not.toMatch(/OPENAI_API_KEY"|TURNSTILE_SECRET_KEY"/);
    for (const [key, instead] of [['openaiApiKey', 'openaiApiKeyParameter'], ['turnstileSecretKey', 'turnstileSecretKeyParameter']]) {
      expect(() => synth({ [key!]: 'sk-live-123' })).toThrow(
        `Context "${key}" is no longer read: put the secret in an SSM SecureString parameter and set "${instead}" to its name (README, Deploy)`,
      );
    }
  });

  it('adds one Turnstile function as pre-sign-up and pre-authentication trigger', () => {
    const triggers = ofType(built.resources, 'AWS::Lambda::Function').filter(([, r]) => tag(r, TRIGGER_TAG));
    expect(triggers.map(([, r]) => tag(r, TRIGGER_TAG)).sort()).toEqual(['custom-message', 'post-confirmation', 'pre-token-generation', 'turnstile']);
    const [[turnstileId, turnstile]] = triggers.filter(([, r]) => tag(r, TRIGGER_TAG) === 'turnstile');
    const variables = turnstile!.Properties!.Environment.Variables;
    expect(variables.TURNSTILE_SECRET_KEY_PARAMETER).toBe('/pestpilot/test/turnstile-secret-key');
    expect(variables.TURNSTILE_SECRET_KEY).toBeUndefined();
    expect(turnstile!.Properties!.Layers).toHaveLength(1);
    const grants = parameterGrants(turnstile!);
    expect(grants).toHaveLength(1);
    expect(grants[0]!.resources).toContain(':parameter/pestpilot/test/turnstile-secret-key');
    built.template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: {
        PreSignUp: { 'Fn::GetAtt': [turnstileId, 'Arn'] },
        PreAuthentication: { 'Fn::GetAtt': [turnstileId, 'Arn'] },
      },
    });
  });

  it('gives the custom-message trigger the fixed site URL', () => {
    const [, trigger] = ofType(built.resources, 'AWS::Lambda::Function').find(([, r]) => tag(r, TRIGGER_TAG) === 'custom-message')!;
    expect(trigger.Properties!.Environment.Variables.SITE_URL).toBe('https://pestpilot.example.com');
    built.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: { Aliases: ['pestpilot.example.com'], ViewerCertificate: { MinimumProtocolVersion: 'TLSv1.2_2021' } },
    });
  });

  it('still passes cdk-nag and has no cycle', () => {
    expect(new AwsSolutionsChecks().validateScope(built.app).violations).toEqual([]);
    expect(findCycle(built.resources)).toBeUndefined();
  });
});
