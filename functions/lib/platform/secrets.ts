// The product's secrets (the OpenAI key, Turnstile's secret key): from the environment when it holds them (`npm start`,
// tests), otherwise read at run time from the SSM SecureString parameter whose NAME the environment holds
// (<NAME>_PARAMETER, set by the CDK), through the Parameters and Secrets extension, and kept for the warm Lambda.
import { readParameter, type Fetch } from '../../auth-triggers/site-url';

export type SecretName = 'OPENAI_API_KEY' | 'TURNSTILE_SECRET_KEY';

/** The environment variable that names a secret's SSM parameter. */
export const parameterVariable = (name: SecretName) => `${name}_PARAMETER` as const;

/** The values read, by parameter name. */
const kept = new Map<string, Promise<string>>();

/** Whether the secret is configured at all (its value or its parameter's name is set): the offline fallbacks decide on it. */
export function secretConfigured(name: SecretName, env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env[name] || env[parameterVariable(name)]);
}

/**
 * The secret's value, or undefined when it is not configured. A parameter is read once per warm Lambda (a failed read
 * is not kept: the next call reads again); a rotated key is used by new instances (`aws lambda update-function-configuration` starts them).
 */
export function secret(name: SecretName, env: NodeJS.ProcessEnv = process.env, fetchFn: Fetch = fetch): Promise<string | undefined> {
  const value = env[name];
  if (value) return Promise.resolve(value);
  const parameter = env[parameterVariable(name)];
  if (!parameter) return Promise.resolve(undefined);
  let read = kept.get(parameter);
  if (!read) {
    read = readParameter(parameter, env, fetchFn, { decrypt: true }).catch((error: unknown) => {
      kept.delete(parameter);
      throw error;
    });
    kept.set(parameter, read);
  }
  return read;
}
