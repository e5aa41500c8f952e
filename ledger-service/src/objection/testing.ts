// Test support for the objection calls: the property register's test city with the default tax rule
// sets adopted (so a corrected property can be reassessed), properties added through its API, and
// the objection calls as staff make them.
import { randomUUID } from 'node:crypto';
import { PropertyTestBed, ADMIN } from '../properties/testing';
import { DEMO_OPERATOR } from '../seed/demoUsers';
import { seedDefaultRuleSets } from '../tax/seed';

export { ADMIN };
export const OPERATOR = DEMO_OPERATOR.email;
export const JALKAL = 'jalkal@nagarnigam.demo';
/** The smallest valid PDF header the content check accepts. */
export const PDF = Buffer.from('%PDF-1.4\n%demo\n');

export class ObjectionTestBed {
  private constructor(readonly bed: PropertyTestBed) {}

  static async start(): Promise<ObjectionTestBed> {
    const bed = await PropertyTestBed.start();
    const { ctx } = bed.harness.platform;
    await seedDefaultRuleSets(ctx.store, ctx.now);
    await bed.harness.platform.caughtUp();
    return new ObjectionTestBed(bed);
  }

  stop = () => this.bed.stop();
  get ctx() {
    return this.bed.harness.platform.ctx;
  }
  get city() {
    return this.bed.city;
  }
  /** The event store's last position: unchanged after a refused call. */
  head = async () => (await this.ctx.store.headCheckpoint()).position;

  /** A new property in ward 1 (or where `place` says), answered by its id. */
  async property(place: Record<string, string> = {}): Promise<string> {
    const response = await this.bed.add(
      this.bed.form({ houseNumber: `O-${randomUUID().slice(0, 8)}`, ...place }),
    );
    if (response.status !== 201)
      throw new Error(`property: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data.propertyUniqueId as string;
  }

  /** A property in zone 2, ward 3. */
  propertyElsewhere = () =>
    this.property({ zoneId: this.city.zone2, wardId: this.city.ward3, mohallaId: this.city.mohalla3 });

  /** POST objection/upload as `email`, with files (name -> content) as `documents`. */
  async upload(
    fields: Record<string, string>,
    email: string | null = OPERATOR,
    documents: [Buffer, string][] = [],
  ) {
    let request = this.bed.http().post('/api/objection/upload');
    if (email) request = request.set('Authorization', await this.bed.as(email));
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    for (const [content, fileName] of documents) request = request.attach('documents', content, fileName);
    return request;
  }

  /** An objection raised on the property; answers its row. */
  async objection(propertyUniqueId: string, email = OPERATOR, objectionDate?: string) {
    const fields = { propertyUniqueId, description: 'The covered area is recorded too large' };
    const response = await this.upload(objectionDate ? { ...fields, objectionDate } : fields, email);
    if (response.status !== 201)
      throw new Error(`upload: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data as { objectionId: string; [key: string]: unknown };
  }

  json = (method: 'get' | 'post' | 'patch', path: string, body?: object, email: string | null = ADMIN) =>
    this.bed.json(method, path, body, email);

  /** The rows of the spreadsheet a GET answers, as exceljs reads them (1-based cells). */
  sheet = (path: string, email = ADMIN) => this.bed.sheet(path, email);
}
