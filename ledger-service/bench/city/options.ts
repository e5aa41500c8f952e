// The options of `npm run city:generate`: flags (--properties=50000) or the environment
// (CITY_PROPERTIES=50000), flags winning. The city lives in a service data folder (DATA_DIR style:
// its embedded PostgreSQL under <dir>/pg), or in DATABASE_URL's database when that is set.
import { resolve } from 'node:path';
import { financialYearOfInstant } from '@ptax/contracts';

export interface CityOptions {
  properties: number;
  years: number;
  /** The service data folder the city is written to (ignored for the database when databaseUrl is set). */
  dir: string;
  databaseUrl?: string;
  seed: number;
  /** Properties decided and appended per appendMany call (one transaction). */
  chunk: number;
  /** The last financial year of the history (default: today's), so a seed gives the same city later too. */
  lastYear: string;
  /** The day the history ends (default today, India): no payment is dated after it. */
  today: string;
}

/** Where `npm run city:generate` writes when no folder is given: inside ./data, so git ignores it. */
export const DEFAULT_CITY_DIR = 'data/city';

function flagsOf(argv: string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (const arg of argv) {
    const match = /^--([a-zA-Z-]+)=(.*)$/.exec(arg);
    if (!match) throw new Error(`city:generate: unknown argument ${arg} (use --name=value)`);
    flags[match[1]] = match[2];
  }
  return flags;
}

function positiveInteger(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text.replace(/[_,]/g, ''));
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`city:generate: ${name} must be a whole number above 0`);
  return value;
}

export function cityOptions(argv: string[], env: NodeJS.ProcessEnv, now = Date.now()): CityOptions {
  const flags = flagsOf(argv);
  const today = flags.today ?? env.CITY_TODAY ?? new Date(now + 5.5 * 3_600_000).toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error('city:generate: today must be YYYY-MM-DD');
  const years = positiveInteger('years', flags.years ?? env.CITY_YEARS, 10);
  if (years > 30) throw new Error('city:generate: at most 30 years');
  return {
    properties: positiveInteger('properties', flags.properties ?? env.CITY_PROPERTIES, 1_000_000),
    years,
    dir: resolve(flags.dir ?? env.CITY_DIR ?? DEFAULT_CITY_DIR),
    databaseUrl: flags['database-url'] ?? env.DATABASE_URL ?? undefined,
    seed: positiveInteger('seed', flags.seed ?? env.CITY_SEED, 20_261_126),
    chunk: positiveInteger('chunk', flags.chunk ?? env.CITY_CHUNK, 100),
    lastYear: financialYearOfInstant(Date.parse(`${today}T12:00:00+05:30`)),
    today,
  };
}
