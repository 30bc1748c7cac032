// The stack's operations, read from the synthesized template: the alarm topic and its e-mail, the alarms and the
// metrics they watch (and what they cost), the deletion run's dead-letter queue, the budget, the dashboard, SES's
// configuration set (suppression, events recorded), reserved concurrency, and the per-stage settings' checks.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG } from '../../functions/catalog';
import { FUNCTION_TAG, TRIGGER_TAG } from '../../infra/aws/lambda';
import { MODEL_CALL_CEILING, SCHEDULED_CONCURRENCY, TRIGGER_CONCURRENCY, UNRESERVED_MINIMUM, requiredAccountConcurrency } from '../../infra/aws/concurrency';
import { ALARM_MONTHLY_USD_PER_METRIC, ALARM_THRESHOLDS } from '../../infra/aws/operations';
import { PestPilotStack } from '../../infra/aws/stack';

type Resource = { Type: string; Properties?: Record<string, any> };

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The stack synthesized from `context` (no function is bundled: the stack test proves bundling). */
function synth(context: Record<string, unknown>) {
  const outdir = mkdtempSync(join(tmpdir(), 'pestpilot-ops-'));
  scratch.push(outdir);
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], webDist: outdir, ...context }, outdir });
  const template = Template.fromStack(new PestPilotStack(app, 'PestPilot'));
  return { template, resources: template.toJSON().Resources as Record<string, Resource> };
}

