// The mutation calls end to end (SPEC section 7, DOMAIN.md "Mutation"): refused while the property
// owes anything, the fee charged on its ledger under its own head from the fee table, paid at the
// counter with everything else, approval once paid (the owner changes, the old one stays in the
// history), rejection (the fee waived, a paid part refunded as advance credit), the lists, the papers.
import { MUTATION_ID_REQUIRED } from '@ptax/contracts';
import { DEMO_OPERATOR } from '../seed/demoUsers';
import { ADMIN, DEED, MutationTestBed, requestFields } from './testing';

// A test bed starts a whole platform on a machine shared with other runs.
jest.setTimeout(120_000);

let t: MutationTestBed;
beforeAll(async () => {
  t = await MutationTestBed.start();
});
afterAll(() => t?.stop());

/** What paying everything at the counter today comes to (the rebate taken off). */
const payable = async (id: string) =>
  (await t.json('post', '/api/payments/calculateDiscounts', { propertyUniqueId: id, mode: 'cash' })).body.data
    .payablePaise as number;

const bill = async (id: string) =>
  (await t.json('get', `/api/taxDemands/demandBillDetails?propertyId=${id}`)).body.data;
const ownerOf = async (id: string) =>
  (await t.json('get', `/api/properties?propertyUniqueId=${id}`)).body.data.ownerName as string;

describe('requesting a mutation', () => {
  it('is refused while the property owes anything, and nothing is written', async () => {
    const id = await t.propertyOwing(10_000);
    const before = await t.head();
    const refused = await t.request(requestFields(id));
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'This property owes ₹10,000.00: a mutation can be requested only when nothing is due',
    ]);
    expect(await t.head()).toBe(before);
  });

  it('charges the fee on the ledger under its own head once the dues are paid, outside every tax', async () => {
    const id = await t.propertyOwing(10_000);
    await t.cash(id, (await payable(id)) / 100);
    const taxesBefore = (await bill(id)).years;
    const response = await t.request(requestFields(id), [
      DEED,
      [Buffer.from('%PDF-1.4\n%id\n'), 'aadhaar.pdf'],
    ]);
    expect(response.status).toBe(201);
    const row = response.body.data;
    expect(row).toMatchObject({
      mutationId: expect.stringMatching(/^MUT-2026-27-\d{6}$/),
      propertyUniqueId: id,
      status: 'pending',
      reason: 'sale',
      ownerName: 'Sita Devi',
      previousOwnerName: 'Ramesh Kumar',
      previousFatherName: 'Suresh Kumar',
      deedDate: '2026-08-20',
      documentValuePaise: 110_000_000,
      marketValuePaise: 120_000_000,
      requestedBy: ADMIN,
      completed: true,
      fee: { amountPaise: 1_000_000, paidPaise: 0, outstandingPaise: 1_000_000, status: 'unpaid' },
    });
    expect(row.fee.computation).toMatchObject({
      feeTableVersion: 1,
      byRatePaise: 1_200_000,
      capPaise: 1_000_000,
    });
    expect(
      row.documents.map((d: { name: string; url: string }) => [d.name, d.url.includes('/api/files/')]),
    ).toEqual([
      ['sale-deed.pdf', true],
      ['aadhaar.pdf', true],
    ]);
    const after = await bill(id);
    expect(after.totals).toMatchObject({ feesPaise: 1_000_000, currentPaise: 0, arrearsPaise: 0 });
    expect(after.fees).toEqual([{ feeId: row.mutationId, feeHead: 'mutation', outstandingPaise: 1_000_000 }]);
    // The taxes of every year are as they were: the demand and the DCB never count the fee.
    expect(after.years).toEqual(taxesBefore);
  });

  it('adds the late fine when the request comes more than three months after the deed', async () => {
    const row = await t.requested(await t.property(), { deedDate: '2026-06-14' });
    expect(row.fee).toMatchObject({ amountPaise: 1_100_000 });
  });

  it('charges nothing for a correction of name, which can be approved at once', async () => {
    const id = await t.property();
    const row = await t.requested(id, { reason: 'name_correction', documentValue: '0', marketValue: '0' });
    expect(row.fee).toMatchObject({ amountPaise: 0, status: 'free' });
    expect((await t.approve(row.mutationId)).status).toBe(200);
    expect(await ownerOf(id)).toBe('Sita Devi');
  });

  it("refuses bad input with the fields' messages, and writes nothing", async () => {
    const id = await t.property();
    const before = await t.head();
    const bad = await t.request(
      requestFields(id, { reason: '', mobileNumber: '123', deedNumber: '', marketValue: '-1' }),
    );
    expect([bad.status, bad.body.errors]).toEqual([
      400,
      {
        reason: 'Reason of transfer is required',
        mobileNumber: 'Mobile number is not valid',
        deedNumber: 'Deed number is required',
        marketValue: 'Value can not be negative',
      },
    ]);
    const noDocuments = await t.request(requestFields(id), []);
    expect([noDocuments.status, noDocuments.body.errors]).toEqual([
      400,
      { documents: 'At least one document is required' },
    ]);
    const notAPdf = await t.request(requestFields(id), [
      [Buffer.from('MZ\x90\x00 not a document'), 'deed.exe'],
    ]);
    expect(notAPdf.status).toBe(400);
    const future = await t.request(requestFields(id, { deedDate: '2026-09-16' }));
    expect([future.status, future.body.errors]).toEqual([
      400,
      { deedDate: 'Deed date can not be a future date' },
    ]);
    expect(await t.head()).toBe(before);
  });

  it('refuses a second request while the first is open', async () => {
    const id = await t.property();
    const first = await t.requested(id);
    const second = await t.request(requestFields(id, { ownerName: 'Gita Devi' }));
    expect([second.status, second.body.message]).toEqual([
      409,
      `Mutation ${first.mutationId} of this property is still open`,
    ]);
  });
});

