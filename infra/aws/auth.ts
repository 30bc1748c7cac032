// Auth: the Cognito user pool (e-mail sign-in, groups, consent attribute), the web's app client and the pool's triggers.
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  StringAttribute,
  UserPool,
  UserPoolClient,
  UserPoolGroup,
  UserPoolOperation,
  type UserPoolEmail,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { ParamsAndSecretsLayerVersion, ParamsAndSecretsVersions } from 'aws-cdk-lib/aws-lambda';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { PASSWORD_MIN_LENGTH } from '../../functions/contracts/auth';
import { USER_ATTRIBUTES } from '../../functions/contracts/config';
import { ROLES } from '../../functions/contracts/profile';
import { TRIGGER_CONCURRENCY } from './concurrency';
import { TRIGGER_TAG, nodeFunction } from './lambda';
import { parametersExtension, readsSecrets } from './secrets';
import { turnstileEnabled, type Settings } from './settings';

export interface AuthProps {
  settings: Settings;
  email: UserPoolEmail;
  /** The site's URL when it is known before deploy (custom domain). */
  siteUrl?: string;
  /** Otherwise the SSM parameter the web construct writes the CloudFront URL into, read by the trigger at run time. */
  siteUrlParameterName: string;
  /** The table the post-confirmation trigger writes a new user's profile into. */
  table: ITable;
}

/** Groups give roles; a user in no group is a plain user. */
const GROUPS = ROLES.filter((role) => role !== 'user');
const CUSTOM_PREFIX = 'custom:';

