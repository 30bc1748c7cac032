// The runtime configuration the web reads from /config.json at boot: one build serves every environment.
export interface RuntimeConfig {
  siteName: string;
  supportEmail: string;
  /** The support phone number shown on the contact page; no phone card when absent. */
  supportPhone?: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Local only: the Cognito stand-in's endpoint (on AWS, Amplify derives it from the region). */
  userPoolEndpoint?: string;
  /** USER_SRP_AUTH on AWS; USER_PASSWORD_AUTH locally (the stand-in has no SRP). */
  authFlowType: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
  /** The provider map: without a key the Map View says there is no map. */
  googleMapsApiKey?: string;
  /** The map id advanced markers need (Google's demo id when absent). */
  googleMapsMapId?: string;
  /** Cloudflare Turnstile site key; bot protection is off when absent. */
  turnstileSiteKey?: string;
  /** Admins must enrol a TOTP second factor before the admin console opens (on for every deployed stage). */
  adminMfaRequired?: boolean;
}

export const DEFAULT_SITE_NAME = 'PestPilot';
export const DEFAULT_SUPPORT_EMAIL = 'support@pestpilot.example';
/** Custom user attributes the pool defines (consent kept on the user, as the spec asks). */
export const USER_ATTRIBUTES = {
  privacyConsentAt: 'custom:privacy_consent_at',
} as const;
