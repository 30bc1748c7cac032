// First-start seed of the embedded stack: the admin and demo logins, providers across the static city list,
// and the published sample case studies; and the admin lists' counts of a folder saved before they were kept. Runs
// once per data folder (marker items record it).
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { USER_ATTRIBUTES } from '../../functions/contracts/config';
import { roleFromGroups } from '../../functions/contracts/roles';
import type { Provider } from '../../functions/contracts/provider';
import { COUNTRIES, ALL_CITIES } from '../../functions/knowledge/locations';
import { SAMPLE_CASE_STUDIES } from '../../functions/knowledge/caseStudies';
import { seedSampleCaseStudies } from '../../functions/lib/caseStudies/caseStudies';
import { db, tableName } from '../../functions/lib/platform/db';
import { keys } from '../../functions/lib/platform/keys';
import { createProfile } from '../../functions/lib/users/profiles';
import { recountLeads } from '../../functions/lib/leads/leads';
import { saveProviders } from '../../functions/lib/providers/providers';
import { recountSuggestions } from '../../functions/lib/suggestions/suggestionReview';
import { LOCAL, SEED_USERS } from './settings';
import { seededRandom as random } from './random';

const SEED_VERSION = 'v1';
const CASE_STUDY_SEED_VERSION = 'case-studies-v2';
/** Leads and suggestions counted by status (and leads' provider entries given their status), once per data folder. */
const LIST_COUNTS_VERSION = 'list-counts-v1';
const BRANDS = ['GreenShield', 'EcoGuard', 'SafeHome', 'NatureFirst', 'PestAway', 'CleanNest', 'Guardian', 'BrightLeaf'];
const SERVICES = [
  'Termite treatment',
  'Bed bug removal',
  'Rodent control',
  'Cockroach control',
  'Ant control',
  'Mosquito control',
  'Wasp nest removal',
  'Flea treatment',
  'Inspection',
  'Eco-friendly treatment',
  'Commercial pest control',
  'Bird proofing',
];

/** One provider in every city of the static list, near the city centre, some covering more places. */
export function seedProviders(now = new Date('2025-01-15T09:00:00Z')): Provider[] {
  const rand = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const providers: Provider[] = [];
  for (const country of COUNTRIES) {
    country.cities.forEach((city, index) => {
      const n = providers.length;
      const brand = BRANDS[n % BRANDS.length];
      const services = [...SERVICES].sort(() => rand() - 0.5).slice(0, 3 + Math.floor(rand() * 5));
      const latitude = Number((city.lat + (rand() - 0.5) * 0.06).toFixed(5));
      const longitude = Number((city.lng + (rand() - 0.5) * 0.06).toFixed(5));
      const slug = `${brand}-${city.name}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      const other = country.cities[(index + 1) % country.cities.length];
      const locations: Provider['locations'] = [
        { id: `${slug}-1`, country: country.name, city: city.name, isAllCities: false, isActive: true, latitude, longitude },
      ];
      if (n % 5 === 0 && other.name !== city.name) {
        locations.push({ id: `${slug}-2`, country: country.name, city: other.name, isAllCities: false, isActive: true, latitude: other.lat, longitude: other.lng });
      }
      if (n % 11 === 0) locations.push({ id: `${slug}-3`, country: country.name, city: ALL_CITIES, isAllCities: true, isActive: true });
      providers.push({
        id: `seed-${slug}`,
        name: `${brand} Pest Control ${city.name}`,
        description: `${brand} serves homes and businesses in ${city.name} with ${pick(['family-safe', 'low-toxicity', 'eco-friendly', 'integrated'])} pest management, starting with inspection and prevention.`,
        services,
        category: 'pest_control',
        contactInfo: {
          address: `${10 + (n % 90)} Market Street, ${city.name}`,
          email: `contact@${slug}.example`,
          phone: `+000 555 ${String(1000 + n).slice(-4)}`,
          website: `https://${slug}.example`,
        },
        featured: n % 7 === 0,
        rating: Number((3.5 + rand() * 1.5).toFixed(1)),
        reviewCount: 5 + Math.floor(rand() * 300),
        country: country.name,
        city: city.name,
        latitude,
        longitude,
        locations,
        createdAt: now.toISOString(),
      });
    });
  }
  return providers;
}