export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  /** The issuer of the pool's tokens, for the API's JWT authorizer. */
  readonly issuer: string;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const { settings } = props;
    const stack = Stack.of(this);

    const customMessage = nodeFunction(this, 'CustomMessage', {
      entry: 'functions/auth-triggers/custom-message.ts',
      description: 'Cognito custom message: confirmation and reset codes as links to the site.',
      memoryMb: 256,
      timeoutSeconds: 5,
      tag: { key: TRIGGER_TAG, value: 'custom-message' },
      reservedConcurrency: TRIGGER_CONCURRENCY['custom-message'],
      environment: {
        SITE_NAME: settings.siteName,
        ...(props.siteUrl ? { SITE_URL: props.siteUrl } : { SITE_URL_PARAMETER: props.siteUrlParameterName }),
      },
      // The extension serves (and caches) the parameter over localhost: no SSM client in the bundle.
      paramsAndSecrets: props.siteUrl ? undefined : ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103),
    });
    if (!props.siteUrl) {
      // The ARN is built from the parameter's literal name, not from the parameter resource: a reference would make
      // the pool wait for CloudFront, and CloudFront -> API -> authorizer -> pool closes a cycle.
      customMessage.addToRolePolicy(
        new PolicyStatement({
          actions: ['ssm:GetParameter'],
          resources: [stack.formatArn({ service: 'ssm', resource: 'parameter', resourceName: props.siteUrlParameterName.replace(/^\//, '') })],
        }),
      );
    }

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // A changed e-mail takes effect only once the new address is confirmed.
      keepOriginal: { email: true },
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: `Your ${settings.siteName} verification code`,
        emailBody: `Your ${settings.siteName} verification code is {####}`,
      },
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: false, mutable: true },
      },
      customAttributes: {
        [USER_ATTRIBUTES.privacyConsentAt.slice(CUSTOM_PREFIX.length)]: new StringAttribute({ mutable: true, maxLen: 64 }),
      },
      passwordPolicy: {
        minLength: PASSWORD_MIN_LENGTH,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // A second factor by authenticator app (TOTP) for whoever enrols; admins must (the console asks before it opens). No SMS.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      email: props.email,
      // Essentials: 10,000 monthly active users free; Plus (threat protection) is billed per user.
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.userPool.addTrigger(UserPoolOperation.CUSTOM_MESSAGE, customMessage);

    // The event carries the user's attributes, so the trigger needs no Cognito call (and no grant on its own pool).
    const postConfirmation = nodeFunction(this, 'PostConfirmation', {
      entry: 'functions/auth-triggers/post-confirmation.ts',
      description: "Cognito post-confirmation: the new user's profile, so the admin's list holds every registered user.",
      memoryMb: 256,
      timeoutSeconds: 5,
      tag: { key: TRIGGER_TAG, value: 'post-confirmation' },
      reservedConcurrency: TRIGGER_CONCURRENCY['post-confirmation'],
      environment: { TABLE_NAME: props.table.tableName },
    });
    // Items only (the profile, the directory's entries and counts, the deleted-account check): no index is read.
    postConfirmation.addToRolePolicy(
      new PolicyStatement({ actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:BatchWriteItem'], resources: [props.table.tableArn] }),
    );
    this.userPool.addTrigger(UserPoolOperation.POST_CONFIRMATION, postConfirmation);

    // Every ID token says whether its user has TOTP on (read from the pool as it is issued: sign-in and refresh); admin
    // rights read that claim. AdminGetUser is this role's alone, in a policy of its own: the function's default policy
    // would make the pool wait for it while it names the pool (a cycle).
    const preTokenGeneration = nodeFunction(this, 'PreTokenGeneration', {
      entry: 'functions/auth-triggers/pre-token-generation.ts',
      description: "Cognito pre-token generation: the user's second factor (TOTP on or not) as a claim of each ID token.",
      memoryMb: 256,
      timeoutSeconds: 5,
      tag: { key: TRIGGER_TAG, value: 'pre-token-generation' },
      reservedConcurrency: TRIGGER_CONCURRENCY['pre-token-generation'],
      environment: {},
    });
    new Policy(this, 'PreTokenGenerationReadsUsers', {
      roles: [preTokenGeneration.role!],
      statements: [new PolicyStatement({ actions: ['cognito-idp:AdminGetUser'], resources: [this.userPool.userPoolArn] })],
    });
    this.userPool.addTrigger(UserPoolOperation.PRE_TOKEN_GENERATION, preTokenGeneration);

    if (turnstileEnabled(settings)) {
      const turnstile = nodeFunction(this, 'Turnstile', {
        entry: 'functions/auth-triggers/turnstile.ts',
        description: 'Cognito pre-sign-up and pre-authentication: Cloudflare Turnstile bot check.',
        memoryMb: 256,
        timeoutSeconds: 5,
        tag: { key: TRIGGER_TAG, value: 'turnstile' },
        reservedConcurrency: TRIGGER_CONCURRENCY.turnstile,
        environment: {},
        // The secret key is read at run time from its SSM parameter.
        paramsAndSecrets: parametersExtension(),
      });
      readsSecrets(turnstile, { TURNSTILE_SECRET_KEY: settings.turnstileSecretKeyParameter });
      this.userPool.addTrigger(UserPoolOperation.PRE_SIGN_UP, turnstile);
      this.userPool.addTrigger(UserPoolOperation.PRE_AUTHENTICATION, turnstile);
    }

    for (const [precedence, groupName] of GROUPS.entries()) {
      new UserPoolGroup(this, `Group-${groupName}`, {
        userPool: this.userPool,
        groupName,
        precedence,
        description: `The ${groupName} role`,
      });
    }

    this.userPoolClient = this.userPool.addClient('WebClient', {
      authFlows: { userSrp: true, userPassword: true },
      generateSecret: false,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      disableOAuth: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    this.issuer = `https://cognito-idp.${stack.region}.amazonaws.com/${this.userPool.userPoolId}`;

    const pool = Validations.of(this.userPool);
    pool.acknowledge({
      id: 'AwsSolutions-COG1',
      reason: 'The spec sets the password policy: at least 8 characters with upper, lower and a digit; symbols are not required.',
    });
    pool.acknowledge({
      id: 'AwsSolutions-COG2',
      reason: 'Consumer sign-up with e-mail confirmation; MFA would add SMS cost or an authenticator step the product does not ask for.',
    });
    pool.acknowledge({
      id: 'AwsSolutions-COG8',
      reason: 'The Plus plan (threat protection) is billed per monthly active user; Essentials keeps the pool free at zero traffic.',
    });
  }
}
