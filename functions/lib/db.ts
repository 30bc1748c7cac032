// The DynamoDB document client, the table name and Query paging; locally AWS_ENDPOINT_URL_DYNAMODB points it at the stand-in.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';

export const db = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export function tableName(): string {
  const name = process.env.TABLE_NAME;
  if (!name) throw new Error('TABLE_NAME is not set');
  return name;
}

export function isConditionFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/** Every item a Query matches: its pages read in turn until there is no LastEvaluatedKey; `onPage` sees each answer. */
export async function queryAll<T = Record<string, unknown>>(input: QueryCommandInput, onPage?: (page: QueryCommandOutput) => void): Promise<T[]> {
  const items: T[] = [];
  let ExclusiveStartKey = input.ExclusiveStartKey;
  do {
    const page = await db.send(new QueryCommand({ ...input, ExclusiveStartKey }));
    onPage?.(page);
    items.push(...((page.Items ?? []) as T[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}
