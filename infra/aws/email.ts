// E-mail: the SES identity of the from-address, how Cognito sends through it, and the identities the functions send from.
import { Aws, CfnOutput, Stack } from 'aws-cdk-lib';
import { UserPoolEmail } from 'aws-cdk-lib/aws-cognito';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { emailDomain, type Settings } from './settings';

export interface EmailProps {
  settings: Settings;
}

export class Email extends Construct {
  /** How the user pool sends its e-mails. */
  readonly userPoolEmail: UserPoolEmail;
  /** The identity resource when this stack creates it (the pool must wait for it). */
  readonly identity?: EmailIdentity;
  /** The sender's SES identities (the address and its domain): what a function's ses:SendEmail is granted on. */
  readonly identityArns: string[];

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    const { fromEmail, siteName, supportEmail, sesIdentity, cognitoEmail } = props.settings;
    const domain = emailDomain(fromEmail);

    if (sesIdentity === 'address') {
      // SES e-mails a verification link to the address; it can send once the link is followed.
      this.identity = new EmailIdentity(this, 'FromAddress', { identity: Identity.email(fromEmail) });
    } else if (sesIdentity === 'domain') {
      // Easy DKIM: the domain is verified once these three CNAME records are published.
      this.identity = new EmailIdentity(this, 'FromDomain', { identity: Identity.domain(domain) });
      this.identity.dkimRecords.forEach((record, i) => {
        new CfnOutput(this, `DkimRecord${i + 1}`, { value: `${record.name} CNAME ${record.value}`, description: `DKIM record ${i + 1} of ${domain}` });
      });
    }

    // SES authorizes a send against the identity that covers the sender: the address itself or its domain.
    const stack = Stack.of(this);
    this.identityArns = [fromEmail, domain].map((name) =>
      stack.formatArn({ service: 'ses', resource: 'identity', resourceName: name }),
    );

    this.userPoolEmail =
      cognitoEmail === 'ses'
        ? UserPoolEmail.withSES({
            fromEmail,
            fromName: siteName,
            replyTo: supportEmail,
            sesRegion: Aws.REGION,
            sesVerifiedDomain: sesIdentity === 'domain' ? domain : undefined,
          })
        : UserPoolEmail.withCognito(supportEmail);
  }
}
