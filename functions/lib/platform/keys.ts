// The table's key formats: the one place that spells pk/sk/gsi values for every item type. No index key is ever an
// empty string (DynamoDB refuses it; the embedded emulator does not): an index entry whose key would be empty is left
// out (the item is simply not in that index). An index partition that every item of a kind would share, for a kind
// written often, is spread over SHARDS partitions (#n, from a hash of the owner); a reader queries them all.
// Access patterns (each a GetItem or Query; no Scan on a user path):
// | item              | pk               | sk          | gsi1 (pk / sk)          | gsi2 (pk / sk)        |
// | profile           | USER#sub         | PROFILE     | ROLE#role / email       | USERS#n / createdAt   |
// | provider          | PROVIDER#id      | PROVIDER    | PROVIDERS / rating#id   | PROVIDERS#featured / rating#id (featured only) |
// | provider geo entry| PROVIDER#id      | GEO#p#n     | GEO#cell / geohash#id   |                       | (place n's geohash cell at length p = 3, 4, 5)
// | provider place    | PROVIDER#id      | PLACE#place |                         | PLACE#place / rating#id | (place: 'country' or 'country|city', lower case)
// | lead              | LEAD#id          | LEAD        | LEADS#status / createdAt#id | LEADS#user#sub / createdAt#id |
// | suggestion        | SUGGESTION#id    | SUGGESTION  | SUGGESTIONS#status / createdAt#id |         |
// | lead's provider   | LEAD#id          | PROVIDER    | LEADS#provider#id / createdAt#id | LEADS#provider#id#status / createdAt#id | (a provider's leads; status and statusVersion)
// | lead counts       | LEADS            | COUNT       |                         |                       | (one count per status)
// | provider's leads  | LEADCOUNT#provider#id | COUNT  |                         |                       | (one count per status)
// | suggestion counts | SUGGESTIONS      | COUNT       |                         |                       | (one count per status)
// | case study        | CASESTUDY#id     | CASESTUDY   | CASESTUDIES#status / createdAt#id |                      | (status: published or draft)
// | case study slug   | SLUG#slug        | SLUG        |                         |                       | (the one case study that has the slug: unique)
// | seed marker       | SEED             | SEED#version|                         |                       |
// | directory count   | DIRECTORY        | COUNT#partition |                     |                       | (providers in an index partition)
// | chat thread       | USER#sub         | THREAD#id   | THREADS#sub / lastMessageAt | THREADS#n / lastMessageAt |
// | chat message      | THREAD#id        | MSG#createdAt#id |                    |                       |
// | send operation    | USER#sub         | OPERATION#endpoint#operationId |     |                       | (expiresAt: 10 min; erased with the user)
// | model-call metric | METRICS#yyyy-mm-dd | timestamp#id |                       |                       | (expiresAt: 7 days)
// | request bucket    | REQUESTS#yyyy-mm-ddTHH | HH:mm#METHOD /path |          |                       | (expiresAt: 7 days; one per minute and route)
// | client error group| CLIENT_ERRORS    | ERROR#fingerprint |                   |                       | (expiresAt: 30 days; at most 50)
// | rate-limit counter| RATE#scope#hash  | RATE        |                         |                       | (expiresAt)
// | deletion request  | USER#sub         | DELETION    | DELETIONS#pending / requestedAt#sub |           |
// | deletion record   | DELETION#id      | DELETION    | DELETIONS#completed / completedAt |             | (no personal data)
// | deleted account   | DELETED#hash(sub)| DELETED     |                         |                       | (expiresAt: 1 day)
// | user search entry | USERSEARCH#c     | token#sub   |                         |                       | (c: the token's first character; one per word of the name and the e-mail)
// | user counts       | USERS            | COUNT       |                         |                       | (all, and one count per role)
// | admin audit record| AUDIT#yyyy-mm    | time#id     | AUDIT#admin#sub / time#id | AUDIT#action#action / time#id | (expiresAt: 1 year)
// | site settings     | SITE             | SETTINGS    |                         |                       |
import { createHash } from 'node:crypto';

/** Sorts by rating (0 to 5, two decimals) as text: '04.50#id'. */
const ratingKey = (rating: number, id: string) => `${rating.toFixed(2).padStart(5, '0')}#${id}`;

/** Index partitions a shared, often-written partition is spread over. */
export const SHARDS = 16;

