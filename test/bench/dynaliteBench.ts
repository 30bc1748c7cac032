// How the table benches run: dynalite (infra/local/dynamo.ts) in this process and the measurement in a child process
// (the bench's own file with `--endpoint`), so the two use both cores and the functions' DynamoDB client is bound to
// that dynalite whatever ran before in this process. A bench file run on its own (`npx tsx test/bench/<file>`) does both.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startDynamo } from '../../infra/local/dynamo';
import { freePort } from '../../infra/local/ports';
import { LOCAL } from '../../infra/local/settings';

/** Runs the bench file `moduleUrl` (its import.meta.url) in a child process against a dynalite of this one. */
export async function runDynaliteBench(moduleUrl: string): Promise<void> {
  const dynamo = await startDynamo(await freePort());
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(moduleUrl), '--endpoint', dynamo.endpoint], { stdio: 'inherit' });
    const status = await new Promise<number | null>((resolve, reject) => child.on('error', reject).on('exit', resolve));
    if (status !== 0) throw new Error(`${fileURLToPath(moduleUrl)} failed with status ${status}`);
  } finally {
    await dynamo.stop();
  }
}

/**
 * A bench file's own start: in the child process (`--endpoint`) the functions' environment points at that dynalite
 * and `measure` runs; run on its own, the file starts the whole bench.
 */
export async function dynaliteBenchMain(moduleUrl: string, measure: () => Promise<void>): Promise<void> {
  if (!process.argv[1] || fileURLToPath(moduleUrl) !== process.argv[1]) return;
  if (!process.argv.includes('--endpoint')) return runDynaliteBench(moduleUrl);
  Object.assign(process.env, {
    AWS_REGION: LOCAL.region,
    AWS_ACCESS_KEY_ID: LOCAL.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: process.argv[process.argv.indexOf('--endpoint') + 1],
    TABLE_NAME: LOCAL.tableName,
  });
  await measure();
}
