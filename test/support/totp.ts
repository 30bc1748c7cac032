// The authenticator app of the test users with TOTP on: the code for their next sign-in, always of a later time step
// than the last code given for the same secret (the pool takes each code once, and none older after it), remembered
// in a file of each secret's own for the whole run, since the seeded admin signs in from several test files and the
// journey files run two at a time (one file for all secrets lost a step when two workers wrote it at once).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { totpCode } from '../../infra/local/totp';

const STEP_MS = 30_000;

function ledgerFile(secret: string): string {
  const dir = join(tmpdir(), `pestpilot-totp-steps-${new URL(inject('appUrl')).port}`);
  mkdirSync(dir, { recursive: true });
  return join(dir, createHash('sha256').update(secret).digest('hex').slice(0, 16));
}

/**
 * The next code for `secret`: of the current step, or the step after the last one given. The pool takes a code one
 * step either side of its own clock, so a code two steps ahead waits for the clock to come within one step of it.
 * Two files at once never sign in the same admin (each creates its own; the seeded admin is accounts.test.ts's alone).
 */
export async function nextTotpCode(secret: string): Promise<string> {
  const file = ledgerFile(secret);
  const last = existsSync(file) ? Number(readFileSync(file, 'utf8')) : 0;
  const step = Math.max(Math.floor(Date.now() / STEP_MS), last + 1);
  const wait = (step - 1) * STEP_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  writeFileSync(file, String(step));
  return totpCode(secret, step * STEP_MS);
}
