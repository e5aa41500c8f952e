// The base of the test beds whose calls assess and bill a property (split, jalkal): the property
// register's test city with the default tax rule sets adopted, its clock running from TEST_DAY so a
// test sees one day and one financial year whenever the suite runs.
import { financialYearOfInstant } from '@ptax/contracts';
import { TEST_DAY } from '../../test/platformHarness';
import { seedDefaultRuleSets } from '../tax/seed';
import { ADMIN, PropertyTestBed } from './testing';

/** The financial year of the bed's clock. */
export const THIS_YEAR = financialYearOfInstant(TEST_DAY);

export class AssessingTestBed {
  protected constructor(readonly bed: PropertyTestBed) {}

  protected static async startBed(): Promise<PropertyTestBed> {
    const bed = await PropertyTestBed.start();
    bed.harness.runClockFrom(TEST_DAY);
    const { ctx } = bed.harness.platform;
    await seedDefaultRuleSets(ctx.store, ctx.now);
    await bed.harness.platform.caughtUp();
    return bed;
  }

  stop = () => this.bed.stop();
  get ctx() {
    return this.bed.harness.platform.ctx;
  }
  get city() {
    return this.bed.city;
  }
  caughtUp = () => this.bed.harness.platform.caughtUp();
  /** The event store's last position: unchanged after a refused call. */
  head = async () => (await this.ctx.store.headCheckpoint()).position;
  json = (method: 'get' | 'post' | 'patch', path: string, body?: object, email: string | null = ADMIN) =>
    this.bed.json(method, path, body, email);
}
