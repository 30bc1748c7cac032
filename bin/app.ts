// The CDK app (`npm run synth`, `npm run deploy`): the PestPilot stack, checked by cdk-nag's AWS Solutions rules.
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { PestPilotStack } from '../infra/aws/stack';

const app = new App();
// Each stage (infra/aws/stages, `-c stage=prod`) is its own stack; dev keeps the name the stack always had.
const stage: unknown = app.node.tryGetContext('stage');
const defaultName = typeof stage === 'string' && stage !== 'dev' ? `PestPilot-${stage}` : 'PestPilot';
new PestPilotStack(app, app.node.tryGetContext('stackName') ?? defaultName, {
  description: 'PestPilot: AI pest-control advice, a provider directory and an admin console',
});
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
