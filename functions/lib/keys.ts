// The table's key formats: the one place that spells pk/sk/gsi values for every item type.
// Access patterns (each a GetItem or Query; no Scan on a user path):
// | item              | pk               | sk          | gsi1 (pk / sk)          | gsi2 (pk / sk)        |
// | profile           | USER#sub         | PROFILE     | ROLE#role / email       | USERS / createdAt     |
// | provider          | PROVIDER#id      | PROVIDER    | PROVIDERS / rating#id   | PROVIDERS#featured / rating#id (featured only) |
// | provider geo entry| PROVIDER#id      | GEO#p#n     | GEO#cell / geohash#id   |                       | (place n's geohash cell at length p = 3, 4, 5)
// | provider place    | PROVIDER#id      | PLACE#place |                         | PLACE#place / rating#id | (place: 'country' or 'country|city', lower case)
// | lead              | LEAD#id          | LEAD        | LEADS#status / createdAt#id | LEADS#user#sub / createdAt#id |
// | case study        | CASESTUDY#id     | CASESTUDY   | CASESTUDIES#status / publishedAt | SLUG#slug / CASESTUDY |
// | seed marker       | SEED             | SEED#version|                         |                       |
// | chat thread       | USER#sub         | THREAD#id   | THREADS#sub / lastMessageAt | THREADS / lastMessageAt |
// | chat message      | THREAD#id        | MSG#createdAt#id |                    |                       |
// | send operation    | OPERATION#sub#operationId | OPERATION#endpoint |         |                       | (expiresAt: 10 min)
// | model-call metric | METRICS#yyyy-mm-dd | timestamp#id |                       |                       | (expiresAt: 7 days)
// | request bucket    | REQUESTS#yyyy-mm-ddTHH | HH:mm#METHOD /path |          |                       | (expiresAt: 7 days; one per minute and route)
// | client error group| CLIENT_ERRORS    | ERROR#fingerprint |                   |                       | (expiresAt: 30 days; at most 50)
// | rate-limit counter| RATE#scope#hash  | RATE        |                         |                       | (expiresAt)
// | deletion request  | USER#sub         | DELETION    | DELETIONS#pending / requestedAt#sub |           |
// | deletion record   | DELETION#id      | DELETION    | DELETIONS#completed / completedAt |             | (no personal data)
// | deleted account   | DELETED#hash(sub)| DELETED     |                         |                       | (expiresAt: 1 day)
/** Sorts by rating (0 to 5, two decimals) as text: '04.50#id'. */
const ratingKey = (rating: number, id: string) => `${rating.toFixed(2).padStart(5, '0')}#${id}`;

export const keys = {
  profile: (sub: string) => ({ pk: `USER#${sub}`, sk: 'PROFILE' }),
  profileGsi: (role: string, email: string, createdAt: string) => ({
    gsi1pk: `ROLE#${role}`,
    gsi1sk: email,
    gsi2pk: 'USERS',
    gsi2sk: createdAt,
  }),
  provider: (id: string) => ({ pk: `PROVIDER#${id}`, sk: 'PROVIDER' }),
  providerGsi: (rating: number, id: string, featured: boolean) => ({
    gsi1pk: 'PROVIDERS',
    gsi1sk: ratingKey(rating, id),
    ...(featured ? { gsi2pk: 'PROVIDERS#featured', gsi2sk: ratingKey(rating, id) } : {}),
  }),
  providersByRating: 'PROVIDERS',
  featuredProviders: 'PROVIDERS#featured',
  providerGeo: (id: string, precision: number, n: number, cell: string, geohash: string) => ({
    pk: `PROVIDER#${id}`,
    sk: `GEO#${precision}#${n}`,
    gsi1pk: keys.geoCell(cell),
    gsi1sk: `${geohash}#${id}`,
  }),
  geoCell: (cell: string) => `GEO#${cell}`,
  providerPlace: (id: string, place: string, rating: number) => ({
    pk: `PROVIDER#${id}`,
    sk: `PLACE#${place}`,
    gsi2pk: keys.place(place),
    gsi2sk: ratingKey(rating, id),
  }),
  place: (place: string) => `PLACE#${place}`,
  lead: (id: string) => ({ pk: `LEAD#${id}`, sk: 'LEAD' }),
  leadGsi: (status: string, userSub: string, createdAt: string, id: string) => ({
    gsi1pk: `LEADS#${status}`,
    gsi1sk: `${createdAt}#${id}`,
    gsi2pk: keys.leadsOf(userSub),
    gsi2sk: `${createdAt}#${id}`,
  }),
  leadsOf: (userSub: string) => `LEADS#user#${userSub}`,
  caseStudy: (id: string) => ({ pk: `CASESTUDY#${id}`, sk: 'CASESTUDY' }),
  caseStudyGsi: (status: string, publishedAt: string, slug: string) => ({
    gsi1pk: `CASESTUDIES#${status}`,
    gsi1sk: publishedAt,
    gsi2pk: `SLUG#${slug}`,
    gsi2sk: 'CASESTUDY',
  }),
  seed: (version: string) => ({ pk: 'SEED', sk: `SEED#${version}` }),
  thread: (sub: string, id: string) => ({ pk: `USER#${sub}`, sk: `THREAD#${id}` }),
  threadGsi: (sub: string, lastMessageAt: string) => ({ gsi1pk: `THREADS#${sub}`, gsi1sk: lastMessageAt, gsi2pk: 'THREADS', gsi2sk: lastMessageAt }),
  threadsOf: (sub: string) => `THREADS#${sub}`,
  message: (threadId: string, createdAt: string, id: string) => ({ pk: `THREAD#${threadId}`, sk: `MSG#${createdAt}#${id}` }),
  messagesOf: (threadId: string) => ({ pk: `THREAD#${threadId}`, skPrefix: 'MSG#' }),
  operation: (sub: string, operationId: string, endpoint: string) => ({ pk: `OPERATION#${sub}#${operationId}`, sk: `OPERATION#${endpoint}` }),
  modelCallMetric: (timestamp: string, id: string) => ({ pk: `METRICS#${timestamp.slice(0, 10)}`, sk: `${timestamp}#${id}` }),
  /** A minute's bucket of one route's requests; `minute` is an ISO time cut to the minute (yyyy-mm-ddTHH:mm). */
  requestBucket: (minute: string, routeKey: string) => ({ pk: keys.requestHour(minute.slice(0, 13)), sk: `${minute.slice(11, 16)}#${routeKey}` }),
  requestHour: (hour: string) => `REQUESTS#${hour}`,
  clientErrors: 'CLIENT_ERRORS',
  clientError: (fingerprint: string) => ({ pk: keys.clientErrors, sk: `ERROR#${fingerprint}` }),
  rateCounter: (scope: string, clientHash: string) => ({ pk: `RATE#${scope}#${clientHash}`, sk: 'RATE' }),
  deletionRequest: (sub: string) => ({ pk: `USER#${sub}`, sk: 'DELETION' }),
  pendingDeletions: 'DELETIONS#pending',
  pendingDeletionGsi: (requestedAt: string, sub: string) => ({ gsi1pk: keys.pendingDeletions, gsi1sk: `${requestedAt}#${sub}` }),
  deletionRecord: (id: string) => ({ pk: `DELETION#${id}`, sk: 'DELETION' }),
  deletionRecordGsi: (completedAt: string) => ({ gsi1pk: 'DELETIONS#completed', gsi1sk: completedAt }),
  deletedAccount: (subHash: string) => ({ pk: `DELETED#${subHash}`, sk: 'DELETED' }),
} as const;
