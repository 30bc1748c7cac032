// Operations: the notification topic (e-mailed to the stage's alarmEmail), the alarms an operator acts on, the monthly
// budget's warnings and one dashboard with the same figures. Few alarms by design (each costs $0.10 a month per metric):
// Lambda's account-wide Errors and Throttles cover every function, the API's rates are metric math over two metrics.
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  type IMetric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { FilterPattern, type LogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Settings } from './settings';

export interface OperationsProps {
  settings: Settings;
  httpApi: HttpApi;
  /** The API stage's access log, whose 429 lines are counted. */
  accessLogs: LogGroup;
  /** The scheduled runs' dead-letter queues, by function name. */
  failureQueues: ReadonlyMap<string, Queue>;
}

const FIVE_MINUTES = Duration.minutes(5);
/** CloudWatch's price of a standard alarm, per metric it watches (a metric math alarm pays for each of its metrics). */
export const ALARM_MONTHLY_USD_PER_METRIC = 0.1;
/** The alarms' thresholds: what an operator should hear about. */
export const ALARM_THRESHOLDS = {
  /** Any function error (an unhandled error or a timeout) in 5 minutes. */
  lambdaErrors: 1,
  lambdaThrottles: 1,
  /** Percent of the API's requests in 5 minutes, once at least `minimumRequests` came. */
  api5xxPercent: 5,
  api429Percent: 10,
  minimumRequests: 20,
  /** SES puts an account under review at 5 % bounces and 0.1 % complaints: hear of it at half of each. */
  sesBounceRate: 0.025,
  sesComplaintRate: 0.0005,
} as const;

/** The budget warns at these percentages of the monthly amount: the forecast first, then the actual spend. */
export const BUDGET_WARNINGS = [
  { notificationType: 'FORECASTED', threshold: 100 },
  { notificationType: 'ACTUAL', threshold: 80 },
  { notificationType: 'ACTUAL', threshold: 100 },
] as const;

export class Operations extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    const { settings, httpApi, accessLogs, failureQueues } = props;
    const stack = Stack.of(this);

    this.topic = new Topic(this, 'Alarms', { displayName: `${settings.siteName} alarms`, enforceSSL: true });
    if (settings.alarmEmail) this.topic.addSubscription(new EmailSubscription(settings.alarmEmail));
    for (const service of ['cloudwatch.amazonaws.com', 'budgets.amazonaws.com']) {
      this.topic.addToResourcePolicy(
        new PolicyStatement({
          principals: [new ServicePrincipal(service)],
          actions: ['sns:Publish'],
          resources: [this.topic.topicArn],
          conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
        }),
      );
    }
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason: 'Alarm notices carry no personal data or secret; CloudWatch and Budgets cannot publish to a topic under the AWS-managed key, and a customer key costs $1 a month.',
    });

    const lambda = (metricName: string, statistic = 'Sum') => new Metric({ namespace: 'AWS/Lambda', metricName, statistic, period: FIVE_MINUTES });
    const requests = httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' });
    new MetricFilter(this, 'Api429s', {
      logGroup: accessLogs,
      metricNamespace: `PestPilot/${stack.stackName}`,
      metricName: 'Api429',
      filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
      metricValue: '1',
    });
    const throttled = new Metric({ namespace: `PestPilot/${stack.stackName}`, metricName: 'Api429', statistic: 'Sum', period: FIVE_MINUTES });
    const rate = (label: string, id: 'errors' | 'refused', part: IMetric) =>
      new MathExpression({
        expression: `IF(requests >= ${ALARM_THRESHOLDS.minimumRequests}, 100 * ${id} / requests, 0)`,
        usingMetrics: { [id]: part, requests },
        period: FIVE_MINUTES,
        label,
      });
    const ses = (metricName: string) => new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) });

    const alarm = (name: string, description: string, metric: IMetric, threshold: number) => {
      const created = new Alarm(this, name, {
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(new SnsAction(this.topic));
      this.alarms.push(created);
      return created;
    };
    alarm('LambdaErrors', 'A Lambda function failed (an unhandled error or a timeout): see the dashboard for which, then its log group.', lambda('Errors'), ALARM_THRESHOLDS.lambdaErrors);
    alarm('LambdaThrottles', 'A Lambda function was throttled: its reserved concurrency or the account quota is used up.', lambda('Throttles'), ALARM_THRESHOLDS.lambdaThrottles);
    alarm('Api5xxRate', `More than ${ALARM_THRESHOLDS.api5xxPercent} % of API requests answered 5xx in 5 minutes.`, rate('5xx %', 'errors', httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' })), ALARM_THRESHOLDS.api5xxPercent);
    alarm('Api429Rate', `More than ${ALARM_THRESHOLDS.api429Percent} % of API requests were refused with 429 in 5 minutes.`, rate('429 %', 'refused', throttled), ALARM_THRESHOLDS.api429Percent);
    for (const [name, queue] of failureQueues) {
      alarm(
        `${name.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}Failed`,
        `A run of ${name} failed or timed out after its retries: its event is in the dead-letter queue ${queue.node.path}.`,
        queue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' }),
        1,
      );
    }
    alarm('SesBounceRate', "SES's bounce rate is half way to the 5 % at which SES reviews the account.", ses('Reputation.BounceRate'), ALARM_THRESHOLDS.sesBounceRate);
    alarm('SesComplaintRate', "SES's complaint rate is half way to the 0.1 % at which SES reviews the account.", ses('Reputation.ComplaintRate'), ALARM_THRESHOLDS.sesComplaintRate);

    new CfnBudget(this, 'MonthlyBudget', {
      budget: {
        budgetName: `${stack.stackName}-monthly`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: settings.monthlyBudgetUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: BUDGET_WARNINGS.map((warning) => ({
        notification: { ...warning, comparisonOperator: 'GREATER_THAN', thresholdType: 'PERCENTAGE' },
        subscribers: [{ subscriptionType: 'SNS', address: this.topic.topicArn }],
      })),
    });

    // One dashboard (free among an account's first three), the alarms' figures first.
    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `${stack.stackName}-operations` });
    const graph = (title: string, left: IMetric[], width = 8) => new GraphWidget({ title, left, width, height: 6 });
    const queues = [...failureQueues].map(([name, queue]) => queue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum', label: `${name} failed runs` }));
    this.dashboard.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 4 }));
    this.dashboard.addWidgets(
      graph('Lambda errors and throttles (all functions)', [lambda('Errors'), lambda('Throttles')]),
      graph('Errors by function', [
        new MathExpression({
          expression: `SEARCH('{AWS/Lambda,FunctionName} MetricName="Errors" "${stack.stackName}-"', 'Sum', 300)`,
          period: FIVE_MINUTES,
          label: 'Errors',
        }),
      ]),
      graph('Concurrent executions (account)', [lambda('ConcurrentExecutions', 'Maximum')]),
    );
    this.dashboard.addWidgets(
      graph('API requests', [requests, httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }), throttled]),
      graph('API 5xx and 429 (% of requests)', [rate('5xx %', 'errors', httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' })), rate('429 %', 'refused', throttled)]),
      graph('Scheduled runs: failed events kept', queues),
    );
    this.dashboard.addWidgets(
      graph('SES bounce and complaint rates', [ses('Reputation.BounceRate'), ses('Reputation.ComplaintRate')], 12),
      graph('SES sends', [new Metric({ namespace: 'AWS/SES', metricName: 'Send', statistic: 'Sum', period: Duration.hours(1) })], 12),
    );
  }
}
