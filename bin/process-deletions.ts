// `npm run process-deletions`: carries out the pending data deletion requests in .data/ now, as the scheduled
// data-deletion-processor does daily on AWS (`npm start` also runs it after start and then daily). It opens the data
// with its own DynamoDB and Cognito stand-ins, so `npm start` must be stopped first (PORT tells it where to look).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startCognito } from '../infra/local/cognito';
import { startDynamo } from '../infra/local/dynamo';
import { freePort } from '../infra/local/ports';
import { LOCAL } from '../infra/local/settings';
import { ROOT } from '../infra/local/stack';

const dataDir = join(ROOT, '.data');
if (!existsSync(join(dataDir, 'dynamodb'))) {
  console.log('No local data yet (.data/ is empty): nothing to process.');
  process.exit(0);
}

Object.assign(process.env, {
  AWS_REGION: LOCAL.region,
  AWS_ACCESS_KEY_ID: LOCAL.accessKeyId,
  AWS_SECRET_ACCESS_KEY: LOCAL.secretAccessKey,
  TABLE_NAME: LOCAL.tableName,
  USER_POOL_ID: LOCAL.userPoolId,
});

// `npm start` holds the data folder; a connection refused on its port means it is not running.
const appPort = Number(process.env.PORT ?? 5173);
const appRunning = await fetch(`http://127.0.0.1:${appPort}/api/health`).then((res) => res.ok, () => false);
if (appRunning) {
  console.error(`\`npm start\` is running (port ${appPort}) and holds the local data: stop it (Ctrl-C), then run this again.`);
  process.exit(1);
}

const dynamo = await startDynamo(await freePort(), join(dataDir, 'dynamodb'));
const cognito = await startCognito(await freePort(), dataDir);
Object.assign(process.env, { AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint, AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint });

try {
  // Imported only now: the SDK clients are configured from the environment set above.
  const { processDeletions } = await import('../functions/lib/users/deletionRun');
  const run = await processDeletions(new Date());
  console.log(`Data deletion requests carried out: ${run.completed.length}; failed (still pending): ${run.failed.length}; left for the next run: ${run.deferred.length}.`);
  process.exitCode = run.failed.length ? 1 : 0;
} finally {
  await cognito.stop();
  await dynamo.stop();
}
