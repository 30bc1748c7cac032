// The claims as HTTP API hands them to a function, and how the caller is read back from them.
import { describe, expect, it } from 'vitest';
import { parseGroups } from '../../functions/lib/platform/caller';
import { flattenClaims } from '../../functions/lib/platform/idToken';
import { passwordPolicyViolation } from '../../infra/local/cognitoAdapter';

describe('claims', () => {
  it('flattens lists the way HTTP API does and reads them back', () => {
    const claims = flattenClaims({ sub: 'abc', 'cognito:groups': ['admin', 'provider'], exp: 123, email_verified: true });
    expect(claims).toEqual({ sub: 'abc', 'cognito:groups': '[admin provider]', exp: '123', email_verified: 'true' });
    expect(parseGroups(claims['cognito:groups'])).toEqual(['admin', 'provider']);
    expect(parseGroups(['admin'])).toEqual(['admin']);
    expect(parseGroups(undefined)).toEqual([]);
  });
});

describe('local Cognito password policy', () => {
  it('gives Cognito’s messages for each rule', () => {
    expect(passwordPolicyViolation('Abc1')).toMatch(/not long enough/);
    expect(passwordPolicyViolation('abcdefg1')).toMatch(/uppercase/);
    expect(passwordPolicyViolation('ABCDEFG1')).toMatch(/lowercase/);
    expect(passwordPolicyViolation('Abcdefgh')).toMatch(/numeric/);
    expect(passwordPolicyViolation('Abcdefg1')).toBeUndefined();
  });
});
