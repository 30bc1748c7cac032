// Makes cognito-local behave like Cognito for PestPilot's flows: case-insensitive e-mail, the password policy,
// real error names, refresh through GetTokensFromRefreshToken, resend of the confirmation code, sign-out everywhere
// (AdminUserGlobalSignOut, which cognito-local lacks), a disabled user's sign-in and refresh refused (cognito-local
// keeps the flag AdminDisableUser sets but signs the user in), software tokens (TOTP: set-up, the sign-in challenge, the MFA
// preference and the user's MFA fields, which cognito-local also lacks), a user's groups by e-mail, and confirmation and reset codes delivered to the local
// mailbox as links, as the custom-message trigger does on AWS. Like the pool's web client it lets a browser write only
// the writable attributes, checks access tokens, hides whether an account exists, limits mailed codes per user, and
// answers an unsigned call to any other action as Cognito does.
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  CognitoIdentityProviderServiceException,
} from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import {
  confirmationEmailHtml,
  confirmationLink,
  EMAIL_SUBJECTS,
  resetEmailHtml,
  resetLink,
} from '../../functions/contracts/links';
import { email as emailRule } from '../../functions/contracts/auth';
import { USER_ATTRIBUTES } from '../../functions/contracts/config';
import { localVerifier } from '../../functions/lib/platform/idToken';
import { LOCAL } from './settings';
import type { CodeRefusal, TotpStore } from './totp';

const CONFIRM_CODE_TTL_MS = 24 * 60 * 60 * 1000;
const RESET_CODE_TTL_MS = 60 * 60 * 1000;
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
/** Cognito's limit on mailed codes: this many ForgotPassword (or ResendConfirmationCode) calls per user per hour. */
export const CODE_REQUESTS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
/** How long a sign-in waits for its TOTP code (Cognito's challenge session lasts three minutes). */
const CHALLENGE_TTL_MS = 3 * 60 * 1000;
/** Wrong codes a challenge session takes before it is spent (the user signs in again). */
const CHALLENGE_ATTEMPTS = 5;
const SOFTWARE_TOKEN_MFA = 'SOFTWARE_TOKEN_MFA';

/**
 * The attributes the pool's web client may write (infra/aws/auth.ts gives it no write list, so Cognito's default:
 * every standard attribute but the verified flags and sub, and the pool's custom attributes). Anything else, sub,
 * email_verified, cognito:* or an unknown custom attribute, is refused as Cognito refuses it.
 */
const WRITABLE_ATTRIBUTES: ReadonlySet<string> = new Set([
  'address',
  'birthdate',
  'email',
  'family_name',
  'gender',
  'given_name',
  'locale',
  'middle_name',
  'name',
  'nickname',
  'phone_number',
  'picture',
  'preferred_username',
  'profile',
  'updated_at',
  'website',
  'zoneinfo',
  ...Object.values(USER_ATTRIBUTES),
]);

// Cognito's JSON actions (requests and replies of many shapes), read and written field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** Who sends a request: the functions (the admin listener), or a browser, whose request may carry an AWS signature. */
export interface CognitoCaller {
  admin: boolean;
  /** The request carries an Authorization header (an SDK client with credentials signs every call). */
  signed?: boolean;
}

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

const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

const incorrectCredentials = () => new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
/** Cognito's answer to a body that is not a JSON object of the action's shape (never the parser's own text). */
const unreadableBody = () => new CognitoError('SerializationException', 'The request body could not be read as the action’s input.');

