// Test support for the self-assessment HTTP tests: the register's test city, the default tax rule
// sets and category master (the engine needs them), a frozen clock, and citizens' submissions.
import { createCategoryCommands } from '../categories/commands';
import { seedDefaultCategories } from '../categories/seed';
import { PropertyTestBed } from '../properties/testing';
import { seedDefaultRuleSets } from '../tax/seed';

/** 15 September 2026, 11:00 in India: financial year 2026-27. */
export const SUBMISSION_DAY = Date.parse('2026-09-15T11:00:00+05:30');

export const IMAGES: Record<string, [Buffer, string]> = {
  ...PropertyTestBed.IMAGES,
  landRegistryDocument: [Buffer.from('%PDF-1.4\n%demo registry\n'), 'registry.pdf'],
};

export class SelfAssessmentTestBed {
  private constructor(readonly bed: PropertyTestBed) {}

  static async start(): Promise<SelfAssessmentTestBed> {
    const bed = await PropertyTestBed.start();
    bed.harness.freezeClockAt(SUBMISSION_DAY);
    const { store, pool, now } = bed.harness.platform.ctx;
    await seedDefaultRuleSets(store, now);
    await seedDefaultCategories(store, createCategoryCommands(store, pool, now));
    await bed.harness.platform.caughtUp();
    return new SelfAssessmentTestBed(bed);
  }

  stop = () => this.bed.stop();
  get ctx() {
    return this.bed.harness.platform.ctx;
  }
  get city() {
    return this.bed.city;
  }

  /** POST selfAssessment as an anonymous citizen (the register's valid add form unless overridden). */
  submit(overrides: Record<string, string | undefined> = {}, files = IMAGES) {
    return this.bed.multipart('post', '/api/selfAssessment', this.bed.form(overrides), files, null);
  }

  /** A submitted self-assessment's number. */
  async submitted(overrides: Record<string, string | undefined> = {}): Promise<string> {
    const response = await this.submit(overrides);
    if (response.status !== 201)
      throw new Error(`submit: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data.selfAssessmentId as string;
  }

  status(selfAssessmentId: string, mobileNumber: string) {
    const query = new URLSearchParams({ selfAssessmentId, mobileNumber });
    return this.bed.http().get(`/api/selfAssessment?${query}`);
  }

  /** Where the store is now: a refused call must leave it there. */
  async head(): Promise<number> {
    return (await this.ctx.store.headCheckpoint()).position;
  }
}
