// The local pool's software tokens (TOTP), which cognito-local lacks: each user's verified secret and a new one being
// set up, whether sign-in asks for a code, and the last time step a code was accepted in, kept in a file beside the
// pool's other data (the adapter's codes and sessions).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';

/** Steps either side of now a code may come from: one (a code is good a little before and after its 30 seconds). */
export const TOTP_WINDOW = 1;

interface UserToken {
  /** The verified secret (base32, as AssociateSoftwareToken hands it out), if any. */
  secret?: string;
  /** A secret handed out and not yet verified: the verified one stays in force until a code of this one is checked. */
  pendingSecret?: string;
  enabled: boolean;
  /** The last time step a code was accepted in: a code is good once, and no older one after it. */
  lastStep?: number;
}

/** Why a code was refused: not a code of the secret now, or one already used. */
export type CodeRefusal = 'mismatch' | 'used';

/** A new secret as Cognito's: 20 random bytes in base32 (32 characters). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The code an authenticator app shows for `secret` at `timestamp` (the tests compute codes with it). */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });
}

export class TotpStore {
  private users: Record<string, UserToken>;
  constructor(private readonly file: string) {
    this.users = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, UserToken>) : {};
  }

  /** A new secret for the user, to be verified with a code of it. */
  associate(username: string): string {
    const user = this.user(username);
    user.pendingSecret = newTotpSecret();
    this.save();
    return user.pendingSecret;
  }

  /** Check a code of the secret being set up; it becomes the user's verified secret. */
  verify(username: string, code: string): CodeRefusal | undefined {
    const user = this.user(username);
    if (!user.pendingSecret) return 'mismatch';
    const refusal = this.accept(user, user.pendingSecret, code);
    if (refusal) return refusal;
    user.secret = user.pendingSecret;
    delete user.pendingSecret;
    this.save();
    return undefined;
  }

  /** Whether the user has a verified secret (SetUserMFAPreference can turn sign-in codes on only then). */
  verified(username: string): boolean {
    return Boolean(this.users[username.toLowerCase()]?.secret);
  }

  /** Turn sign-in codes on or off (on only for a user with a verified secret). */
  setEnabled(username: string, enabled: boolean): void {
    const user = this.user(username);
    user.enabled = enabled && Boolean(user.secret);
    this.save();
  }

  /** Whether sign-in asks the user for a code. */
  enabled(username: string): boolean {
    const user = this.users[username.toLowerCase()];
    return Boolean(user?.secret && user.enabled);
  }

  /** Check a sign-in code against the user's verified secret. */
  check(username: string, code: string): CodeRefusal | undefined {
    const user = this.user(username);
    if (!user.secret) return 'mismatch';
    return this.accept(user, user.secret, code);
  }

  /** Enrol a user with a given secret, verified and on (the seeded admin of the test stacks). */
  enrol(username: string, secret: string): void {
    this.users[username.toLowerCase()] = { secret, enabled: true };
    this.save();
  }

  private user(username: string): UserToken {
    const key = username.toLowerCase();
    this.users[key] ??= { enabled: false };
    return this.users[key];
  }

  /** Accept a code once: of `secret`, within the window, from a later step than the last one accepted. */
  private accept(user: UserToken, secret: string, code: string): CodeRefusal | undefined {
    const now = Date.now();
    const delta = TOTP.validate({ token: code.trim(), secret: Secret.fromBase32(secret), timestamp: now, window: TOTP_WINDOW });
    if (delta === null) return 'mismatch';
    const step = TOTP.counter({ timestamp: now }) + delta;
    if (user.lastStep !== undefined && step <= user.lastStep) return 'used';
    user.lastStep = step;
    this.save();
    return undefined;
  }

  private save(): void {
    writeFileSync(this.file, JSON.stringify(this.users));
  }
}
