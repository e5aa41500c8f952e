// Test support for the mutation calls: the payments test bed (properties, demands on their ledgers,
// counter payments, the clock at 15 September 2026) with the default mutation fee table, and the
// mutation calls as staff make them.
import { mutationStream, propertyStream, type RecordedEvent } from '@ptax/contracts';
import { PDF } from '../objection/testing';
import { PaymentsTestBed } from '../payments/testing';
import { ADMIN } from '../properties/testing';
import { seedDefaultFeeTable } from './feeTable';

export { ADMIN, PDF };
export const DEED: [Buffer, string] = [PDF, 'sale-deed.pdf'];

/** A sale of Rs 12 lakh on 20 August 2026: 1% is Rs 12,000, capped at Rs 10,000. */
export const requestFields = (propertyUniqueId: string, overrides: Record<string, string> = {}) => ({
  propertyUniqueId,
  reason: 'sale',
  ownerName: 'Sita Devi',
  husbandName: 'Mohan Lal',
  mobileNumber: '9876501234',
  houseNumber: '12/4',
  deedNumber: 'LKO/REG/2026/4411',
  deedDate: '2026-08-20',
  documentValue: '1100000',
  marketValue: '1200000',
  ...overrides,
});

export class MutationTestBed {
  private constructor(readonly payments: PaymentsTestBed) {}

  static async start(): Promise<MutationTestBed> {
    const payments = await PaymentsTestBed.start();
    const { ctx } = payments.bed.harness.platform;
    await seedDefaultFeeTable(ctx.store, ctx.now);
    await payments.bed.harness.platform.caughtUp();
    return new MutationTestBed(payments);
  }

  stop = () => this.payments.stop();
  get ctx() {
    return this.payments.ctx;
  }
  get bed() {
    return this.payments.bed;
  }
  /** The event store's last position: unchanged after a refused call. */
  head = async () => (await this.ctx.store.headCheckpoint()).position;

  property = () => this.payments.property();
  propertyElsewhere = () => this.payments.propertyElsewhere();
  /** A new property owing this year's house tax (rupees). */
  propertyOwing = (rupees?: number) => this.payments.propertyOwing(rupees);

  /** POST mutations as `email`, with the fields and files as `documents`. */
  async request(
    fields: Record<string, string>,
    documents: [Buffer, string][] = [DEED],
    email: string | null = ADMIN,
  ) {
    let call = this.bed.http().post('/api/mutations');
    if (email) call = call.set('Authorization', await this.bed.as(email));
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    for (const [content, name] of documents) call = call.attach('documents', content, name);
    return call;
  }

  /** A mutation requested on the property; answers its row. */
  async requested(propertyUniqueId: string, overrides: Record<string, string> = {}) {
    const response = await this.request(requestFields(propertyUniqueId, overrides));
    if (response.status !== 201)
      throw new Error(`request: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data as { mutationId: string; fee: { amountPaise: number }; [key: string]: unknown };
  }

  approve = (mutationId: string, remarks = 'Registry and documents verified', email = ADMIN) =>
    this.json('patch', `/api/mutations/approve/${mutationId}`, { userId: email, remarks }, email);
  reject = (mutationId: string, remarks = 'The deed is not registered', email = ADMIN) =>
    this.json('patch', `/api/mutations/reject/${mutationId}`, { remarks }, email);

  json = (method: 'get' | 'post' | 'patch', path: string, body?: object, email: string | null = ADMIN) =>
    this.bed.json(method, path, body, email);
  cash = (propertyUniqueId: string, rupees: number) => this.payments.cash(propertyUniqueId, rupees);
  owed = (propertyUniqueId: string) => this.payments.owed(propertyUniqueId);

  propertyEvents = (id: string): Promise<RecordedEvent[]> => this.ctx.store.readStream(propertyStream(id));
  mutationEvents = (id: string): Promise<RecordedEvent[]> => this.ctx.store.readStream(mutationStream(id));

  /** How many times the owner was changed by this mutation on the property's stream. */
  async ownerChanges(propertyUniqueId: string, mutationId: string): Promise<number> {
    return (await this.propertyEvents(propertyUniqueId)).filter(
      (event) =>
        event.type === 'OwnerDetailsUpdated' &&
        (event.data as { mutationId?: string }).mutationId === mutationId,
    ).length;
  }

  /** A PDF a GET answers, as bytes. */
  pdf(path: string, email = ADMIN) {
    return this.bed.file(path, email);
  }
}
