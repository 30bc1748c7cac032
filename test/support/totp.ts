// The authenticator app of the test users with TOTP on: the code for their next sign-in, always of a later time step
// than the last code given for the same secret (the pool takes each code once, and none older after it), remembered
// in a file for the whole run, since the seeded admin signs in from several test files.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { totpCode } from '../../infra/local/totp';

const STEP_MS = 30_000;

function ledgerFile(): string {
  return join(tmpdir(), `pestpilot-totp-steps-${new URL(inject('appUrl')).port}.json`);
}

/**
 * The next code for `secret`: of the current step, or the step after the last one given. The pool takes a code one
 * step either side of its own clock, so a code two steps ahead waits for the clock to come within one step of it.
 */
export async function nextTotpCode(secret: string): Promise<string> {
  const file = ledgerFile();
  const given = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>) : {};
  const step = Math.max(Math.floor(Date.now() / STEP_MS), (given[secret] ?? 0) + 1);
  const wait = (step - 1) * STEP_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  writeFileSync(file, JSON.stringify({ ...given, [secret]: step }));
  return totpCode(secret, step * STEP_MS);
}
