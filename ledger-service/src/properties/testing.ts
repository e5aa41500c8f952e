// Test support for the property register's HTTP tests: a small city made through the geography
// API, sign-ins, and the multipart body of the property form.
import { openExport, type OpenedExport } from './exportTesting';
import { liveClaims } from '@ptax/contracts';
import { loginToken, startHarness, type Harness } from '../../test/platformHarness';
import { seedReferenceData } from '../geography/seed/reference';
import { DEMO_OFFICIALS, DEMO_OPERATOR } from '../seed/demoUsers';

/** A 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const TINY_JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
export const TINY_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');

export const ADMIN = 'admin@nagarnigam.demo';
const RATES = Object.fromEntries(
  ['road_w_l_12', 'road_w_12_24', 'road_w_m_24'].map((group) => [
    group,
    { rcc_rbc: 2, other_pucca: 1.5, kachha: 1, vacant_land: 0.4 },
  ]),
);

export interface City {
  zone1: string;
  zone2: string;
  ward1: string;
  ward2: string;
  ward3: string;
  /** In ward 1. */
  mohalla1: string;
  /** In ward 2. */
  mohalla2: string;
  /** In ward 3 (zone 2). */
  mohalla3: string;
}

export class PropertyTestBed {
  private readonly tokens = new Map<string, string>();
  city!: City;

  private constructor(readonly harness: Harness) {}

  static async start(): Promise<PropertyTestBed> {
    const bed = new PropertyTestBed(await startHarness({ seedModules: ['staff', 'roles'] }));
    await seedReferenceData(bed.harness.platform.ctx);
    await bed.harness.platform.caughtUp();
    bed.city = await bed.makeCity();
    return bed;
  }

  stop = () => this.harness.stop();
  http = () => this.harness.http();

  /** A file a GET answers (a PDF, a workbook), as bytes. */
  async file(path: string, email: string = ADMIN) {
    return this.http()
      .get(path)
      .set('Authorization', await this.as(email))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  }

