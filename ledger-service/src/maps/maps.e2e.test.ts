import { randomUUID } from 'node:crypto';
import { propertyStream } from '@ptax/contracts';
import { JUNE_15, startBillScenario } from '../demands/billScenario';
import { ADMIN, type DemandBed } from '../demands/testing';
import { DEMO_OPERATOR } from '../seed/demoUsers';
import { createMapSessions, MAP_SESSION_TEXT } from './session';
import { GIS_TEXT } from './requests';

jest.setTimeout(120_000);

// The bill scenario on 15 June 2026 (billScenario.ts), with points and boundaries: p (w1) owes this
// year's demand untouched, q (w1) paid it all, r (w2) has no demand this year, engine (w3) paid ₹500
// of it. Wards w1 and w3 have boundaries, w2 has none.
let bed: DemandBed;
let ids: { p: string; q: string; r: string; engine: string };

const square = (west: number, south: number, size = 0.01) => ({
  type: 'Polygon',
  coordinates: [
    [
      [west, south],
      [west + size, south],
      [west + size, south + size],
      [west, south + size],
      [west, south],
    ],
  ],
});
const W1 = square(80.9, 26.8);
const W3 = square(80.95, 26.85);
const POINTS: Record<'p' | 'q' | 'r' | 'engine', [number, number]> = {
  p: [26.805, 80.905],
  q: [26.806, 80.906],
  r: [26.82, 80.92],
  engine: [26.855, 80.955],
};

async function pay(propertyUniqueId: string, rupees: number) {
  const paid = await bed
    .http()
    .post('/api/transactions')
    .set('Authorization', await bed.as(ADMIN))
    .send({ propertyUniqueId, type: 'Property Tax', transactionType: 'Cash', paidAmount: rupees });
  if (paid.status !== 201) throw new Error(`payment: ${paid.status} ${JSON.stringify(paid.body)}`);
}

beforeAll(async () => {
  const { bed: started, p, q, r, engine } = await startBillScenario();
  bed = started;
  ids = { p, q, r, engine };
  await pay(engine, 500);
  await pay(q, 5_000);
  for (const [key, [latitude, longitude]] of Object.entries(POINTS)) {
    const id = ids[key as keyof typeof ids];
    await bed.store.append(
      propertyStream(id),
      [
        {
          id: randomUUID(),
          type: 'PropertyEdited',
          version: 1,
          data: {
            propertyUniqueId: id,
            changes: { latitude, longitude },
            editedAt: '2026-06-01T10:00:00.000Z',
          },
          metadata: { userId: 'test' },
        },
      ],
      'any',
    );
  }
  for (const [wardId, boundary] of [
    ['w1', W1],
    ['w3', W3],
  ] as const) {
    const drawn = await patch(`wards/edit/${wardId}`, { boundary: JSON.stringify(boundary) });
    if (drawn.status !== 200) throw new Error(`boundary: ${drawn.status} ${JSON.stringify(drawn.body)}`);
  }
  await bed.harness.platform.caughtUp();
});
afterAll(() => bed.stop());

async function patch(path: string, body: object) {
  return bed
    .http()
    .patch(`/api/${path}`)
    .set('Authorization', await bed.as(ADMIN))
    .send(body);
}

const get = async (path: string, email: string | null = ADMIN) => {
  const request = bed.http().get(`/api/${path}`);
  return email ? request.set('Authorization', await bed.as(email)) : request;
};

async function session(email = ADMIN): Promise<string> {
  const response = await get('mapSession', email);
  return response.body.data.session.token as string;
}

const report = async (query: string, token?: string) =>
  get(`taxDemands/getGISReport?${query}&session=${encodeURIComponent(token ?? (await session()))}`);

type Feature = {
  id: string;
  geometry: { type: string; coordinates: unknown };
  properties: Record<string, never>;
};

