// Secrets at run time (functions/lib/platform/secrets.ts): the environment's value first (`npm start`, tests), otherwise
// the SSM SecureString parameter the environment names, read decrypted through the Parameters and Secrets extension
// once per warm Lambda; the Turnstile triggers read theirs so. And the pre-deploy check of the concurrency quota.
import { describe, expect, it, vi } from 'vitest';
import { createTurnstileTriggers } from '../../functions/auth-triggers/turnstile';
import { parameterVariable, secret, secretConfigured } from '../../functions/lib/platform/secrets';
import { quotaProblem } from '../../infra/aws/concurrency';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('secrets', () => {
  it('takes the value from the environment when it is there, and calls nothing', async () => {
    const fetchFn = vi.fn<typeof fetch>();
    await expect(secret('OPENAI_API_KEY', { OPENAI_API_KEY: 'sk-local', OPENAI_API_KEY_PARAMETER: '/p/unused' }, fetchFn)).resolves.toBe('sk-local');
    await expect(secret('OPENAI_API_KEY', {}, fetchFn)).resolves.toBeUndefined();
    expect(fetchFn).not.toHaveBeenCalled();
    expect(secretConfigured('OPENAI_API_KEY', {})).toBe(false);
    expect(secretConfigured('TURNSTILE_SECRET_KEY', { TURNSTILE_SECRET_KEY_PARAMETER: '/p/t' })).toBe(true);
  });

  it('reads the named parameter decrypted through the extension, authenticated by the session token, once per warm Lambda', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => json({ Parameter: { Name: '/pestpilot/prod/openai-api-key', Type: 'SecureString', Value: 'sk-from-ssm' } }));
    const env = { [parameterVariable('OPENAI_API_KEY')]: '/pestpilot/prod/openai-api-key', AWS_SESSION_TOKEN: 'session' };
    await expect(secret('OPENAI_API_KEY', env, fetchFn)).resolves.toBe('sk-from-ssm');
    await expect(secret('OPENAI_API_KEY', env, fetchFn)).resolves.toBe('sk-from-ssm');
    expect(fetchFn).toHaveBeenCalledOnce();
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('http://localhost:2773/systemsmanager/parameters/get?name=%2Fpestpilot%2Fprod%2Fopenai-api-key&withDecryption=true');
    expect(init?.headers).toEqual({ 'X-Aws-Parameters-Secrets-Token': 'session' });
  });

  it('does not keep a failed read: the next call reads again', async () => {
    const fetchFn = vi.fn<typeof fetch>().mockResolvedValueOnce(json({ message: 'AccessDenied' }, 400)).mockResolvedValueOnce(json({ Parameter: { Value: 'again' } }));
    const env = { TURNSTILE_SECRET_KEY_PARAMETER: '/pestpilot/test/failing-once' };
    await expect(secret('TURNSTILE_SECRET_KEY', env, fetchFn)).rejects.toThrow('Parameter /pestpilot/test/failing-once: the extension answered 400');
    await expect(secret('TURNSTILE_SECRET_KEY', env, fetchFn)).resolves.toBe('again');
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('gives the Turnstile triggers the key read at check time, and fails closed without one', async () => {
    const siteverify = vi.fn<typeof fetch>(async () => json({ success: true }));
    const read = vi.fn(async () => 'secret-from-ssm');
    const { preSignUp } = createTurnstileTriggers({ secretKey: read, fetch: siteverify });
    const event = { triggerSource: 'PreSignUp_SignUp', request: { userAttributes: {}, validationData: { turnstileToken: 'tok' } } } as never;
    await expect(preSignUp(event)).resolves.toBe(event);
    expect(read).toHaveBeenCalledOnce();
    expect(String(siteverify.mock.calls[0]![1]!.body)).toContain('secret=secret-from-ssm');
    const unset = createTurnstileTriggers({ secretKey: async () => undefined, fetch: siteverify });
    await expect(unset.preSignUp(event)).rejects.toThrow('TURNSTILE_SECRET_KEY is not set');
  });
});

describe('the pre-deploy quota check', () => {
  it('passes an account whose quota covers the reservations and the unreserved minimum, and says what to request otherwise', () => {
    expect(quotaProblem(1000, 161)).toBeUndefined();
    expect(quotaProblem(161, 161)).toBeUndefined();
    expect(quotaProblem(10, 161)).toBe(
      'The account\'s Lambda concurrency quota is 10; this stack reserves 61 and Lambda keeps 100 unreserved, so it needs at least 161. Request an increase of "Concurrent executions" (Service Quotas, AWS Lambda) in this region, then deploy again.',
    );
  });
});
