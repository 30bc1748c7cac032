// Geography of the provider directory: great-circle distance, and the geohash cells that cover a search circle.
import ngeohash from 'ngeohash';

export interface Point {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius (IUGG). */
export const EARTH_RADIUS_KM = 6371.0088;

/** Geohash lengths every located place is indexed at, finest first (about 4.9 km, 39 x 20 km and 156 km cells). */
export const GEO_PRECISIONS = [5, 4, 3] as const;
export type GeoPrecision = (typeof GEO_PRECISIONS)[number];

/** The most cells a radius search reads: it uses the finest indexed precision whose cover stays within this. */
export const MAX_COVER_CELLS = 40;

const RAD = Math.PI / 180;
/** A thousandth of a millimetre of slack against rounding when a cell only touches the circle. */
const EPSILON_KM = 1e-9;

/** Haversine distance between two points, in km. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = (b.latitude - a.latitude) * RAD;
  const dLon = (b.longitude - a.longitude) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A longitude difference folded into [-180, 180). */
function wrap(degrees: number): number {
  return ((((degrees + 180) % 360) + 360) % 360) - 180;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The shortest distance from a point to a latitude/longitude box [minLat, minLon, maxLat, maxLon]. Within the box's
 * longitudes the nearest point lies on the point's own meridian; otherwise on the nearer meridian edge, at the
 * latitude where that great circle comes closest (or at an end of the edge).
 */
export function distanceToBoxKm(p: Point, [minLat, minLon, maxLat, maxLon]: number[]): number {
  const eastOfMin = (((p.longitude - minLon) % 360) + 360) % 360;
  if (eastOfMin <= maxLon - minLon) {
    return distanceKm(p, { latitude: clamp(p.latitude, minLat, maxLat), longitude: p.longitude });
  }
  const edge = Math.abs(wrap(minLon - p.longitude)) <= Math.abs(wrap(maxLon - p.longitude)) ? minLon : maxLon;
  const dLon = wrap(edge - p.longitude) * RAD;
  const closest = Math.atan2(Math.sin(p.latitude * RAD), Math.cos(p.latitude * RAD) * Math.cos(dLon)) / RAD;
  const latitudes = closest >= minLat && closest <= maxLat ? [minLat, maxLat, closest] : [minLat, maxLat];
  return Math.min(...latitudes.map((latitude) => distanceKm(p, { latitude, longitude: edge })));
}

/** Every geohash cell of the given length that the circle touches, found row by row over its bounding box. */
export function cellsCovering(center: Point, radiusKm: number, precision: number): string[] {
  const latBits = Math.floor((5 * precision) / 2);
  const lonBits = Math.ceil((5 * precision) / 2);
  const height = 180 / 2 ** latBits;
  const width = 360 / 2 ** lonBits;
  const columns = 2 ** lonBits;
  const angle = radiusKm / EARTH_RADIUS_KM;
  const dLat = angle / RAD;
  const minLat = Math.max(-90, center.latitude - dLat);
  const maxLat = Math.min(90, center.latitude + dLat);
  const aroundPole = center.latitude + dLat >= 90 || center.latitude - dLat <= -90;
  const sinSpan = Math.sin(angle) / Math.cos(center.latitude * RAD);
  const dLon = aroundPole || sinSpan >= 1 ? 180 : Math.asin(sinSpan) / RAD;

  // One row and column of margin on each side: the box test below drops what the circle does not touch.
  const firstRow = Math.max(0, Math.floor((minLat + 90) / height) - 1);
  const lastRow = Math.min(2 ** latBits - 1, Math.floor((maxLat + 90) / height) + 1);
  const firstColumn = Math.floor((center.longitude - dLon + 180) / width) - 1;
  const lastColumn = dLon >= 180 ? firstColumn + columns - 1 : Math.floor((center.longitude + dLon + 180) / width) + 1;

  const cells = new Set<string>();
  for (let row = firstRow; row <= lastRow; row += 1) {
    const latitude = -90 + (row + 0.5) * height;
    for (let column = firstColumn; column <= Math.min(lastColumn, firstColumn + columns - 1); column += 1) {
      const longitude = -180 + ((((column % columns) + columns) % columns) + 0.5) * width;
      const cell = ngeohash.encode(latitude, longitude, precision);
      if (distanceToBoxKm(center, ngeohash.decode_bbox(cell)) <= radiusKm + EPSILON_KM) cells.add(cell);
    }
  }
  return [...cells];
}

/** The cells a radius search reads: at the finest indexed precision whose cover has at most MAX_COVER_CELLS cells. */
export function coverCircle(center: Point, radiusKm: number): { precision: GeoPrecision; cells: string[] } {
  let cover = { precision: GEO_PRECISIONS[0] as GeoPrecision, cells: [] as string[] };
  for (const precision of GEO_PRECISIONS) {
    cover = { precision, cells: cellsCovering(center, radiusKm, precision) };
    if (cover.cells.length <= MAX_COVER_CELLS) return cover;
  }
  return cover;
}

/** The geohash of a point at each indexed precision. */
export function cellsOf(point: Point): Array<{ precision: GeoPrecision; cell: string }> {
  const full = ngeohash.encode(point.latitude, point.longitude, GEO_PRECISIONS[0]);
  return GEO_PRECISIONS.map((precision) => ({ precision, cell: full.slice(0, precision) }));
}
