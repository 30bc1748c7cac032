// Makes cognito-local behave like Cognito for PestPilot's flows: case-insensitive e-mail, the password policy,
// real error names, refresh through GetTokensFromRefreshToken, resend of the confirmation code, sign-out everywhere
// (AdminUserGlobalSignOut, which cognito-local lacks), a user's groups by e-mail, and confirmation and reset codes delivered to the local
// mailbox as links, as the custom-message trigger does on AWS.
import { randomInt } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import {
  confirmationEmailHtml,
  confirmationLink,
  EMAIL_SUBJECTS,
  resetEmailHtml,
  resetLink,
} from '../../functions/contracts/links';
import { LOCAL } from './settings';

const CONFIRM_CODE_TTL_MS = 24 * 60 * 60 * 1000;
const RESET_CODE_TTL_MS = 60 * 60 * 1000;
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

// Cognito's JSON actions (requests and replies of many shapes), read and written field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

export interface AdapterReply {
  status: number;
  body: string;
  headers: Record<string, string>;
}

class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

const incorrectCredentials = () => new CognitoError('NotAuthorizedException', 'Incorrect username or password.');

/** Cognito's own wording for each rule of the pool's policy (at least 8, upper, lower, number). */
export function passwordPolicyViolation(password: string): string | undefined {
  if (password.length < 8) return 'Password did not conform with policy: Password not long enough';
  if (!/[A-Z]/.test(password)) return 'Password did not conform with policy: Password must have uppercase characters';
  if (!/[a-z]/.test(password)) return 'Password did not conform with policy: Password must have lowercase characters';
  if (!/[0-9]/.test(password)) return 'Password did not conform with policy: Password must have numeric characters';
  return undefined;
}

function enforcePolicy(password: unknown): void {
  const violation = passwordPolicyViolation(String(password ?? ''));
  if (violation) throw new CognitoError('InvalidPasswordException', violation);
}

const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

interface StoredCode {
  code: string;
  expiresAt: number;
}

/** Codes the adapter issued, kept in a file so that a restart does not break a link already mailed. */
class CodeStore {
  private codes: Record<string, StoredCode>;
  constructor(private readonly file: string) {
    this.codes = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, StoredCode>) : {};
  }
  issue(key: string, ttlMs: number): string {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.codes[key] = { code, expiresAt: Date.now() + ttlMs };
    this.save();
    return code;
  }
  /** Consume a code: a wrong one is a mismatch, a stale one is expired. */
  consume(key: string, code: unknown): void {
    const stored = this.codes[key];
    if (!stored || stored.code !== String(code ?? '').trim()) {
      throw new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
    }
    if (stored.expiresAt < Date.now()) throw new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
    delete this.codes[key];
    this.save();
  }
  private save(): void {
    writeFileSync(this.file, JSON.stringify(this.codes));
  }
}

/**
 * The refresh tokens the adapter handed out, by user name, kept in a file: cognito-local stores them but offers no
 * way to revoke a user's all at once, so AdminUserGlobalSignOut revokes each one it handed out (RevokeToken).
 */
class SessionStore {
  private sessions: Record<string, string[]>;
  constructor(private readonly file: string) {
    this.sessions = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
  }
  /** Record a refresh token cognito-local issued (its payload names the user and when it expires). */
  record(refreshToken: unknown): void {
    if (typeof refreshToken !== 'string') return;
    const username = String(claimsOf(refreshToken)['cognito:username'] ?? '').toLowerCase();
    if (!username) return;
    const live = (this.sessions[username] ?? []).filter((t) => Number(claimsOf(t).exp ?? 0) * 1000 > Date.now());
    this.sessions[username] = [...live, refreshToken];
    this.save();
  }
  /** Every refresh token of the user, forgotten as it is handed back for revocation. */
  take(username: string): string[] {
    const tokens = this.sessions[username.toLowerCase()] ?? [];
    delete this.sessions[username.toLowerCase()];
    this.save();
    return tokens;
  }
  private save(): void {
    writeFileSync(this.file, JSON.stringify(this.sessions));
  }
}

function claimsOf(jwt: string): Json {
  try {
    return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Json;
  } catch {
    // Not a JWT (cognito-local's refresh tokens are): nothing to read from it.
    return {};
  }
}

