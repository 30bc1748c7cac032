// Data: the single DynamoDB table (shape from infra/table.ts) and the S3 buckets (SPA, site assets, access logs).
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { ACCOUNT_EXPORT } from '../../functions/contracts/account';
import { PENDING_CHAT_PHOTOS } from '../../functions/contracts/chatPhotoBasics';
import { TABLE } from '../table';

const privateBucket = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  encryption: BucketEncryption.S3_MANAGED,
  enforceSSL: true,
} as const;

export class Data extends Construct {
  readonly table: Table;
  /** The built SPA, read by CloudFront only (origin access control). */
  readonly webBucket: Bucket;
  /**
   * Uploaded site assets (served under /public/*), users' data exports (exports/*, by signed link, kept a day) and chat
   * photos (chat-photos/*, by signed link; an upload never sent kept a day).
   */
  readonly assetsBucket: Bucket;
  /** S3 server access logs and CloudFront standard logs. */
  readonly logsBucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }

    this.logsBucket = new Bucket(this, 'LogsBucket', {
      ...privateBucket,
      // CloudFront standard logs are delivered with an ACL, so the bucket keeps ACLs (owner-preferred).
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.logsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging its own access would log the logging.',
    });

    this.webBucket = new Bucket(this, 'WebBucket', {
      ...privateBucket,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 's3/web/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.assetsBucket = new Bucket(this, 'AssetsBucket', {
      ...privateBucket,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 's3/assets/',
      // Data exports (and any upload of one left unfinished) are removed after a day, and so are chat photos uploaded but
      // never sent (a send moves its photos out of the pending prefix).
      lifecycleRules: [
        {
          id: 'AccountExports',
          prefix: ACCOUNT_EXPORT.prefix,
          expiration: Duration.days(ACCOUNT_EXPORT.keepDays),
          abortIncompleteMultipartUploadAfter: Duration.days(ACCOUNT_EXPORT.keepDays),
        },
        { id: 'UnsentChatPhotos', prefix: PENDING_CHAT_PHOTOS.prefix, expiration: Duration.days(PENDING_CHAT_PHOTOS.keepDays) },
      ],
      // A chat photo goes up from the browser straight to the bucket by a presigned POST (lib/chat/photos: its policy
      // allows one key, type and size): the CORS rule admitting the site's origins alone is set once the distribution
      // exists (infra/aws/web.ts), since it names the distribution's domain.
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
