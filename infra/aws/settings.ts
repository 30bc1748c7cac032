// The deploy-time settings of the AWS stack: the stage's own (infra/aws/stages/<stage>.ts, chosen with `-c stage=`),
// over the defaults, under any `-c key=value`; typed, and checked: a production stage with a missing or example value
// does not synthesize. Secrets are never settings: only the names of the SSM parameters that hold them.
import type { Node } from 'constructs';
import { DEFAULT_SITE_NAME, DEFAULT_SUPPORT_EMAIL } from '../../functions/contracts/config';
import { DEFAULT_STAGE, STAGES } from './stages';

/** How the stack gets an SES identity for the from-address. */
export type SesIdentityMode = 'address' | 'domain' | 'existing';
/** Who sends Cognito's e-mails: SES (needs the identity verified before the pool is created or switched) or Cognito's own low-volume sender. */
export type CognitoEmailMode = 'ses' | 'cognito';

export interface Settings {
  /** The stage's name (infra/aws/stages). */
  stage: string;
  /** A production stage is checked: no missing or example value, a DKIM-verified sender domain, an alarm e-mail. */
  production: boolean;
  siteName: string;
  /** Sender of Cognito's and the functions' e-mails. */
  fromEmail: string;
  supportEmail: string;
  /** The support phone number on the contact page; the page shows no phone without it. */
  supportPhone?: string;
  /** address: verify the from-address (SES e-mails a link); domain: verify its domain (DKIM records in the outputs); existing: already verified. */
  sesIdentity: SesIdentityMode;
  /** Cognito checks the SES identity is verified when the pool is created: deploy once with `cognito`, verify, then `ses`. */
  cognitoEmail: CognitoEmailMode;
  /** Custom domain of the site; needs `certificateArn` (ACM, us-east-1). Without it the site is the CloudFront domain. */
  siteDomain?: string;
  certificateArn?: string;
  googleMapsApiKey?: string;
  googleMapsMapId?: string;
  /** Cloudflare Turnstile: bot protection is on only when the site key and the secret's parameter are both given. */
  turnstileSiteKey?: string;
  /** The SSM SecureString parameter holding Turnstile's secret key (its name: the value never enters the template). */
  turnstileSecretKeyParameter?: string;
  /** The SSM SecureString parameter holding the OpenAI key; without it the functions use the offline consultant. */
  openaiApiKeyParameter?: string;
  openaiBaseUrl?: string;
  openaiModel?: string;
  /** The model a chat question with photos goes to (vision-capable); the consultant's default without it. */
  openaiVisionModel?: string;
  /** Where the alarms and the budget's warnings are e-mailed; without it the topic has no subscriber. */
  alarmEmail?: string;
  /** The monthly AWS cost (USD) the budget warns at (80 % forecast, 100 % actual). */
  monthlyBudgetUsd: number;
  /**
   * A WAF web ACL on CloudFront blocking a source (IP) past this many /api requests in 5 minutes (429); off without it:
   * it bills about $6 a month at zero traffic ($5 the ACL, $1 the rule, then $0.60 a million requests). us-east-1 only.
   */
  wafRateLimit?: number;
  /** The built SPA; a placeholder page is deployed while it does not exist. */
  webDist: string;
}

/** What a stage file sets: any setting but the stage's name and the build folder, and whether it is production. */
export type StageSettings = Partial<Omit<Settings, 'stage' | 'production' | 'webDist'>> & { production: boolean };

/** The example domain of every default address: never a production sender or recipient. */
export const EXAMPLE_DOMAIN = 'pestpilot.example';
export const DEFAULT_FROM_EMAIL = `no-reply@${EXAMPLE_DOMAIN}`;
export const DEFAULT_MONTHLY_BUDGET_USD = 10;
/** The least a WAF rate-based rule counts to (requests in its window). */
export const WAF_RATE_LIMIT_MINIMUM = 10;
const SES_IDENTITY_MODES: readonly SesIdentityMode[] = ['address', 'domain', 'existing'];
const COGNITO_EMAIL_MODES: readonly CognitoEmailMode[] = ['ses', 'cognito'];
/** Context keys that once held secret values: refused, so a secret never lands in the template again. */
const SECRET_KEYS: Readonly<Record<string, string>> = { openaiApiKey: 'openaiApiKeyParameter', turnstileSecretKey: 'turnstileSecretKeyParameter' };
const TEXT_KEYS = [
  'siteName', 'fromEmail', 'supportEmail', 'supportPhone', 'siteDomain', 'certificateArn', 'googleMapsApiKey', 'googleMapsMapId',
  'turnstileSiteKey', 'turnstileSecretKeyParameter', 'openaiApiKeyParameter', 'openaiBaseUrl', 'openaiModel', 'openaiVisionModel', 'alarmEmail',
] as const satisfies ReadonlyArray<keyof Settings>;