  /**
   * The user's sign-in, made again once the platform's clock is past its expiry: a test that sets the
   * clock (to TEST_DAY, a payment day) after the bed signed in by the real time still gets a live one.
   */
  async as(email: string, password?: string): Promise<string> {
    const cached = this.tokens.get(email);
    if (cached && liveClaims(cached, this.harness.platform.ctx.now())) return `Bearer ${cached}`;
    const kind = email === DEMO_OPERATOR.email ? 'operators' : 'officials';
    const secret =
      password ?? DEMO_OFFICIALS.find((user) => user.email === email)?.password ?? DEMO_OPERATOR.password;
    const token = await loginToken(this.harness, kind, email, secret);
    this.tokens.set(email, token);
    return `Bearer ${token}`;
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

  private async makeCity(): Promise<City> {
    const zone1 = await this.created('zones/add', { city_id: 'lucknow', zone_no: 1 });
    const zone2 = await this.created('zones/add', { city_id: 'lucknow', zone_no: 2 });
    const ward = (zone: string, ward_no: number, ward_fullname: string) =>
      this.created('wards/add', { city_id: 'lucknow', zone_id: zone, ward_no, ward_fullname });
    const ward1 = await ward(zone1, 1, 'Hazratganj');
    const ward2 = await ward(zone1, 2, 'Aminabad');
    const ward3 = await ward(zone2, 1, 'Gomti Nagar');
    const mohalla = (zone: string, wardId: string, name: string) =>
      this.created('mohallas/add', { name, zone, ward: wardId, water_tax_availability: true, ...RATES });
    return {
      zone1,
      zone2,
      ward1,
      ward2,
      ward3,
      mohalla1: await mohalla(zone1, ward1, 'Narhi'),
      mohalla2: await mohalla(zone1, ward2, 'Latouche Road'),
      mohalla3: await mohalla(zone2, ward3, 'Vikas Nagar'),
    };
  }

  /** An official limited to one zone and ward, through POST officials. */
  async wardLimitedOfficial(email: string, zoneId: string, wardId: string): Promise<string> {
    const password = 'Limited@12345';
    await this.created('officials', {
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
    return this.as(email, password);
  }

  /** The text fields of a valid add form in ward 1 (strings, as a multipart body sends them). */
  form(overrides: Record<string, string | undefined> = {}): Record<string, string> {
    const { zone1: zoneId, ward1: wardId, mohalla1: mohallaId } = this.city;
    return propertyAddForm({ zoneId, wardId, mohallaId }, overrides);
  }

  /** A multipart request to `path` (/api/...) with the fields and the files (field -> [content, file name]). */
  async multipart(
    method: 'post' | 'patch' | 'put',
    path: string,
    fields: Record<string, string>,
    files: Record<string, [Buffer, string]> = {},
    email: string | null = ADMIN,
  ) {
    let request = this.http()[method](path);
    if (email) request = request.set('Authorization', await this.as(email));
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    for (const [name, [content, fileName]] of Object.entries(files))
      request = request.attach(name, content, fileName);
    return request;
  }

  static readonly IMAGES: Record<string, [Buffer, string]> = {
    buildingImageFront: [TINY_PNG, 'front.png'],
    buildingImageRight: [TINY_JPG, 'right.jpg'],
    buildingImageLeft: [TINY_SVG, 'left.svg'],
  };

  add(fields = this.form(), files = PropertyTestBed.IMAGES, email: string | null = ADMIN) {
    return this.multipart('post', '/api/properties/add', fields, files, email);
  }

  /**
   * The spreadsheet a GET answers: its header and data rows as exceljs reads them (1-based cells),
   * under the title block every export has (`opened`).
   */
  async sheet(
    path: string,
    email = ADMIN,
  ): Promise<{ status: number; type: string; rows: unknown[][]; opened: OpenedExport }> {
    const response = await this.http()
      .get(path)
      .set('Authorization', await this.as(email))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    const opened = await openExport(response.body as Buffer);
    const rows = [opened.header, ...opened.values].map((row) => [undefined, ...row]);
    return { status: response.status, type: String(response.headers['content-type']), rows, opened };
  }

  async json(
    method: 'get' | 'post' | 'patch' | 'put',
    path: string,
    body?: object,
    email: string | null = ADMIN,
  ) {
    let request = this.http()[method](path);
    if (email) request = request.set('Authorization', await this.as(email));
    return body ? request.send(body) : request;
  }
}

/** The text fields of a valid add form (strings, as a multipart body sends them); a field set to undefined is left out. */
export function propertyAddForm(
  place: { zoneId: string; wardId: string; mohallaId: string },
  overrides: Record<string, string | undefined> = {},
): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    ownerName: 'Ramesh Kumar',
    fatherName: 'Suresh Kumar',
    propertyAddress: '12, Narhi, Hazratganj, Lucknow',
    mobileNumber: '+919876543210',
    emailId: 'ramesh.kumar@example.in',
    zoneId: place.zoneId,
    wardId: place.wardId,
    mohallaId: place.mohallaId,
    houseNumber: '12/4',
    houseCategory: 'residential',
    occupancyStatus: 'self_occupied',
    plotArea: '1200',
    constType: 'rcc_rbc',
    roadType: 'pucca',
    roadWidth: '9',
    constructionYear: '2005',
    oldArv: '12000.50',
    houseTaxApplicable: 'true',
    sewerageConnectionAvailable: 'false',
    waterTaxApplicable: 'true',
    floors: JSON.stringify([
      { floorNumber: 0, rentType: 'self', rentUsage: 'residential', type: 'rcc_rbc', areaSqft: 850 },
      { floorNumber: 1, rentType: 'rented', rentUsage: 'residential', type: 'rcc_rbc', areaSqft: '600' },
    ]),
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
}
