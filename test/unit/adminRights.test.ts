// Admin rights as the server holds them now: which tokens a role change makes older (iat counts whole seconds), what
// each record of the caller answers, the second factor from the token's claim, and that every function serving an
// admin route may read the record.
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../functions/catalog';
import { adminStanding, type RoleRecord } from '../../functions/lib/platform/adminRights';
import { callerOf, issuedBeforeRoleChange, SECOND_FACTOR_CLAIM, SECOND_FACTOR_TOTP, type Caller } from '../../functions/lib/platform/caller';
import type { ApiEvent } from '../../functions/lib/platform/http';

const at = Date.parse('2026-11-27T10:00:05.400Z');
const second = Math.floor(at / 1000);

describe('a token issued before a role change', () => {
  it('is one from an earlier second, whatever role it carries', () => {
    expect(issuedBeforeRoleChange({ issuedAt: second - 1, role: 'user' }, { at, role: 'user' })).toBe(true);
    expect(issuedBeforeRoleChange({ issuedAt: second - 1, role: 'admin' }, { at, role: 'user' })).toBe(true);
  });

  it("is one from the change's own second with the role from before it, not one with the new role", () => {
    expect(issuedBeforeRoleChange({ issuedAt: second, role: 'admin' }, { at, role: 'user' })).toBe(true);
    expect(issuedBeforeRoleChange({ issuedAt: second, role: 'user' }, { at, role: 'user' })).toBe(false);
  });

  it('is not one from a later second, and a token that does not say when it was issued is taken as older', () => {
    expect(issuedBeforeRoleChange({ issuedAt: second + 1, role: 'admin' }, { at, role: 'user' })).toBe(false);
    expect(issuedBeforeRoleChange({ role: 'admin' }, { at, role: 'admin' })).toBe(true);
  });
});

describe("an admin token's standing", () => {
  const caller: Caller = { sub: 'a-1', username: 'a@test.example', email: 'a@test.example', role: 'admin', issuedAt: second };
  const standing = (record: RoleRecord, who: Caller = caller) => adminStanding(who, async () => record);

  it('is admin while the record agrees, or when there is no profile yet (the token is all there is)', async () => {
    expect(await standing({ gone: false, role: 'admin' })).toBe('admin');
    expect(await standing({ gone: false, role: 'admin', changedAt: at - 60_000 })).toBe('admin');
    expect(await standing({ gone: false })).toBe('admin');
  });

  it('is signed out for a deleted account, or a token from before the role last changed (even back to admin)', async () => {
    expect(await standing({ gone: true })).toBe('signed-out');
    expect(await standing({ gone: false, role: 'user', changedAt: at })).toBe('signed-out');
    expect(await standing({ gone: false, role: 'admin', changedAt: at + 1_000 })).toBe('signed-out');
  });

  it('is forbidden when the current role is not admin, and for a token that does not claim it (nothing read)', async () => {
    expect(await standing({ gone: false, role: 'provider' })).toBe('forbidden');
    const read = async (): Promise<RoleRecord> => {
      throw new Error('read for a token without the admin claim');
    };
    expect(await adminStanding({ ...caller, role: 'user' }, read)).toBe('forbidden');
  });

  it("needs the second factor in the token's claim where the deploy requires it, and only then", async () => {
    const read = (record: RoleRecord) => async () => record;
    const withTotp = { ...caller, secondFactor: true };
    expect(await adminStanding(caller, read({ gone: false, role: 'admin' }), true)).toBe('no-second-factor');
    expect(await adminStanding(caller, read({ gone: false }), true)).toBe('no-second-factor');
    expect(await adminStanding(withTotp, read({ gone: false, role: 'admin' }), true)).toBe('admin');
    expect(await adminStanding(withTotp, read({ gone: false }), true)).toBe('admin');
    expect(await adminStanding(caller, read({ gone: false, role: 'admin' }), false)).toBe('admin');
    expect(await adminStanding(withTotp, read({ gone: true }), true)).toBe('signed-out');
  });

  it("reads the trigger's claim from the token, and nothing else as a second factor", () => {
    const event = (claims: Record<string, string>) =>
      ({ requestContext: { authorizer: { jwt: { claims: { sub: 's', 'cognito:groups': '[admin]', ...claims }, scopes: [] } } } }) as unknown as ApiEvent;
    expect(callerOf(event({ [SECOND_FACTOR_CLAIM]: SECOND_FACTOR_TOTP }))?.secondFactor).toBe(true);
    expect(callerOf(event({ [SECOND_FACTOR_CLAIM]: 'none' }))?.secondFactor).toBeUndefined();
    expect(callerOf(event({ totp: 'true' }))?.secondFactor).toBeUndefined();
  });

  it('can be read by every function serving an admin route (dynamodb:GetItem)', () => {
    const serving = CATALOG.filter((e) => e.routes.some((r) => r.access === 'admin'));
    expect(serving.length).toBeGreaterThan(0);
    expect(serving.filter((e) => !e.grants.includes('dynamodb:GetItem')).map((e) => e.name)).toEqual([]);
  });
});
