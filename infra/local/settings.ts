// Fixed names and ids of the embedded stack, and the seeded logins printed by `npm start`.
export const LOCAL = {
  region: 'us-east-1',
  userPoolId: 'us-east-1_PestPilotLocal',
  userPoolClientId: 'pestpilotlocalwebclient',
  tableName: 'pestpilot-local',
  assetsBucket: 'pestpilot-site-assets',
  fromEmail: 'no-reply@pestpilot.example',
  /** s3rver accepts only this key pair; the other stand-ins accept anything. */
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
} as const;

export const SEED_USERS = {
  admin: { email: 'admin@pestpilot.example', password: 'AdminPass123', displayName: 'Site Admin', groups: ['admin'] },
  demo: { email: 'demo@pestpilot.example', password: 'DemoPass123', displayName: 'Demo User', groups: [] as string[] },
} as const;