async function ensureUser(cognito: CognitoIdentityProviderClient, user: (typeof SEED_USERS)[keyof typeof SEED_USERS]) {
  const pool = { UserPoolId: LOCAL.userPoolId };
  const exists = await cognito.send(new AdminGetUserCommand({ ...pool, Username: user.email })).then(
    () => true,
    (error: Error) => {
      if (error.name === 'UserNotFoundException') return false;
      throw error;
    },
  );
  if (!exists) {
    await cognito.send(
      new AdminCreateUserCommand({
        ...pool,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: user.displayName },
          { Name: USER_ATTRIBUTES.privacyConsentAt, Value: new Date().toISOString() },
        ],
      }),
    );
  }
  await cognito.send(new AdminSetUserPasswordCommand({ ...pool, Username: user.email, Password: user.password, Permanent: true }));
  for (const group of user.groups) {
    await cognito.send(new AdminAddUserToGroupCommand({ ...pool, Username: user.email, GroupName: group }));
  }
  // Their profile, as a confirmed sign-up gets one (lib/profiles, once): the admin's user list shows them from the start.
  const created = await cognito.send(new AdminGetUserCommand({ ...pool, Username: user.email }));
  const attributes = Object.fromEntries((created.UserAttributes ?? []).map((a) => [a.Name ?? '', a.Value ?? '']));
  await createProfile({ sub: attributes.sub ?? '', username: created.Username ?? user.email, role: roleFromGroups(user.groups), attributes }, new Date());
}

/**
 * The sample case studies as published, once per data folder (their own marker, so a folder seeded before they had
 * their current shape gets them too); a slug another case study took meanwhile is left to it.
 */
async function seedCaseStudies(): Promise<boolean> {
  const marker = await db.send(new GetCommand({ TableName: tableName(), Key: keys.seed(CASE_STUDY_SEED_VERSION) }));
  if (marker.Item) return false;
  await seedSampleCaseStudies(SAMPLE_CASE_STUDIES);
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.seed(CASE_STUDY_SEED_VERSION), seededAt: new Date().toISOString() } }));
  return true;
}

/**
 * A data folder whose leads and suggestions were saved before the admin lists counted them gets its counts (and its
 * leads' provider entries their status) once, before anyone uses the stack.
 */
async function countLists(): Promise<void> {
  const marker = await db.send(new GetCommand({ TableName: tableName(), Key: keys.seed(LIST_COUNTS_VERSION) }));
  if (marker.Item) return;
  await recountLeads();
  await recountSuggestions();
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.seed(LIST_COUNTS_VERSION), seededAt: new Date().toISOString() } }));
}

/** Seed once; returns whether anything was written. */
export async function seed(cognito: CognitoIdentityProviderClient): Promise<boolean> {
  const marker = await db.send(new GetCommand({ TableName: tableName(), Key: keys.seed(SEED_VERSION) }));
  await countLists();
  const studies = await seedCaseStudies();
  if (marker.Item) return studies;
  for (const group of ['admin', 'provider']) {
    await cognito.send(new CreateGroupCommand({ UserPoolId: LOCAL.userPoolId, GroupName: group })).catch((error: Error) => {
      if (error.name !== 'GroupExistsException') throw error;
    });
  }
  await ensureUser(cognito, SEED_USERS.admin);
  await ensureUser(cognito, SEED_USERS.demo);
  await saveProviders(seedProviders());
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.seed(SEED_VERSION), seededAt: new Date().toISOString() } }));
  return true;
}