describe('GET mapSession', () => {
  it('gives the map its background, the extent of the drawn wards and a session of minutes', async () => {
    const response = await get('mapSession');
    expect(response.status).toBe(200);
    const { tiles, bounds, centre } = response.body.data;
    expect(tiles).toMatchObject({ url: null, attribution: null });
    const expected = [26.8, 80.9, 26.86, 80.96, 26.83, 80.93];
    [...bounds.flat(), ...centre].forEach((value: number, i: number) =>
      expect(value).toBeCloseTo(expected[i], 9),
    );
    const { expiresAt } = response.body.data.session;
    expect(Date.parse(expiresAt) - JUNE_15).toBe(15 * 60_000);
  });

  it('is for staff of the corporation only', async () => {
    expect((await get('mapSession', null)).status).toBe(401);
    expect((await get('mapSession', DEMO_OPERATOR.email)).status).toBe(403);
  });
});

describe('GET taxDemands/getGISReport', () => {
  it('answers 400 to a report type it does not know, and to a malformed map area', async () => {
    for (const query of ['reportType=zones', 'reportType=', 'foo=bar']) {
      const response = await report(query);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(expect.objectContaining({ status: 400, message: GIS_TEXT.reportType }));
    }
    const box = await report('reportType=properties&bbox=80.9,26.8,80.8');
    expect(box.status).toBe(400);
    expect(box.body.message).toBe(GIS_TEXT.bbox);
  });

  it('refuses a missing, forged, expired or borrowed session', async () => {
    const missing = await get('taxDemands/getGISReport?reportType=wards');
    expect(missing.status).toBe(403);
    expect(missing.body.message).toBe(MAP_SESSION_TEXT.missing);
    const forged = createMapSessions('another-secret', () => JUNE_15, 60_000).issue(ADMIN).token;
    expect((await report('reportType=wards', forged)).body.message).toBe(MAP_SESSION_TEXT.invalid);
    const token = await session();
    const [payload, signature] = token.split('.');
    const longer = Buffer.from(JSON.stringify({ sub: ADMIN, exp: Date.now() * 2 })).toString('base64url');
    expect((await report('reportType=wards', `${longer}.${signature}`)).status).toBe(403);
    expect((await report('reportType=wards', `${payload}.${signature}`)).status).toBe(200);
    bed.harness.freezeClockAt(JUNE_15 + 15 * 60_000);
    try {
      const expired = await report('reportType=wards', token);
      expect(expired.status).toBe(403);
      expect(expired.body.message).toBe(MAP_SESSION_TEXT.expired);
    } finally {
      bed.harness.freezeClockAt(JUNE_15);
    }
    const theirs = (await get('mapSession', 'ctao@nagarnigam.demo')).body.data.session.token as string;
    expect((await report('reportType=wards', theirs)).body.message).toBe(MAP_SESSION_TEXT.otherUser);
    expect((await get(`taxDemands/getGISReport?reportType=wards&session=${token}`, null)).status).toBe(401);
  });

  it('draws the wards with a boundary, each with the year’s demand and collection of the demand reports', async () => {
    const response = await report('reportType=wards&financialYear=2026-27');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      reportType: 'wards',
      financialYear: '2026-27',
      onDate: '2026-06-15',
    });
    const features = response.body.data.features as Feature[];
    expect(response.body.data.type).toBe('FeatureCollection');
    expect(features.map((f) => f.id)).toEqual(['w1', 'w3']);
    expect(features[0].geometry).toEqual(W1);
    for (const feature of features) {
      const split = (await get(`taxDemands/splitSummary?financialYear=2026-27&wardId=${feature.id}`)).body
        .data;
      expect(feature.properties).toMatchObject({
        name: `Ward ${feature.id[1]}`,
        zoneName: expect.stringMatching(/^Zone /),
        properties: split.properties,
        demandPaise: split.current.demandPaise,
        collectedPaise: split.current.collectedPaise,
        balancePaise: split.current.balancePaise,
      });
    }
    expect(features[1].properties.collectedPaise).toBeGreaterThan(0);
    const zone2 = await report('reportType=wards&zoneId=z2');
    expect((zone2.body.data.features as Feature[]).map((f) => f.id)).toEqual(['w3']);
  });

  it('colours each property by this year’s payment status, as its ledger has it', async () => {
    const response = await report('reportType=properties');
    expect(response.status).toBe(200);
    const features = response.body.data.features as Feature[];
    const statusOf = Object.fromEntries(features.map((f) => [f.id, f.properties.status]));
    expect(statusOf).toEqual({
      [ids.p]: 'unpaid',
      [ids.q]: 'paid',
      [ids.r]: 'noDemand',
      [ids.engine]: 'partPaid',
    });
    for (const feature of features) {
      const [latitude, longitude] =
        POINTS[Object.entries(ids).find(([, id]) => id === feature.id)![0] as 'p'];
      expect(feature.geometry).toEqual({ type: 'Point', coordinates: [longitude, latitude] });
      // The bill's year: what is left of it is what the point says is due.
      const bill = (await get(`taxDemands/demandBillDetails?propertyId=${feature.id}`, null)).body.data;
      const year = (
        bill.years as { financialYear: string; heads: Record<string, { balancePaise: number }> }[]
      ).find((y) => y.financialYear === '2026-27');
      const balance = year ? Object.values(year.heads).reduce((sum, head) => sum + head.balancePaise, 0) : 0;
      expect(feature.properties.duesPaise).toBe(balance);
      expect(feature.properties).toMatchObject({
        ownerName: expect.any(String),
        wardName: expect.any(String),
      });
    }
    const ward = await report(`reportType=properties&wardId=w1`);
    expect((ward.body.data.features as Feature[]).map((f) => f.id).sort()).toEqual([ids.p, ids.q].sort());
    const box = await report('reportType=properties&bbox=80.95,26.85,80.96,26.86');
    expect((box.body.data.features as Feature[]).map((f) => f.id)).toEqual([ids.engine]);
  });

  it('marks the defaulters of the defaulters list, with their dues over every year', async () => {
    const bounds = 'minAmount=1&maxAmount=100000';
    const listed = (await get(`taxDemands/defaultersList?${bounds}&limit=100`)).body.data as {
      propertyUniqueId: string;
      duesPaise: number;
    }[];
    const response = await report(`reportType=defaulters&${bounds}`);
    const features = response.body.data.features as Feature[];
    expect(features.map((f) => f.id).sort()).toEqual(listed.map((row) => row.propertyUniqueId).sort());
    expect(features.map((f) => f.id)).not.toContain(ids.q);
    for (const feature of features)
      expect(feature.properties.totalDuesPaise).toBe(
        listed.find((row) => row.propertyUniqueId === feature.id)!.duesPaise,
      );
    const bad = await report('reportType=defaulters&minAmount=5&maxAmount=1');
    expect(bad.status).toBe(400);
  });
});

