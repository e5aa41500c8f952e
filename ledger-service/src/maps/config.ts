// What the map screen draws on: the tile server (none by default: a blank background, since a
// corporation's network may reach no public tile server and tiles are not the data), its credit line,
// and how long a map session lasts.

export interface MapConfig {
  /** A Leaflet URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png; null: no tiles. */
  tileUrl: string | null;
  attribution: string | null;
  maxZoom: number;
  sessionMinutes: number;
}

const DEFAULT_SESSION_MINUTES = 15;
const DEFAULT_MAX_ZOOM = 19;

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
};

export function mapConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MapConfig {
  const tileUrl = env.MAP_TILE_URL?.trim() || null;
  return {
    tileUrl,
    attribution: tileUrl ? env.MAP_TILE_ATTRIBUTION?.trim() || null : null,
    maxZoom: positive(env.MAP_TILE_MAX_ZOOM, DEFAULT_MAX_ZOOM),
    sessionMinutes: positive(env.MAP_SESSION_MINUTES, DEFAULT_SESSION_MINUTES),
  };
}