function text(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string`);
  return value.trim() || undefined;
}

function oneOf<T extends string>(key: string, value: string, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) throw new Error(`Setting "${key}" must be one of ${allowed.join(', ')}`);
  return value as T;
}

/** The settings `-c key=value` gives (each overrides the stage's). */
function contextOverrides(node: Node): Partial<Settings> {
  for (const [key, instead] of Object.entries(SECRET_KEYS)) {
    if (node.tryGetContext(key) !== undefined) {
      throw new Error(`Context "${key}" is no longer read: put the secret in an SSM SecureString parameter and set "${instead}" to its name (README, Deploy)`);
    }
  }
  const overrides: Partial<Record<keyof Settings, unknown>> = {};
  for (const key of [...TEXT_KEYS, 'sesIdentity', 'cognitoEmail', 'webDist'] as const) {
    const value = text(node, key);
    if (value !== undefined) overrides[key] = value;
  }
  const budget = text(node, 'monthlyBudgetUsd');
  if (budget !== undefined) overrides.monthlyBudgetUsd = Number(budget);
  const wafRateLimit = text(node, 'wafRateLimit');
  if (wafRateLimit !== undefined) overrides.wafRateLimit = Number(wafRateLimit);
  return overrides as Partial<Settings>;
}

/** The settings of `stage` (a name in infra/aws/stages) with `overrides` on top, checked. */
export function stageSettings(stage: string, overrides: Partial<Settings>, webDist: string): Settings {
  const own = STAGES[stage];
  if (!own) throw new Error(`Unknown stage "${stage}": one of ${Object.keys(STAGES).join(', ')} (infra/aws/stages)`);
  const defined = <T extends object>(values: T) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
  const settings: Settings = {
    siteName: DEFAULT_SITE_NAME,
    fromEmail: DEFAULT_FROM_EMAIL,
    supportEmail: DEFAULT_SUPPORT_EMAIL,
    sesIdentity: 'address',
    cognitoEmail: 'ses',
    monthlyBudgetUsd: DEFAULT_MONTHLY_BUDGET_USD,
    webDist,
    ...defined(own),
    ...defined(overrides),
    stage,
    production: own.production,
  };
  oneOf('sesIdentity', settings.sesIdentity, SES_IDENTITY_MODES);
  oneOf('cognitoEmail', settings.cognitoEmail, COGNITO_EMAIL_MODES);
  if (!(Number.isFinite(settings.monthlyBudgetUsd) && settings.monthlyBudgetUsd > 0)) {
    throw new Error('Setting "monthlyBudgetUsd" must be a positive number of US dollars');
  }
  if (settings.wafRateLimit !== undefined && !(Number.isInteger(settings.wafRateLimit) && settings.wafRateLimit >= WAF_RATE_LIMIT_MINIMUM)) {
    throw new Error(`Setting "wafRateLimit" must be a whole number of requests in 5 minutes, at least ${WAF_RATE_LIMIT_MINIMUM} (WAF's minimum)`);
  }
  if (settings.siteDomain && !settings.certificateArn) {
    throw new Error('Context "siteDomain" needs "certificateArn": an ACM certificate for it in us-east-1');
  }
  if (settings.production) {
    const problems = productionProblems(settings);
    if (problems.length) throw new Error(`Stage "${stage}" is production and cannot be synthesized: ${problems.join('; ')} (infra/aws/stages/${stage}.ts)`);
  }
  return settings;
}

/** What a production stage still lacks: each a sentence naming the setting. */
export function productionProblems(settings: Settings): string[] {
  const problems: string[] = [];
  const isExample = (value: string) => emailDomain(value).toLowerCase() === EXAMPLE_DOMAIN || /\.example$/i.test(emailDomain(value));
  for (const key of ['fromEmail', 'supportEmail'] as const) {
    if (isExample(settings[key])) problems.push(`"${key}" is still an example (${settings[key]})`);
  }
  if (settings.sesIdentity === 'address') {
    problems.push('"sesIdentity" must be "domain" (or "existing" for a domain verified already): production sends from a DKIM-verified sender domain');
  }
  if (!settings.alarmEmail) problems.push('"alarmEmail" is missing: the alarms would notify nobody');
  else if (isExample(settings.alarmEmail)) problems.push(`"alarmEmail" is still an example (${settings.alarmEmail})`);
  if (settings.turnstileSecretKeyParameter && !settings.turnstileSiteKey) {
    problems.push('"turnstileSiteKey" is missing: bot protection needs the site key with its secret');
  }
  if (settings.siteDomain && isExample(settings.siteDomain)) problems.push(`"siteDomain" is still an example (${settings.siteDomain})`);
  return problems;
}

/** The settings of the stage `-c stage=` names (dev when none), with any `-c key=value` on top. */
export function readSettings(node: Node, webDist: string): Settings {
  return stageSettings(text(node, 'stage') ?? DEFAULT_STAGE, contextOverrides(node), webDist);
}

/** Bot protection needs both halves: the widget's site key (web) and the secret's parameter (triggers, add-business). */
export function turnstileEnabled(settings: Settings): boolean {
  return Boolean(settings.turnstileSiteKey && settings.turnstileSecretKeyParameter);
}

export function emailDomain(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1);
}