const ofType = (resources: Record<string, Resource>, type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const tagOf = (r: Resource, key: string): string | undefined => r.Properties?.Tags?.find((t: { Key: string }) => t.Key === key)?.Value;
const idOf = (resources: Record<string, Resource>, type: string, includes: string) => ofType(resources, type).find(([id]) => id.includes(includes))![0];

/** A production stage's settings with every value real. */
const PRODUCTION = {
  stage: 'prod',
  fromEmail: 'no-reply@mail.pestpilot.com',
  supportEmail: 'help@pestpilot.com',
  alarmEmail: 'ops@pestpilot.com',
  turnstileSiteKey: '0x4AAAAAAA',
};

describe('operations (a production stage with every value set)', () => {
  let built: ReturnType<typeof synth>;
  beforeAll(() => {
    built = synth(PRODUCTION);
  });

  it('e-mails the alarm topic to the stage\'s alarmEmail, over TLS only, and lets CloudWatch and Budgets publish', () => {
    const [[topicId]] = ofType(built.resources, 'AWS::SNS::Topic');
    built.template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@pestpilot.com', TopicArn: { Ref: topicId } });
    const [[, policy]] = ofType(built.resources, 'AWS::SNS::TopicPolicy');
    const statements = policy!.Properties!.PolicyDocument.Statement as any[];
    expect(statements.find((st) => st.Effect === 'Deny')?.Condition).toEqual({ Bool: { 'aws:SecureTransport': 'false' } });
    const publishers = statements.filter((st) => st.Effect === 'Allow').map((st) => st.Principal.Service);
    expect(publishers.sort()).toEqual(['budgets.amazonaws.com', 'cloudwatch.amazonaws.com']);
  });

  it('alarms on every function\'s errors and throttles, the API\'s 5xx and 429 rates, the deletion run\'s failures and SES\'s rates, each to the topic', () => {
    const [[topicId]] = ofType(built.resources, 'AWS::SNS::Topic');
    const alarms = ofType(built.resources, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties!);
    for (const alarm of alarms) {
      expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(alarm.TreatMissingData).toBe('notBreaching');
    }
    const single = (namespace: string, name: string) => alarms.filter((a) => a.Namespace === namespace && a.MetricName === name);
    // Lambda's account-wide metrics (no dimension): every function of the stack, triggers and helpers included.
    for (const name of ['Errors', 'Throttles']) {
      expect(single('AWS/Lambda', name), name).toHaveLength(1);
      expect(single('AWS/Lambda', name)[0]!.Dimensions).toBeUndefined();
    }
    expect(single('AWS/SES', 'Reputation.BounceRate')[0]!.Threshold).toBe(ALARM_THRESHOLDS.sesBounceRate);
    expect(single('AWS/SES', 'Reputation.ComplaintRate')[0]!.Threshold).toBe(ALARM_THRESHOLDS.sesComplaintRate);

    const queueId = idOf(built.resources, 'AWS::SQS::Queue', 'DataDeletionProcessorFailures');
    const failed = single('AWS/SQS', 'ApproximateNumberOfMessagesVisible');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.Dimensions).toEqual([{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }]);

    // The API's rates: metric math over the requests and the 5xx (API Gateway's metric) or 429 (its access log's) count.
    const apiId = ofType(built.resources, 'AWS::ApiGatewayV2::Api')[0]![0];
    const math = alarms.filter((a) => a.Metrics);
    expect(math).toHaveLength(2);
    const watched = (alarm: Record<string, any>) => alarm.Metrics.filter((m: any) => m.MetricStat).map((m: any) => `${m.MetricStat.Metric.Namespace}/${m.MetricStat.Metric.MetricName}`);
    const [errors, refused] = [math.find((a) => watched(a).includes('AWS/ApiGateway/5xx'))!, math.find((a) => watched(a).some((w: string) => w.endsWith('/Api429')))!];
    expect(watched(errors).sort()).toEqual(['AWS/ApiGateway/5xx', 'AWS/ApiGateway/Count']);
    expect(errors.Threshold).toBe(ALARM_THRESHOLDS.api5xxPercent);
    expect(refused.Threshold).toBe(ALARM_THRESHOLDS.api429Percent);
    for (const alarm of [errors, refused]) {
      for (const m of alarm.Metrics.filter((x: any) => x.MetricStat && x.MetricStat.Metric.Namespace === 'AWS/ApiGateway')) {
        expect(m.MetricStat.Metric.Dimensions).toEqual([{ Name: 'ApiId', Value: { Ref: apiId } }]);
      }
    }
    const [[, filter]] = ofType(built.resources, 'AWS::Logs::MetricFilter');
    const accessLogs = idOf(built.resources, 'AWS::Logs::LogGroup', 'ApiAccessLogs');
    expect(filter!.Properties).toMatchObject({ LogGroupName: { Ref: accessLogs }, FilterPattern: '{ $.status = "429" }' });
    expect(filter!.Properties!.MetricTransformations[0]).toMatchObject({ MetricName: 'Api429', MetricValue: '1' });
    expect(filter!.Properties!.MetricTransformations[0].DefaultValue).toBeUndefined();

    expect(alarms).toHaveLength(7);
  });

  it('costs under $2 a month idle, as the README says: $0.10 per alarm metric, nothing else billed at rest', () => {
    const alarms = ofType(built.resources, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties!);
    const metrics = alarms.reduce((n, a) => n + (a.Metrics ? a.Metrics.filter((m: any) => m.MetricStat).length : 1), 0);
    const monthly = metrics * ALARM_MONTHLY_USD_PER_METRIC;
    expect(monthly).toBeLessThan(2);
    expect(readFileSync('README.md', 'utf8')).toContain(`${alarms.length} alarms watching ${metrics} metrics: $${monthly.toFixed(2)} a month`);
    // One dashboard (an account's first three are free), under the free tier's 50 metrics.
    built.template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
  });

  it('keeps the deletion run\'s failed and timed-out events in its dead-letter queue, after Lambda\'s two retries', () => {
    const fnId = ofType(built.resources, 'AWS::Lambda::Function').find(([, r]) => tagOf(r, FUNCTION_TAG) === 'data-deletion-processor')![0];
    const queueId = idOf(built.resources, 'AWS::SQS::Queue', 'DataDeletionProcessorFailures');
    built.template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: fnId },
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
    built.template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 day)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] }, DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queueId, 'Arn'] } } })],
    });
    built.template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
  });

  it('warns at the stage\'s monthly budget, forecast and actual, on the topic', () => {
    const [[topicId]] = ofType(built.resources, 'AWS::SNS::Topic');
    const [[, budget]] = ofType(built.resources, 'AWS::Budgets::Budget');
    expect(budget!.Properties!.Budget).toMatchObject({ BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: 50, Unit: 'USD' } });
    const notices = budget!.Properties!.NotificationsWithSubscribers as any[];
    expect(notices.map((n) => `${n.Notification.NotificationType} ${n.Notification.Threshold}`)).toEqual(['FORECASTED 100', 'ACTUAL 80', 'ACTUAL 100']);
    for (const n of notices) expect(n.Subscribers).toEqual([{ SubscriptionType: 'SNS', Address: { Ref: topicId } }]);
  });

  it('shows the alarms and their figures on one dashboard', () => {
    const [[, dashboard]] = ofType(built.resources, 'AWS::CloudWatch::Dashboard');
    // The body is JSON written inside the template's JSON: read with its quotes unescaped.
    const body = JSON.stringify(dashboard!.Properties!.DashboardBody).replace(/\\"/g, '"');
    for (const [id] of ofType(built.resources, 'AWS::CloudWatch::Alarm')) expect(body).toContain(`"${id}","Arn"`);
    for (const figure of ['"Errors"', '"Throttles"', '"5xx"', 'Api429', 'ApproximateNumberOfMessagesVisible', 'Reputation.BounceRate', 'Reputation.ComplaintRate']) {
      expect(body, figure).toContain(figure);
    }
  });

  it("sends every e-mail through one configuration set: bounced and complaining addresses suppressed, their events logged", () => {
    const [[setId]] = ofType(built.resources, 'AWS::SES::ConfigurationSet');
    built.template.hasResourceProperties('AWS::SES::ConfigurationSet', { SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] }, ReputationOptions: { ReputationMetricsEnabled: true } });
    built.template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: setId },
      EventDestination: { Enabled: true, MatchingEventTypes: ['bounce', 'complaint'], EventBridgeDestination: { EventBusArn: Match.anyValue() } },
    });
    const eventsLog = idOf(built.resources, 'AWS::Logs::LogGroup', 'BounceAndComplaintEvents');
    const [, rule] = ofType(built.resources, 'AWS::Events::Rule').find(([id]) => id.includes('RecordBouncesAndComplaints'))!;
    expect(rule.Properties!.EventPattern.source).toEqual(['aws.ses']);
    expect(JSON.stringify(rule.Properties!.Targets)).toContain(JSON.stringify({ Ref: eventsLog }));
    const [[, logPolicy]] = ofType(built.resources, 'AWS::Logs::ResourcePolicy');
    expect(JSON.stringify(logPolicy!.Properties)).toContain('events.amazonaws.com');

    // The functions name it on each send, and may send through it; Cognito sends through it too.
    for (const [, fn] of ofType(built.resources, 'AWS::Lambda::Function').filter(([, r]) => tagOf(r, FUNCTION_TAG))) {
      expect(fn.Properties!.Environment.Variables.SES_CONFIGURATION_SET).toEqual({ Ref: setId });
    }
    const sends = ofType(built.resources, 'AWS::IAM::Policy').flatMap(([, p]) => p.Properties!.PolicyDocument.Statement as any[]).filter((st) => [st.Action].flat().includes('ses:SendEmail'));
    expect(sends.length).toBeGreaterThan(0);
    for (const st of sends) expect(JSON.stringify(st.Resource)).toContain(':configuration-set/');
    built.template.hasResourceProperties('AWS::Cognito::UserPool', { EmailConfiguration: { ConfigurationSet: { Ref: setId } } });
  });

  it('sends from a DKIM-verified domain in production, its records in the outputs', () => {
    const [[setId]] = ofType(built.resources, 'AWS::SES::ConfigurationSet');
    built.template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'mail.pestpilot.com',
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: setId } },
    });
    expect(Object.keys(built.template.toJSON().Outputs).filter((o) => o.includes('DkimRecord'))).toHaveLength(3);
  });

  it('reserves concurrency for the sign-up and sign-in triggers and the deletion run, and caps the model-calling functions', () => {
    const functions = ofType(built.resources, 'AWS::Lambda::Function');
    for (const [trigger, reserved] of Object.entries(TRIGGER_CONCURRENCY)) {
      const [, fn] = functions.find(([, r]) => tagOf(r, TRIGGER_TAG) === trigger)!;
      expect(fn.Properties!.ReservedConcurrentExecutions, trigger).toBe(reserved);
    }
    for (const entry of CATALOG) {
      const [, fn] = functions.find(([, r]) => tagOf(r, FUNCTION_TAG) === entry.name)!;
      const expected = entry.schedule ? SCHEDULED_CONCURRENCY : entry.grants.includes('model:call') ? MODEL_CALL_CEILING : undefined;
      expect(fn.Properties!.ReservedConcurrentExecutions, entry.name).toBe(expected);
    }
    expect(CATALOG.filter((e) => e.grants.includes('model:call')).length).toBeGreaterThan(0);
    const reserved = functions.reduce((n, [, r]) => n + (r.Properties!.ReservedConcurrentExecutions ?? 0), 0);
    expect(requiredAccountConcurrency(CATALOG)).toBe(reserved + UNRESERVED_MINIMUM);
    expect(readFileSync('README.md', 'utf8')).toContain(`at least ${requiredAccountConcurrency(CATALOG)} concurrent executions`);
  });
});