describe('approving a mutation', () => {
  it('needs the fee paid: a counter payment pays it after the taxes, then the owner changes', async () => {
    const id = await t.property();
    const { mutationId } = await t.requested(id);
    const early = await t.approve(mutationId);
    expect([early.status, early.body.message]).toEqual([
      409,
      'The mutation fee is not paid: ₹10,000.00 is still due. Take it at the counter first',
    ]);
    const paid = await t.cash(id, 10_000);
    expect(paid.lines).toEqual([
      { kind: 'fee', feeHead: 'mutation', feeId: mutationId, amountPaise: 1_000_000 },
    ]);
    const receipt = await t.bed
      .http()
      .get(`/api/receipts/${paid.receiptNumber as string}/pdf?lang=hi&property=${id}`)
      .buffer(true);
    expect(receipt.status).toBe(200);

    const approved = await t.approve(mutationId);
    expect([approved.status, approved.body.data.status, approved.body.data.fee.status]).toEqual([
      200,
      'approved',
      'paid',
    ]);
    expect(approved.body.data).toMatchObject({
      decidedBy: ADMIN,
      remarks: 'Registry and documents verified',
      completed: true,
    });
    expect(await ownerOf(id)).toBe('Sita Devi');
    // The register's own event, the owner before kept in it and in the auditor's history.
    const history = (await t.json('get', `/api/audit/properties/${id}/history`)).body.data;
    const change = history.find((row: { type: string }) => row.type === 'OwnerDetailsUpdated');
    expect(change.data).toMatchObject({
      ownerName: 'Sita Devi',
      husbandName: 'Mohan Lal',
      mutationId,
      previous: { ownerName: 'Ramesh Kumar', fatherName: 'Suresh Kumar' },
    });
    // The public ledger names the new owner, and the auditor's replay agrees with the read model.
    const ledger = await t.json('post', '/api/properties/ledger', { propertyUniqueId: id }, null);
    expect(ledger.body.data).toMatchObject({
      ownerName: 'Sita Devi',
      totals: { feesPaise: 0, netPayablePaise: 0 },
    });
    expect(ledger.body.data.fees).toMatchObject([
      { feeId: mutationId, chargedPaise: 1_000_000, paidPaise: 1_000_000 },
    ]);
    const replay = await t.json('get', `/api/audit/properties/${id}/replay`);
    expect([replay.body.data.matches, replay.body.data.chain.ok]).toEqual([true, true]);
    // Done: a second approval is refused.
    expect((await t.approve(mutationId)).body.message).toBe('This mutation has already been approved');
  });

  it("answers the spec's 'Mutation Id is required' without an id, and refuses another official's userId", async () => {
    for (const path of ['/api/mutations/approve', '/api/mutations/approve/', '/api/mutations/approve/%20']) {
      const response = await t.json('patch', path, { userId: ADMIN, remarks: 'Documents verified' });
      expect([path, response.status, response.body.message]).toEqual([path, 400, MUTATION_ID_REQUIRED]);
    }
    const { mutationId } = await t.requested(await t.property());
    const other = await t.json('patch', `/api/mutations/approve/${mutationId}`, {
      userId: 'ctao@nagarnigam.demo',
      remarks: 'Documents verified',
    });
    expect([other.status, other.body.errors]).toEqual([
      400,
      { userId: 'User ID must be the signed-in official' },
    ]);
    expect(
      (
        await t.json('patch', '/api/mutations/approve/MUT-2026-27-999999', {
          userId: ADMIN,
          remarks: 'Documents verified',
        })
      ).status,
    ).toBe(404);
  });
});

