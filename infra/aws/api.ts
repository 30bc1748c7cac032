// API: the HTTP API with its Cognito JWT authorizer and throttles (the stage's, and each write route's own), and one
// Lambda per catalogue entry whose role holds exactly its entry's actions, each on its resource (infra/permissions.ts:
// the table, with its indexes for Query only; the pool; the sender; the assets bucket under the entry's prefix) (an entry with a schedule also gets an EventBridge rule
// and a dead-letter queue for the runs that fail or time out; one whose answers stream gets a function URL in
// response-streaming mode instead of routes, for CloudFront to front). Secrets are read at run time (infra/aws/secrets.ts).
// The stage holds the origin secret CloudFront adds to each request, so the functions refuse whoever skips CloudFront.
import { Aws, type CfnElement, Duration, Fn, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { CfnStage, HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FunctionUrlAuthType, InvokeMode, type FunctionUrl, type Function as NodeLambda } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { assetsPrefixes, CATALOG, type FunctionEntry } from '../../functions/catalog';
import { resourceOf, type Action, type ResourceKind } from '../permissions';
import type { Auth } from './auth';
import { reservedConcurrency } from './concurrency';
import type { Email } from './email';
import { FUNCTION_TAG, LOG_RETENTION, nodeFunction } from './lambda';
import { ORIGIN_SECRET_STAGE_VARIABLE } from '../../functions/lib/platform/http';
import { GATEWAY_STAGE_THROTTLE, gatewayThrottle } from '../../functions/lib/platform/limits';
import { parametersExtension, readsSecrets } from './secrets';
import { turnstileEnabled, type Settings } from './settings';

export interface ApiProps {
  settings: Settings;
  auth: Auth;
  email: Email;
  table: Table;
  assetsBucket: Bucket;
}

/** One JSON line per request, in HTTP API context variables (route, status, latency, authorizer and integration errors). */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    method: '$context.httpMethod',
    route: '$context.routeKey',
    path: '$context.path',
    status: '$context.status',
    latencyMs: '$context.responseLatency',
    integrationLatencyMs: '$context.integrationLatency',
    responseLength: '$context.responseLength',
    authorizerError: '$context.authorizer.error',
    integrationError: '$context.integrationErrorMessage',
  }),
);


/** The wildcards an entry's grants imply, each with why it is as narrow as it gets. */
function wildcardFindings(entry: FunctionEntry, table: Table, assetsBucket: Bucket): Array<[string, string]> {
  const stack = Stack.of(table);
  const arnOf = (resource: Construct) => `<${stack.getLogicalId(resource.node.defaultChild as CfnElement)}.Arn>`;
  const kinds = new Set(actionsOf(entry).map(resourceOf));
  const findings: Array<[string, string]> = [];
  if (kinds.has('tableAndIndexes')) {
    findings.push([`Resource::${arnOf(table)}/index/*`, 'Queries use the GSIs of the one product table (gsi1, gsi2); the wildcard covers only its indexes.']);
  }
  if (kinds.has('objects')) {
    for (const prefix of assetsPrefixesOf(entry)) {
      findings.push([
        `Resource::${arnOf(assetsBucket)}/${prefix}*`,
        `The function's files are objects of the assets bucket under ${prefix}, keyed by id; the grant is limited to that prefix.`,
      ]);
    }
  }
  return findings;
}

/** The IAM actions of an entry's grants (the others are settings). */
const actionsOf = (entry: FunctionEntry): Action[] => entry.grants.filter((g): g is Action => g !== 'model:call' && g !== 'bot:verify');

function assetsPrefixesOf(entry: FunctionEntry, action?: Action): readonly string[] {
  const prefixes = assetsPrefixes(entry, action);
  if (!prefixes.length) throw new Error(`${entry.name} has S3 grants but no assetsPrefix in the catalogue`);
  return prefixes;
}

const pascal = (name: string) => name.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());

/** A route served by a streaming function's URL (see the catalogue's `streams`), for a CloudFront behaviour of its own. */
export interface StreamedRoute {
  path: string;
  url: FunctionUrl;
}

