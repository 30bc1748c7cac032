// The product's secrets (the OpenAI key, Turnstile's secret key): from the environment when it holds them (`npm start`,
// tests), otherwise read at run time from the SSM SecureString parameter whose NAME the environment holds
// (<NAME>_PARAMETER, set by the CDK), through the Parameters and Secrets extension, and kept for the warm Lambda; and the
// extension's reader itself (the custom-message trigger reads the site URL with it).
export type Fetch = typeof fetch;

/** What the extension's reader needs of the environment. */
export interface ParameterReaderEnv {
  /** Set by Lambda; the Parameters and Secrets extension authenticates its callers with it. */
  AWS_SESSION_TOKEN?: string;
  PARAMETERS_SECRETS_EXTENSION_HTTP_PORT?: string;
}

/** The path of the Parameters and Secrets extension's parameter read (its code holding it needs ssm:GetParameter). */
export const PARAMETERS_EXTENSION_PATH = '/systemsmanager/parameters/get';

/**
 * Reads one SSM parameter through the AWS Parameters and Secrets Lambda extension (a local HTTP endpoint with
 * its own cache), so the function needs no SSM SDK client; `decrypt` for a SecureString.
 */
export async function readParameter(name: string, env: ParameterReaderEnv, fetchFn: Fetch = fetch, { decrypt = false } = {}): Promise<string> {
  const port = env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773';
  const query = `name=${encodeURIComponent(name)}${decrypt ? '&withDecryption=true' : ''}`;
  const response = await fetchFn(`http://localhost:${port}${PARAMETERS_EXTENSION_PATH}?${query}`, {
    headers: { 'X-Aws-Parameters-Secrets-Token': env.AWS_SESSION_TOKEN ?? '' },
  });
  if (!response.ok) throw new Error(`Parameter ${name}: the extension answered ${response.status}`);
  const body = (await response.json()) as { Parameter?: { Value?: string } };
  const value = body.Parameter?.Value;
  if (!value) throw new Error(`Parameter ${name} has no value`);
  return value;
}

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