describe('rejecting a mutation (PATCH mutations/reject/:id)', () => {
  it('waives the unpaid fee, so the property owes nothing again', async () => {
    const id = await t.property();
    const { mutationId } = await t.requested(id);
    const rejected = await t.reject(mutationId);
    expect([rejected.status, rejected.body.data.status, rejected.body.data.fee]).toEqual([
      200,
      'rejected',
      expect.objectContaining({ status: 'waived', waivedPaise: 1_000_000, outstandingPaise: 0 }),
    ]);
    expect(await t.owed(id)).toBe(0);
    expect(await ownerOf(id)).toBe('Ramesh Kumar');
  });

  it('refunds a paid part as advance credit, never lost', async () => {
    const id = await t.property();
    const { mutationId } = await t.requested(id);
    await t.cash(id, 4_000);
    const rejected = (await t.reject(mutationId)).body.data;
    expect(rejected.fee).toMatchObject({ paidPaise: 400_000, waivedPaise: 600_000, refundedPaise: 400_000 });
    expect((await bill(id)).totals).toMatchObject({ advancePaise: 400_000, feesPaise: 0, totalPaise: 0 });
  });
});

describe('the mutation lists and papers', () => {
  it("lists by status, place and requested day, within the official's zones and wards", async () => {
    const here = await t.requested(await t.property());
    const there = await t.requested(await t.propertyElsewhere());
    const ids = async (query: string, email = ADMIN) =>
      (
        (await t.json('get', `/api/mutations${query}`, undefined, email)).body.data as {
          mutationId: string;
        }[]
      ).map((row) => row.mutationId);
    expect(await ids(`?status=pending&zoneId=${t.bed.city.zone2}`)).toEqual([there.mutationId]);
    expect(await ids('?status=pending&startDate=2026-09-15&endDate=2026-09-15&limit=100')).toEqual(
      expect.arrayContaining([here.mutationId, there.mutationId]),
    );
    expect(await ids('?startDate=2026-09-16')).toEqual([]);
    const page = (await t.json('get', '/api/mutations?status=pending&limit=2')).body;
    expect([page.page, page.limit, page.data.length, page.total >= 2]).toEqual([1, 2, 2, true]);
    const all = (await t.json('get', '/api/mutations/all?status=pending')).body;
    expect(all.data.length).toBe(all.total);
    const limited = 'limited.mutations@nagarnigam.demo';
    await t.bed.wardLimitedOfficial(limited, t.bed.city.zone2, t.bed.city.ward3);
    expect(await ids('?status=pending&limit=100', limited)).toEqual([there.mutationId]);
    expect((await t.approve(here.mutationId, 'Not mine to approve', limited)).status).toBe(403);
    expect((await t.json('get', '/api/mutations?status=done')).body.errors).toEqual({
      status: 'Mutation status must be pending, approved or rejected',
    });
  });

  it('lets any signed-in staff raise one, and only nagar_nigam officials see and decide', async () => {
    const response = await t.request(requestFields(await t.property()), [DEED], DEMO_OPERATOR.email);
    expect(response.status).toBe(201);
    expect((await t.json('get', '/api/mutations', undefined, DEMO_OPERATOR.email)).status).toBe(403);
    expect((await t.json('get', '/api/mutations', undefined, null)).status).toBe(401);
    expect(
      (await t.reject(response.body.data.mutationId, 'Operators can not', DEMO_OPERATOR.email)).status,
    ).toBe(403);
  });

  it('prints the acknowledgement at once and the certificate only once approved, in English and Hindi', async () => {
    const id = await t.property();
    const { mutationId } = await t.requested(id);
    for (const lang of ['en', 'hi']) {
      const ack = await t.pdf(`/api/mutations/${mutationId}/acknowledgement?lang=${lang}`);
      expect([
        ack.status,
        ack.headers['content-type'],
        (ack.body as Buffer).subarray(0, 5).toString(),
      ]).toEqual([200, 'application/pdf', '%PDF-']);
    }
    expect((await t.pdf(`/api/mutations/${mutationId}/certificate?lang=en`)).status).toBe(409);
    await t.cash(id, 10_000);
    await t.approve(mutationId);
    for (const lang of ['en', 'hi'])
      expect((await t.pdf(`/api/mutations/${mutationId}/certificate?lang=${lang}`)).status).toBe(200);
    expect((await t.pdf(`/api/mutations/${mutationId}/certificate?lang=fr`)).status).toBe(400);
  });
});

