// Test support for the online payment HTTP tests: the real composition root listening on a real
// port, so the gateway adapters reach the built-in sandbox over HTTP exactly as they would reach
// PayU (checkout, verify_payment, settlements); a small city and properties made through the API;
// demands raised through the ledger's own command; a clock the test moves.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { DEFAULT_TAX_RULES, propertyStream, type RecordedEvent } from '@ptax/contracts';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { loginToken } from '../../test/platformHarness';
import { handleCommand } from '../eventsourcing/commandHandler';
import { formOf } from '../gateway/sandbox/sandboxTesting';
import { seedReferenceData } from '../geography/seed/reference';
import { ledgerDecider } from '../ledger/decide';
import { startPlatform, type Platform } from '../platform';
import { PropertyTestBed, propertyAddForm } from '../properties/testing';
import { DEMO_OFFICIALS, DEMO_OPERATOR } from '../seed/demoUsers';
import type { OnlinePaymentsDeps } from './deps';
import { onlinePaymentsDepsOf } from './module';

export const ADMIN = 'admin@nagarnigam.demo';

/** A form post as a browser makes it, without following the redirect it answers with. */
export async function postForm(url: string, fields: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

export class PaymentsTestBed {
  private readonly tokens = new Map<string, string>();
  city!: { zone: string; ward: string; mohalla: string };

  private constructor(
    readonly platform: Platform,
    readonly origin: string,
    private readonly server: Server,
    private readonly database: TestDatabase,
    /** The one clock the platform, the sandbox gateway and the test read. */
    private readonly time: { now: number },
  ) {}

  static async start(at = '2026-06-15T10:00:00+05:30'): Promise<PaymentsTestBed> {
    process.env.PASSWORD_HASH_COST = '4';
    const database = await createTestDatabase();
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const time = { now: Date.parse(at) };
    const platform = await startPlatform({
      databaseUrl: database.url,
      jwtSecret: 'test-secret',
      seedDemoData: true,
      seedModules: ['staff', 'roles'],
      runWorkers: false,
      publicUrl: origin,
      now: () => time.now,
    });
    server.on('request', platform.app);
    const bed = new PaymentsTestBed(platform, origin, server, database, time);
    await seedReferenceData(platform.ctx);
    await platform.caughtUp();
    bed.city = await bed.makeCity();
    return bed;
  }

  get deps(): OnlinePaymentsDeps {
    return onlinePaymentsDepsOf(this.platform.ctx);
  }

  http = () => request(this.origin);
  now = () => this.time.now;
  /** Moving the clock lets sign-ins expire: they are made again when next needed. */
  setClock = (iso: string) => {
    this.time.now = Date.parse(iso);
    this.tokens.clear();
  };
  advance = (ms: number) => {
    this.time.now += ms;
    this.tokens.clear();
  };

  async stop() {
    await new Promise((resolve) => this.server.close(resolve));
    await this.platform.stop();
    await this.database.drop();
  }

  async as(email: string): Promise<string> {
    if (!this.tokens.has(email)) {
      const operator = email === DEMO_OPERATOR.email;
      const password = operator
        ? DEMO_OPERATOR.password
        : DEMO_OFFICIALS.find((user) => user.email === email)!.password;
      const harness = { http: this.http } as Parameters<typeof loginToken>[0];
      const token = await loginToken(harness, operator ? 'operators' : 'officials', email, password);
      this.tokens.set(email, `Bearer ${token}`);
    }
    return this.tokens.get(email)!;
  }

  private async created(path: string, body: object): Promise<string> {
    const response = await this.http()
      .post(`/api/${path}`)
      .set('Authorization', await this.as(ADMIN))
      .send(body);
    if (response.status !== 201)
      throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data.id as string;
  }

  private async makeCity() {
    const zone = await this.created('zones/add', { city_id: 'lucknow', zone_no: 1 });
    const ward = await this.created('wards/add', {
      city_id: 'lucknow',
      zone_id: zone,
      ward_no: 1,
      ward_fullname: 'Hazratganj',
    });
    const city = { zone, ward, mohalla: '' };
    return { ...city, mohalla: await this.mohalla('Narhi', city) };
  }

  /** Another mohalla of the ward (a place of its own for a bulk send). */
  async mohalla(name: string, city = this.city): Promise<string> {
    const rates = { rcc_rbc: 2, other_pucca: 1.5, kachha: 1, vacant_land: 0.4 };
    return this.created('mohallas/add', {
      name,
      zone: city.zone,
      ward: city.ward,
      water_tax_availability: true,
      road_w_l_12: rates,
      road_w_12_24: rates,
      road_w_m_24: rates,
    });
  }

  /** The owner's details without a mobile number (PATCH properties/updateOwnerDetails). */
  async clearMobile(propertyUniqueId: string) {
    const response = await this.http()
      .patch('/api/properties/updateOwnerDetails')
      .set('Authorization', await this.as(ADMIN))
      .field('propertyUniqueId', propertyUniqueId)
      .field('ownerName', 'Ramesh Kumar')
      .field('fatherName', 'Suresh Kumar');
    if (response.status !== 200)
      throw new Error(`updateOwnerDetails: ${response.status} ${JSON.stringify(response.body)}`);
  }

  /** A property registered through POST properties/add; answers its ID. */
  async property(fields: Record<string, string | undefined> = {}): Promise<string> {
    const form = propertyAddForm(
      { zoneId: this.city.zone, wardId: this.city.ward, mohallaId: this.city.mohalla },
      {
        floors: JSON.stringify([
          { floorNumber: 0, rentType: 'self', rentUsage: 'residential', type: 'rcc_rbc', areaSqft: 850 },
        ]),
        ...fields,
      },
    );
    let call = this.http()
      .post('/api/properties/add')
      .set('Authorization', await this.as(ADMIN));
    for (const [name, value] of Object.entries(form)) call = call.field(name, value);
    for (const [name, [content, file]] of Object.entries(PropertyTestBed.IMAGES))
      call = call.attach(name, content, file);
    const response = await call;
    if (response.status !== 201)
      throw new Error(`properties/add: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data.propertyUniqueId as string;
  }

  /** A year's demand through the ledger's RaiseDemand, as a demand run raises it. */
  async raiseDemand(propertyUniqueId: string, financialYear: string, house: number, water = 0) {
    const { position } = await handleCommand(
      this.platform.store,
      propertyStream(propertyUniqueId),
      ledgerDecider,
      {
        type: 'RaiseDemand',
        propertyUniqueId,
        demandId: randomUUID(),
        financialYear,
        arvPaise: house * 10,
        ruleSetId: `${financialYear}/v1`,
        amounts: { house, water, sewer: 0 },
        concessions: [],
        at: new Date(this.time.now).toISOString(),
        rules: DEFAULT_TAX_RULES,
      },
      { userId: ADMIN, command: 'RaiseDemand' },
    );
    await this.platform.ctx.readYourWrites(position);
  }

  events = (stream: string): Promise<RecordedEvent[]> => this.platform.store.readStream(stream);

  /** The payer on the sandbox's page: posts the checkout, presses a button, answers the callback form. */
  async payOnSandbox(
    checkout: { action: string; fields: Record<string, string> },
    outcome: 'success' | 'failure' | 'cancelled',
  ) {
    const page = await postForm(checkout.action, checkout.fields);
    if (page.status !== 200) throw new Error(`sandbox page: ${page.status} ${page.text}`);
    const choice = formOf(page.text);
    const answer = await postForm(new URL(choice.action, this.origin).toString(), { outcome });
    return formOf(answer.text);
  }
}
