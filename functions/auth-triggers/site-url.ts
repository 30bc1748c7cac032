// Where the Cognito triggers find the site's public URL at run time, without a deploy-time reference to CloudFront.
export type Fetch = typeof fetch;

export interface SiteUrlEnv {
  /** A fixed URL (custom domain), set at deploy time. */
  SITE_URL?: string;
  /** The SSM parameter the stack writes the CloudFront URL into once the distribution exists. */
  SITE_URL_PARAMETER?: string;
  /** Set by Lambda; the Parameters and Secrets extension authenticates its callers with it. */
  AWS_SESSION_TOKEN?: string;
  PARAMETERS_SECRETS_EXTENSION_HTTP_PORT?: string;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** The path of the Parameters and Secrets extension's parameter read (its code holding it needs ssm:GetParameter). */
export const PARAMETERS_EXTENSION_PATH = '/systemsmanager/parameters/get';

/**
 * Reads one SSM parameter through the AWS Parameters and Secrets Lambda extension (a local HTTP endpoint with
 * its own cache), so the function needs no SSM SDK client; `decrypt` for a SecureString.
 */
export async function readParameter(name: string, env: SiteUrlEnv, fetchFn: Fetch = fetch, { decrypt = false } = {}): Promise<string> {
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

/** A resolver for the site URL: the fixed one if configured, otherwise the parameter's value, cached once read. */
export function siteUrlResolver(env: SiteUrlEnv, fetchFn: Fetch = fetch): () => Promise<string> {
  if (env.SITE_URL) {
    const fixed = withoutTrailingSlash(env.SITE_URL);
    return () => Promise.resolve(fixed);
  }
  const parameter = env.SITE_URL_PARAMETER;
  let cached: string | undefined;
  return async () => {
    if (!parameter) throw new Error('Neither SITE_URL nor SITE_URL_PARAMETER is set');
    cached ??= withoutTrailingSlash(await readParameter(parameter, env, fetchFn));
    return cached;
  };
}
