// Test support for the demand calls: the real platform with rule sets and discounts seeded, a small
// city (two zones, three wards, a mohalla in each) written as geography events, properties
// registered and assessed through their own events with figures chosen by the test.
import { randomUUID } from 'node:crypto';
import {
  composePropertyUniqueId,
  mohallaStream,
  propertyStream,
  wardStream,
  zoneStream,
  type MohallaRates,
} from '@ptax/contracts';
import { loginToken, startHarness, TEST_DAY, type Harness } from '../../test/platformHarness';
import { DEMO_OFFICIALS, DEMO_OPERATOR } from '../seed/demoUsers';
import { appendRegistration, type ExampleProperty } from '../tax/testing';

export const ADMIN = 'admin@nagarnigam.demo';
const at = '2026-04-01T10:00:00.000Z';
const meta = { userId: 'test' };
export const rupees = (n: number) => Math.round(n * 100);

const RATES: MohallaRates = {
  road_w_l_12: { rcc_rbc: 500, other_pucca: 400, kachha: 300, vacant_land: 100 },
  road_w_12_24: { rcc_rbc: 600, other_pucca: 500, kachha: 350, vacant_land: 150 },
  road_w_m_24: { rcc_rbc: 750, other_pucca: 600, kachha: 400, vacant_land: 200 },
};

/** Zone z1: wards w1 (mohalla m1) and w2 (m2); zone z2: ward w3 (m3). */
export const PLACES = {
  m1: { zoneId: 'z1', wardId: 'w1', wardNo: 1 },
  m2: { zoneId: 'z1', wardId: 'w2', wardNo: 2 },
  m3: { zoneId: 'z2', wardId: 'w3', wardNo: 3 },
} as const;

export interface Assessed {
  housePaise: number;
  waterPaise: number;
  sewerPaise: number;
  fingerprint?: string;
}

export class DemandBed {
  private serial = 0;
  private readonly mohallaOf = new Map<string, keyof typeof PLACES>();
  private readonly tokens = new Map<string, string>();

  private constructor(readonly harness: Harness) {}

  /** The clock runs from TEST_DAY (financial year 2026-27, the year these tests raise) unless a test moves it. */
  static async start(): Promise<DemandBed> {
    const bed = new DemandBed(
      await startHarness({
        seedModules: ['staff', 'roles', 'categories', 'discounts', 'tax'],
        clockFrom: TEST_DAY,
      }),
    );
    await bed.makeCity();
    return bed;
  }

  stop = () => this.harness.stop();
  http = () => this.harness.http();
  get store() {
    return this.harness.platform.store;
  }

  private async append(stream: string, type: string, data: object) {
    await this.store.append(stream, [{ id: randomUUID(), type, version: 1, data, metadata: meta }], 'any');
  }

  private async makeCity() {
    for (const zone of ['z1', 'z2'])
      await this.append(zoneStream(zone), 'ZoneAdded', {
        zoneId: zone,
        cityId: 'lucknow',
        zoneNo: Number(zone[1]),
        name: `Zone ${zone[1]}`,
        addedAt: at,
      });
    for (const [mohalla, place] of Object.entries(PLACES)) {
      await this.append(wardStream(place.wardId), 'WardAdded', {
        wardId: place.wardId,
        cityId: 'lucknow',
        zoneId: place.zoneId,
        wardNo: place.wardNo,
        wardFullname: `Ward ${place.wardNo}`,
        addedAt: at,
      });
      await this.append(mohallaStream(mohalla), 'MohallaAdded', {
        mohallaId: mohalla,
        name: `Mohalla ${mohalla}`,
        zoneId: place.zoneId,
        wardId: place.wardId,
        waterTaxAvailable: true,
        sewerTaxAvailable: false,
        rates: RATES,
        addedAt: at,
      });
    }
    await this.harness.platform.caughtUp();
  }

  /** Registers a house in the mohalla; returns its ID. */
  async property(mohalla: keyof typeof PLACES): Promise<string> {
    const place = PLACES[mohalla];
    this.serial++;
    const propertyUniqueId = composePropertyUniqueId({
      zoneNo: Number(place.zoneId[1]),
      wardNo: place.wardNo,
      mohallaCode: 1,
      serial: this.serial,
    });
    const house: ExampleProperty = {
      propertyUniqueId,
      zoneId: place.zoneId,
      wardId: place.wardId,
      mohallaId: mohalla,
      houseCategory: 'residential',
      constType: 'rcc_rbc',
      roadWidth: 9,
      plotArea: 1200,
      constructionYear: 2012,
      sewerageConnectionAvailable: false,
      floors: [{ floorNumber: 0, rentType: 'self', rentUsage: 'residential', areaSqft: 1000 }],
    };
    await appendRegistration(this.store, house, at);
    this.mohallaOf.set(propertyUniqueId, mohalla);
    return propertyUniqueId;
  }

  /** Records an assessment of the year with the test's own figures. */
  async assess(propertyUniqueId: string, financialYear: string, figures: Assessed): Promise<void> {
    const mohalla = this.mohallaOf.get(propertyUniqueId)!;
    await this.append(propertyStream(propertyUniqueId), 'PropertyAssessed', {
      propertyUniqueId,
      financialYear,
      ruleSetVersion: 1,
      inputsFingerprint: figures.fingerprint ?? 'test-inputs',
      arvPaise: Math.round((figures.housePaise * 100) / 15),
      housePaise: figures.housePaise,
      waterPaise: figures.waterPaise,
      sewerPaise: figures.sewerPaise,
      concessions: [],
      ...PLACES[mohalla],
      mohallaId: mohalla,
      houseCategory: 'residential',
      assessedAt: at,
    });
  }

  async as(email: string, password?: string): Promise<string> {
    if (!this.tokens.has(email)) {
      const kind = email === DEMO_OPERATOR.email ? 'operators' : 'officials';
      const secret =
        password ?? DEMO_OFFICIALS.find((user) => user.email === email)?.password ?? DEMO_OPERATOR.password;
      this.tokens.set(email, `Bearer ${await loginToken(this.harness, kind, email, secret)}`);
    }
    return this.tokens.get(email)!;
  }

  /** An official limited to one zone and ward (POST officials). */
  async wardOfficial(email: string, zoneId: string, wardId: string): Promise<string> {
    const password = 'Limited@12345';
    const response = await this.http()
      .post('/api/officials')
      .set('Authorization', await this.as(ADMIN))
      .send({
        username: 'Kavita Singh',
        email,
        password,
        loginType: 'nagar_nigam',
        accessId: 'ri',
        accessType: 'ward',
        cityId: 'lucknow',
        accessibleZones: [zoneId],
        accessibleWards: [wardId],
      });
    if (response.status !== 201)
      throw new Error(`officials: ${response.status} ${JSON.stringify(response.body)}`);
    return this.as(email, password);
  }

  async post(path: string, body: object, email: string | null = ADMIN) {
    const request = this.http().post(`/api/${path}`);
    return (email ? request.set('Authorization', await this.as(email)) : request).send(body);
  }

  get(path: string) {
    return this.http().get(`/api/${path}`);
  }
}