/** The request's JSON object; anything else is unreadable. */
function parseBody(rawBody: string): Json {
  let body: unknown;
  try {
    body = rawBody ? JSON.parse(rawBody) : {};
  } catch {
    // Cognito names no parser position or token: the body is simply unreadable.
    throw unreadableBody();
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw unreadableBody();
  return body as Json;
}

/** A string field of the request, or undefined when absent; any other type is unreadable, as Cognito finds it. */
function text(body: Json, field: string): string | undefined {
  const value: unknown = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw unreadableBody();
  return value;
}

/** The request's attribute list ({Name, Value} strings), refusing any the web client may not write. */
function writableAttributes(body: Json): Array<{ Name: string; Value: string }> {
  const list: unknown = body.UserAttributes ?? [];
  if (!Array.isArray(list)) throw unreadableBody();
  return list.map((item: unknown) => {
    const { Name, Value } = (item ?? {}) as Json;
    if (typeof Name !== 'string' || (Value !== undefined && typeof Value !== 'string')) throw unreadableBody();
    if (!WRITABLE_ATTRIBUTES.has(Name)) throw new CognitoError('NotAuthorizedException', 'A client attempted to write unauthorized attribute');
    if (Name === 'email' && !emailRule.safeParse(Value ?? '').success) throw new CognitoError('InvalidParameterException', 'Invalid email address format.');
    return { Name, Value: Name === 'email' ? (lower(Value) as string) : (Value ?? '') };
  });
}

/** The pool signs in by e-mail: a sign-up's user name is a valid address (lowered), as Cognito requires. */
function emailUsername(value: string | undefined): string {
  const parsed = emailRule.safeParse(value ?? '');
  if (!parsed.success) throw new CognitoError('InvalidParameterException', 'Username should be an email.');
  return parsed.data;
}

/** Users tracked before the ones with no call in the last hour are dropped (a flood of made-up addresses stays bounded). */
export const TRACKED_USERS_BEFORE_SWEEP = 10_000;

/** At most CODE_REQUESTS_PER_HOUR calls of an action per user in the last hour, known user or not (so the limit tells nothing). */
export class AttemptLimit {
  private readonly attempts = new Map<string, number[]>();
  /** How many users the limit remembers. */
  get tracked(): number {
    return this.attempts.size;
  }
  take(key: string): void {
    const now = Date.now();
    if (this.attempts.size >= TRACKED_USERS_BEFORE_SWEEP) {
      for (const [tracked, times] of this.attempts) if (times.every((at) => at <= now - HOUR_MS)) this.attempts.delete(tracked);
    }
    const recent = (this.attempts.get(key) ?? []).filter((at) => at > now - HOUR_MS);
    if (recent.length >= CODE_REQUESTS_PER_HOUR) {
      throw new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
    }
    this.attempts.set(key, [...recent, now]);
  }
}

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
  /** The issuer of cognito-local's tokens and its signing keys: an access token a browser sends is checked against them. */
  issuer: string;
  jwks: { keys: unknown[] };
  /** The users' software tokens (TOTP). */
  totp: TotpStore;
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
  'UpdateUserAttributes',
  'RevokeToken',
  'GlobalSignOut',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
]);

/** The browser's actions that act on the user of the access token they carry (cognito-local only decodes it). */
const TOKEN_ACTIONS = new Set(['ChangePassword', 'GetUser', 'UpdateUserAttributes', 'GlobalSignOut', 'AssociateSoftwareToken', 'VerifySoftwareToken', 'SetUserMFAPreference']);

/** A sign-in waiting for its TOTP code: the tokens the password earned, handed out once the code is right. */
interface Challenge {
  username: string;
  result: Json;
  expiresAt: number;
  attempts: number;
}

