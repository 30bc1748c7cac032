// How a function gets a secret on AWS: the NAME of the SSM SecureString parameter that holds it in its environment
// (<NAME>_PARAMETER, read by functions/lib/platform/secrets.ts), ssm:GetParameter on that parameter alone, and the
// Parameters and Secrets extension, which reads, decrypts (the account's aws/ssm key) and caches it for five minutes.
import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { ParamsAndSecretsLayerVersion, ParamsAndSecretsLogLevel, ParamsAndSecretsVersions, type Function as NodeLambda } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { parameterVariable, type SecretName } from '../../functions/lib/platform/secrets';

/** The extension's layer (also the custom-message trigger's, for the site URL); it logs errors only, never a value. */
export const parametersExtension = () =>
  ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103, { logLevel: ParamsAndSecretsLogLevel.ERROR });

/** The ARN of a parameter by its name ('/pestpilot/prod/openai-api-key'). */
export function parameterArn(scope: Construct, name: string): string {
  return Stack.of(scope).formatArn({ service: 'ssm', resource: 'parameter', resourceName: name.replace(/^\//, '') });
}

/** Lets `fn` (built with the extension) read the secrets named: their parameters' names in its environment, and the grant. */
export function readsSecrets(fn: NodeLambda, secrets: Partial<Record<SecretName, string>>): void {
  const entries = Object.entries(secrets).filter((e): e is [SecretName, string] => Boolean(e[1]));
  if (!entries.length) return;
  for (const [name, parameter] of entries) fn.addEnvironment(parameterVariable(name), parameter);
  fn.addToRolePolicy(new PolicyStatement({ actions: ['ssm:GetParameter'], resources: entries.map(([, parameter]) => parameterArn(fn, parameter)) }));
}
