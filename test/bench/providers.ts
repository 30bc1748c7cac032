// Provider search figures: with 1,000, 10,000 and 50,000 providers in an in-memory dynalite, the items read and the
// time of a 20 km radius search (geohash cells) against a full Scan-and-filter. Standalone: `npx tsx test/bench/providers.ts`.
import { withThousands } from '../../functions/contracts/numbers';
import type { Provider } from '../../functions/contracts/provider';
import { seededRandom as random } from '../../infra/local/random';
import { dynaliteBenchMain, runDynaliteBench } from './dynaliteBench';

const SIZES = [1_000, 10_000, 50_000];
const RADIUS_KM = 20;
const SEARCHES = 20;
/** Providers spread at one per 25 km² over a square that grows with their number, so the density stays the same. */
const KM2_PER_PROVIDER = 25;
const CENTRE = { latitude: 47, longitude: 10 };
const KM_PER_DEGREE = 111.2;

/** A point of the square of side `sideKm` around the centre, as offsets in km. */
const toPoint = (x: number, y: number) => ({
  latitude: CENTRE.latitude + y / KM_PER_DEGREE,
  longitude: CENTRE.longitude + x / (KM_PER_DEGREE * Math.cos((CENTRE.latitude * Math.PI) / 180)),
});

/** `count` providers uniformly over the square of side `outerKm` outside the square of side `innerKm`. */
function providersBetween(rand: () => number, from: number, count: number, innerKm: number, outerKm: number): Provider[] {
  const providers: Provider[] = [];
  while (providers.length < count) {
    const x = (rand() - 0.5) * outerKm;
    const y = (rand() - 0.5) * outerKm;
    if (Math.abs(x) < innerKm / 2 && Math.abs(y) < innerKm / 2) continue;
    const n = from + providers.length;
    const { latitude, longitude } = toPoint(x, y);
    providers.push({
      id: `bench-${n}`,
      name: `Bench Pest Control ${n}`,
      description: 'Inspection, prevention and eco-friendly treatment for homes and businesses.',
      services: ['Inspection', 'Rodent control', 'Ant control'],
      category: 'pest_control',
      contactInfo: { address: `${n} Bench Street`, email: `bench-${n}@bench.example` },
      featured: false,
      rating: Math.round((3 + rand() * 2) * 10) / 10,
      reviewCount: Math.floor(rand() * 300),
      country: 'Benchland',
      city: `Bench City ${n % 50}`,
      latitude,
      longitude,
      locations: [],
      createdAt: '2025-01-15T09:00:00.000Z',
    });
  }
  return providers;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** Seed, search and scan (in the child process of dynaliteBench). */
async function measure(): Promise<void> {
  const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
  const { db, tableName } = await import('../../functions/lib/platform/db');
  const { distanceKm } = await import('../../functions/lib/providers/geo');
  const { saveProviders } = await import('../../functions/lib/providers/providers');
  const { searchDirectory, TEXT_SEARCH_READ } = await import('../../functions/lib/providers/directory');

  /** The naive way: read the whole table, keep the providers within the radius. */
  async function scanAndFilter(point: { latitude: number; longitude: number }) {
    let itemsRead = 0;
    let capacityUnits = 0;
    let found = 0;
    let startKey: Record<string, unknown> | undefined;
    do {
      const res = await db.send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: startKey, ReturnConsumedCapacity: 'TOTAL' }));
      itemsRead += res.ScannedCount ?? 0;
      capacityUnits += res.ConsumedCapacity?.CapacityUnits ?? 0;
      for (const item of res.Items ?? []) {
        if (item.type === 'provider' && distanceKm(point, item as Provider & { latitude: number; longitude: number }) <= RADIUS_KM) found += 1;
      }
      startKey = res.LastEvaluatedKey;
    } while (startKey);
    return { itemsRead, capacityUnits, found };
  }

  console.log(`\n## Provider search: ${RADIUS_KM} km radius (geohash cells) vs full Scan-and-filter, in-memory dynalite`);
  console.log(`  providers spread at 1 per ${KM2_PER_PROVIDER} km² around ${CENTRE.latitude}N ${CENTRE.longitude}E; ${SEARCHES} searches at random points of the central area`);
  const rand = random(2025);
  const centres = Array.from({ length: SEARCHES }, () => toPoint((rand() - 0.5) * 100, (rand() - 0.5) * 100));
  let seeded = 0;
  let sideKm = 0;
  for (const size of SIZES) {
    const started = performance.now();
    const outer = Math.sqrt(size * KM2_PER_PROVIDER);
    await saveProviders(providersBetween(rand, seeded, size - seeded, sideKm, outer), 8);
    const seedSeconds = (performance.now() - started) / 1000;
    seeded = size;
    sideKm = outer;

    const radius = { ms: [] as number[], items: [] as number[], units: [] as number[], queries: [] as number[], found: [] as number[] };
    for (const point of centres) {
      const t = performance.now();
      const page = await searchDirectory({ near: { point, radiusKm: RADIUS_KM } }, 1, 5);
      radius.ms.push(performance.now() - t);
      radius.items.push(page.read.itemsRead);
      radius.units.push(page.read.capacityUnits);
      radius.queries.push(page.read.queries);
      radius.found.push(page.total);
    }
    const t = performance.now();
    const scan = { ...(await scanAndFilter(centres[0])), ms: performance.now() - t };
    const bestRated = await searchDirectory({}, 1, 5);
    const text = await searchDirectory({ q: 'pest' }, 1, 5);

    console.log(`\n  ${withThousands(size)} providers (square of ${withThousands(sideKm)} km, seeded in ${seedSeconds.toFixed(1)} s)`);
    console.log(
      `    radius search: ${withThousands(average(radius.found))} providers found, ${withThousands(average(radius.items))} items read in ${withThousands(average(radius.queries))} Queries` +
        ` (${average(radius.units).toFixed(1)} capacity units), median ${median(radius.ms).toFixed(1)} ms (plus a 5-item page read)`,
    );
    console.log(
      `    first page of best rated: ${bestRated.read.itemsRead} items read in ${bestRated.read.queries} Queries of ${withThousands(bestRated.total)};` +
        ` text search 'pest': ${withThousands(text.read.itemsRead)} items read (at most ${withThousands(TEXT_SEARCH_READ)}), ${withThousands(text.total)} matches counted`,
    );
    console.log(
      `    scan and filter (first point): ${withThousands(scan.found)} providers found (radius search: ${withThousands(radius.found[0])}), ${withThousands(scan.itemsRead)} items read` +
        ` (${scan.capacityUnits.toFixed(1)} capacity units), ${scan.ms.toFixed(0)} ms`,
    );
  }
}

/** The figures (see dynaliteBench). */
export const providerBench = () => runDynaliteBench(import.meta.url);

await dynaliteBenchMain(import.meta.url, measure);
