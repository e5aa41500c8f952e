import type { Migration } from '../db/migrate';

// The read model's trigram indexes need pg_trgm (a trusted extension since PostgreSQL 13). The
// projection creates it too, for databases built without these migrations.
export const propertyMigrations: Migration[] = [
  { id: 'properties-001-pg-trgm', sql: 'CREATE EXTENSION IF NOT EXISTS pg_trgm' },
];
