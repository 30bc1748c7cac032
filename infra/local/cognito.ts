// The embedded Cognito: cognito-local as a child process with a fixed pool and app client, data under the data folder,
// and the pool's token triggers invoked through the local Lambda endpoint (triggers.ts) as Cognito invokes them.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { waitFor } from './ports';
import { LOCAL } from './settings';
import { POOL_TRIGGERS } from './triggers';

const require = createRequire(import.meta.url);

/** Write the pool and client definitions cognito-local loads at start, so their ids never change. */
function writePoolDefinitions(dbDir: string): void {
  mkdirSync(dbDir, { recursive: true });
  const poolFile = join(dbDir, `${LOCAL.userPoolId}.json`);
  if (!existsSync(poolFile)) {
    const options = { Id: LOCAL.userPoolId, Name: 'pestpilot-local', UsernameAttributes: ['email'], AutoVerifiedAttributes: ['email'] };
    writeFileSync(poolFile, JSON.stringify({ Users: {}, Groups: {}, Options: options }, null, 2));
  }
  const clientsFile = join(dbDir, 'clients.json');
  if (!existsSync(clientsFile)) {
    const now = new Date().toISOString();
    const client = {
      ClientId: LOCAL.userPoolClientId,
      ClientName: 'web',
      UserPoolId: LOCAL.userPoolId,
      CreationDate: now,
      LastModifiedDate: now,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      TokenValidityUnits: {},
    };
    writeFileSync(clientsFile, JSON.stringify({ Clients: { [LOCAL.userPoolClientId]: client } }, null, 2));
  }
}

/** cognito-local's own settings (read at each start): its Lambda client on the local endpoint, and the pool's triggers (none without one). */
function writeConfig(configDir: string, lambdaEndpoint: string | undefined): void {
  mkdirSync(configDir, { recursive: true });
  const config = {
    LambdaClient: { endpoint: lambdaEndpoint, region: LOCAL.region, credentials: { accessKeyId: LOCAL.accessKeyId, secretAccessKey: LOCAL.secretAccessKey } },
    TriggerFunctions: lambdaEndpoint ? POOL_TRIGGERS : {},
  };
  writeFileSync(join(configDir, 'config.json'), JSON.stringify(config, null, 2));
}

export interface LocalCognito {
  endpoint: string;
  issuer: string;
  stop: () => Promise<void>;
}

/** The pool on `port`; its token triggers invoked at `lambdaEndpoint` (triggers.ts), or none (a command that issues no token). */
export async function startCognito(port: number, dataDir: string, lambdaEndpoint?: string): Promise<LocalCognito> {
  writeConfig(join(dataDir, '.cognito'), lambdaEndpoint);
  writePoolDefinitions(join(dataDir, '.cognito', 'db'));
  const bin = require.resolve('cognito-local/lib/bin/start.js');
  const child: ChildProcess = spawn(process.execPath, [bin], {
    cwd: dataDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DEBUG: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // The child never outlives this process, even when it ends on an error.
  const killChild = () => child.kill('SIGTERM');
  process.once('exit', killChild);
  await waitFor('cognito-local', async () => (await fetch(`${endpoint}/${LOCAL.userPoolId}/.well-known/jwks.json`)).ok);
  return {
    endpoint,
    issuer: `${endpoint}/${LOCAL.userPoolId}`,
    stop: async () => {
      process.off('exit', killChild);
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
