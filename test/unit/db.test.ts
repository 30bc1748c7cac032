// lib/db's shared moves without a table: batch writes retry unprocessed items with capped, jittered backoff and give
// up after a cap; a refused condition is an answer; the wire mapper and the item reader keep each entity's fields.
import { BatchGetCommand, BatchWriteCommand, DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadSchema, toLeadWire, type Lead } from '../../functions/contracts/lead';
import { providerSchema, toProviderWire, type Provider } from '../../functions/contracts/provider';
import { BATCH_BACKOFF, backoffDelay, batchGet, batchWrite, conditionally, db, fromItem, putRequest } from '../../functions/lib/platform/db';

const ddb = mockClient(DynamoDBDocumentClient);
const TABLE = 'unit-table';
const items = (n: number) => Array.from({ length: n }, (_, i) => putRequest({ pk: `P#${i}`, sk: 'S' }));

beforeEach(() => {
  vi.stubEnv('TABLE_NAME', TABLE);
  ddb.reset();
});
afterEach(() => {
  ddb.reset();
  vi.unstubAllEnvs();
});
// The unit files share one process and module cache (isolate: false): the files after this one get the real client.
afterAll(() => ddb.restore());

describe('batchWrite', () => {
  it('writes in batches of 25 and sends unprocessed items again after a growing, capped, jittered wait', async () => {
    const [first] = items(1);
    ddb
      .on(BatchWriteCommand)
      .resolvesOnce({ UnprocessedItems: { [TABLE]: [first] } })
      .resolvesOnce({ UnprocessedItems: { [TABLE]: [first] } })
      .resolves({});
    const waits: number[] = [];
    await batchWrite(items(30), { sleep: async (ms) => void waits.push(ms) });
    const sent = ddb.commandCalls(BatchWriteCommand).map((c) => c.args[0].input.RequestItems![TABLE].length);
    expect(sent).toEqual([25, 1, 1, 5]);
    expect(waits).toHaveLength(2);
    waits.forEach((ms, i) => expect(ms).toBeLessThan(Math.min(BATCH_BACKOFF.capMs, BATCH_BACKOFF.baseMs * 2 ** (i + 1))));
  });

  it('gives up after the capped number of attempts instead of retrying for ever', async () => {
    const [first] = items(1);
    ddb.on(BatchWriteCommand).resolves({ UnprocessedItems: { [TABLE]: [first] } });
    await expect(batchWrite([first], { sleep: async () => undefined })).rejects.toThrow(/unprocessed/);
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(BATCH_BACKOFF.attempts);
  });

  it('keeps every wait under the cap', () => {
    expect(backoffDelay(30, () => 0.999)).toBeLessThan(BATCH_BACKOFF.capMs);
    expect(backoffDelay(1, () => 0)).toBe(0);
  });
});

