// `npm start`: the whole product on this machine (embedded stand-ins, gateway, web); `npm run reset` wipes its data.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { SEED_USERS } from '../infra/local/settings';
import { ROOT, startLocalStack } from '../infra/local/stack';

const dataDir = join(ROOT, '.data');

if (process.argv.includes('--reset')) {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Local data wiped (${dataDir}). The next \`npm start\` seeds it again.`);
  process.exit(0);
}

const started = Date.now();
const port = Number(process.env.PORT ?? 5173);
const mailPort = Number(process.env.MAILBOX_PORT ?? 8005);
const stack = await startLocalStack({ dataDir, persist: true, schedules: true, web: process.env.WEB === 'built' ? 'built' : 'dev', port, mailPort });
const seconds = ((Date.now() - started) / 1000).toFixed(1);

console.log(`
PestPilot is running locally (ready in ${seconds} s${stack.seeded ? ', seeded' : ''}).

  App       ${stack.appUrl}
  Mailbox   ${stack.mailboxUrl}   (every e-mail the product sends: confirmation and reset links)
  API       ${stack.appUrl}/api/health

  Admin     ${SEED_USERS.admin.email} / ${SEED_USERS.admin.password}
  Demo user ${SEED_USERS.demo.email} / ${SEED_USERS.demo.password}

Data is kept in .data/ (npm run reset wipes it). Press Ctrl-C to stop.
`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('Stopping...');
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
