// The demo city's map: ward boundaries tiling an area around Lucknow's centre and, for each property,
// a point inside its ward. Pure and deterministic (hash of the ward number / property serial, no
// shared PRNG stream), so every machine draws the same city and the plan's other draws stay as they were.
//
// Wards are cells of a grid, numbered in a snake from the north-west so that consecutive wards (and so
// a zone's wards) are neighbours. Every grid corner and every edge's midpoint is moved by up to
// JITTER of a cell, the same for the two wards that share it: the wards still tile the area without
// gaps or overlaps, look drawn rather than ruled, and each keeps the inner rectangle INSET away from
// its grid lines, which is where its properties are placed.
import type { WardBoundary } from '@ptax/contracts';

/** Hazratganj, Lucknow (WGS84). */
export const DEMO_MAP_CENTRE = { latitude: 26.8467, longitude: 80.9462 } as const;
/** Wards per row of the grid, and a cell's size in degrees (about 1.8 km x 1.8 km). */
const COLUMNS = 10;
const CELL_LAT = 0.016;
const CELL_LON = 0.018;
const JITTER = 0.18;
const INSET = JITTER * 1.1;
/** Rows the demo's eighty wards fill; the grid is centred on DEMO_MAP_CENTRE for them. */
const ROWS = 8;
const NORTH = DEMO_MAP_CENTRE.latitude + (ROWS * CELL_LAT) / 2;
const WEST = DEMO_MAP_CENTRE.longitude - (COLUMNS * CELL_LON) / 2;

/** A number in [0, 1) from integers: mulberry32's mix of a combined key. */
export function hash01(...keys: number[]): number {
  let t = keys.reduce((acc, key) => Math.imul(acc ^ key, 0x9e3779b1) >>> 0, 0x2545f491);
  t = (t + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** The grid cell of a ward: row from the north, column from the west, snaking row by row. */
function cellOf(wardNo: number): { row: number; column: number } {
  const index = wardNo - 1;
  const row = Math.floor(index / COLUMNS);
  const along = index % COLUMNS;
  return { row, column: row % 2 === 0 ? along : COLUMNS - 1 - along };
}

/** A corner or midpoint of the grid, in half-cell steps (x east, y south), jittered: [longitude, latitude]. */
function node(x: number, y: number): [number, number] {
  const dx = (hash01(1, x, y) * 2 - 1) * JITTER;
  const dy = (hash01(2, x, y) * 2 - 1) * JITTER;
  return [round6(WEST + (x / 2 + dx) * CELL_LON), round6(NORTH - (y / 2 + dy) * CELL_LAT)];
}

/** The ward's boundary: its cell's four corners and four edge midpoints, anticlockwise, closed. */
export function demoWardBoundary(wardNo: number): WardBoundary {
  const { row, column } = cellOf(wardNo);
  const x = column * 2;
  const y = row * 2;
  // South-west, south, south-east, east, north-east, north, north-west, west (y grows southwards).
  const ring = [
    node(x, y + 2),
    node(x + 1, y + 2),
    node(x + 2, y + 2),
    node(x + 2, y + 1),
    node(x + 2, y),
    node(x + 1, y),
    node(x, y),
    node(x, y + 1),
  ];
  return { type: 'Polygon', coordinates: [[...ring, ring[0]]] };
}

/**
 * A point inside the ward for a property: the `part`-th of `parts` strips of the ward's inner
 * rectangle (a mohalla's properties stay together), at a spot drawn from the property's serial.
 */
export function demoPropertyPoint(
  wardNo: number,
  serial: number,
  part = 0,
  parts = 1,
): { latitude: number; longitude: number } {
  const { row, column } = cellOf(wardNo);
  const west = WEST + (column + INSET) * CELL_LON;
  const width = (1 - 2 * INSET) * CELL_LON;
  const north = NORTH - (row + INSET) * CELL_LAT;
  const height = (1 - 2 * INSET) * CELL_LAT;
  const strip = width / Math.max(parts, 1);
  const u = hash01(3, serial);
  const v = hash01(4, serial);
  return {
    longitude: round6(west + strip * (Math.min(part, parts - 1) + 0.05 + 0.9 * u)),
    latitude: round6(north - height * (0.05 + 0.9 * v)),
  };
}