describe('batchGet', () => {
  const keys = (n: number) => Array.from({ length: n }, (_, i) => ({ pk: `P#${i}`, sk: 'S' }));

  it('reads 100 keys a request and asks for unprocessed keys again after a capped, jittered wait', async () => {
    const [first] = keys(1);
    ddb
      .on(BatchGetCommand)
      .resolvesOnce({ Responses: { [TABLE]: [{ id: 'a' }] }, UnprocessedKeys: { [TABLE]: { Keys: [first!] } } })
      .resolvesOnce({ Responses: { [TABLE]: [{ id: 'b' }] } })
      .resolves({ Responses: { [TABLE]: [{ id: 'c' }] } });
    const waits: number[] = [];
    const found = await batchGet(keys(130), { sleep: async (ms) => void waits.push(ms) });
    expect(found.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(ddb.commandCalls(BatchGetCommand).map((c) => c.args[0].input.RequestItems![TABLE]!.Keys!.length)).toEqual([100, 1, 30]);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeLessThan(Math.min(BATCH_BACKOFF.capMs, BATCH_BACKOFF.baseMs * 2));
  });

  it('gives up after the capped number of attempts under throttling', async () => {
    const [first] = keys(1);
    ddb.on(BatchGetCommand).resolves({ UnprocessedKeys: { [TABLE]: { Keys: [first!] } } });
    await expect(batchGet([first!], { sleep: async () => undefined })).rejects.toThrow(/unprocessed/);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(BATCH_BACKOFF.attempts);
  });
});

describe('conditionally', () => {
  it('answers the write, undefined for a refused condition, and throws anything else', async () => {
    const update = () => db.send(new UpdateCommand({ TableName: TABLE, Key: { pk: 'a', sk: 'b' }, UpdateExpression: 'SET x = :x' }));
    ddb.on(UpdateCommand).resolves({ Attributes: { x: 1 } });
    expect(await conditionally(update)).toEqual({ Attributes: { x: 1 } });
    ddb.reset();
    ddb.on(UpdateCommand).rejects(Object.assign(new Error('refused'), { name: 'ConditionalCheckFailedException' }));
    expect(await conditionally(update)).toBeUndefined();
    ddb.reset();
    ddb.on(UpdateCommand).rejects(Object.assign(new Error('slow down'), { name: 'ThrottlingException' }));
    await expect(conditionally(update)).rejects.toThrow('slow down');
  });
});

describe('entities on the wire and from the table', () => {
  const lead: Lead = {
    id: 'l1',
    userId: 'u1',
    user: { email: 'a@b.example', displayName: 'Ann' },
    providerId: 'p1',
    provider: { name: 'Pest Co' },
    message: 'Mice in the kitchen',
    status: 'new',
    priority: 'normal',
    requestCallback: false,
    mobileNumber: null,
    requestMoreInfo: true,
    requestAppointment: false,
    safetyConsiderations: ['pets'],
    country: 'UK',
    city: 'Leeds',
    threadId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    notifiedAt: null,
  };

  it('sends a lead with every field in snake_case, the embedded user too', () => {
    expect(toLeadWire(lead)).toEqual({
      id: 'l1',
      user_id: 'u1',
      user: { email: 'a@b.example', display_name: 'Ann' },
      provider_id: 'p1',
      provider: { name: 'Pest Co' },
      message: 'Mice in the kitchen',
      status: 'new',
      priority: 'normal',
      request_callback: false,
      mobile_number: null,
      request_more_info: true,
      request_appointment: false,
      safety_considerations: ['pets'],
      country: 'UK',
      city: 'Leeds',
      thread_id: null,
      created_at: '2026-01-01T00:00:00.000Z',
      notified_at: null,
    });
  });

  it('sends a provider with the spec names, null for an absent logo or point, locations as stored', () => {
    const provider: Provider = {
      id: 'p1',
      name: 'Pest Co',
      description: 'd',
      services: ['mice'],
      category: 'general',
      contactInfo: { email: 'p@b.example' },
      featured: false,
      rating: 4.5,
      reviewCount: 3,
      country: 'UK',
      city: 'Leeds',
      locations: [{ id: 'x', country: 'UK', city: 'Leeds', isAllCities: false, isActive: true }],
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(toProviderWire(provider, 2.5)).toEqual({
      id: 'p1',
      name: 'Pest Co',
      description: 'd',
      services: ['mice'],
      logo: null,
      category: 'general',
      contact_info: { email: 'p@b.example' },
      featured: false,
      rating: 4.5,
      review_count: 3,
      country: 'UK',
      city: 'Leeds',
      latitude: null,
      longitude: null,
      locations: [{ id: 'x', country: 'UK', city: 'Leeds', isAllCities: false, isActive: true }],
      created_at: '2026-01-01T00:00:00.000Z',
      distanceKm: 2.5,
    });
    expect(Object.keys(fromItem<typeof providerSchema, Provider>(providerSchema, { pk: 'PROVIDER#p1', sk: 'PROVIDER', gsi1pk: 'PROVIDERS', ...provider }))).not.toContain('pk');
  });

  it('reads an entity from its item without the keys and indexes', () => {
    const item = { pk: 'LEAD#l1', sk: 'LEAD', gsi1pk: 'LEADS#new', gsi1sk: 'x', type: 'lead', ...lead };
    expect(fromItem<typeof leadSchema, Lead>(leadSchema, item)).toEqual(lead);
  });
});
