// The table's key formats: the one place that spells pk/sk/gsi values for every item type.
// Access patterns (each a GetItem or Query; no Scan on a user path):
// | item              | pk               | sk          | gsi1 (pk / sk)          | gsi2 (pk / sk)        |
// | profile           | USER#sub         | PROFILE     | ROLE#role / email       | USERS / createdAt     |
// | provider          | PROVIDER#id      | PROVIDER    | PROVIDERS / rating#id   |                       |
// | provider location | PROVIDER#id      | LOC#n       | GEO#cell / geohash#id   |                       |
// | case study        | CASESTUDY#id     | CASESTUDY   | CASESTUDIES#status / publishedAt | SLUG#slug / CASESTUDY |
// | seed marker       | SEED             | SEED#version|                         |                       |
export const keys = {
  profile: (sub: string) => ({ pk: `USER#${sub}`, sk: 'PROFILE' }),
  profileGsi: (role: string, email: string, createdAt: string) => ({
    gsi1pk: `ROLE#${role}`,
    gsi1sk: email,
    gsi2pk: 'USERS',
    gsi2sk: createdAt,
  }),
  provider: (id: string) => ({ pk: `PROVIDER#${id}`, sk: 'PROVIDER' }),
  providerGsi: (rating: number, id: string) => ({ gsi1pk: 'PROVIDERS', gsi1sk: `${rating.toFixed(2).padStart(5, '0')}#${id}` }),
  providerLocation: (id: string, n: number) => ({ pk: `PROVIDER#${id}`, sk: `LOC#${n}` }),
  providerLocationGsi: (cell: string, geohash: string, id: string) => ({ gsi1pk: `GEO#${cell}`, gsi1sk: `${geohash}#${id}` }),
  caseStudy: (id: string) => ({ pk: `CASESTUDY#${id}`, sk: 'CASESTUDY' }),
  caseStudyGsi: (status: string, publishedAt: string, slug: string) => ({
    gsi1pk: `CASESTUDIES#${status}`,
    gsi1sk: publishedAt,
    gsi2pk: `SLUG#${slug}`,
    gsi2sk: 'CASESTUDY',
  }),
  seed: (version: string) => ({ pk: 'SEED', sk: `SEED#${version}` }),
} as const;
