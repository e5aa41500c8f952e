// Test support for the payment calls: properties made through the register, demands raised on their
// ledgers with the ledger's own decider, payments taken through HTTP, and what a ledger says now.
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_TAX_RULES,
  duesOn,
  heads,
  indiaDate,
  paymentStream,
  propertyStream,
  type RecordedEvent,
} from '@ptax/contracts';
import { handleCommand } from '../eventsourcing/commandHandler';
import { ledgerDecider } from '../ledger/decide';
import { ADMIN, PropertyTestBed } from '../properties/testing';
import { ledgerOf } from './ledgers';

/** 15 September 2026, 11:00 in India: financial year 2026-27, the 5% rebate period (until 31 December). */
export const PAYMENT_DAY = Date.parse('2026-09-15T11:00:00+05:30');

/** The NEFT form's text fields as a multipart body sends them. */
export const neftFields = (propertyUniqueId: string, amount = '1500'): Record<string, string> => ({
  propertyUniqueId,
  payerName: 'Sunita Devi',
  payerMobile: '9876501234',
  refId: 'N123456789',
  debitAccountNo: '00112233445566',
  ifscCode: 'HDFC0000123',
  transactionType: 'NEFT',
  paymentType: 'Property Tax',
  amount,
});

export class PaymentsTestBed {
  private constructor(readonly bed: PropertyTestBed) {}

  static async start(): Promise<PaymentsTestBed> {
    const bed = await PropertyTestBed.start();
    bed.harness.freezeClockAt(PAYMENT_DAY);
    return new PaymentsTestBed(bed);
  }

  stop = () => this.bed.stop();
  get ctx() {
    return this.bed.harness.platform.ctx;
  }
  get city() {
    return this.bed.city;
  }

  /** A new property in ward 1 (or where `place` says), answered by its id. */
  async property(place: Record<string, string> = {}): Promise<string> {
    const response = await this.bed.add(
      this.bed.form({ houseNumber: `P-${randomUUID().slice(0, 8)}`, ...place }),
    );
    if (response.status !== 201)
      throw new Error(`property: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data.propertyUniqueId as string;
  }

  /** A property in zone 2, ward 3. */
  propertyElsewhere = () =>
    this.property({ zoneId: this.city.zone2, wardId: this.city.ward3, mohallaId: this.city.mohalla3 });

  /** A new property owing this year's house tax (rupees). */
  async propertyOwing(rupees = 10_000): Promise<string> {
    const id = await this.property();
    await this.raiseDemand(id, '2026-27', rupees);
    return id;
  }

  /** The year's demand per head, in rupees. */
  async raiseDemand(propertyUniqueId: string, financialYear: string, house: number, water = 0, sewer = 0) {
    const { position } = await handleCommand(
      this.ctx.store,
      propertyStream(propertyUniqueId),
      ledgerDecider,
      {
        type: 'RaiseDemand',
        propertyUniqueId,
        demandId: randomUUID(),
        financialYear,
        arvPaise: 0,
        ruleSetId: 'default',
        amounts: heads(house * 100, water * 100, sewer * 100),
        concessions: [],
        at: new Date(PAYMENT_DAY).toISOString(),
        rules: DEFAULT_TAX_RULES,
      },
      { userId: 'test', command: 'RaiseDemand' },
    );
    await this.ctx.readYourWrites(position);
  }

  /** Everything the property owes today (arrears, interest, current, less advance), in paise. */
  async owed(propertyUniqueId: string): Promise<number> {
    const ledger = await ledgerOf(this.ctx.store, propertyUniqueId);
    return duesOn(ledger, indiaDate(PAYMENT_DAY), DEFAULT_TAX_RULES).totalPaise;
  }

  async advance(propertyUniqueId: string): Promise<number> {
    return (await ledgerOf(this.ctx.store, propertyUniqueId)).advancePaise;
  }

  /** Paise of the payments standing on the ledger. */
  async paidOn(propertyUniqueId: string): Promise<number> {
    const ledger = await ledgerOf(this.ctx.store, propertyUniqueId);
    return Object.values(ledger.payments)
      .filter((payment) => payment.status === 'received')
      .reduce((sum, payment) => sum + payment.amountPaise, 0);
  }

  events = (stream: string): Promise<RecordedEvent[]> => this.ctx.store.readStream(stream);
  paymentEvents = (txnId: string) => this.events(paymentStream(txnId));

  /** A counter payment as the form sends it (rupees), as `email`. */
  pay(propertyUniqueId: string, fields: Record<string, unknown>, email: string | null = ADMIN) {
    return this.bed.json(
      'post',
      '/api/transactions',
      { propertyUniqueId, type: 'Property Tax', ...fields },
      email,
    );
  }

  async cash(propertyUniqueId: string, rupees: number): Promise<Record<string, unknown>> {
    const response = await this.pay(propertyUniqueId, { transactionType: 'Cash', paidAmount: rupees });
    if (response.status !== 201) throw new Error(`cash: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  }

  json = (method: 'get' | 'post' | 'patch', path: string, body?: object, email: string | null = ADMIN) =>
    this.bed.json(method, path, body, email);
}
