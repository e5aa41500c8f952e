import { DATE_FILTER_MESSAGE, LOG_MESSAGES, PROPERTY_ID_LENGTH_MESSAGE, type LogRow } from '@ptax/contracts';
import { PaymentsTestBed } from '../payments/testing';
import { ADMIN } from '../properties/testing';
import { DEMO_OPERATOR } from '../seed/demoUsers';

const SUPER_ADMIN = 'superadmin@nagarnigam.demo';
const CTAO = 'ctao@nagarnigam.demo';
const JALKAL = 'jalkal@nagarnigam.demo';

let beds: PaymentsTestBed;
beforeAll(async () => {
  beds = await PaymentsTestBed.start();
});
afterAll(() => beds.stop());

const bed = () => beds.bed;
interface LogsReply {
  data: LogRow[];
  total: number;
  page: number;
  limit: number;
  errors?: Record<string, string>;
}
const logs = async (path: string, email = SUPER_ADMIN) => {
  const response = await bed().json('get', `/api/${path}`, undefined, email);
  return { status: response.status, body: response.body as LogsReply };
};
/** The edit form as the back office sends it: every field, these changed. */
const edit = (query: string, changed: Record<string, string>, email = CTAO) =>
  bed().multipart('patch', `/api/properties/editProperty${query}`, bed().form(changed), {}, email);
/** The India day of an instant, as the date filters take it. */
const indiaDay = (iso: string) => new Date(Date.parse(iso) + 5.5 * 3_600_000).toISOString().slice(0, 10);

