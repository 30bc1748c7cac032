// The CDK app (`npm run synth`, `npm run deploy`): the PestPilot stack, checked by cdk-nag's AWS Solutions rules.
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { PestPilotStack } from '../infra/aws/stack';

const app = new App();
new PestPilotStack(app, app.node.tryGetContext('stackName') ?? 'PestPilot', {
  description: 'PestPilot: AI pest-control advice, a provider directory and an admin console',
});
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
