import { JALKAL_MESSAGES, jalkalEditStream, propertyStream } from '@ptax/contracts';
import { ADMIN, JALKAL, JalkalTestBed, OPERATOR, PDF, THIS_YEAR, TODAY, WATER_TAX_PAISE } from './testing';

// A whole platform starts for this file; on a busy machine that takes longer than jest's 5 s.
jest.setTimeout(120_000);

let t: JalkalTestBed;
beforeAll(async () => {
  t = await JalkalTestBed.start();
});
afterAll(() => t.stop());

const yesterday = new Date(Date.parse(`${TODAY}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const list = async (which: string, body: object = {}, email = JALKAL) =>
  which === 'archived'
    ? t.json(
        'get',
        `/api/jalkal/archived?${new URLSearchParams(body as Record<string, string>)}`,
        undefined,
        email,
      )
    : t.json('post', `/api/jalkal/${which}`, body, email);

describe('POST jalkal', () => {
  it('lets any staff member raise a request, showing the water tax now and what approving it would give', async () => {
    const id = await t.demandedProperty();
    const response = await t.raise(
      {
        propertyUniqueId: id,
        waterTaxApplicable: 'false',
        sourceOfWater: 'Own borewell',
        reason: 'The water connection was cut',
        effectiveDate: TODAY,
      },
      OPERATOR,
      [[PDF, 'disconnection.pdf']],
    );
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      jalkalEditId: expect.stringMatching(new RegExp(`^JAL-${THIS_YEAR}-\\d{6}$`)),
      propertyUniqueId: id,
      ownerName: 'Ramesh Kumar',
      changes: { waterTaxApplicable: false, sourceOfWater: 'Own borewell' },
      previous: { waterTaxApplicable: true, sourceOfWater: null },
      effectiveDate: TODAY,
      requestedBy: OPERATOR,
      status: 'pending',
      archived: false,
      financialYear: THIS_YEAR,
      taxBefore: { waterPaise: WATER_TAX_PAISE, sewerPaise: 0 },
      taxAfter: { waterPaise: 0, sewerPaise: 0 },
      taxAfterEstimated: true,
      completed: false,
      documents: [{ name: 'disconnection.pdf', url: expect.stringContaining('/api/files/') }],
    });
  });

  it('refuses a request without evidence, from a past day, changing nothing, or while another is pending; nothing is written', async () => {
    const id = await t.demandedProperty();
    const fields = {
      propertyUniqueId: id,
      waterTaxApplicable: 'false',
      reason: 'Connection cut',
      effectiveDate: TODAY,
    };
    const head = await t.head();
    const refused = async (
      response: Awaited<ReturnType<JalkalTestBed['raise']>>,
      field: string,
      message: string,
    ) => {
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message, errors: { [field]: message } });
    };
    await refused(await t.raise(fields, OPERATOR, []), 'documents', JALKAL_MESSAGES.evidenceRequired);
    await refused(
      await t.raise({ ...fields, effectiveDate: yesterday }),
      'effectiveDate',
      JALKAL_MESSAGES.effectiveDatePast,
    );
    await refused(
      await t.raise({ ...fields, waterTaxApplicable: 'true' }),
      'waterTaxApplicable',
      JALKAL_MESSAGES.sameAsNow,
    );
    await refused(
      await t.raise({ propertyUniqueId: id, reason: 'Connection cut', effectiveDate: TODAY }),
      'waterTaxApplicable',
      JALKAL_MESSAGES.nothingToChange,
    );
    expect(await t.head()).toBe(head);
    await t.stopWaterTax(id);
    const again = await t.raise(fields);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(JALKAL_MESSAGES.pendingExists);
  });

  it('needs a signed-in user', async () => {
    const id = await t.demandedProperty();
    expect((await t.raise({ propertyUniqueId: id }, null)).status).toBe(401);
  });
});

describe('PATCH jalkal/approve/:id and PATCH jalkal/reject/:id', () => {
  it('lets only jalkal officials decide, in their own name', async () => {
    const { jalkalEditId } = await t.stopWaterTax(await t.demandedProperty());
    expect((await t.decide('approve', jalkalEditId, 'Verified', ADMIN)).status).toBe(403);
    expect((await t.decide('reject', jalkalEditId, 'Verified', OPERATOR)).status).toBe(403);
    const inAnothersName = await t.json(
      'patch',
      `/api/jalkal/approve/${jalkalEditId}`,
      { userId: ADMIN, comment: 'Verified' },
      JALKAL,
    );
    expect(inAnothersName.status).toBe(400);
    expect(inAnothersName.body.errors).toEqual({ userId: JALKAL_MESSAGES.notYourUserId });
    const noComment = await t.json(
      'patch',
      `/api/jalkal/approve/${jalkalEditId}`,
      { userId: JALKAL },
      JALKAL,
    );
    expect(noComment.body.errors).toEqual({ comment: 'Comment is required' });
    expect((await t.decide('approve', 'JAL-2000-01-000001')).status).toBe(404);
  });

  it('approves: the property changes from the effective date, the year is re-assessed and its demand replaced, the request shows the tax before and after', async () => {
    const id = await t.demandedProperty();
    expect((await t.demandOf(id))?.water.demandPaise).toBe(WATER_TAX_PAISE);
    const { jalkalEditId } = await t.stopWaterTax(id);

    const response = await t.decide('approve', jalkalEditId, 'Disconnection verified on site');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      jalkalEditId,
      status: 'approved',
      decidedBy: JALKAL,
      comment: 'Disconnection verified on site',
      decidedAt: expect.any(String),
      financialYear: THIS_YEAR,
      taxBefore: { waterPaise: WATER_TAX_PAISE, sewerPaise: 0 },
      taxAfter: { waterPaise: 0, sewerPaise: 0 },
      taxAfterEstimated: false,
      completed: true,
    });
    expect((await t.demandOf(id))?.water.demandPaise).toBe(0);
    expect((await t.json('get', `/api/properties?propertyUniqueId=${id}`)).body.data).toMatchObject({
      waterTaxApplicable: false,
    });

    const [approval] = (await t.ctx.store.readStream(jalkalEditStream(jalkalEditId))).filter(
      (event) => event.type === 'JalkalEditApproved',
    );
    const caused = (await t.ctx.store.readStream(propertyStream(id))).filter(
      (event) => event.metadata.causationId === approval.id,
    );
    expect(caused.map((event) => event.type)).toEqual(['PropertyEdited', 'PropertyAssessed', 'DemandRaised']);
    expect(caused[0].metadata).toMatchObject({
      userId: JALKAL,
      effectiveAt: `${TODAY}T00:00:00+05:30`,
      correlationId: jalkalEditId,
    });

    const twice = await t.decide('approve', jalkalEditId);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(JALKAL_MESSAGES.alreadyApproved);
  });

  it('rejects with the comment and leaves the property and its demand as they are', async () => {
    const id = await t.demandedProperty();
    const { jalkalEditId } = await t.stopWaterTax(id);
    const before = (await t.ctx.store.readStream(propertyStream(id))).length;
    const response = await t.decide('reject', jalkalEditId, 'Connection still in use');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      status: 'rejected',
      comment: 'Connection still in use',
      decidedBy: JALKAL,
    });
    expect((await t.ctx.store.readStream(propertyStream(id))).length).toBe(before);
    expect((await t.decide('approve', jalkalEditId)).body.message).toBe(JALKAL_MESSAGES.alreadyRejected);
  });
});

describe('the jalkal lists (POST jalkal/pending, POST jalkal/approved, POST jalkal/rejected, GET jalkal/archived), counts and zone totals', () => {
  it('lists each state with the filters in the body and counts them', async () => {
    const pendingId = await t.demandedProperty();
    const approvedId = await t.demandedProperty();
    const pending = await t.stopWaterTax(pendingId);
    const approved = await t.stopWaterTax(approvedId);
    await t.decide('approve', approved.jalkalEditId);

    const ids = async (which: string, body: object = {}) =>
      ((await list(which, body)).body.data as { jalkalEditId: string }[]).map((row) => row.jalkalEditId);
    expect(await ids('pending', { propertyUniqueId: pendingId })).toEqual([pending.jalkalEditId]);
    expect(await ids('approved', { propertyUniqueId: approvedId })).toEqual([approved.jalkalEditId]);
    expect(await ids('pending', { zoneId: t.city.zone2 })).toEqual([]);
    expect(await ids('approved')).toContain(approved.jalkalEditId);
    expect(await ids('archived')).toEqual([]);
    const page = await list('pending', { page: 1, limit: 1 });
    expect(page.body).toMatchObject({ page: 1, limit: 1, total: expect.any(Number) });
    expect(page.body.data).toHaveLength(1);

    const summary = (await t.json('get', '/api/jalkal/summary', undefined, OPERATOR)).body.data;
    expect(summary).toEqual({
      pending: (await list('pending')).body.total,
      approved: (await list('approved')).body.total,
      rejected: (await list('rejected')).body.total,
      archived: 0,
    });
    expect((await list('pending', { startDate: 'yesterday' })).status).toBe(400);
  });

  it('answers the year’s water and sewer demand and collection by zone, for jalkal officials', async () => {
    await t.demandedProperty();
    const response = await t.json('get', '/api/jalkal/zoneWise', undefined, JALKAL);
    expect(response.status).toBe(200);
    const { financialYear, zones } = response.body.data;
    expect(financialYear).toBe(THIS_YEAR);
    const zone1 = zones.find((zone: { zoneId: string }) => zone.zoneId === t.city.zone1);
    const zone2 = zones.find((zone: { zoneId: string }) => zone.zoneId === t.city.zone2);
    // Every demanded test property sits in zone 1; each pays 2,874 of water tax unless a request stopped it.
    expect(zone1.waterDemandPaise % WATER_TAX_PAISE).toBe(0);
    expect(zone1.waterDemandPaise).toBeGreaterThan(0);
    expect(zone1).toMatchObject({ sewerDemandPaise: 0, waterCollectedPaise: 0, sewerCollectedPaise: 0 });
    expect(zone2).toMatchObject({ properties: 0, waterDemandPaise: 0 });
    expect((await t.json('get', '/api/jalkal/zoneWise', undefined, ADMIN)).status).toBe(403);
  });
});
