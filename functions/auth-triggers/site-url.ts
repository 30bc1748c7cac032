// Where the Cognito triggers find the site's public URL at run time, without a deploy-time reference to CloudFront.
import { readParameter, type Fetch, type ParameterReaderEnv } from '../lib/platform/secrets';

export interface SiteUrlEnv extends ParameterReaderEnv {
  /** A fixed URL (custom domain), set at deploy time. */
  SITE_URL?: string;
  /** The SSM parameter the stack writes the CloudFront URL into once the distribution exists. */
  SITE_URL_PARAMETER?: string;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

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
