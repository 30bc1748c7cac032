// The production stage (`-c stage=prod`): the operator writes this deployment's values here, reviewed as code. While a
// value is missing or still an example, `cdk synth -c stage=prod` fails and names it (infra/aws/settings.ts).
// Secrets are not here: only the names of the SSM SecureString parameters that hold them (README, Deploy).
import type { StageSettings } from '../settings';

export const prod: StageSettings = {
  production: true,
  siteName: 'PestPilot',
  // A sender on a domain this stack verifies with DKIM (sesIdentity 'domain'), or one verified already ('existing').
  fromEmail: 'no-reply@pestpilot.example',
  supportEmail: 'support@pestpilot.example',
  sesIdentity: 'domain',
  cognitoEmail: 'ses',
  // Where the alarms and the budget's warnings are e-mailed (the address confirms the subscription once).
  alarmEmail: undefined,
  monthlyBudgetUsd: 50,
  openaiApiKeyParameter: '/pestpilot/prod/openai-api-key',
  openaiModel: 'gpt-4o-mini',
  turnstileSiteKey: undefined,
  turnstileSecretKeyParameter: '/pestpilot/prod/turnstile-secret-key',
};
