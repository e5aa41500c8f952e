// Test support for the jalkal calls: the property register's test city with the default tax rule
// sets adopted, a property whose year is assessed and demanded (water tax on, no sewer connection),
// and the jalkal calls as staff make them.
import { randomUUID } from 'node:crypto';
import { indiaDate } from '@ptax/contracts';
import { TEST_DAY } from '../../test/platformHarness';
import { AssessingTestBed, THIS_YEAR } from '../properties/assessingTestBed';
import { ADMIN } from '../properties/testing';
import { DEMO_OPERATOR } from '../seed/demoUsers';

export { ADMIN, THIS_YEAR };
export const OPERATOR = DEMO_OPERATOR.email;
export const JALKAL = 'jalkal@nagarnigam.demo';
/** The smallest valid PDF header the content check accepts. */
export const PDF = Buffer.from('%PDF-1.4\n%evidence\n');
export const TODAY = indiaDate(TEST_DAY);
/**
 * The test form's property: ARV 22,992 (self-occupied 850 sq ft over 20 years old, 600 sq ft rented,
 * 350 sq ft open), water tax 12.5% = 2,874; no sewer connection.
 */
export const WATER_TAX_PAISE = 287_400;

export class JalkalTestBed extends AssessingTestBed {
  static async start(): Promise<JalkalTestBed> {
    return new JalkalTestBed(await AssessingTestBed.startBed());
  }

  /** A new property in ward 1 (or where `place` says) with this year's demand raised; answers its id. */
  async demandedProperty(place: Record<string, string> = {}): Promise<string> {
    const added = await this.bed.add(
      this.bed.form({ houseNumber: `J-${randomUUID().slice(0, 8)}`, ...place }),
    );
    if (added.status !== 201) throw new Error(`property: ${added.status} ${JSON.stringify(added.body)}`);
    const id = added.body.data.propertyUniqueId as string;
    const mohallaId = place.mohallaId ?? this.city.mohalla1;
    const assessed = await this.json('patch', `/api/properties/calculateMohallaTax?mohallaId=${mohallaId}`);
    if (assessed.status !== 200)
      throw new Error(`assess: ${assessed.status} ${JSON.stringify(assessed.body)}`);
    const demanded = await this.json('post', `/api/taxDemands/replace?propertyUniqueId=${id}`);
    if (demanded.status !== 200)
      throw new Error(`demand: ${demanded.status} ${JSON.stringify(demanded.body)}`);
    return id;
  }

  /** POST jalkal as `email`, with the fields and evidence files (content, file name). */
  async raise(
    fields: Record<string, string>,
    email: string | null = OPERATOR,
    evidence: [Buffer, string][] = [[PDF, 'letter.pdf']],
  ) {
    let request = this.bed.http().post('/api/jalkal');
    if (email) request = request.set('Authorization', await this.bed.as(email));
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    for (const [content, fileName] of evidence) request = request.attach('documents', content, fileName);
    return request;
  }

  /** A pending request to stop charging the property's water tax from today; answers its row. */
  async stopWaterTax(propertyUniqueId: string, email: string = OPERATOR) {
    const response = await this.raise(
      {
        propertyUniqueId,
        waterTaxApplicable: 'false',
        reason: 'The water connection was cut',
        effectiveDate: TODAY,
      },
      email,
    );
    if (response.status !== 201)
      throw new Error(`raise: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data as { jalkalEditId: string; [key: string]: unknown };
  }

  decide = (verb: 'approve' | 'reject', id: string, comment = 'Verified on site', email = JALKAL) =>
    this.json('patch', `/api/jalkal/${verb}/${id}`, { userId: email, comment }, email);

  /** The current year's demand per head on the property's ledger. */
  async demandOf(propertyUniqueId: string) {
    const ledger = (await this.json('post', '/api/properties/ledger', { propertyUniqueId })).body.data;
    const year = ledger.years.find((y: { financialYear: string }) => y.financialYear === THIS_YEAR);
    return year?.heads as Record<string, { demandPaise: number }> | undefined;
  }
}
