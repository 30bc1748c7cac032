// E-mail: the SES identity of the from-address, the configuration set every send goes through (bounces and complaints
// recorded in a log group, and a bounced or complaining address suppressed: never mailed again), how Cognito sends
// through it, and what the functions' ses:SendEmail is granted on.
import { ArnFormat, Aws, CfnOutput, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { UserPoolEmail } from 'aws-cdk-lib/aws-cognito';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, ResourcePolicy } from 'aws-cdk-lib/aws-logs';
import { ConfigurationSet, EmailIdentity, EmailSendingEvent, EventDestination, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { LOG_RETENTION } from './lambda';
import { emailDomain, type Settings } from './settings';

export interface EmailProps {
  settings: Settings;
}

export class Email extends Construct {
  /** How the user pool sends its e-mails. */
  readonly userPoolEmail: UserPoolEmail;
  /** The identity resource when this stack creates it (the pool must wait for it). */
  readonly identity?: EmailIdentity;
  /** Every send names it (the functions' SES_CONFIGURATION_SET, Cognito's configuration): suppression, events, reputation. */
  readonly configurationSet: ConfigurationSet;
  /** Where SES's bounce and complaint events are recorded. */
  readonly events: LogGroup;
  /** What a function's ses:SendEmail is granted on: the sender's SES identities (the address and its domain) and the configuration set. */
  readonly identityArns: string[];

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    const { fromEmail, siteName, supportEmail, sesIdentity, cognitoEmail } = props.settings;
    const domain = emailDomain(fromEmail);
    const stack = Stack.of(this);

    // A recipient whose address bounced or who complained goes on the suppression list: SES drops later sends to it.
    this.configurationSet = new ConfigurationSet(this, 'Sending', {
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
    });
    this.events = new LogGroup(this, 'BounceAndComplaintEvents', { retention: LOG_RETENTION, removalPolicy: RemovalPolicy.DESTROY });
    // SES publishes the events to the account's default bus (the only one it can); a rule writes them to the log group.
    const defaultBus = EventBus.fromEventBusName(this, 'DefaultBus', 'default');
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.eventBus(defaultBus),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    const rule = new Rule(this, 'RecordBouncesAndComplaints', {
      description: "Writes SES's bounce and complaint events to a log group",
      eventPattern: { source: ['aws.ses'], detail: { mail: { tags: { 'ses:configuration-set': [this.configurationSet.configurationSetName] } } } },
    });
    rule.addTarget({
      bind: () => ({
        arn: stack.formatArn({ service: 'logs', resource: 'log-group', arnFormat: ArnFormat.COLON_RESOURCE_NAME, resourceName: this.events.logGroupName }),
      }),
    });
    new ResourcePolicy(this, 'EventsWriteLogs', {
      policyStatements: [
        new PolicyStatement({
          principals: [new ServicePrincipal('events.amazonaws.com')],
          actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          resources: [this.events.logGroupArn],
        }),
      ],
    });

    if (sesIdentity === 'address') {
      // SES e-mails a verification link to the address; it can send once the link is followed.
      this.identity = new EmailIdentity(this, 'FromAddress', { identity: Identity.email(fromEmail), configurationSet: this.configurationSet });
    } else if (sesIdentity === 'domain') {
      // Easy DKIM: the domain is verified once these three CNAME records are published.
      this.identity = new EmailIdentity(this, 'FromDomain', { identity: Identity.domain(domain), configurationSet: this.configurationSet });
      this.identity.dkimRecords.forEach((record, i) => {
        new CfnOutput(this, `DkimRecord${i + 1}`, { value: `${record.name} CNAME ${record.value}`, description: `DKIM record ${i + 1} of ${domain}` });
      });
    }

    // SES authorizes a send against the identity that covers the sender (the address itself or its domain) and the
    // configuration set it names.
    this.identityArns = [
      ...[fromEmail, domain].map((name) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: name })),
      stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: this.configurationSet.configurationSetName }),
    ];

    this.userPoolEmail =
      cognitoEmail === 'ses'
        ? UserPoolEmail.withSES({
            fromEmail,
            fromName: siteName,
            replyTo: supportEmail,
            sesRegion: Aws.REGION,
            sesVerifiedDomain: sesIdentity === 'domain' ? domain : undefined,
            configurationSetName: this.configurationSet.configurationSetName,
          })
        : UserPoolEmail.withCognito(supportEmail);
  }
}
