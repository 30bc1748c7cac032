// The one way this stack builds a Node.js Lambda: runtime, architecture, the code built by infra/bundle.ts (ESM with
// code splitting, bundled on this machine as a local asset), log group with a retention.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DockerImage, Duration, RemovalPolicy, Tags } from 'aws-cdk-lib';
import { Architecture, Code, Function, Runtime, type ParamsAndSecretsLayerVersion } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { buildSync } from 'esbuild';
import { BUNDLE_ENTRY, bundleOptions } from '../bundle';

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
  /** Executions kept for it and its ceiling (infra/aws/concurrency.ts). */
  reservedConcurrency?: number;
}

/**
 * The function's code: infra/bundle.ts's build of the entry into the asset folder, on this machine (esbuild is a
 * dependency), the same build the bundle-size test and the bench measure. NodejsFunction cannot be used: it builds
 * one file, and code splitting needs a folder.
 */
export function functionCode(entry: string): Code {
  return Code.fromAsset(join(REPO_ROOT, dirname(entry)), {
    bundling: {
      // Never pulled: local bundling always succeeds or throws.
      image: DockerImage.fromRegistry('node:22'),
      // The CDK stages one asset per folder and bundling options (the local build's function is no part of that key):
      // the entry, named here, gives the functions of one folder (the auth triggers) each its own build.
      environment: { ENTRY: entry },
      local: {
        tryBundle(outputDir: string): boolean {
          buildSync({ ...bundleOptions(entry, outputDir), metafile: false, logLevel: 'error' });
          return true;
        },
      },
    },
  });
}

export function nodeFunction(scope: Construct, id: string, props: NodeFunctionProps): Function {
  const logGroup = new LogGroup(scope, `${id}Logs`, { retention: LOG_RETENTION, removalPolicy: RemovalPolicy.DESTROY });
  const fn = new Function(scope, id, {
    code: functionCode(props.entry),
    handler: `${BUNDLE_ENTRY.replace(/\.mjs$/, '')}.${props.handler ?? 'handler'}`,
    description: props.description,
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: props.memoryMb,
    timeout: Duration.seconds(props.timeoutSeconds),
    environment: props.environment,
    logGroup,
    paramsAndSecrets: props.paramsAndSecrets,
    reservedConcurrentExecutions: props.reservedConcurrency,
  });
  Tags.of(fn).add(props.tag.key, props.tag.value);
  return fn;
}
