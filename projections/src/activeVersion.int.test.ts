import { activeVersionAtLeast } from './activeVersion';
import { createReadModelDb, type ReadModelDb } from './testing/databases';

// Readers of what only a new version of a read model has take their older path while the new version
// is built beside the active one after an upgrade.
describe('activeVersionAtLeast', () => {
  let db: ReadModelDb;
  beforeAll(async () => {
    db = await createReadModelDb();
    await db.pool.query(
      `INSERT INTO projection_versions (name, active_version) VALUES ('ledger', 2), ('dcb', 3)`,
    );
  });
  afterAll(() => db.close());

  it('answers from the active version, not from the one being built', async () => {
    expect(await activeVersionAtLeast(db.pool, 'ledger', 3)).toBe(false);
    expect(await activeVersionAtLeast(db.pool, 'ledger', 2)).toBe(true);
    expect(await activeVersionAtLeast(db.pool, 'dcb', 2)).toBe(true);
  });

  it('takes a read model nobody registered (tables made by hand) as current', async () => {
    expect(await activeVersionAtLeast(db.pool, 'tables_by_hand', 9)).toBe(true);
  });
});