describe('POST wards/add with a boundary', () => {
  it('draws the new ward on the map at once, with nothing demanded yet', async () => {
    const added = await bed
      .http()
      .post('/api/wards/add')
      .set('Authorization', await bed.as(ADMIN))
      .send({
        city_id: 'lucknow',
        zone_id: 'z2',
        ward_no: 9,
        ward_fullname: 'Mapped Ward',
        boundary: square(80.97, 26.87),
      });
    expect(added.status).toBe(201);
    const wards = (await report('reportType=wards&zoneId=z2')).body.data.features as Feature[];
    expect(wards.map((ward) => ward.properties.name)).toEqual(['Ward 3', 'Mapped Ward']);
    expect(wards[1]).toMatchObject({
      geometry: square(80.97, 26.87),
      properties: { demandPaise: 0, properties: 0 },
    });
  });
});

describe('PATCH wards/edit with a boundary', () => {
  it('refuses a boundary that is not a closed polygon in India, and changes nothing', async () => {
    const open = {
      type: 'Polygon',
      coordinates: [
        [
          [80.9, 26.8],
          [80.91, 26.8],
          [80.91, 26.81],
          [80.9, 26.81],
        ],
      ],
    };
    const point = { type: 'Point', coordinates: [80.9, 26.8] };
    const abroad = square(10, 50);
    for (const boundary of [open, point, abroad, 'not json']) {
      const response = await patch('wards/edit/w1', { boundary });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ status: 400, errors: { boundary: expect.any(String) } });
    }
    const wards = await report('reportType=wards&wardId=w1');
    expect((wards.body.data.features as Feature[])[0].geometry).toEqual(W1);
  });
});
