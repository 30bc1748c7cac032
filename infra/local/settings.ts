// Fixed names and ids of the embedded stack, and the seeded logins printed by `npm start`.
export const LOCAL = {
  region: 'us-east-1',
  userPoolId: 'us-east-1_PestPilotLocal',
  userPoolClientId: 'pestpilotlocalwebclient',
  tableName: 'pestpilot-local',
  assetsBucket: 'pestpilot-site-assets',
  fromEmail: 'no-reply@pestpilot.example',
  /**
   * The Cognito stand-in on the app's origin: the browser's path reaches only the actions a browser may call without
   * AWS credentials (BROWSER_ACTIONS in cognitoAdapter.ts). The functions and the tests reach the others through a
   * door of their own (cognitoAdmin.ts), as on AWS only IAM-signed callers reach the Admin* actions.
   */
  cognitoPath: '/cognito',
  /** The S3 stand-in accepts only signatures made with this key pair; the other stand-ins accept anything. */
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
} as const;

export const SEED_USERS = {
  admin: { email: 'admin@pestpilot.example', password: 'AdminPass123', displayName: 'Site Admin', groups: ['admin'] },
  demo: { email: 'demo@pestpilot.example', password: 'DemoPass123', displayName: 'Demo User', groups: [] as string[] },
} as const;

/**
 * The TOTP secret the test stacks enrol the seeded admin with, so that every journey's login computes its code
 * (test/support/browser.ts). `npm start` never uses it: there an admin enrols through the app.
 */
export const SEEDED_ADMIN_TOTP_SECRET = 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA';
