// The local stack's IAM: every AWS SDK call a catalogue function makes in this process is held, before it is sent, to
// the role the CDK gives that function on AWS (its catalogue grants through infra/permissions.ts, on the same resources),
// and one its role does not allow is refused with the error AWS answers. The function is the invocation's: the gateway
// and the scheduler run each handler within `invoke`, as all functions share this process and their SDK clients.
import { AsyncLocalStorage } from 'node:async_hooks';
import { assetsPrefixes, catalogEntry, type FunctionEntry } from '../../functions/catalog';
import { useOnEveryClient, type ClientPlugin } from '../../functions/lib/platform/sdkClients';
import { COMMAND_PERMISSIONS, isCommand, type Permission } from '../permissions';

/** The account the local stack's ARNs name. */
const ACCOUNT = '000000000000';

const invocation = new AsyncLocalStorage<string>();

/** Run `work` as an invocation of the catalogue function `name`: every AWS call it makes is held to that function's role. */
export function invoke<T>(name: string, work: () => T): T {
  return invocation.run(name, work);
}

/** The function whose code is running: the invocation's, or else the one this process is (PESTPILOT_FUNCTION, as on AWS). */
const runningFunction = (): string | undefined => invocation.getStore() ?? process.env.PESTPILOT_FUNCTION;

interface CallContext {
  clientName?: string;
  commandName?: string;
}

/** The service an SDK client calls: its IAM prefix, and how its refusal looks (S3's has its own code). */
const SERVICES: Record<string, { prefix: string; code: string; status: number }> = {
  DynamoDBClient: { prefix: 'dynamodb', code: 'AccessDeniedException', status: 400 },
  CognitoIdentityProviderClient: { prefix: 'cognito-idp', code: 'AccessDeniedException', status: 400 },
  SESv2Client: { prefix: 'ses', code: 'AccessDeniedException', status: 403 },
  S3Client: { prefix: 's3', code: 'AccessDenied', status: 403 },
};

type Input = Record<string, unknown>;
const env = (name: string) => process.env[name] ?? '';
const region = () => env('AWS_REGION');
const address = (from: string) => (/<([^>]+)>/.exec(from)?.[1] ?? from).trim().toLowerCase();

/**
 * The resources a call acts on, each as an ARN and whether the function's role covers it (the catalogue's resource
 * for the permission: this stack's table, its pool, its sender, its assets bucket under the entry's prefix).
 */
function resourcesOf(permission: Permission, input: Input, entry: FunctionEntry): Array<{ arn: string; allowed: boolean }> {
  const underPrefix = (key: unknown) => assetsPrefixes(entry, permission.action).some((prefix) => String(key).startsWith(prefix));
  const object = (bucket: unknown, key: unknown) => ({
    arn: `arn:aws:s3:::${String(bucket)}/${String(key)}`,
    allowed: bucket === env('ASSETS_BUCKET') && underPrefix(key),
  });
  switch (permission.resource) {
    case 'table':
    case 'tableAndIndexes': {
      const tables = input.RequestItems ? Object.keys(input.RequestItems) : [String(input.TableName)];
      return tables.map((table) => {
        const index = typeof input.IndexName === 'string' ? input.IndexName : undefined;
        const arn = `arn:aws:dynamodb:${region()}:${ACCOUNT}:table/${table}${index ? `/index/${index}` : ''}`;
        return { arn, allowed: table === env('TABLE_NAME') && (!index || permission.resource === 'tableAndIndexes') };
      });
    }
    case 'pool':
      return [{ arn: `arn:aws:cognito-idp:${region()}:${ACCOUNT}:userpool/${String(input.UserPoolId)}`, allowed: input.UserPoolId === env('USER_POOL_ID') }];
    case 'sender': {
      const from = address(String(input.FromEmailAddress ?? ''));
      const sender = address(env('FROM_EMAIL'));
      const allowed = from === sender || from.split('@')[1] === sender.split('@')[1];
      return [{ arn: `arn:aws:ses:${region()}:${ACCOUNT}:identity/${from}`, allowed }];
    }
    case 'objects': {
      const keys = (input.Delete as { Objects?: Array<{ Key?: string }> } | undefined)?.Objects?.map((o) => o.Key) ?? [input.Key];
      return keys.map((key) => object(input.Bucket, key));
    }
    case 'bucket':
      return [
        {
          arn: `arn:aws:s3:::${String(input.Bucket)}`,
          allowed: input.Bucket === env('ASSETS_BUCKET') && underPrefix(input.Prefix ?? ''),
        },
      ];
  }
}

/** AWS's refusal of `action` on `resource` to the function's role, as the SDK throws it. */
function accessDenied(fn: string, clientName: string, action: string, resource: string): Error {
  const service = SERVICES[clientName] ?? { code: 'AccessDeniedException', status: 400 };
  const message = `User: arn:aws:sts::${ACCOUNT}:assumed-role/${fn}-role/${fn} is not authorized to perform: ${action} on resource: ${resource} because no identity-based policy allows the ${action} action`;
  return Object.assign(new Error(message), {
    name: service.code,
    Code: service.code,
    $fault: 'client',
    $metadata: { httpStatusCode: service.status, attempts: 1, totalRetryDelay: 0 },
  });
}

/** The refusal AWS would answer to `fn` sending the command with `input`, or undefined when its role allows it. */
export function refusal(fn: string, clientName: string, commandName: string, input: Input): Error | undefined {
  const entry = catalogEntry(fn);
  const operation = commandName.replace(/Command$/, '');
  if (!isCommand(commandName)) {
    // No role of this product names the action: AWS refuses it whatever the resource.
    return accessDenied(fn, clientName, `${SERVICES[clientName]?.prefix ?? 'unknown'}:${operation}`, '*');
  }
  const permission = COMMAND_PERMISSIONS[commandName];
  const granted = (entry.grants as readonly string[]).includes(permission.action);
  const denied = resourcesOf(permission, input, entry).find((r) => !granted || !r.allowed);
  return denied && accessDenied(fn, clientName, permission.action, denied.arn);
}

const check: ClientPlugin = {
  applyToStack(stack) {
    (stack as { add(middleware: unknown, options: unknown): void }).add(
      (next: (args: { input: Input }) => Promise<unknown>, context: CallContext) => async (args: { input: Input }) => {
        const fn = runningFunction();
        const error = fn && refusal(fn, context.clientName ?? '', context.commandName ?? '', args.input);
        if (error) throw error;
        return next(args);
      },
      { step: 'initialize', name: 'localIamCheck', priority: 'high' },
    );
  },
};

let enforcing = false;

/** Hold every SDK client of the functions, made before or after, to the running function's role. */
export function enforceGrants(): void {
  if (enforcing) return;
  enforcing = true;
  useOnEveryClient(check);
}
