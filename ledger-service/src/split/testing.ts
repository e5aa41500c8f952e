// Test support for the split calls: the property register's test city with the default rule sets
// adopted, properties added through its API with the floors a test chooses, this year's demand
// raised through the tax engine (calculateMohallaTax, taxDemands/replace), and the split call.
import { randomUUID } from 'node:crypto';
import { heads, propertyStream, type HeadMoney, type LedgerState } from '@ptax/contracts';
import { findLedgerAccount, findPropertyFloors } from '@ptax/projections';
import { AssessingTestBed, THIS_YEAR } from '../properties/assessingTestBed';
import { ADMIN } from '../properties/testing';

export { ADMIN, THIS_YEAR };

export interface TestFloor {
  floorNumber: number;
  rentType: 'self' | 'rented';
  rentUsage: 'residential' | 'nonresidential';
  areaSqft: number;
  category?: number;
  subCategory?: number;
}

export const TWO_FLOORS: TestFloor[] = [
  { floorNumber: 0, rentType: 'self', rentUsage: 'residential', areaSqft: 850 },
  { floorNumber: 1, rentType: 'rented', rentUsage: 'residential', areaSqft: 600 },
];

export class SplitTestBed extends AssessingTestBed {
  static async start(): Promise<SplitTestBed> {
    return new SplitTestBed(await AssessingTestBed.startBed());
  }

  /** A property in ward 1 (or where `fields` say) with these floors and plot area. */
  async property(floors: TestFloor[] = TWO_FLOORS, plotArea = 1200, fields: Record<string, string> = {}) {
    const form = this.bed.form({
      houseNumber: `S-${randomUUID().slice(0, 8)}`,
      plotArea: String(plotArea),
      floors: JSON.stringify(floors.map((floor) => ({ type: 'rcc_rbc', ...floor }))),
      ...fields,
    });
    const response = await this.bed.add(form);
    if (response.status !== 201) throw new Error(`add: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data.propertyUniqueId as string;
  }

  /** This year's demand raised from the engine's assessment (as the mohalla's run would). */
  async billThisYear(id: string, mohallaId = this.city.mohalla1) {
    const assessed = await this.json('patch', `/api/properties/calculateMohallaTax?mohallaId=${mohallaId}`);
    if (assessed.status !== 200)
      throw new Error(`assess: ${assessed.status} ${JSON.stringify(assessed.body)}`);
    const replaced = await this.json('post', `/api/taxDemands/replace?propertyUniqueId=${id}`);
    if (replaced.status !== 200) throw new Error(`bill: ${replaced.status} ${JSON.stringify(replaced.body)}`);
  }

  /** The floors as stored, with their premise ids (what a split names). */
  async floorsOf(id: string) {
    return findPropertyFloors(this.ctx.pool, id);
  }

  split = (id: string, body: object, options: { preview?: boolean; email?: string | null } = {}) =>
    this.json(
      'patch',
      `/api/properties/splitProperty?propertyUniqueId=${id}${options.preview ? '&preview=true' : ''}`,
      body,
      options.email === undefined ? ADMIN : options.email,
    );

  async ledgerOf(id: string): Promise<LedgerState> {
    await this.caughtUp();
    const account = await findLedgerAccount(this.ctx.pool, id);
    if (!account) throw new Error(`no ledger row for ${id}`);
    return account.state;
  }

  eventsOf = (id: string) => this.ctx.store.readStream(propertyStream(id));

  /**
   * The engine's answer for a part of a test-form property described in full (GET
   * properties/taxCalculations): another path to the engine than the split's own.
   */
  async engineTax(floors: TestFloor[], plotArea: number): Promise<{ arvPaise: number; tax: HeadMoney }> {
    const query = new URLSearchParams({
      mohallaId: this.city.mohalla1,
      houseCategory: 'residential',
      constType: 'rcc_rbc',
      roadWidth: '9',
      plotArea: String(plotArea),
      constructionYear: '2005',
      sewerageConnectionAvailable: 'false',
      floors: JSON.stringify(floors.map(({ rentUsage, ...floor }) => ({ ...floor, usage: rentUsage }))),
    });
    const response = await this.json('get', `/api/properties/taxCalculations?${query}`);
    if (response.status !== 200)
      throw new Error(`engine: ${response.status} ${JSON.stringify(response.body)}`);
    const { arvPaise, taxes } = response.body.data;
    return {
      arvPaise,
      tax: heads(taxes.house.amountPaise, taxes.water.amountPaise, taxes.sewer.amountPaise),
    };
  }
}
