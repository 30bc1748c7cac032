// Distance and the geohash cover of a search circle: known city pairs, and property tests (fast-check, seeded) that every
// point inside the circle falls in a covering cell, with the number of cells bounded.
import fc from 'fast-check';
import ngeohash from 'ngeohash';
import { describe, expect, it } from 'vitest';
import { RADIUS_OPTIONS_KM } from '../../functions/contracts/provider';
import { cityOf } from '../../functions/knowledge/locations';
import {
  EARTH_RADIUS_KM,
  GEO_PRECISIONS,
  MAX_COVER_CELLS,
  cellsCovering,
  coverCircle,
  distanceKm,
  distanceToBoxKm,
  type Point,
} from '../../functions/lib/providers/geo';
import { seededRandom as random } from '../../infra/local/random';

const RAD = Math.PI / 180;
/** The point `km` away from `from` on the initial bearing `bearing` (degrees). */
function destination(from: Point, bearing: number, km: number): Point {
  const d = km / EARTH_RADIUS_KM;
  const lat1 = from.latitude * RAD;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing * RAD));
  const lon2 = from.longitude * RAD + Math.atan2(Math.sin(bearing * RAD) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: lat2 / RAD, longitude: ((((lon2 / RAD + 180) % 360) + 360) % 360) - 180 };
}

function city(country: string, name: string): Point {
  const c = cityOf(country, name);
  if (!c) throw new Error(`${name} is not in the city list`);
  return { latitude: c.lat, longitude: c.lng };
}

describe('distanceKm', () => {
  it.each([
    ['United Kingdom', 'London', 'France', 'Paris', 344],
    ['United States', 'New York', 'United States', 'Los Angeles', 3936],
    ['Australia', 'Sydney', 'Australia', 'Melbourne', 714],
    ['United Arab Emirates', 'Dubai', 'Saudi Arabia', 'Riyadh', 871],
  ])('%s, %s to %s, %s is about %i km', (countryA, a, countryB, b, km) => {
    const d = distanceKm(city(countryA, a), city(countryB, b));
    expect(Math.abs(d - km) / km).toBeLessThan(0.01);
    expect(distanceKm(city(countryB, b), city(countryA, a))).toBeCloseTo(d, 9);
  });

  it('is exact on simple arcs, across the antimeridian too', () => {
    expect(distanceKm({ latitude: 10, longitude: 20 }, { latitude: 10, longitude: 20 })).toBe(0);
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 })).toBeCloseTo((Math.PI / 2) * EARTH_RADIUS_KM, 6);
    expect(distanceKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(RAD * EARTH_RADIUS_KM, 6);
    expect(distanceKm({ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 45 })).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
  });
});

describe('distanceToBoxKm', () => {
  it('is the smallest distance to any point of the box', () => {
    const rand = random(7);
    for (let i = 0; i < 200; i += 1) {
      const cell = ngeohash.encode(rand() * 160 - 80, rand() * 360 - 180, 3 + Math.floor(rand() * 3));
      const box = ngeohash.decode_bbox(cell);
      const [minLat, minLon, maxLat, maxLon] = box;
      const p = destination({ latitude: (minLat + maxLat) / 2, longitude: (minLon + maxLon) / 2 }, rand() * 360, rand() * 300);
      let sampled = Infinity;
      for (let a = 0; a <= 60; a += 1) {
        for (let b = 0; b <= 60; b += 1) {
          sampled = Math.min(sampled, distanceKm(p, { latitude: minLat + ((maxLat - minLat) * a) / 60, longitude: minLon + ((maxLon - minLon) * b) / 60 }));
        }
      }
      const exact = distanceToBoxKm(p, box);
      expect(exact).toBeLessThanOrEqual(sampled + 1e-9);
      // The grid's spacing bounds how far its best sample can be from the true nearest point.
      const spacing = distanceKm({ latitude: minLat, longitude: minLon }, { latitude: maxLat, longitude: maxLon }) / 60;
      expect(sampled - exact).toBeLessThan(spacing);
    }
  });
});