export function createCognitoAdapter(options: CognitoAdapterOptions) {
  const credentials = { accessKeyId: LOCAL.accessKeyId, secretAccessKey: LOCAL.secretAccessKey };
  const cognito = new CognitoIdentityProviderClient({ endpoint: options.cognitoEndpoint, region: LOCAL.region, credentials });
  const ses = new SESv2Client({ endpoint: options.mailEndpoint, region: LOCAL.region, credentials });
  const codes = new CodeStore(options.codesFile);
  const sessions = new SessionStore(options.sessionsFile);
  const pool = { UserPoolId: LOCAL.userPoolId };
  const limits = new AttemptLimit();
  const tokens = localVerifier(options.issuer, LOCAL.userPoolClientId, options.jwks);

  const totp = options.totp;
  const challenges = new Map<string, Challenge>();

  /** Cognito's check of an access token: signed by the pool, for the web client, an access token, unexpired. */
  async function verifyAccessToken(token: string | undefined): Promise<Json> {
    const invalid = new CognitoError('NotAuthorizedException', 'Invalid Access Token');
    if (!token) throw invalid;
    let claims: Json;
    try {
      claims = (await tokens.verify(token)) as Json;
    } catch {
      // A bad signature, a foreign issuer or an expired token: Cognito names none of them.
      throw invalid;
    }
    if (claims.token_use !== 'access') throw invalid;
    return claims;
  }

  /** The user name of the access token a request carries (checked as Cognito checks it). */
  async function tokenUser(body: Json): Promise<string> {
    const claims = await verifyAccessToken(text(body, 'AccessToken'));
    return String(claims.username ?? claims['cognito:username'] ?? '');
  }

  /** A user's MFA fields as GetUser and AdminGetUser give them (absent for a user without a second factor). */
  function mfaFields(username: string): Json {
    return totp.enabled(username) ? { PreferredMfaSetting: SOFTWARE_TOKEN_MFA, UserMFASettingList: [SOFTWARE_TOKEN_MFA] } : {};
  }

  /** Cognito's answer to a software-token preference: on only for a verified token; a preferred one must be on. */
  function setPreference(username: string, settings: unknown): void {
    if (settings === undefined || settings === null) return;
    if (typeof settings !== 'object' || Array.isArray(settings)) throw unreadableBody();
    const { Enabled, PreferredMfa } = settings as Json;
    if (Enabled === true && !totp.verified(username)) throw new CognitoError('InvalidParameterException', 'User has not verified software token mfa');
    if (Enabled !== true && PreferredMfa === true) throw new CognitoError('InvalidParameterException', 'Cannot set a disabled MFA method as preferred.');
    totp.setEnabled(username, Enabled === true);
  }

  const challengeRefusal = (refusal: CodeRefusal) =>
    refusal === 'used'
      ? new CognitoError('ExpiredCodeException', 'Your software token has already been used once.')
      : new CognitoError('CodeMismatchException', 'Invalid code received for user');

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

  /**
   * Cognito's refusal of a disabled user (AdminDisableUser): tokens cognito-local issued them are revoked unused, and the
   * sign-in or refresh is answered 'User is disabled.'.
   */
  async function refuseDisabled(result: Json): Promise<void> {
    const username = String(claimsOf(String(result.AuthenticationResult?.AccessToken ?? '')).username ?? '');
    if (!username || (await findUser(username))?.Enabled !== false) return;
    const refreshToken = result.AuthenticationResult?.RefreshToken;
    if (typeof refreshToken === 'string') await forward('RevokeToken', { ClientId: LOCAL.userPoolClientId, Token: refreshToken });
    throw new CognitoError('NotAuthorizedException', 'User is disabled.');
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
      const email = emailUsername(text(body, 'Username'));
      const attributes = writableAttributes(body);
      enforcePolicy(text(body, 'Password'));
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
      const email = lower(text(body, 'Username')) as string;
      limits.take(`resend:${email}`);
      const user = await findUser(email);
      if (user?.UserStatus === 'CONFIRMED') throw new CognitoError('InvalidParameterException', 'User is already confirmed.');
      if (user) await sendConfirmation(email);
      return delivery(email);
    },
    async ForgotPassword(body) {
      const email = lower(text(body, 'Username')) as string;
      limits.take(`forgot:${email}`);
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
      const signingIn = body.AuthFlow !== 'REFRESH_TOKEN_AUTH' && body.AuthFlow !== 'REFRESH_TOKEN';
      let result: Json;
      try {
        result = await forward('InitiateAuth', { ...body, AuthParameters: params });
      } catch (error) {
        // An unknown address (cognito-local: 'User not authorized') and a wrong password get the same answer.
        const type = (error as CognitoError).type;
        if (signingIn && ['InvalidPasswordException', 'UserNotFoundException', 'NotAuthorizedException'].includes(type)) throw incorrectCredentials();
        throw error;
      }
      await refuseDisabled(result);
      const username = String(claimsOf(String(result.AuthenticationResult?.AccessToken ?? '')).username ?? '');
      if (signingIn && username && totp.enabled(username)) {
        // The password was right: the tokens wait for the user's code (RespondToAuthChallenge).
        const session = randomBytes(48).toString('base64url');
        challenges.set(session, { username, result: result.AuthenticationResult as Json, expiresAt: Date.now() + CHALLENGE_TTL_MS, attempts: 0 });
        return { ChallengeName: SOFTWARE_TOKEN_MFA, Session: session, ChallengeParameters: {} };
      }
      sessions.record(result.AuthenticationResult?.RefreshToken);
      return result;
    },
    async RespondToAuthChallenge(body) {
      if (body.ChallengeName !== SOFTWARE_TOKEN_MFA) return forward('RespondToAuthChallenge', body);
      const session = text(body, 'Session') ?? '';
      const challenge = challenges.get(session);
      if (!challenge || challenge.expiresAt < Date.now()) {
        challenges.delete(session);
        throw new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
      }
      const responses = (body.ChallengeResponses ?? {}) as Json;
      const refusal = totp.check(challenge.username, String(responses.SOFTWARE_TOKEN_MFA_CODE ?? ''));
      if (refusal) {
        challenge.attempts += 1;
        if (challenge.attempts >= CHALLENGE_ATTEMPTS) challenges.delete(session);
        throw challengeRefusal(refusal);
      }
      challenges.delete(session);
      sessions.record(challenge.result.RefreshToken);
      return { AuthenticationResult: challenge.result, ChallengeParameters: {} };
    },
    async AssociateSoftwareToken(body) {
      return { SecretCode: totp.associate(await tokenUser(body)) };
    },
    async VerifySoftwareToken(body) {
      const refusal = totp.verify(await tokenUser(body), text(body, 'UserCode') ?? '');
      if (refusal === 'used') throw challengeRefusal(refusal);
      if (refusal) throw new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch and fail enable Software Token MFA');
      return { Status: 'SUCCESS' };
    },
    async SetUserMFAPreference(body) {
      setPreference(await tokenUser(body), body.SoftwareTokenMfaSettings);
      return {};
    },
    async AdminSetUserMFAPreference(body) {
      const user = await findUser(lower(text(body, 'Username')) as string);
      if (!user?.Username) throw new CognitoError('UserNotFoundException', 'User does not exist.');
      setPreference(user.Username, body.SoftwareTokenMfaSettings);
      return {};
    },
    async GetUser(body) {
      const user = await forward('GetUser', body);
      return { ...user, ...mfaFields(String(user.Username ?? '')) };
    },
    async AdminGetUser(body) {
      const user = await forward('AdminGetUser', body);
      return { ...user, ...mfaFields(String(user.Username ?? '')) };
    },
    async GetTokensFromRefreshToken(body) {
      const result = await forward('InitiateAuth', {
        ClientId: body.ClientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: body.RefreshToken },
      });
      await refuseDisabled(result);
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
    async UpdateUserAttributes(body) {
      const attributes = writableAttributes(body);
      // The pool keeps the original address until a new one is confirmed (keepOriginal); cognito-local would switch at
      // once, unconfirmed, so the stand-in does not take a new address (the product never changes one this way).
      if (attributes.some((a) => a.Name === 'email')) {
        throw new CognitoError('InvalidParameterException', 'The local stack does not change an e-mail address through UpdateUserAttributes.');
      }
      return forward('UpdateUserAttributes', { ...body, UserAttributes: attributes });
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
   * false) only BROWSER_ACTIONS are served: Cognito serves any other action only to an IAM-signed caller, and the
   * browser's path knows no AWS key, so it answers as Cognito answers an unsigned call (or one signed with a key it
   * does not know).
   */
  return async function handle(target: string, rawBody: string, caller: CognitoCaller): Promise<AdapterReply> {
    const action = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : target;
    const headers = { 'content-type': 'application/x-amz-json-1.1' };
    const failure = (type: string, message: string, status = 400): AdapterReply => ({
      status,
      headers: { ...headers, 'x-amzn-errortype': type },
      body: JSON.stringify({ __type: type, message }),
    });
    if (!caller.admin && !BROWSER_ACTIONS.has(action)) {
      return caller.signed
        ? failure('UnrecognizedClientException', 'The security token included in the request is invalid.')
        : failure('MissingAuthenticationTokenException', 'Missing Authentication Token');
    }
    try {
      const body = parseBody(rawBody);
      if (!caller.admin && TOKEN_ACTIONS.has(action)) await verifyAccessToken(text(body, 'AccessToken'));
      const run = actions[action] ?? ((b: Json) => forward(action, b));
      return { status: 200, headers, body: JSON.stringify(await run(body)) };
    } catch (error) {
      if (error instanceof CognitoError) return failure(error.type, error.message);
      // cognito-local's own answer through the SDK client (a user not found...), passed on as it came.
      if (error instanceof CognitoIdentityProviderServiceException) return failure(error.name, error.message);
      console.error(`[cognito] ${action} failed:`, error);
      return failure('InternalErrorException', 'An internal error occurred.', 500);
    }
  };
}
