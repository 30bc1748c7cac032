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
   * AWS credentials (BROWSER_ACTIONS in cognitoAdapter.ts); the functions and the tests use the admin path, as on AWS
   * only IAM-signed callers reach the Admin* actions.
   */
  cognitoPath: '/cognito',
  cognitoAdminPath: '/cognito-admin',
  /** s3rver accepts only this key pair; the other stand-ins accept anything. */
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
} as const;

export const SEED_USERS = {
  admin: { email: 'admin@pestpilot.example', password: 'AdminPass123', displayName: 'Site Admin', groups: ['admin'] },
  demo: { email: 'demo@pestpilot.example', password: 'DemoPass123', displayName: 'Demo User', groups: [] as string[] },
} as const;