export interface CognitoAdapterOptions {
  cognitoEndpoint: string;
  mailEndpoint: string;
  /** The app's origin, for links in e-mails. */
  siteUrl: string;
  siteName: string;
  codesFile: string;
  /** Where the refresh tokens handed out are kept for AdminUserGlobalSignOut. */
  sessionsFile: string;
  /** Runs the pool's post-confirmation trigger (on AWS Cognito invokes it): the user's name and attributes. */
  onConfirmed?: (userName: string, attributes: Record<string, string>) => Promise<void>;
}

/** The actions a browser calls without AWS credentials: sign-up and its confirmation, sign-in, tokens, password flows. */
export const BROWSER_ACTIONS = new Set([
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ChangePassword',
  'GetUser',
  'RevokeToken',
  'GlobalSignOut',
]);

export function createCognitoAdapter(options: CognitoAdapterOptions) {
  const credentials = { accessKeyId: LOCAL.accessKeyId, secretAccessKey: LOCAL.secretAccessKey };
  const cognito = new CognitoIdentityProviderClient({ endpoint: options.cognitoEndpoint, region: LOCAL.region, credentials });
  const ses = new SESv2Client({ endpoint: options.mailEndpoint, region: LOCAL.region, credentials });
  const codes = new CodeStore(options.codesFile);
  const sessions = new SessionStore(options.sessionsFile);
  const pool = { UserPoolId: LOCAL.userPoolId };

  async function forward(action: string, body: Json): Promise<Json> {
    const res = await fetch(`${options.cognitoEndpoint}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': TARGET_PREFIX + action },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    const parsed = text ? (JSON.parse(text) as Json) : {};
    if (!res.ok) {
      const type = String(parsed.__type ?? parsed.code ?? 'InternalErrorException').split('#').pop() ?? 'InternalErrorException';
      throw new CognitoError(type, String(parsed.message ?? 'Error'));
    }
    return parsed;
  }

  async function findUser(email: string) {
    try {
      return await cognito.send(new AdminGetUserCommand({ ...pool, Username: email }));
    } catch (error) {
      if ((error as Error).name === 'UserNotFoundException') return undefined;
      throw error;
    }
  }

  async function mail(to: string, subject: string, html: string): Promise<void> {
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: LOCAL.fromEmail,
        Destination: { ToAddresses: [to] },
        Content: { Simple: { Subject: { Data: subject }, Body: { Html: { Data: html } } } },
      }),
    );
  }

  async function sendConfirmation(email: string): Promise<void> {
    const code = codes.issue(`confirm:${email}`, CONFIRM_CODE_TTL_MS);
    const link = confirmationLink(options.siteUrl, email, code);
    await mail(email, EMAIL_SUBJECTS.confirm(options.siteName), confirmationEmailHtml(options.siteName, link));
  }

  const delivery = (email: string) => ({
    CodeDeliveryDetails: { Destination: email.replace(/^(.).*@/, '$1***@'), DeliveryMedium: 'EMAIL', AttributeName: 'email' },
  });

  const actions: Record<string, (body: Json) => Promise<Json>> = {
    async SignUp(body) {
      const email = lower(body.Username) as string;
      enforcePolicy(body.Password);
      const attributes = (body.UserAttributes ?? []).map((a: Json) => (a.Name === 'email' ? { ...a, Value: lower(a.Value) } : a));
      const result = await forward('SignUp', { ...body, Username: email, UserAttributes: attributes });
      await sendConfirmation(email);
      return { ...result, ...delivery(email) };
    },
    async ConfirmSignUp(body) {
      const email = lower(body.Username) as string;
      codes.consume(`confirm:${email}`, body.ConfirmationCode);
      await cognito.send(new AdminConfirmSignUpCommand({ ...pool, Username: email }));
      await cognito.send(
        new AdminUpdateUserAttributesCommand({ ...pool, Username: email, UserAttributes: [{ Name: 'email', Value: email }, { Name: 'email_verified', Value: 'true' }] }),
      );
      if (options.onConfirmed) {
        const user = await cognito.send(new AdminGetUserCommand({ ...pool, Username: email }));
        await options.onConfirmed(user.Username ?? email, Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name ?? '', a.Value ?? ''])));
      }
      return {};
    },
    async ResendConfirmationCode(body) {
      const email = lower(body.Username) as string;
      const user = await findUser(email);
      if (user?.UserStatus === 'CONFIRMED') throw new CognitoError('InvalidParameterException', 'User is already confirmed.');
      if (user) await sendConfirmation(email);
      return delivery(email);
    },
    async ForgotPassword(body) {
      const email = lower(body.Username) as string;
      if (await findUser(email)) {
        const code = codes.issue(`reset:${email}`, RESET_CODE_TTL_MS);
        const link = resetLink(options.siteUrl, email, code);
        await mail(email, EMAIL_SUBJECTS.reset(options.siteName), resetEmailHtml(options.siteName, link));
      }
      return delivery(email);
    },
    async ConfirmForgotPassword(body) {
      const email = lower(body.Username) as string;
      enforcePolicy(body.Password);
      codes.consume(`reset:${email}`, body.ConfirmationCode);
      await cognito.send(new AdminSetUserPasswordCommand({ ...pool, Username: email, Password: body.Password, Permanent: true }));
      return {};
    },
    async InitiateAuth(body) {
      const params = { ...(body.AuthParameters ?? {}) };
      if (params.USERNAME) params.USERNAME = lower(params.USERNAME);
      try {
        const result = await forward('InitiateAuth', { ...body, AuthParameters: params });
        sessions.record(result.AuthenticationResult?.RefreshToken);
        return result;
      } catch (error) {
        const type = (error as CognitoError).type;
        if (type === 'InvalidPasswordException' || type === 'UserNotFoundException') throw incorrectCredentials();
        throw error;
      }
    },
    async GetTokensFromRefreshToken(body) {
      const result = await forward('InitiateAuth', {
        ClientId: body.ClientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: body.RefreshToken },
      });
      return { AuthenticationResult: result.AuthenticationResult };
    },
    async AdminUserGlobalSignOut(body) {
      const username = lower(body.Username) as string;
      if (!(await findUser(username))) throw new CognitoError('UserNotFoundException', 'User does not exist.');
      for (const token of sessions.take(username)) {
        try {
          await forward('RevokeToken', { ClientId: LOCAL.userPoolClientId, Token: token });
        } catch (error) {
          // A token the user already revoked (signing out on that device) is as good as revoked here.
          if ((error as CognitoError).type !== 'NotAuthorizedException') throw error;
        }
      }
      return {};
    },
    async AdminListGroupsForUser(body) {
      // cognito-local matches group members by the name given, not the user's own: give it the user's own.
      const user = await findUser(lower(body.Username) as string);
      if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
      return forward('AdminListGroupsForUser', { ...body, Username: user.Username });
    },
    async ChangePassword(body) {
      enforcePolicy(body.ProposedPassword);
      try {
        return await forward('ChangePassword', body);
      } catch (error) {
        if ((error as CognitoError).type === 'InvalidPasswordException') throw incorrectCredentials();
        throw error;
      }
    },
    async AdminSetUserPassword(body) {
      enforcePolicy(body.Password);
      return forward('AdminSetUserPassword', { ...body, Username: lower(body.Username) });
    },
  };

  /**
   * Handle one Cognito JSON-protocol request (`X-Amz-Target` names the action). From the browser's path (`admin`
   * false) only BROWSER_ACTIONS are served, as Cognito serves anything else only to IAM-signed callers.
   */
  return async function handle(target: string, rawBody: string, { admin }: { admin: boolean }): Promise<AdapterReply> {
    const action = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : target;
    const headers = { 'content-type': 'application/x-amz-json-1.1' };
    if (!admin && !BROWSER_ACTIONS.has(action)) {
      const type = 'AccessDeniedException';
      return { status: 400, headers: { ...headers, 'x-amzn-errortype': type }, body: JSON.stringify({ __type: type, message: `${action} needs AWS credentials` }) };
    }
    try {
      const body = rawBody ? (JSON.parse(rawBody) as Json) : {};
      const run = actions[action] ?? ((b: Json) => forward(action, b));
      return { status: 200, headers, body: JSON.stringify(await run(body)) };
    } catch (error) {
      const known = error instanceof CognitoError ? error : undefined;
      const type = known?.type ?? ((error as Error).name || 'InternalErrorException');
      const message = known?.message ?? (error as Error).message;
      return { status: 400, headers: { ...headers, 'x-amzn-errortype': type }, body: JSON.stringify({ __type: type, message }) };
    }
  };
}