/** How long the model-call metrics and the request buckets are kept (their expiresAt in the table above). */
export const METRIC_RETENTION_SECONDS = 7 * 24 * 60 * 60;
const shardOf = (owner: string) => createHash('sha256').update(owner).digest().readUInt16BE(0) % SHARDS;

/** One index entry's keys, or none when either would be empty. */
function index(n: 1 | 2, pk: string | undefined, sk: string | undefined): Record<string, string> {
  return pk && sk ? { [`gsi${n}pk`]: pk, [`gsi${n}sk`]: sk } : {};
}

export const keys = {
  profile: (sub: string) => ({ pk: `USER#${sub}`, sk: 'PROFILE' }),
  profileGsi: (sub: string, role: string, email: string, createdAt: string) => ({
    ...index(1, keys.role(role), email),
    ...index(2, keys.users(shardOf(sub)), createdAt),
  }),
  role: (role: string) => `ROLE#${role}`,
  /** The profiles of one shard by creation time; every profile is in one of users(0) .. users(SHARDS - 1). */
  users: (shard: number) => `USERS#${shard}`,
  provider: (id: string) => ({ pk: `PROVIDER#${id}`, sk: 'PROVIDER' }),
  providerGsi: (rating: number, id: string, featured: boolean) => ({
    ...index(1, 'PROVIDERS', ratingKey(rating, id)),
    ...(featured ? index(2, 'PROVIDERS#featured', ratingKey(rating, id)) : {}),
  }),
  providersByRating: 'PROVIDERS',
  featuredProviders: 'PROVIDERS#featured',
  providerGeo: (id: string, precision: number, n: number, cell: string, geohash: string) => ({
    pk: `PROVIDER#${id}`,
    sk: `GEO#${precision}#${n}`,
    ...index(1, cell && keys.geoCell(cell), geohash && `${geohash}#${id}`),
  }),
  geoCell: (cell: string) => `GEO#${cell}`,
  providerPlace: (id: string, place: string, rating: number) => ({
    pk: `PROVIDER#${id}`,
    sk: `PLACE#${place}`,
    ...index(2, place && keys.place(place), ratingKey(rating, id)),
  }),
  place: (place: string) => `PLACE#${place}`,
  lead: (id: string) => ({ pk: `LEAD#${id}`, sk: 'LEAD' }),
  leadGsi: (status: string, userSub: string, createdAt: string, id: string) => ({
    ...index(1, status && keys.leadsIn(status), createdAt && `${createdAt}#${id}`),
    ...index(2, userSub && keys.leadsOf(userSub), createdAt && `${createdAt}#${id}`),
  }),
  leadsOf: (userSub: string) => `LEADS#user#${userSub}`,
  leadsIn: (status: string) => `LEADS#${status}`,
  leadProvider: (leadId: string, providerId: string, createdAt: string, status: string) => ({
    ...keys.leadProviderKey(leadId),
    ...index(1, providerId && keys.leadsFor(providerId), createdAt && `${createdAt}#${leadId}`),
    ...index(2, providerId && status && keys.leadsForIn(providerId, status), createdAt && `${createdAt}#${leadId}`),
  }),
  leadProviderKey: (leadId: string) => ({ pk: `LEAD#${leadId}`, sk: 'PROVIDER' }),
  leadsFor: (providerId: string) => `LEADS#provider#${providerId}`,
  /** A provider's leads of one status. */
  leadsForIn: (providerId: string, status: string) => `LEADS#provider#${providerId}#${status}`,
  /** How many leads there are of each status: all of them, or one provider's. */
  leadCounts: (providerId?: string) => (providerId ? { pk: `LEADCOUNT#provider#${providerId}`, sk: 'COUNT' } : { pk: 'LEADS', sk: 'COUNT' }),
  suggestion: (id: string) => ({ pk: `SUGGESTION#${id}`, sk: 'SUGGESTION' }),
  suggestionGsi: (status: string, createdAt: string, id: string) => index(1, status && keys.suggestionsIn(status), createdAt && `${createdAt}#${id}`),
  suggestionsIn: (status: string) => `SUGGESTIONS#${status}`,
  /** How many suggestions there are of each status. */
  suggestionCounts: { pk: 'SUGGESTIONS', sk: 'COUNT' },
  caseStudy: (id: string) => ({ pk: `CASESTUDY#${id}`, sk: 'CASESTUDY' }),
  caseStudyGsi: (status: string, createdAt: string, id: string) => index(1, status && keys.caseStudiesIn(status), createdAt && `${createdAt}#${id}`),
  caseStudiesIn: (status: string) => `CASESTUDIES#${status}`,
  caseStudySlug: (slug: string) => ({ pk: `SLUG#${slug}`, sk: 'SLUG' }),
  seed: (version: string) => ({ pk: 'SEED', sk: `SEED#${version}` }),
  /** How many providers an index partition of the directory holds (PROVIDERS, or a PLACE#... partition). */
  directoryCount: (partition: string) => ({ pk: 'DIRECTORY', sk: `COUNT#${partition}` }),
  thread: (sub: string, id: string) => ({ pk: `USER#${sub}`, sk: `THREAD#${id}` }),
  threadGsi: (sub: string, lastMessageAt: string) => ({ ...index(1, keys.threadsOf(sub), lastMessageAt), ...index(2, keys.allThreads(shardOf(sub)), lastMessageAt) }),
  /** Every user's threads of one shard by last message; every thread is in one of allThreads(0) .. allThreads(SHARDS - 1). */
  allThreads: (shard: number) => `THREADS#${shard}`,
  threadsOf: (sub: string) => `THREADS#${sub}`,
  message: (threadId: string, createdAt: string, id: string) => ({ pk: `THREAD#${threadId}`, sk: `MSG#${createdAt}#${id}` }),
  messagesOf: (threadId: string) => ({ pk: `THREAD#${threadId}`, skPrefix: 'MSG#' }),
  /** Under the user's partition, so that data deletion erases the answers it holds. */
  operation: (sub: string, operationId: string, endpoint: string) => ({ pk: `USER#${sub}`, sk: `OPERATION#${endpoint}#${operationId}` }),
  modelCallMetric: (timestamp: string, id: string) => ({ pk: `METRICS#${timestamp.slice(0, 10)}`, sk: `${timestamp}#${id}` }),
  /** A minute's bucket of one route's requests; `minute` is an ISO time cut to the minute (yyyy-mm-ddTHH:mm). */
  requestBucket: (minute: string, routeKey: string) => ({ pk: keys.requestHour(minute.slice(0, 13)), sk: `${minute.slice(11, 16)}#${routeKey}` }),
  requestHour: (hour: string) => `REQUESTS#${hour}`,
  clientErrors: 'CLIENT_ERRORS',
  clientError: (fingerprint: string) => ({ pk: keys.clientErrors, sk: `ERROR#${fingerprint}` }),
  rateCounter: (scope: string, clientHash: string) => ({ pk: `RATE#${scope}#${clientHash}`, sk: 'RATE' }),
  deletionRequest: (sub: string) => ({ pk: `USER#${sub}`, sk: 'DELETION' }),
  pendingDeletions: 'DELETIONS#pending',
  pendingDeletionGsi: (requestedAt: string, sub: string) => index(1, keys.pendingDeletions, `${requestedAt}#${sub}`),
  deletionRecord: (id: string) => ({ pk: `DELETION#${id}`, sk: 'DELETION' }),
  deletionRecordGsi: (completedAt: string) => index(1, 'DELETIONS#completed', completedAt),
  deletedAccount: (subHash: string) => ({ pk: `DELETED#${subHash}`, sk: 'DELETED' }),
  userSearch: (token: string, sub: string) => ({ pk: keys.userSearchShard(token), sk: `${token}#${sub}` }),
  userSearchShard: (token: string) => `USERSEARCH#${[...token][0] ?? '_'}`,
  userCounts: { pk: 'USERS', sk: 'COUNT' },
  audit: (at: string, id: string) => ({ pk: keys.auditMonth(at.slice(0, 7)), sk: `${at}#${id}` }),
  /** The audit records of one month (yyyy-mm), by time. */
  auditMonth: (month: string) => `AUDIT#${month}`,
  /** An audit record's index entries: by the admin who wrote, and by the action, each by time. */
  auditGsi: (adminId: string, action: string, at: string, id: string) => ({
    ...index(1, adminId && keys.auditBy(adminId), `${at}#${id}`),
    ...index(2, action && keys.auditOf(action), `${at}#${id}`),
  }),
  auditBy: (adminId: string) => `AUDIT#admin#${adminId}`,
  auditOf: (action: string) => `AUDIT#action#${action}`,
  siteSettings: { pk: 'SITE', sk: 'SETTINGS' },
} as const;
