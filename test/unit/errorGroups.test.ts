// The error groups' status rules: a group never changed is Unresolved; a resolved group that has a new error comes back
// Unresolved as a regression (with when), an ignored one stays Ignored, an unresolved one (a regression too) is left as
// it is; an admin's change sets the status and ends a regression; and the change's body is checked (status, fingerprint).
import { describe, expect, it } from 'vitest';
import { errorGroupUpdateSchema } from '../../functions/contracts/clientError';
import { ERROR_PANEL } from '../../functions/contracts/messages';
import type { ErrorGroupState } from '../../functions/contracts/monitoring';
import { stateAfterChange, stateAfterOccurrence, stateOf } from '../../functions/lib/monitoring/clientErrors';

const resolvedAt = '2026-11-24T10:00:00.000Z';
const cameBackAt = '2026-11-24T11:30:00.000Z';

describe('a new error in a group', () => {
  it('makes a resolved group a regression: Unresolved again, since the error came back', () => {
    const resolved: ErrorGroupState = stateAfterChange('resolved', resolvedAt);
    expect(stateAfterOccurrence(resolved, cameBackAt)).toEqual({ status: 'unresolved', statusChangedAt: cameBackAt, regressedAt: cameBackAt });
  });

  it('leaves an ignored group ignored', () => {
    const ignored = stateAfterChange('ignored', resolvedAt);
    expect(stateAfterOccurrence(ignored, cameBackAt)).toEqual({ status: 'ignored', statusChangedAt: resolvedAt, regressedAt: null });
  });

  it('leaves an unresolved group as it is, a regression keeping when it first came back', () => {
    const regression = stateAfterOccurrence(stateAfterChange('resolved', resolvedAt), cameBackAt);
    expect(stateAfterOccurrence(regression, '2026-11-24T12:00:00.000Z')).toEqual(regression);
    expect(stateAfterOccurrence(stateOf({}), cameBackAt)).toEqual({ status: 'unresolved', statusChangedAt: null, regressedAt: null });
  });
});

describe("an admin's change", () => {
  it('reads a group never changed as Unresolved and no regression', () => {
    expect(stateOf({})).toEqual({ status: 'unresolved', statusChangedAt: null, regressedAt: null });
  });

  it('sets the status and ends a regression (resolving it, ignoring it, or reopening it)', () => {
    for (const status of ['resolved', 'ignored', 'unresolved'] as const) expect(stateAfterChange(status, cameBackAt)).toEqual({ status, statusChangedAt: cameBackAt, regressedAt: null });
  });
});

describe("the change's body", () => {
  it('takes a fingerprint and one of the three statuses', () => {
    expect(errorGroupUpdateSchema.safeParse({ fingerprint: 'abcDEF_12-xyz', status: 'resolved' }).success).toBe(true);
  });

  it.each([
    [{ fingerprint: 'abc', status: 'closed' }, 'status', ERROR_PANEL.statusInvalid],
    [{ fingerprint: 'a'.repeat(65), status: 'ignored' }, 'fingerprint', ERROR_PANEL.groupNotFound],
    [{ fingerprint: 'ERROR#abc', status: 'ignored' }, 'fingerprint', ERROR_PANEL.groupNotFound],
    [{ status: 'ignored' }, 'fingerprint', ERROR_PANEL.groupNotFound],
  ])('refuses %j with the message of %s', (body, field, message) => {
    const parsed = errorGroupUpdateSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });
});