describe('the added properties log', () => {
  it('lists a property an official added, with who (by name), when and where', async () => {
    const before = Date.now();
    const id = await beds.property();
    const { status, body } = await logs(`logs/addedProperties?propertyUniqueId=${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(body.data[0]).toMatchObject({
      type: 'PropertyRegistered',
      log: 'addedProperties',
      propertyUniqueId: id,
      ownerName: 'Ramesh Kumar',
      zoneId: beds.city.zone1,
      wardId: beds.city.ward1,
      wardName: 'Hazratganj',
      userId: ADMIN,
      userName: 'Anil Verma',
      loginType: 'nagar_nigam',
      command: 'AddProperty',
    });
    expect(Date.parse(body.data[0].recordedAt)).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('PATCH properties/editProperty', () => {
  it('edits through the same command as properties/edit/{id}, and the edit is logged before and after', async () => {
    const id = await beds.property();
    const response = await edit(`?propertyUniqueId=${id.toLowerCase()}`, {
      ownerName: 'Ramesh Chandra',
      houseNumber: '99/1',
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ propertyUniqueId: id, ownerName: 'Ramesh Chandra' });
    const { body } = await logs(`logs/adminEdits?propertyUniqueId=${id}`);
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      type: 'PropertyEdited',
      command: 'EditProperty',
      userId: CTAO,
      userName: 'Sunita Yadav',
      changes: {
        ownerName: { before: 'Ramesh Kumar', after: 'Ramesh Chandra' },
        houseNumber: { before: expect.any(String), after: '99/1' },
      },
    });
    const edited = await bed().json('get', `/api/properties/edited?propertyUniqueId=${id}`);
    expect(edited.body.data[0]).toMatchObject({ editedBy: CTAO, type: 'PropertyEdited' });
  });

  it('refuses a missing or wrong property id with a 400 and changes nothing', async () => {
    const id = await beds.property();
    const missing = await edit('', { ownerName: 'Nobody' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ propertyUniqueId: 'Property ID is required' });
    const wrong = await edit('?propertyUniqueId=ABC', { ownerName: 'Nobody' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.propertyUniqueId).toBe(PROPERTY_ID_LENGTH_MESSAGE);
    const twice = await edit(`?propertyUniqueId=${id}&propertyUniqueId=${id}`, { ownerName: 'Nobody' });
    expect(twice.status).toBe(400);
    const badField = await edit(`?propertyUniqueId=${id}`, { ownerName: 'Nobody ' });
    expect(badField.status).toBe(400);
    expect((await logs(`logs/adminEdits?propertyUniqueId=${id}`)).body.total).toBe(0);
  });
});

describe('the payment shift log', () => {
  it('shows a payment shifted from one property to another, from either side', async () => {
    const from = await beds.propertyOwing(2_000);
    const to = await beds.property();
    const paid = await beds.cash(from, 500);
    const shift = await beds.json('patch', '/api/transactions/shiftPayment', {
      paidPUID: from,
      shiftPUID: to,
      requestedBy: 'Ramesh Kumar',
      reason: 'Paid to the wrong property',
      txnId: paid.txnId,
    });
    expect(shift.status).toBe(200);
    const { body } = await logs(`logs/paymentShift?propertyUniqueId=${to}`);
    expect(body.data.map((row) => [row.type, row.propertyUniqueId, row.relatedPropertyIds])).toEqual([
      ['PaymentShiftedIn', to, [from]],
      ['PaymentShiftedOut', from, [to]],
    ]);
    expect(body.data[1]).toMatchObject({
      userId: ADMIN,
      details: { txnId: paid.txnId, amountPaise: 50_000, requestedBy: 'Ramesh Kumar' },
    });
    const general = await logs(`logs?propertyUniqueId=${from}&userId=${ADMIN.toUpperCase()}`);
    expect(general.body.data.map((row) => row.type)).toEqual(
      expect.arrayContaining(['PaymentReceived', 'PaymentShiftedOut', 'PropertyRegistered']),
    );
  });
});

describe('the matching removed and deleted properties logs', () => {
  it('show the old record unmatched and the property deleted, with why', async () => {
    const ptin = `LOG${Date.now()}`;
    expect((await bed().json('post', '/api/oldProperties/add', { PTINNo: ptin, oldArv: 1000 })).status).toBe(
      201,
    );
    const added = await bed().add(bed().form({ oldPropertyTaxId: ptin, houseNumber: 'LOG-1' }));
    const id = added.body.data.propertyUniqueId as string;
    expect((await bed().json('patch', `/api/properties/removeMatchingDetails/${id}`)).status).toBe(200);
    const removed = await bed().multipart('post', '/api/properties/delete', {
      propertyIds: id,
      reason: 'Duplicate entry',
      requestedBy: 'Zonal Officer',
    });
    expect(removed.status).toBe(200);
    const matching = (await logs(`logs/matchingRemoved?propertyUniqueId=${id}`)).body.data;
    expect(matching).toHaveLength(1);
    expect(matching[0]).toMatchObject({ command: 'RemoveMatchingDetails', details: { ptinNo: ptin } });
    const deleted = (await logs(`logs/deletedProperties?propertyUniqueId=${id}`)).body.data;
    expect(deleted[0]).toMatchObject({
      remarks: 'Duplicate entry',
      ownerName: 'Ramesh Kumar',
      details: { reason: 'Duplicate entry', requestedBy: 'Zonal Officer' },
    });
  });
});

describe('the filters and the pages', () => {
  it('filters by the person, the days in India, the zone and ward, and pages newest first', async () => {
    const elsewhere = await beds.propertyElsewhere();
    const { body } = await logs(`logs/addedProperties?zoneId=${beds.city.zone2}&wardId=${beds.city.ward3}`);
    expect(body.data.map((row) => row.propertyUniqueId)).toEqual([elsewhere]);
    const day = indiaDay(body.data[0].recordedAt);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const within = await logs(
      `logs/addedProperties?wardId=${beds.city.ward3}&startDate=${day}&endDate=${day}`,
    );
    expect(within.body.total).toBe(1);
    expect((await logs(`logs/addedProperties?wardId=${beds.city.ward3}&startDate=${next}`)).body.total).toBe(
      0,
    );
    expect((await logs(`logs?userId=${JALKAL}`)).body.total).toBe(0);
    const first = await logs('logs?page=1&limit=2');
    const second = await logs('logs?page=2&limit=2');
    expect(first.body.data).toHaveLength(2);
    expect(first.body.data[0].position).toBeGreaterThan(first.body.data[1].position);
    expect(first.body.data[1].position).toBeGreaterThan(second.body.data[0].position);
  });

  it('keeps an official limited to a ward to the changes of that ward', async () => {
    const elsewhere = await beds.propertyElsewhere();
    await beds.property();
    const email = 'logs.limited@nagarnigam.demo';
    await bed().wardLimitedOfficial(email, beds.city.zone2, beds.city.ward3);
    const { body } = await logs('logs/addedProperties?limit=100', email);
    expect(body.data.map((row) => row.propertyUniqueId)).toContain(elsewhere);
    expect(body.data.every((row) => row.wardId === beds.city.ward3)).toBe(true);
    const all = (await logs('logs?limit=100', email)).body.data;
    expect(all.every((row) => row.wardId === beds.city.ward3)).toBe(true);
  });

  it.each([
    ['startDate=2026-02-30', { startDate: DATE_FILTER_MESSAGE }],
    ['startDate=2026-11-02&endDate=2026-11-01', { endDate: LOG_MESSAGES.endBeforeStart }],
    ['propertyUniqueId=ABC', { propertyUniqueId: PROPERTY_ID_LENGTH_MESSAGE }],
    ['page=0', { page: 'page must be a whole number of at least 1' }],
    ['export=pdf', { export: LOG_MESSAGES.exportFormat }],
  ])('refuses %s with the field named', async (query, errors) => {
    const { status, body } = await logs(`logs/splits?${query}`);
    expect(status).toBe(400);
    expect(body.errors).toEqual(errors);
  });
});

describe('who may read the logs', () => {
  it('answers signed-in nagar_nigam officials only', async () => {
    expect((await bed().http().get('/api/logs')).status).toBe(401);
    expect((await logs('logs', DEMO_OPERATOR.email)).status).toBe(403);
    expect((await logs('logs/adminEdits', JALKAL)).status).toBe(403);
    expect((await logs('logs/splits', ADMIN)).status).toBe(200);
  });
});

describe('the export', () => {
  it('writes the selected changes to a spreadsheet, what changed in words', async () => {
    const id = await beds.property();
    expect((await edit(`?propertyUniqueId=${id}`, { ownerName: 'Ramesh Chandra' })).status).toBe(200);
    const { status, type, rows } = await bed().sheet(
      `/api/logs/adminEdits?export=xlsx&propertyUniqueId=${id}`,
      SUPER_ADMIN,
    );
    expect(status).toBe(200);
    expect(type).toContain('spreadsheetml');
    expect(rows).toHaveLength(2);
    const [header, row] = rows.map((cells) => cells.slice(1));
    expect(header.slice(0, 3)).toEqual(['When (India)', 'Change', 'Property ID']);
    expect(row.slice(1, 3)).toEqual(['Property edited', id]);
    expect(row).toContain('Sunita Yadav');
    expect(row[header.indexOf('What Changed')]).toContain('Owner Name: Ramesh Kumar → Ramesh Chandra');
    expect(row[0]).toBeInstanceOf(Date);
  });
});
