// The deploy-time settings of the AWS stack, read from CDK context (`cdk deploy -c key=value` or cdk.json).
import type { Node } from 'constructs';
import { DEFAULT_SITE_NAME, DEFAULT_SUPPORT_EMAIL } from '../../functions/contracts/config';

/** How the stack gets an SES identity for the from-address. */
export type SesIdentityMode = 'address' | 'domain' | 'existing';
/** Who sends Cognito's e-mails: SES (needs the identity verified before the pool is created or switched) or Cognito's own low-volume sender. */
export type CognitoEmailMode = 'ses' | 'cognito';

export interface Settings {
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
  /** Cloudflare Turnstile: bot protection is on only when both keys are given. */
  turnstileSiteKey?: string;
  turnstileSecretKey?: string;
  /** The AI consultant uses OpenAI (or any compatible server) when a key is given; otherwise the offline consultant. */
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  openaiModel?: string;
  /** The built SPA; a placeholder page is deployed while it does not exist. */
  webDist: string;
}

export const DEFAULT_FROM_EMAIL = 'no-reply@pestpilot.example';
const SES_IDENTITY_MODES: readonly SesIdentityMode[] = ['address', 'domain', 'existing'];
const COGNITO_EMAIL_MODES: readonly CognitoEmailMode[] = ['ses', 'cognito'];

function text(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string`);
  return value.trim() || undefined;
}

function oneOf<T extends string>(node: Node, key: string, allowed: readonly T[], fallback: T): T {
  const value = text(node, key) ?? fallback;
  if (!allowed.includes(value as T)) throw new Error(`Context "${key}" must be one of ${allowed.join(', ')}`);
  return value as T;
}

export function readSettings(node: Node, webDist: string): Settings {
  const settings: Settings = {
    siteName: text(node, 'siteName') ?? DEFAULT_SITE_NAME,
    fromEmail: text(node, 'fromEmail') ?? DEFAULT_FROM_EMAIL,
    supportEmail: text(node, 'supportEmail') ?? DEFAULT_SUPPORT_EMAIL,
    supportPhone: text(node, 'supportPhone'),
    sesIdentity: oneOf(node, 'sesIdentity', SES_IDENTITY_MODES, 'address'),
    cognitoEmail: oneOf(node, 'cognitoEmail', COGNITO_EMAIL_MODES, 'ses'),
    siteDomain: text(node, 'siteDomain'),
    certificateArn: text(node, 'certificateArn'),
    googleMapsApiKey: text(node, 'googleMapsApiKey'),
    googleMapsMapId: text(node, 'googleMapsMapId'),
    turnstileSiteKey: text(node, 'turnstileSiteKey'),
    turnstileSecretKey: text(node, 'turnstileSecretKey'),
    openaiApiKey: text(node, 'openaiApiKey'),
    openaiBaseUrl: text(node, 'openaiBaseUrl'),
    openaiModel: text(node, 'openaiModel'),
    webDist: text(node, 'webDist') ?? webDist,
  };
  if (settings.siteDomain && !settings.certificateArn) {
    throw new Error('Context "siteDomain" needs "certificateArn": an ACM certificate for it in us-east-1');
  }
  return settings;
}

/** Bot protection needs both halves: the widget's site key (web) and the secret (triggers). */
export function turnstileEnabled(settings: Settings): boolean {
  return Boolean(settings.turnstileSiteKey && settings.turnstileSecretKey);
}

export function emailDomain(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1);
}
