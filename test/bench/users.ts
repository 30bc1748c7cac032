// User Management figures (issue 12 §2): with 1,000 and 10,000 users in an in-memory dynalite, the items read by a
// list page (first, next by cursor, a far page without one, a role's first page) and by a search (a rare surname,
// an e-mail prefix, one letter), against the items a Scan would read. Standalone: `npx tsx test/bench/users.ts`.
import { withThousands } from '../../functions/contracts/numbers';
import { seededRandom as random } from '../../infra/local/random';
import { dynaliteBenchMain, runDynaliteBench } from './dynaliteBench';

const SIZES = [1_000, 10_000];
const FIRST = ['Ann', 'Bob', 'Carla', 'Dmitri', 'Elif', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kofi', 'Lena', 'Mateo', 'Nora', 'Omar', 'Priya'];
const LAST = ['Smith', 'Garcia', 'Okafor', 'Novak', 'Tanaka', 'Silva', 'Larsen', 'Haddad', 'Kowalski', 'Moreau', 'Byrne', 'Costa'];
/** A rare name: one user in 200 of the first thousand, one in 2,000 after. */
const RARE = 'Zephyr Quillfeather';


async function measure(): Promise<void> {
  const { PutCommand, ScanCommand } = await import('@aws-sdk/lib-dynamodb');
  const { batchWrite, db, putRequest, tableName } = await import('../../functions/lib/platform/db');
  const { keys } = await import('../../functions/lib/platform/keys');
  const { directoryEntries } = await import('../../functions/lib/users/userDirectory');
  const { listUsers } = await import('../../functions/lib/users/adminUsers');
  const { adminUsersQuerySchema } = await import('../../functions/contracts/adminUsers');
  const query = (q: Record<string, string>) => adminUsersQuerySchema.parse(q);

  const rand = random(12);
  const counts = { all: 0, admin: 0, provider: 0, user: 0 };
  async function seedUsers(from: number, to: number) {
    const requests = [];
    for (let n = from; n < to; n += 1) {
      const role = n % 50 === 0 ? 'provider' : n % 500 === 1 ? 'admin' : 'user';
      const displayName = n % (to - from > 1000 ? 2000 : 200) === 7 ? RARE : `${FIRST[Math.floor(rand() * FIRST.length)]} ${LAST[Math.floor(rand() * LAST.length)]}`;
      const id = `bench-user-${String(n).padStart(6, '0')}`;
      const email = `user${n}@bench.example`;
      const createdAt = new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString();
      const profile = {
        ...keys.profile(id),
        ...keys.profileGsi(id, role, email, createdAt),
        id,
        email,
        displayName,
        role,
        tokenBalance: 100,
        monthlyTokenAllocation: 100,
        tokenResetDate: '2026-12-01T00:00:00.000Z',
        tokenRequestPending: false,
        createdAt,
        consentToPrivacyPolicy: true,
        consentTimestamp: createdAt,
        marketingConsent: false,
        marketingConsentTimestamp: null,
      };
      requests.push(putRequest(profile), ...directoryEntries(profile as never).map(putRequest));
      counts.all += 1;
      counts[role as keyof typeof counts] += 1;
    }
    await batchWrite(requests, { concurrency: 4 });
    await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.userCounts, ...counts } }));
  }

  async function tableItems(): Promise<number> {
    let items = 0;
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const res = await db.send(new ScanCommand({ TableName: tableName(), Select: 'COUNT', ExclusiveStartKey }));
      items += res.ScannedCount ?? 0;
      ExclusiveStartKey = res.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return items;
  }

  console.log('\n## User Management: items read per list page and per search (in-memory dynalite)');
  let seeded = 0;
  for (const size of SIZES) {
    const started = performance.now();
    await seedUsers(seeded, size);
    seeded = size;
    const seedSeconds = (performance.now() - started) / 1000;
    const first = await listUsers(query({}));
    const next = await listUsers(query({ page: '2', cursor: first.list.nextCursor ?? '' }));
    const far = await listUsers(query({ page: '50' }));
    const role = await listUsers(query({ role: 'provider' }));
    const rare = await listUsers(query({ query: 'quillfeather' }));
    const email = await listUsers(query({ query: 'user12' }));
    const letter = await listUsers(query({ query: 'a' }));
    const scan = await tableItems();
    const line = (label: string, r: typeof first) => console.log(`    ${label.padEnd(44)} ${withThousands(r.itemsRead).padStart(6)} items read (${withThousands(r.list.pagination.total)} matching, ${r.list.users.length} shown)`);
    console.log(`\n  ${withThousands(size)} users (seeded in ${seedSeconds.toFixed(1)} s; a Scan would read ${withThousands(scan)} items)`);
    line('list, page 1 (newest first)', first);
    line('list, page 2 by the cursor page 1 gave', next);
    line('list, page 50 without a cursor (keys skipped)', far);
    line('list, role provider, page 1', role);
    line("search 'quillfeather' (a rare surname)", rare);
    line("search 'user12' (e-mail prefix)", email);
    line("search 'a' (one letter; capped at 1,000 entries)", letter);
  }
}

/** The figures (see dynaliteBench). */
export const userBench = () => runDynaliteBench(import.meta.url);

await dynaliteBenchMain(import.meta.url, measure);