describe('settings per stage', () => {
  it('refuses to synthesize the production stage while a value is missing or still an example, naming each', () => {
    expect(() => synth({ stage: 'prod' })).toThrow(
      'Stage "prod" is production and cannot be synthesized: "fromEmail" is still an example (no-reply@pestpilot.example); "supportEmail" is still an example (support@pestpilot.example); "alarmEmail" is missing: the alarms would notify nobody; "turnstileSiteKey" is missing: bot protection needs the site key with its secret (infra/aws/stages/prod.ts)',
    );
    expect(() => synth({ ...PRODUCTION, sesIdentity: 'address' })).toThrow(
      '"sesIdentity" must be "domain" (or "existing" for a domain verified already): production sends from a DKIM-verified sender domain',
    );
    expect(() => synth({ ...PRODUCTION, alarmEmail: 'ops@pestpilot.example' })).toThrow('"alarmEmail" is still an example (ops@pestpilot.example)');
  });

  it('names the stages there are when given another, and checks the budget is a number', () => {
    expect(() => synth({ stage: 'staging' })).toThrow('Unknown stage "staging": one of dev, prod (infra/aws/stages)');
    expect(() => synth({ monthlyBudgetUsd: 'ten' })).toThrow('Setting "monthlyBudgetUsd" must be a positive number of US dollars');
  });

  it('synthesizes the dev stage with no settings at all: no subscriber, the offline consultant, no secret read', () => {
    const dev = synth({});
    dev.template.resourceCountIs('AWS::SNS::Subscription', 0);
    dev.template.resourceCountIs('AWS::CloudWatch::Alarm', 7);
    const reads = ofType(dev.resources, 'AWS::IAM::Policy').flatMap(([, p]) => p.Properties!.PolicyDocument.Statement as any[]).filter((st) => [st.Action].flat().includes('ssm:GetParameter'));
    // Only the custom-message trigger's read of the site URL (no secret).
    expect(reads.map((st) => JSON.stringify(st.Resource))).toEqual([expect.stringContaining(':parameter/PestPilot/site-url')]);
  });
});
