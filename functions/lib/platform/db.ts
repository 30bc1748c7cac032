// The DynamoDB document client and table name, and the table's shared moves: Query paging (all at once or page by
// page, or newest first across index partitions), batch reads and writes that retry unprocessed keys and items with
// capped exponential backoff and jitter (and give up after a few tries), conditional writes whose refusal is an answer,
// and counter items (ADD). (The cursors the admin lists hand out are lib/platform/cursor's.)
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  UpdateCommand,
  type QueryCommandInput,
  type QueryCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { sdkClient } from './sdkClients';

export const db = DynamoDBDocumentClient.from(sdkClient(new DynamoDBClient({})), {
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

/**
 * Runs a conditional write: its answer when it was applied, undefined when DynamoDB refused its condition; any other
 * error is thrown. The one place that tells a refused condition from a failure.
 */
export async function conditionally<T extends object>(write: () => Promise<T>): Promise<T | undefined> {
  try {
    return await write();
  } catch (error) {
    if (isConditionFailed(error)) return undefined;
    throw error;
  }
}

/** The items a Query matches, a page at a time (each page read when the one before has been used). */
export async function* queryPages<T = Record<string, unknown>>(input: QueryCommandInput): AsyncGenerator<T[]> {
  let ExclusiveStartKey = input.ExclusiveStartKey;
  do {
    const page = await db.send(new QueryCommand({ ...input, ExclusiveStartKey }));
    yield (page.Items ?? []) as T[];
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
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

export type Key = { pk: string; sk: string };
export type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Key } };

/** The most items one BatchWriteItem takes. */
export const BATCH_SIZE = 25;
/** Unprocessed items are sent again after a full-jitter wait of up to min(cap, base * 2^attempt)... */
export const BATCH_BACKOFF = { baseMs: 50, capMs: 2000, attempts: 8 } as const;

/** A full-jitter delay for a retry (attempt 1 is the first retry). */
export function backoffDelay(attempt: number, random = Math.random): number {
  return Math.floor(random() * Math.min(BATCH_BACKOFF.capMs, BATCH_BACKOFF.baseMs * 2 ** attempt));
}

/**
 * ...and after `attempts` tries that still leave items unprocessed, the write fails: a throttled table is reported,
 * not retried for ever. Every request must be idempotent (a put of a deterministic item, a delete).
 */
async function writeChunk(requests: WriteRequest[], sleep: (ms: number) => Promise<void>): Promise<void> {
  let pending: WriteRequest[] = requests;
  for (let attempt = 0; pending.length; attempt += 1) {
    if (attempt >= BATCH_BACKOFF.attempts) throw new Error(`BatchWriteItem left ${pending.length} item(s) unprocessed after ${attempt} attempts`);
    if (attempt > 0) await sleep(backoffDelay(attempt));
    const res = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
    pending = (res.UnprocessedItems?.[tableName()] ?? []) as WriteRequest[];
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Writes any number of requests in batches of 25, `concurrency` batches at a time. */
export async function batchWrite(requests: WriteRequest[], { concurrency = 1, sleep = wait }: { concurrency?: number; sleep?: (ms: number) => Promise<void> } = {}): Promise<void> {
  const chunks: WriteRequest[][] = [];
  for (let i = 0; i < requests.length; i += BATCH_SIZE) chunks.push(requests.slice(i, i + BATCH_SIZE));
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) await writeChunk(chunks[next++], sleep);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, worker));
}

/** The most keys one BatchGetItem takes. */
export const BATCH_GET_SIZE = 100;

/**
 * Every item of `keys` that exists (in no particular order), 100 keys a request; unprocessed keys are asked again
 * after the same full-jitter backoff as batch writes, and after `attempts` tries the read fails.
 */
export async function batchGet<T = Record<string, unknown>>(
  keys: Key[],
  { sleep = wait, projection }: { sleep?: (ms: number) => Promise<void>; projection?: Pick<QueryCommandInput, 'ProjectionExpression' | 'ExpressionAttributeNames'> } = {},
): Promise<T[]> {
  const items: T[] = [];
  for (let i = 0; i < keys.length; i += BATCH_GET_SIZE) {
    let pending: Array<Record<string, unknown>> = keys.slice(i, i + BATCH_GET_SIZE);
    for (let attempt = 0; pending.length; attempt += 1) {
      if (attempt >= BATCH_BACKOFF.attempts) throw new Error(`BatchGetItem left ${pending.length} key(s) unprocessed after ${attempt} attempts`);
      if (attempt > 0) await sleep(backoffDelay(attempt));
      const res = await db.send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ...projection } } }));
      items.push(...((res.Responses?.[tableName()] ?? []) as T[]));
      pending = res.UnprocessedKeys?.[tableName()]?.Keys ?? [];
    }
  }
  return items;
}

