// The one way this stack builds a Node.js Lambda: runtime, architecture, ESM bundle, log group with a retention.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Tags } from 'aws-cdk-lib';
import { Architecture, Runtime, type ParamsAndSecretsLayerVersion } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { aliasArgs, BUNDLE_BANNER, BUNDLE_MAIN_FIELDS, BUNDLE_TARGET } from '../bundle';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const LOG_RETENTION = RetentionDays.ONE_MONTH;

/** Tag keys that tell the product's functions apart from CDK's helper functions (tests and cost reports use them). */
export const FUNCTION_TAG = 'pestpilot:function';
export const TRIGGER_TAG = 'pestpilot:trigger';

export interface NodeFunctionProps {
  /** Path of the module under the repository root, e.g. functions/health/handler.ts. */
  entry: string;
  handler?: string;
  description: string;
  memoryMb: number;
  timeoutSeconds: number;
  environment: Record<string, string>;
  tag: { key: string; value: string };
  paramsAndSecrets?: ParamsAndSecretsLayerVersion;
}

export function nodeFunction(scope: Construct, id: string, props: NodeFunctionProps): NodejsFunction {
  const logGroup = new LogGroup(scope, `${id}Logs`, { retention: LOG_RETENTION, removalPolicy: RemovalPolicy.DESTROY });
  const fn = new NodejsFunction(scope, id, {
    entry: join(REPO_ROOT, props.entry),
    handler: props.handler ?? 'handler',
    description: props.description,
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: props.memoryMb,
    timeout: Duration.seconds(props.timeoutSeconds),
    environment: props.environment,
    logGroup,
    paramsAndSecrets: props.paramsAndSecrets,
    projectRoot: REPO_ROOT,
    depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
    // The options of infra/bundle.ts (bundleOptions), which the bundle-size test and the bench build with.
    bundling: {
      format: OutputFormat.ESM,
      target: BUNDLE_TARGET,
      minify: true,
      sourceMap: false,
      mainFields: BUNDLE_MAIN_FIELDS,
      // Bundle the SDK: the deployed code runs the versions the tests ran, not the runtime's.
      bundleAwsSDK: true,
      tsconfig: join(REPO_ROOT, 'tsconfig.json'),
      banner: BUNDLE_BANNER,
      // Lambda-only replacements (credential chain → environment, browser UA parser → stub): see infra/bundle.ts.
      esbuildArgs: aliasArgs(),
    },
  });
  Tags.of(fn).add(props.tag.key, props.tag.value);
  return fn;
}
