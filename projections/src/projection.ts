// What a read model declares so that one runner can build, version and switch it.
import type { RecordedEvent } from '@ptax/contracts';

/** One parameterised SQL statement, as node-postgres takes it ($1, $2... placeholders). */
export interface SqlStatement {
  text: string;
  values: readonly unknown[];
}

/** Physical table name for each read-model table of one version, e.g. { officials: 'officials_v2' }. */
export type TableNames<Table extends string = string> = Readonly<Record<Table, string>>;

export interface Projection<Table extends string = string> {
  /** Stable name: the checkpoint, the advisory lock and the lag report are keyed by it. */
  name: string;
  /** Bump it whenever tables or handlers change: the runner then rebuilds into new tables. */
  version: number;
  /** Read-model names. Readers query these (views); the data lives in `<table>_v<version>`. */
  tables: readonly Table[];
  /** Event types the handler reacts to; other events only move the checkpoint. */
  handles: readonly string[];
  /** DDL creating one version's tables (and their indexes), named by `tables`. */
  createSql(tables: TableNames<Table>): string;
  /**
   * Pure: the statements applying one event. No I/O, no clock; time comes from the event. A read
   * model that folds state (the ledger) gets what `load` read for the batch, and keeps it current.
   */
  apply(event: RecordedEvent, tables: TableNames<Table>, loaded?: unknown): SqlStatement[];
  /**
   * Optional: reads what `apply` needs for a batch (the rows the batch's events touch) before the
   * batch's transaction. Safe because one consumer at a time writes a projection's tables (fencing).
   */
  load?(events: readonly RecordedEvent[], tables: TableNames<Table>, db: LoadQueryable): Promise<unknown>;
}

/** The read access `load` gets: the runner's connection. */
export interface LoadQueryable {
  query<Row extends object = Record<string, unknown>>(
    text: string,
    values?: unknown[],
  ): Promise<{ rows: Row[] }>;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
// PostgreSQL truncates identifiers to 63 bytes; keep room for the version suffix and index names.
const MAX_TABLE_NAME = 40;

/** Where one version of a read-model table keeps its rows. */
export const physicalName = (table: string, version: number) => `${table}_v${version}`;

export function physicalTables<Table extends string>(
  projection: Projection<Table>,
  version: number,
): TableNames<Table> {
  const names = {} as Record<Table, string>;
  for (const table of projection.tables) names[table] = physicalName(table, version);
  return names;
}

/** Table names are spliced into DDL and view definitions, so they are checked, not escaped. */
export function assertValidProjection(projection: Projection): void {
  if (!IDENTIFIER.test(projection.name)) throw new Error(`invalid projection name '${projection.name}'`);
  if (!Number.isInteger(projection.version) || projection.version < 1) {
    throw new Error(`projection ${projection.name}: version must be a positive integer`);
  }
  if (projection.tables.length === 0) throw new Error(`projection ${projection.name} declares no tables`);
  for (const table of projection.tables) {
    if (!IDENTIFIER.test(table) || table.length > MAX_TABLE_NAME) {
      throw new Error(`projection ${projection.name}: invalid table name '${table}'`);
    }
  }
}