describe('the geohash cover of a circle', () => {
  /** Centres on the edges of the grid (the antimeridian, the equator, far north), always tried first. */
  const edges: Point[] = [
    { latitude: 51.5074, longitude: -0.1278 },
    { latitude: 0, longitude: 0 },
    { latitude: -44.2, longitude: 179.95 },
    { latitude: 64.1, longitude: -179.99 },
    { latitude: 0.0001, longitude: 180 },
    { latitude: -33.87, longitude: 151.21 },
    { latitude: 79.9, longitude: 15.6 },
  ];
  /** Any centre within 80 degrees of the equator; a few runs a radius, seeded (a 100 km cover at precision 5 is thousands of cells). */
  const centre = fc.record({ latitude: fc.double({ min: -80, max: 80, noNaN: true }), longitude: fc.double({ min: -180, max: 180, noNaN: true }) });
  const runs = { numRuns: 8, seed: 42, examples: edges.map((c) => [c] as [Point]) };

  it.each([...RADIUS_OPTIONS_KM])('holds every point inside a %i km circle, at every indexed precision', (radiusKm) => {
    const rand = random(radiusKm);
    fc.assert(
      fc.property(centre, (c) => {
        const covers = [coverCircle(c, radiusKm), ...GEO_PRECISIONS.map((precision) => ({ precision, cells: cellsCovering(c, radiusKm, precision) }))];
        for (const cover of covers) {
          const cells = new Set(cover.cells);
          for (let i = 0; i < 200; i += 1) {
            // Uniform over the disc, plus points on the very edge.
            const km = i % 10 === 0 ? radiusKm * (1 - 1e-9) : radiusKm * Math.sqrt(rand());
            const point = destination(c, rand() * 360, km);
            if (distanceKm(c, point) > radiusKm) continue;
            // The message is built only for a point left out (building it for each point is most of the time).
            if (!cells.has(ngeohash.encode(point.latitude, point.longitude, cover.precision))) {
              expect.fail(`${JSON.stringify(point)} in ${radiusKm} km of ${JSON.stringify(c)} at ${cover.precision} is in no cell read`);
            }
          }
        }
      }),
      runs,
    );
  });

  it.each([...RADIUS_OPTIONS_KM])('reads at most MAX_COVER_CELLS cells for a %i km circle anywhere within 80 degrees of the equator', (radiusKm) => {
    fc.assert(
      fc.property(centre, (c) => {
        const cover = coverCircle(c, radiusKm);
        expect(cover.cells.length).toBeGreaterThan(0);
        expect(cover.cells.length).toBeLessThanOrEqual(MAX_COVER_CELLS);
        expect(cover.cells.every((cell) => cell.length === cover.precision)).toBe(true);
      }),
      runs,
    );
  });

  it('uses the finest precision that fits: small circles read small cells', () => {
    const london = { latitude: 51.5074, longitude: -0.1278 };
    expect(coverCircle(london, 5).precision).toBe(5);
    expect(coverCircle(london, 20).precision).toBe(4);
    expect(coverCircle(london, 100).precision).toBe(3);
  });

  it('keeps only cells the circle touches', () => {
    const centre = { latitude: 48.8566, longitude: 2.3522 };
    const cells = cellsCovering(centre, 20, 4);
    for (const cell of cells) expect(distanceToBoxKm(centre, ngeohash.decode_bbox(cell))).toBeLessThanOrEqual(20);
    const around = ngeohash.bboxes(48.2, 1.4, 49.5, 3.3, 4);
    const outside = around.filter((cell) => !cells.includes(cell));
    expect(outside.length).toBeGreaterThan(0);
    for (const cell of outside) expect(distanceToBoxKm(centre, ngeohash.decode_bbox(cell))).toBeGreaterThan(20);
  });

  it('covers a circle around a pole', () => {
    const cover = cellsCovering({ latitude: 89.99, longitude: 0 }, 20, 3);
    const rand2 = random(3);
    for (let i = 0; i < 200; i += 1) {
      const point = destination({ latitude: 89.99, longitude: 0 }, rand2() * 360, 20 * Math.sqrt(rand2()));
      expect(cover).toContain(ngeohash.encode(point.latitude, point.longitude, 3));
    }
  });
});
