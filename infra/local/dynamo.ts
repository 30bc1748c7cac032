// The embedded DynamoDB (dynalite): in memory for tests, on disk under .data/ for `npm start`; the table from infra/table.ts.
import type { Server } from 'node:http';
import { CreateTableCommand, DynamoDBClient, ResourceInUseException } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { createTableInput } from '../table';
import { LOCAL } from './settings';

export interface LocalDynamo {
  endpoint: string;
  /** DynamoDB API calls served so far (the benchmarks report calls per request). */
  calls: () => number;
  stop: () => Promise<void>;
}

export async function startDynamo(port: number, dataDir?: string): Promise<LocalDynamo> {
  const server: Server = dynalite({ path: dataDir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  let calls = 0;
  server.on('request', () => {
    calls += 1;
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: LOCAL.region,
    credentials: { accessKeyId: LOCAL.accessKeyId, secretAccessKey: LOCAL.secretAccessKey },
  });
  try {
    await client.send(new CreateTableCommand(createTableInput(LOCAL.tableName)));
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  client.destroy();
  return { endpoint, calls: () => calls, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