export const putRequest = (Item: Record<string, unknown>): WriteRequest => ({ PutRequest: { Item } });
export const deleteRequest = ({ pk, sk }: Key): WriteRequest => ({ DeleteRequest: { Key: { pk, sk } } });

/** An entity from its stored item: the fields its schema names, in the schema's order, without keys and indexes. */
export function fromItem<S extends { shape: Record<string, unknown> }, T>(schema: S, item: Record<string, unknown>): T {
  return Object.fromEntries(Object.keys(schema.shape).map((field) => [field, item[field]])) as T;
}

/** Where a read across an index's shards starts after: the last item's sort key and id (items are ordered by both). */
export interface ShardCursor {
  sk: string;
  id: string;
}

/**
 * The first `limit` items of an index whose partition is spread over shards (lib/platform/keys SHARDS), in the order of the
 * index's sort key (descending unless `forward`), ties by id: a Query of at most `limit` items per shard (and the
 * items sharing the last one's sort key), merged.
 * `after` continues after the last item of the page before, so every page reads a bounded number of items.
 */
export async function queryShards<T = Record<string, unknown>>({
  index,
  partitions,
  limit,
  forward = false,
  after,
  projection,
}: {
  index: 'gsi1' | 'gsi2';
  partitions: string[];
  limit: number;
  forward?: boolean;
  after?: ShardCursor;
  projection?: string;
}): Promise<{ items: T[]; itemsRead: number }> {
  const [pkName, skName] = [`${index}pk`, `${index}sk`];
  const sortKey = (item: Record<string, unknown>) => `${String(item[skName])}\u0000${String(item.id)}`;
  const afterKey = after && `${after.sk}\u0000${after.id}`;
  const beyond = (item: Record<string, unknown>) => !afterKey || (forward ? sortKey(item) > afterKey : sortKey(item) < afterKey);
  let itemsRead = 0;
  /** Every item of `partition` beyond the cursor on which `condition` holds, until `enough` of them (all when not given). */
  async function read(partition: string, condition: string, sk: string | undefined, enough = Infinity) {
    const found: Record<string, unknown>[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const res = await db.send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: index,
          KeyConditionExpression: `${pkName} = :pk${condition}`,
          ExpressionAttributeValues: { ':pk': partition, ...(sk !== undefined ? { ':sk': sk } : {}) },
          ScanIndexForward: forward,
          ...(enough < Infinity ? { Limit: enough - found.length + (after ? 1 : 0) } : {}),
          ExclusiveStartKey,
          ...(projection ? { ProjectionExpression: projection } : {}),
        }),
      );
      itemsRead += res.Items?.length ?? 0;
      found.push(...(res.Items ?? []).filter(beyond));
      ExclusiveStartKey = res.LastEvaluatedKey;
    } while (ExclusiveStartKey && found.length < enough);
    return found;
  }
  const perShard = await Promise.all(
    partitions.map(async (partition) => {
      const found = await read(partition, after ? ` AND ${skName} ${forward ? '>=' : '<='} :sk` : '', after?.sk, limit);
      if (found.length < limit) return found;
      // An index orders items of one sort key as it likes, not by id: the whole group that the page ends in is read,
      // so that the merge picks the right ones of it.
      const lastSk = String(found.at(-1)![skName]);
      const group = await read(partition, ` AND ${skName} = :sk`, lastSk);
      return [...found.filter((item) => String(item[skName]) !== lastSk), ...group];
    }),
  );
  const merged = perShard.flat().sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1) * (forward ? 1 : -1));
  return { items: merged.slice(0, limit) as T[], itemsRead };
}

/** A range of sort keys: below `before` (not the item at it) and not below `since`. */
interface SortKeyRange {
  before?: string;
  since?: string;
}

/**
 * A range's one key condition on the sort key: below `before`, not below `since`, or between the two (BETWEEN takes its
 * ends: a reader drops the item at `before` as it comes). A range that ends before it starts (a cursor from another
 * list) is empty.
 */
function sortKeyRange(skName: string, { before, since }: SortKeyRange): { condition: string; values: Record<string, string>; empty: boolean } {
  if (before !== undefined && since !== undefined) {
    return { condition: ` AND ${skName} BETWEEN :since AND :before`, values: { ':since': since, ':before': before }, empty: before < since };
  }
  if (before !== undefined) return { condition: ` AND ${skName} < :before`, values: { ':before': before }, empty: false };
  if (since !== undefined) return { condition: ` AND ${skName} >= :since`, values: { ':since': since }, empty: false };
  return { condition: '', values: {}, empty: false };
}

