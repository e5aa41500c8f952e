import type { Migration } from '../db/migrate';

// Role names are unique whatever their case. The reservation is taken before the event is written,
// so two administrators adding the same name at once cannot both succeed.
export const roleMigrations: Migration[] = [
  {
    id: 'roles-001-names',
    sql: `
      CREATE TABLE role_names (
        name_key text PRIMARY KEY,
        role_id text NOT NULL
      );
      CREATE INDEX role_names_role ON role_names (role_id);`,
  },
];