export class Api extends Construct {
  readonly httpApi: HttpApi;
  /** The stage's access log (one JSON line per request): operations counts its 429s. */
  readonly accessLogs: LogGroup;
  /** Each scheduled function's dead-letter queue: the runs that failed or timed out after their retries. */
  readonly failureQueues = new Map<string, Queue>();
  readonly functions = new Map<string, NodeLambda>();
  readonly streamedRoutes: StreamedRoute[] = [];
  /**
   * The secret CloudFront adds to each request it sends the API (web.ts) and the stage hands each function with it
   * (platform/http refuses a request without it): the UUID CloudFormation drew for this stack, so no template holds
   * it, no one outside the account can read it, and nothing is billed for it.
   */
  readonly originSecret = Fn.select(2, Fn.split('/', Aws.STACK_ID));

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { settings, auth, email, table, assetsBucket } = props;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `${Stack.of(this).stackName}-api`,
      description: 'PestPilot API, reached through CloudFront under /api',
      createDefaultStage: false,
    });
    const accessLogs = (this.accessLogs = new LogGroup(this, 'AccessLogs', { retention: LOG_RETENTION }));
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: GATEWAY_STAGE_THROTTLE,
      stageVariables: { [ORIGIN_SECRET_STAGE_VARIABLE]: this.originSecret },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });

    // The authorizer proves identity only; each handler enforces the route's access (user or admin) itself.
    const authorizer = new HttpJwtAuthorizer('CognitoAuthorizer', auth.issuer, {
      jwtAudience: [auth.userPoolClient.userPoolClientId],
    });

    const environment = {
      TABLE_NAME: table.tableName,
      USER_POOL_ID: auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: auth.userPoolClient.userPoolClientId,
      ASSETS_BUCKET: assetsBucket.bucketName,
      FROM_EMAIL: settings.fromEmail,
      // Every send goes through it: a bounced or complaining address is suppressed, the events recorded.
      SES_CONFIGURATION_SET: email.configurationSet.configurationSetName,
      SUPPORT_EMAIL: settings.supportEmail,
      SITE_NAME: settings.siteName,
      // Admin rights need the second factor (TOTP) on every deployed stage, as the web's console does (web.ts).
      ADMIN_MFA_REQUIRED: 'true',
      // Links in e-mails (the admins' notice of a suggestion) need the site's address: known only with a domain.
      ...(settings.siteDomain ? { SITE_URL: `https://${settings.siteDomain}` } : {}),
    };

    /** The statements of an entry's role: one per resource, with the actions the entry's code needs on it. */
    const statements = (entry: FunctionEntry): PolicyStatement[] => {
      const byKind = new Map<ResourceKind, Action[]>();
      for (const action of actionsOf(entry)) byKind.set(resourceOf(action), [...(byKind.get(resourceOf(action)) ?? []), action]);
      return [...byKind].flatMap(([kind, actions]) => {
        switch (kind) {
          case 'table':
            return new PolicyStatement({ actions, resources: [table.tableArn] });
          case 'tableAndIndexes':
            return new PolicyStatement({ actions, resources: [table.tableArn, `${table.tableArn}/index/*`] });
          case 'pool':
            return new PolicyStatement({ actions, resources: [auth.userPool.userPoolArn] });
          case 'sender':
            return new PolicyStatement({ actions, resources: email.identityArns });
          case 'objects': {
            // One statement per set of prefixes its actions are granted on (a prefix may be limited to some actions).
            const byPrefixes = new Map<string, Action[]>();
            for (const action of actions) {
              const prefixes = assetsPrefixesOf(entry, action).join(' ');
              byPrefixes.set(prefixes, [...(byPrefixes.get(prefixes) ?? []), action]);
            }
            return [...byPrefixes].map(([prefixes, granted]) => new PolicyStatement({ actions: granted, resources: prefixes.split(' ').map((prefix) => assetsBucket.arnForObjects(`${prefix}*`)) }));
          }
          case 'bucket':
            return new PolicyStatement({ actions, resources: [assetsBucket.bucketArn], conditions: { StringLike: { 's3:prefix': assetsPrefixesOf(entry, 's3:ListBucket').map((prefix) => `${prefix}*`) } } });
        }
      });
    };
    /** The secrets an entry's settings grants read (by the parameter's name), and its plain model settings. */
    const secretsOf = (entry: FunctionEntry) => ({
      ...(entry.grants.includes('model:call') ? { OPENAI_API_KEY: settings.openaiApiKeyParameter } : {}),
      ...(entry.grants.includes('bot:verify') && turnstileEnabled(settings) ? { TURNSTILE_SECRET_KEY: settings.turnstileSecretKeyParameter } : {}),
    });
    const modelSettings = (fn: NodeLambda) => {
      const model = { OPENAI_BASE_URL: settings.openaiBaseUrl, OPENAI_MODEL: settings.openaiModel, OPENAI_VISION_MODEL: settings.openaiVisionModel };
      for (const [name, value] of Object.entries(model)) if (value) fn.addEnvironment(name, value);
    };

    // Each write route's own throttle (lib/limits), so no one route can use up the stage for every other caller.
    // RouteSettings is plain JSON to CloudFormation: its keys are written as CloudFormation spells them.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    (stage.node.defaultChild as CfnStage).routeSettings = routeSettings;

    for (const entry of CATALOG) {
      const secrets = secretsOf(entry);
      const fn = nodeFunction(this, pascal(entry.name), {
        entry: `functions/${entry.name}/handler.ts`,
        description: entry.description,
        memoryMb: entry.memoryMb,
        timeoutSeconds: entry.timeoutSeconds,
        // Its catalogue name, which its request records carry (the monitoring function reads them without the catalogue).
        environment: { ...environment, PESTPILOT_FUNCTION: entry.name },
        tag: { key: FUNCTION_TAG, value: entry.name },
        reservedConcurrency: reservedConcurrency(entry),
        paramsAndSecrets: Object.values(secrets).some(Boolean) ? parametersExtension() : undefined,
      });
      for (const statement of statements(entry)) fn.addToRolePolicy(statement);
      readsSecrets(fn, secrets);
      if (entry.grants.includes('model:call')) modelSettings(fn);
      for (const [finding, reason] of wildcardFindings(entry, table, assetsBucket)) {
        Validations.of(fn).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
      }
      this.functions.set(entry.name, fn);
      if (entry.schedule) {
        // A run that fails or times out is retried twice by Lambda, then kept here (as is an event EventBridge could not deliver).
        const failures = new Queue(this, `${pascal(entry.name)}Failures`, {
          encryption: QueueEncryption.SQS_MANAGED,
          enforceSSL: true,
          retentionPeriod: Duration.days(14),
        });
        Validations.of(failures).acknowledge({ id: 'AwsSolutions-SQS3', reason: `This is the dead-letter queue of ${entry.name}'s failed runs.` });
        fn.configureAsyncInvoke({ onFailure: new SqsDestination(failures), retryAttempts: 2 });
        new Rule(this, `${pascal(entry.name)}Schedule`, {
          description: `Runs ${entry.name} (${entry.schedule})`,
          schedule: Schedule.expression(entry.schedule),
          targets: [new LambdaFunction(fn, { retryAttempts: 2, deadLetterQueue: failures })],
        });
        this.failureQueues.set(entry.name, failures);
      }
      if (entry.routes.length === 0) continue;
      if (entry.streams) {
        // Only CloudFront reaches it (AWS_IAM with origin access control, see web.ts); the function verifies the JWT.
        const url = fn.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM, invokeMode: InvokeMode.RESPONSE_STREAM });
        for (const route of entry.routes) this.streamedRoutes.push({ path: route.path, url });
        continue;
      }

      const integration = new HttpLambdaIntegration(`${pascal(entry.name)}Integration`, fn);
      for (const route of entry.routes) {
        const isPublic = route.access === 'public';
        const [httpRoute] = this.httpApi.addRoutes({
          path: route.path,
          methods: [HttpMethod[route.method]],
          integration,
          authorizer: isPublic ? undefined : authorizer,
        });
        const throttle = gatewayThrottle(`${route.method} ${route.path}`);
        if (throttle) {
          routeSettings[`${route.method} ${route.path}`] = { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit };
          // A stage's route settings name routes that must exist first.
          stage.node.addDependency(httpRoute!);
        }
        if (isPublic) {
          Validations.of(httpRoute).acknowledge({
            id: 'AwsSolutions-APIG4',
            reason: `${route.method} ${route.path} is public in the function catalogue (anonymous callers are expected).`,
          });
        }
      }
    }
  }
}