/**
 * How many items index partitions hold in a range of sort keys: a COUNT Query of each, page by page, which reads the
 * range's index entries and nothing outside it. Only for ranges with no counter of their own (a range of dates).
 */
export async function countRange({ index, partitions, before, since }: { index: 'gsi1' | 'gsi2'; partitions: readonly string[] } & SortKeyRange): Promise<number> {
  const [pkName, skName] = [`${index}pk`, `${index}sk`];
  const range = sortKeyRange(skName, { before, since });
  if (range.empty) return 0;
  const counts = await Promise.all(
    partitions.map(async (pk) => {
      let count = 0;
      let start: Record<string, unknown> | undefined;
      do {
        const res = await db.send(
          new QueryCommand({
            TableName: tableName(),
            IndexName: index,
            KeyConditionExpression: `${pkName} = :pk${range.condition}`,
            ExpressionAttributeValues: { ':pk': pk, ...range.values },
            Select: 'COUNT',
            ExclusiveStartKey: start,
          }),
        );
        count += res.Count ?? 0;
        start = res.LastEvaluatedKey;
      } while (start);
      return count;
    }),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

/**
 * A newest-first reader of items spread over index partitions whose sort keys are unique (createdAt#id): the partitions
 * merged in descending sort-key order, each read `chunk` items at a time and only when its next item is needed, so
 * taking n items reads at most n + partitions x chunk. `before` starts after the item with that sort key (a page's
 * cursor, or the end of a range of creation times); `since` ends at the first item whose sort key is not below it (the
 * range's start): both are key conditions, so a range reads its own items only. (queryShards, by contrast, orders sort
 * keys that repeat, and reads `limit` items of every shard at once.)
 */
export function newestFirst<T extends Record<string, unknown> = Record<string, unknown>>({
  index,
  partitions,
  chunk,
  before,
  since,
  projection,
}: {
  index: 'gsi1' | 'gsi2';
  partitions: readonly string[];
  chunk: number;
  before?: string;
  since?: string;
  projection?: string;
}): { take: (n: number) => Promise<T[]>; readonly itemsRead: number; readonly exhausted: boolean } {
  const [pkName, skName] = [`${index}pk`, `${index}sk`];
  const range = sortKeyRange(skName, { before, since });
  const state = partitions.map((pk) => ({ pk, buffer: [] as T[], start: undefined as Record<string, unknown> | undefined, done: false }));
  let itemsRead = 0;
  async function fill(part: (typeof state)[number], wanted: number): Promise<void> {
    if (range.empty) {
      part.done = true;
      return;
    }
    const res = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: `${pkName} = :pk${range.condition}`,
        ExpressionAttributeValues: { ':pk': part.pk, ...range.values },
        ScanIndexForward: false,
        // No partition can give more than the items still wanted.
        Limit: Math.max(1, Math.min(chunk, wanted)),
        ExclusiveStartKey: part.start,
        ...(projection ? { ProjectionExpression: projection } : {}),
      }),
    );
    itemsRead += res.Items?.length ?? 0;
    part.buffer.push(...((res.Items ?? []) as T[]).filter((item) => item[skName] !== before));
    part.start = res.LastEvaluatedKey;
    part.done = !res.LastEvaluatedKey;
  }
  const starved = () => state.filter((p) => !p.buffer.length && !p.done);
  return {
    get itemsRead() {
      return itemsRead;
    },
    /** True once every partition has been read to its end and handed out. */
    get exhausted() {
      return state.every((p) => p.done && !p.buffer.length);
    },
    async take(n: number): Promise<T[]> {
      const out: T[] = [];
      while (out.length < n) {
        for (let empty = starved(); empty.length; empty = starved()) await Promise.all(empty.map((part) => fill(part, n - out.length)));
        let best: (typeof state)[number] | undefined;
        for (const part of state) if (part.buffer.length && (!best || String(part.buffer[0][skName]) > String(best.buffer[0][skName]))) best = part;
        if (!best) break;
        out.push(best.buffer.shift()!);
      }
      return out;
    },
  };
}

/** Adds each change to its named count on one counter item: an atomic ADD, which makes the item and the count if need be. */
export async function addCounts(key: Key, changes: Record<string, number>): Promise<void> {
  const names = Object.keys(changes).filter((name) => changes[name] !== 0);
  if (!names.length) return;
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD ${names.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#c${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:c${i}`, changes[n]])),
    }),
  );
}

/** The named counts of one counter item, read consistently (a count never written is 0, and none is below 0). */
export async function readCounts<N extends string>(key: Key, names: readonly N[]): Promise<Record<N, number>> {
  const res = await db.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  const item = res.Item ?? {};
  return Object.fromEntries(names.map((name) => [name, Math.max(0, Number(item[name] ?? 0))])) as Record<N, number>;
}
