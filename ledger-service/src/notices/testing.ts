// Test support for the notice calls: the demand test bed (a small city, properties with the test's
// own assessments) with demands raised, and helpers to follow a job and read what it wrote.
import { financialYearOfInstant, propertyStream, shiftFinancialYear } from '@ptax/contracts';
import { TEST_DAY } from '../../test/platformHarness';
import { DemandBed, rupees, type Assessed } from '../demands/testing';
import type { ModuleContext } from '../moduleContract';
import { runJob } from './run';
import { claimJob } from './lease';

/** The bed's clock runs from TEST_DAY (DemandBed), so its financial year is the one notices are for. */
export const CURRENT_YEAR = financialYearOfInstant(TEST_DAY);
export const LAST_YEAR = shiftFinancialYear(CURRENT_YEAR, -1);

export const SMALL: Assessed = { housePaise: rupees(1_500), waterPaise: rupees(1_250), sewerPaise: 0 };
/** Enough for a recovery notice: more than Rs 1,00,000 owed over two years. */
export const LARGE: Assessed = { housePaise: rupees(60_000), waterPaise: rupees(20_000), sewerPaise: 0 };

export class NoticeBed {
  private constructor(readonly demand: DemandBed) {}

  static async start(): Promise<NoticeBed> {
    return new NoticeBed(await DemandBed.start());
  }

  stop = () => this.demand.stop();
  get ctx(): ModuleContext {
    return this.demand.harness.platform.ctx;
  }
  get pool() {
    return this.demand.harness.platform.pool;
  }

  /** A property of the mohalla assessed for last year and this year with these figures. */
  async owing(mohalla: 'm1' | 'm2' | 'm3', figures: Assessed = SMALL): Promise<string> {
    const id = await this.demand.property(mohalla);
    await this.demand.assess(id, LAST_YEAR, figures);
    await this.demand.assess(id, CURRENT_YEAR, figures);
    return id;
  }

  /** Raises last year's and this year's demands of every assessed property. */
  async raiseDemands(): Promise<void> {
    await this.demand.harness.platform.caughtUp();
    for (const financialYear of [LAST_YEAR, CURRENT_YEAR]) {
      const response = await this.demand.post('taxDemands/bulkDemandBill', { financialYear });
      if (response.status !== 200) throw new Error(`bulkDemandBill: ${JSON.stringify(response.body)}`);
    }
    await this.demand.harness.platform.caughtUp();
  }

  async events(propertyUniqueId: string, type = 'NoticeIssued') {
    return (await this.demand.store.readStream(propertyStream(propertyUniqueId))).filter(
      (e) => e.type === type,
    );
  }

  /** Claims the next job and runs it with pages of `pageSize` properties. */
  async runNext(pageSize?: number, ctx: ModuleContext = this.ctx) {
    const job = await claimJob(this.pool, 'test-worker', new Date(ctx.now()).toISOString());
    if (!job) throw new Error('no job to claim');
    return runJob(ctx, job, 'test-worker', { pageSize });
  }
}
