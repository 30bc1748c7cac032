// The Cognito triggers: code e-mails become links to the site; Turnstile admits only verified tokens.
import type { CustomMessageTriggerEvent, PreAuthenticationTriggerEvent, PreSignUpTriggerEvent } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCustomMessageHandler } from '../../functions/auth-triggers/custom-message';
import { siteUrlResolver } from '../../functions/auth-triggers/site-url';
import { BOT_CHECK_FAILED, SITEVERIFY_URL, createTurnstileTriggers } from '../../functions/auth-triggers/turnstile';
import { EMAIL_SUBJECTS, confirmationLink, resetLink } from '../../functions/contracts/links';

const SITE = 'https://pestpilot.example.com';
const EMAIL = 'ana+test@example.com';
const CODE = '{####}';

function customMessageEvent(triggerSource: CustomMessageTriggerEvent['triggerSource']): CustomMessageTriggerEvent {
  return {
    version: '1',
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_pool',
    userName: 'sub-1',
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    triggerSource,
    request: { userAttributes: { email: EMAIL }, codeParameter: CODE, usernameParameter: null, linkParameter: '{##Click##}' },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  } as CustomMessageTriggerEvent;
}

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

describe('custom message', () => {
  const handler = createCustomMessageHandler({ siteName: 'PestPilot', siteUrl: async () => SITE });

  it.each(['CustomMessage_SignUp', 'CustomMessage_ResendCode'] as const)('%s sends the confirmation link with the code', async (source) => {
    const { response } = await handler(customMessageEvent(source));
    expect(response.emailSubject).toBe(EMAIL_SUBJECTS.confirm('PestPilot'));
    expect(response.emailMessage).toContain(confirmationLink(SITE, EMAIL, CODE));
    expect(response.emailMessage).toContain(`code=${CODE}`);
    expect(response.emailMessage).toContain(`email=${encodeURIComponent(EMAIL)}`);
  });

  it('forgot password sends the reset link with the code', async () => {
    const { response } = await handler(customMessageEvent('CustomMessage_ForgotPassword'));
    expect(response.emailSubject).toBe(EMAIL_SUBJECTS.reset('PestPilot'));
    expect(response.emailMessage).toContain(resetLink(SITE, EMAIL, CODE));
    expect(response.emailMessage).toContain(`token=${CODE}`);
    expect(response.emailMessage).toContain(`email=${encodeURIComponent(EMAIL)}`);
  });

  it('leaves other messages to Cognito', async () => {
    const { response } = await handler(customMessageEvent('CustomMessage_AdminCreateUser'));
    expect(response.emailMessage).toBeNull();
  });

  it('falls back to the bare code, and says so, when the site URL cannot be read', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = createCustomMessageHandler({ siteName: 'PestPilot', siteUrl: () => Promise.reject(new Error('no parameter')) });
    const { response } = await broken(customMessageEvent('CustomMessage_SignUp'));
    expect(response.emailMessage).toBeNull();
    expect(logged).toHaveBeenCalledOnce();
  });
});

describe('site URL', () => {
  it('uses the fixed URL without a trailing slash', async () => {
    const fetchFn = vi.fn<typeof fetch>();
    await expect(siteUrlResolver({ SITE_URL: `${SITE}/` }, fetchFn)()).resolves.toBe(SITE);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('reads the parameter through the extension once, then from memory', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => jsonResponse({ Parameter: { Value: 'https://d111.cloudfront.net' } }));
    const resolve = siteUrlResolver({ SITE_URL_PARAMETER: '/PestPilot/site-url', AWS_SESSION_TOKEN: 'session' }, fetchFn);
    await expect(resolve()).resolves.toBe('https://d111.cloudfront.net');
    await expect(resolve()).resolves.toBe('https://d111.cloudfront.net');
    expect(fetchFn).toHaveBeenCalledOnce();
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(String(url)).toBe('http://localhost:2773/systemsmanager/parameters/get?name=%2FPestPilot%2Fsite-url');
    expect(init?.headers).toEqual({ 'X-Aws-Parameters-Secrets-Token': 'session' });
  });

  it('does not remember a failed read', async () => {
    const fetchFn = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse({ message: 'not ready' }, 400))
      .mockResolvedValueOnce(jsonResponse({ Parameter: { Value: SITE } }));
    const resolve = siteUrlResolver({ SITE_URL_PARAMETER: '/PestPilot/site-url' }, fetchFn);
    await expect(resolve()).rejects.toThrow('400');
    await expect(resolve()).resolves.toBe(SITE);
  });
});

describe('turnstile', () => {
  const signUp = (data: Partial<PreSignUpTriggerEvent['request']>, triggerSource: PreSignUpTriggerEvent['triggerSource'] = 'PreSignUp_SignUp') =>
    ({ triggerSource, request: { userAttributes: { email: EMAIL }, ...data }, response: {} }) as unknown as PreSignUpTriggerEvent;
  const signIn = (data: Partial<PreAuthenticationTriggerEvent['request']>) =>
    ({ triggerSource: 'PreAuthentication_Authentication', request: { userAttributes: { email: EMAIL }, ...data }, response: {} }) as unknown as PreAuthenticationTriggerEvent;

  it('rejects a sign-up without a token, without asking Cloudflare', async () => {
    const fetchFn = vi.fn<typeof fetch>();
    const { preSignUp } = createTurnstileTriggers({ secretKey: 'secret', fetch: fetchFn });
    await expect(preSignUp(signUp({}))).rejects.toThrow(BOT_CHECK_FAILED);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('passes a sign-up whose token Cloudflare confirms', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => jsonResponse({ success: true }));
    const { preSignUp } = createTurnstileTriggers({ secretKey: 'secret', fetch: fetchFn });
    const event = signUp({ validationData: { turnstileToken: 'tok' } });
    await expect(preSignUp(event)).resolves.toBe(event);
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe(SITEVERIFY_URL);
    expect(init?.method).toBe('POST');
    expect(Object.fromEntries(init?.body as URLSearchParams)).toEqual({ secret: 'secret', response: 'tok' });
  });

  it('rejects a token Cloudflare refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchFn = vi.fn<typeof fetch>(async () => jsonResponse({ success: false, 'error-codes': ['timeout-or-duplicate'] }));
    const { preSignUp } = createTurnstileTriggers({ secretKey: 'secret', fetch: fetchFn });
    await expect(preSignUp(signUp({ clientMetadata: { turnstileToken: 'old' } }))).rejects.toThrow(BOT_CHECK_FAILED);
  });

  it('fails closed when Cloudflare cannot be reached', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => jsonResponse({}, 503));
    const { preAuthentication } = createTurnstileTriggers({ secretKey: 'secret', fetch: fetchFn });
    await expect(preAuthentication(signIn({ validationData: { turnstileToken: 'tok' } }))).rejects.toThrow('503');
  });

  it('checks every sign-in: token missing is rejected, a confirmed one passes', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => jsonResponse({ success: true }));
    const { preAuthentication } = createTurnstileTriggers({ secretKey: 'secret', fetch: fetchFn });
    await expect(preAuthentication(signIn({}))).rejects.toThrow(BOT_CHECK_FAILED);
    const event = signIn({ validationData: { turnstileToken: 'tok' } });
    await expect(preAuthentication(event)).resolves.toBe(event);
  });

  it('lets an admin-created user through without a token', async () => {
    const fetchFn = vi.fn<typeof fetch>();
    const { preSignUp } = createTurnstileTriggers({ secretKey: 'secret', fetch: fetchFn });
    const event = signUp({}, 'PreSignUp_AdminCreateUser');
    await expect(preSignUp(event)).resolves.toBe(event);
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
