// The PestPilot stack: composes data, e-mail, auth, API, web and operations, and publishes the values a deploy needs to know.
import { fileURLToPath } from 'node:url';
import { CfnOutput, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Api } from './api';
import { Auth } from './auth';
import { Data } from './data';
import { Email } from './email';
import { Operations } from './operations';
import { readSettings, type Settings } from './settings';
import { Web } from './web';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface PestPilotStackProps extends StackProps {
  /** Overrides the settings read from context (tests). */
  settings?: Settings;
}

export class PestPilotStack extends Stack {
  readonly data: Data;
  readonly auth: Auth;
  readonly api: Api;
  readonly web: Web;
  readonly operations: Operations;

  constructor(scope: Construct, id: string, props: PestPilotStackProps = {}) {
    super(scope, id, props);
    const settings = props.settings ?? readSettings(this.node, DEFAULT_WEB_DIST);
    // A literal name: the trigger's grant and environment must not reference the parameter resource (see auth.ts).
    const siteUrlParameterName = `/${this.stackName}/site-url`;

    this.data = new Data(this, 'Data');
    const email = new Email(this, 'Email', { settings });
    this.auth = new Auth(this, 'Auth', {
      settings,
      email: email.userPoolEmail,
      siteUrl: settings.siteDomain ? `https://${settings.siteDomain}` : undefined,
      siteUrlParameterName,
      table: this.data.table,
    });
    if (email.identity && settings.cognitoEmail === 'ses') this.auth.userPool.node.addDependency(email.identity);

    this.api = new Api(this, 'Api', {
      settings,
      auth: this.auth,
      email,
      table: this.data.table,
      assetsBucket: this.data.assetsBucket,
    });
    this.web = new Web(this, 'Web', {
      settings,
      webBucket: this.data.webBucket,
      assetsBucket: this.data.assetsBucket,
      logsBucket: this.data.logsBucket,
      httpApi: this.api.httpApi,
      originSecret: this.api.originSecret,
      streamedRoutes: this.api.streamedRoutes,
      auth: this.auth,
      siteUrlParameterName,
    });

    this.operations = new Operations(this, 'Operations', {
      settings,
      httpApi: this.api.httpApi,
      accessLogs: this.api.accessLogs,
      failureQueues: this.api.failureQueues,
    });

    new CfnOutput(this, 'SiteUrl', { value: this.web.siteUrl, description: 'The site' });
    new CfnOutput(this, 'ApiUrl', { value: `${this.web.siteUrl}/api`, description: 'The API, through CloudFront' });
    new CfnOutput(this, 'ApiEndpoint', { value: this.api.httpApi.apiEndpoint, description: 'The HTTP API origin (CloudFront calls it)' });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.operations.topic.topicArn, description: 'Alarms and budget warnings (subscribe more addresses here)' });
    new CfnOutput(this, 'DashboardName', { value: this.operations.dashboard.dashboardName, description: 'The CloudWatch dashboard' });

    acknowledgeHelperFindings(this);
  }
}

/** Findings shared by every Lambda of the stack, the product's and CDK's helpers alike, acknowledged once. */
function acknowledgeHelperFindings(stack: Stack) {
  const validations = Validations.of(stack);
  validations.acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason: 'Each function writes to CloudWatch Logs through the AWS basic execution policy; it grants logging only.',
  });
  validations.acknowledge({
    id: 'AwsSolutions-L1',
    reason: 'Functions run Node.js 22, the version the product is built and tested on; CDK helpers pin their own runtimes.',
  });
}
