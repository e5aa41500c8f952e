import type { TableNames } from '../projection';

export type MutationTable = 'mutations';
export const MUTATION_TABLES: readonly MutationTable[] = ['mutations'];

export type FeeTableTable = 'mutation_fee_tables';

// The mutations (GET mutations, mutations/all): one row per request, from its own stream, with the
// steps its process has landed on the property's stream (fee charged, owner changed, fee waived).
// `completed` says every step of the decision is there; the process worker reads the rows that are
// not. Where the property is, and where its fee stands, are read from `properties` and
// `ledger_accounts` when listing.
export function createMutationTables(t: TableNames<MutationTable>): string {
  const table = t.mutations;
  return `
    CREATE TABLE ${table} (
      mutation_id text PRIMARY KEY,
      property_unique_id text NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
      reason text NOT NULL,
      -- The new owner and the owner before, as the request named them.
      owner jsonb NOT NULL,
      previous_owner jsonb NOT NULL,
      deed_number text NOT NULL,
      deed_date date NOT NULL,
      document_value_paise bigint NOT NULL,
      market_value_paise bigint NOT NULL,
      -- [{ "id": stored file key, "name": file name }]
      documents jsonb NOT NULL,
      -- The fee's computation (contracts mutationFeeComputation).
      fee jsonb NOT NULL,
      requested_at timestamptz NOT NULL,
      -- The calendar day in India of requested_at, for the date range.
      requested_on date NOT NULL,
      requested_by text,
      decided_at timestamptz,
      decided_by text,
      remarks text,
      fee_charged boolean NOT NULL DEFAULT false,
      owner_changed boolean NOT NULL DEFAULT false,
      fee_waived boolean NOT NULL DEFAULT false,
      completed boolean GENERATED ALWAYS AS (
        fee_charged AND CASE status WHEN 'approved' THEN owner_changed WHEN 'rejected' THEN fee_waived ELSE true END
      ) STORED,
      revision integer NOT NULL
    );
    CREATE INDEX ${table}_requested ON ${table} (requested_at DESC, mutation_id DESC);
    CREATE INDEX ${table}_status ON ${table} (status, requested_at DESC);
    CREATE INDEX ${table}_property ON ${table} (property_unique_id);
    CREATE INDEX ${table}_unfinished ON ${table} ((coalesce(decided_at, requested_at))) WHERE NOT completed;`;
}

/** Every version of the mutation fee table; version = stream revision + 1. */
export function createFeeTableTables(t: TableNames<FeeTableTable>): string {
  return `
    CREATE TABLE ${t.mutation_fee_tables} (
      version integer PRIMARY KEY,
      effective_from date NOT NULL,
      rules jsonb NOT NULL,
      reason text,
      adopted_at timestamptz NOT NULL
    );`;
}
