// Owners' contacts in the property exports go in full only to the roles that contact owners (admin,
// CTAO, revenue inspector, super admin; staff/access.ts), masked for the rest; and every export is
// recorded in the logs: who, when, which, with which filters and how many rows (issue 13).
import { ADMIN, PropertyTestBed } from './testing';

const NIGAM_ADMIN = 'nigamadmin@nagarnigam.demo';
const RI = 'ri@nagarnigam.demo';
const SUPER_ADMIN = 'superadmin@nagarnigam.demo';

let bed: PropertyTestBed;
let id: string;
beforeAll(async () => {
  bed = await PropertyTestBed.start();
  id = (await bed.add(bed.form({ houseNumber: 'PRIV-1' }))).body.data.propertyUniqueId;
  const edited = await bed.multipart(
    'patch',
    `/api/properties/edit/${id}`,
    bed.form({ houseNumber: 'PRIV-1', mobileNumber: '+919812345678', emailId: 'sita.devi@example.in' }),
  );
  if (edited.status !== 200) throw new Error(`edit: ${edited.status} ${JSON.stringify(edited.body)}`);
});
afterAll(() => bed.stop());

async function exported(path: string, email: string) {
  const { status, opened } = await bed.sheet(path, email);
  expect(status).toBe(200);
  const column = (header: string) => opened.header.indexOf(header);
  const row = opened.values.find((values) => values[column('Property ID')] === id) ?? [];
  return { row, column };
}

describe("owners' contacts in the property exports", () => {
  it('are written in full for the roles that contact owners', async () => {
    for (const email of [ADMIN, RI, SUPER_ADMIN]) {
      const { row, column } = await exported(`/api/properties/export?propertyUniqueId=${id}`, email);
      expect([email, row[column('Mobile Number')], row[column('Email')]]).toEqual([
        email,
        '9812345678',
        'sita.devi@example.in',
      ]);
    }
  });

  it('are masked for any other role, in the list and in what an edit changed', async () => {
    const list = await exported(`/api/properties/export?propertyUniqueId=${id}`, NIGAM_ADMIN);
    expect([list.row[list.column('Mobile Number')], list.row[list.column('Email')]]).toEqual([
      'xxxxxx5678',
      's***@example.in',
    ]);
    const edits = await exported(`/api/properties/edited/export?propertyUniqueId=${id}`, NIGAM_ADMIN);
    const changed = String(edits.row[edits.column('What Changed')]);
    expect(changed).toContain('mobileNumber: "xxxxxx3210" -> "xxxxxx5678"');
    expect(changed).toContain('emailId: "r***@example.in" -> "s***@example.in"');
    expect(changed).not.toMatch(/9812345678|sita\.devi|ramesh\.kumar/);
  });
});

describe('every export is recorded in the logs', () => {
  it('names who exported what, when, with which filters and how many rows', async () => {
    type Row = { type: string; userId: string; details: Record<string, unknown> };
    const recorded = async (): Promise<Row[]> => {
      const log = await bed.json('get', '/api/logs?limit=100', undefined, SUPER_ADMIN);
      expect(log.status).toBe(200);
      return log.body.data.filter((row: Row) => row.type === 'DataExported');
    };
    const before = (await recorded()).length;
    await exported(`/api/properties/export?propertyUniqueId=${id}`, NIGAM_ADMIN);
    await exported(`/api/properties/edited/export?propertyUniqueId=${id}`, ADMIN);
    // Recorded once each answer is over: read the log until both are there.
    let rows = await recorded();
    for (let attempt = 0; attempt < 50 && rows.length < before + 2; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await recorded();
    }
    expect(rows).toHaveLength(before + 2);
    expect(rows[0].details.filters).toEqual([`Property Unique ID: ${id}`]);
    // Newest first: the first of each call is the one just made.
    const byCall = (call: string) => rows.find((row) => row.details.call === call);
    expect(byCall('GET /api/properties/export')).toMatchObject({
      userId: NIGAM_ADMIN,
      details: { export: 'Properties', rows: 1, contactsMasked: true },
    });
    expect(byCall('GET /api/properties/edited/export')).toMatchObject({
      userId: ADMIN,
      details: { export: 'Edited properties', rows: 1, contactsMasked: false },
    });
  });
});