describe('the fee table', () => {
  it('shows the version in force, and a new version applies to requests from its day on', async () => {
    const table = (await t.json('get', '/api/mutations/feeTable')).body.data;
    expect(table.inForce).toMatchObject({ version: 1, effectiveFrom: '2024-04-01' });
    const rules = {
      ...table.inForce.rules,
      reasons: { ...table.inForce.rules.reasons, sale: { basisPoints: 100, capPaise: null } },
    };
    const past = await t.json('post', '/api/mutations/feeTable', {
      effectiveFrom: '2026-09-01',
      rules,
      reason: 'Uncapped 1%',
    });
    expect(past.body.errors).toEqual({
      effectiveFrom: 'A new fee table can take effect from today or a later day',
    });
    const adopted = await t.json('post', '/api/mutations/feeTable', {
      effectiveFrom: '2026-09-16',
      rules,
      reason: 'Uncapped 1%',
    });
    expect(adopted.body.data).toMatchObject({ version: 2, effectiveFrom: '2026-09-16' });
    expect(
      (
        await t.json(
          'post',
          '/api/mutations/feeTable',
          { effectiveFrom: '2026-09-16', rules, reason: 'x' },
          DEMO_OPERATOR.email,
        )
      ).status,
    ).toBe(403);
    // Today the capped version still applies; from tomorrow the uncapped one.
    expect((await t.requested(await t.property())).fee).toMatchObject({ amountPaise: 1_000_000 });
    t.bed.harness.freezeClockAt(Date.parse('2026-09-16T11:00:00+05:30'));
    try {
      const row = await t.requested(await t.property());
      expect([
        row.fee.amountPaise,
        (row.fee as unknown as { computation: { feeTableVersion: number } }).computation.feeTableVersion,
      ]).toEqual([1_200_000, 2]);
    } finally {
      t.bed.harness.freezeClockAt(Date.parse('2026-09-15T11:00:00+05:30'));
    }
  });
});
