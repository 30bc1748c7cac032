// A visitor's API calls (no session stored for the app's client): sent without a token and without loading Amplify,
// which a public page (the case study list) would otherwise wait for before its first request; a stored session's
// calls carry its id token.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@contracts/api';
import { apiFetch } from '../../web/src/api/client';
import { setAmplifyConfig } from '../../web/src/app/amplify';
import { PRERENDER_CONFIG } from '../../web/src/app/prerendered';
import { amplifyAuth, resetAmplifyMocks, sessionWith } from './amplifyMock';
import { json } from './fixtures';

vi.mock('aws-amplify/auth', async () => (await import('./amplifyMock')).amplifyAuth);

const CLIENT_ID = 'visitor-test-client';
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  setAmplifyConfig({ ...PRERENDER_CONFIG, region: 'us-east-1', userPoolId: 'us-east-1_test', userPoolClientId: CLIENT_ID });
  resetAmplifyMocks();
  amplifyAuth.fetchAuthSession.mockResolvedValue(sessionWith({ sub: 'u-1', email: 'u@example.com' }));
  fetchMock = vi.fn(() => Promise.resolve(json(200, [])));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const sentAuthorization = () => (fetchMock.mock.calls[0][1] as RequestInit & { headers: Record<string, string> }).headers.Authorization;

describe("a visitor's API calls", () => {
  it('go without a token, and without asking Amplify for a session', async () => {
    await apiFetch(API.fetchCaseStudies);
    expect(sentAuthorization()).toBeUndefined();
    expect(amplifyAuth.fetchAuthSession).not.toHaveBeenCalled();
  });

  it("carry a stored session's id token", async () => {
    localStorage.setItem(`CognitoIdentityServiceProvider.${CLIENT_ID}.LastAuthUser`, 'u-1');
    await apiFetch(API.fetchCaseStudies);
    expect(sentAuthorization()).toBe('Bearer id-token-jwt');
  });
});
