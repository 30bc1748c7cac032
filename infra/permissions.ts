// What each AWS SDK command the functions send needs from IAM: its action and the resource it acts on. The one source
// for the functions' roles (infra/aws/api.ts), the local stack's check of every call (infra/local/iam.ts) and the test
// that holds both to the built code (test/infra/permissions.test.ts).

/**
 * The resources a function's role names, narrowest first: the product table alone, the table with its indexes (only
 * Query reads an index), the user pool, the SES sender identity, the assets bucket's objects under the function's own
 * prefix (its catalogue entry's `assetsPrefix`), and the bucket itself for a listing limited to that prefix.
 */
export type ResourceKind = 'table' | 'tableAndIndexes' | 'pool' | 'sender' | 'objects' | 'bucket';

export interface Permission {
  action: string;
  resource: ResourceKind;
}

/** Every command the functions send (by its SDK class name: lib-dynamodb's GetCommand sends GetItemCommand). */
export const COMMAND_PERMISSIONS = {
  GetItemCommand: { action: 'dynamodb:GetItem', resource: 'table' },
  BatchGetItemCommand: { action: 'dynamodb:BatchGetItem', resource: 'table' },
  QueryCommand: { action: 'dynamodb:Query', resource: 'tableAndIndexes' },
  PutItemCommand: { action: 'dynamodb:PutItem', resource: 'table' },
  UpdateItemCommand: { action: 'dynamodb:UpdateItem', resource: 'table' },
  DeleteItemCommand: { action: 'dynamodb:DeleteItem', resource: 'table' },
  BatchWriteItemCommand: { action: 'dynamodb:BatchWriteItem', resource: 'table' },
  AdminGetUserCommand: { action: 'cognito-idp:AdminGetUser', resource: 'pool' },
  AdminUserGlobalSignOutCommand: { action: 'cognito-idp:AdminUserGlobalSignOut', resource: 'pool' },
  AdminDeleteUserCommand: { action: 'cognito-idp:AdminDeleteUser', resource: 'pool' },
  AdminListGroupsForUserCommand: { action: 'cognito-idp:AdminListGroupsForUser', resource: 'pool' },
  AdminAddUserToGroupCommand: { action: 'cognito-idp:AdminAddUserToGroup', resource: 'pool' },
  AdminRemoveUserFromGroupCommand: { action: 'cognito-idp:AdminRemoveUserFromGroup', resource: 'pool' },
  ListUsersInGroupCommand: { action: 'cognito-idp:ListUsersInGroup', resource: 'pool' },
  AdminDisableUserCommand: { action: 'cognito-idp:AdminDisableUser', resource: 'pool' },
  AdminEnableUserCommand: { action: 'cognito-idp:AdminEnableUser', resource: 'pool' },
  // SESv2's SendEmail (a simple or templated message; a raw one would also need ses:SendRawEmail).
  SendEmailCommand: { action: 'ses:SendEmail', resource: 'sender' },
  PutObjectCommand: { action: 's3:PutObject', resource: 'objects' },
  // A multipart upload is authorised as the put it makes.
  CreateMultipartUploadCommand: { action: 's3:PutObject', resource: 'objects' },
  UploadPartCommand: { action: 's3:PutObject', resource: 'objects' },
  CompleteMultipartUploadCommand: { action: 's3:PutObject', resource: 'objects' },
  AbortMultipartUploadCommand: { action: 's3:AbortMultipartUpload', resource: 'objects' },
  // Never sent by the function: it signs the link the browser follows, which S3 authorises with the function's role.
  GetObjectCommand: { action: 's3:GetObject', resource: 'objects' },
  ListObjectsV2Command: { action: 's3:ListBucket', resource: 'bucket' },
  // One s3:DeleteObject per key of the batch.
  DeleteObjectsCommand: { action: 's3:DeleteObject', resource: 'objects' },
} as const satisfies Record<string, Permission>;

export type Command = keyof typeof COMMAND_PERMISSIONS;
/** An IAM action some command needs: what a catalogue entry's grants list. */
export type Action = (typeof COMMAND_PERMISSIONS)[Command]['action'];

/**
 * Commands the SDK clients' own modules carry into every bundle that uses them, which no code here sends (the test
 * that reads the bundles expects them and nothing else beside the commands of the code).
 */
export const CARRIED_NOT_SENT: Readonly<Record<string, string>> = {
  DescribeEndpointsCommand: "the DynamoDB client's endpoint discovery, off unless configured (it is not)",
  ScanCommand: "lib-dynamodb's and the DynamoDB client's paginators module (no code here scans)",
  CreateSessionCommand: "the S3 client's session for S3 Express One Zone directory buckets (the assets bucket is a general purpose one)",
};

export function isCommand(name: string): name is Command {
  return Object.hasOwn(COMMAND_PERMISSIONS, name);
}

/** The commands that need `action`. */
export function commandsOf(action: string): Command[] {
  return (Object.keys(COMMAND_PERMISSIONS) as Command[]).filter((c) => COMMAND_PERMISSIONS[c].action === action);
}

/** The resource `action` is granted on (every command of one action acts on the same kind). */
export function resourceOf(action: Action): ResourceKind {
  return COMMAND_PERMISSIONS[commandsOf(action)[0]!].resource;
}
