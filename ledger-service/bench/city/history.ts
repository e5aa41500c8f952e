// The money history of a pair of properties of the generated city, decided day by day with the real
// deciders (property register, ledger, payment) on the states folded so far: registration, each
// year's assessment and demand, payments in every mode with their payment streams (counter, cheque
// and DD clearing or bouncing, online success, NEFT approval, cancellations), debit and credit
// notes, arrears corrections and payments shifted to the other property of the pair (paid against
// the wrong property, as happens at counters).
import {
  financialYearOfDate,
  indiaDate,
  paymentStream,
  payableOn,
  propertyStream,
  type EventMetadata,
  type StreamAppend,
} from '@ptax/contracts';
import { evolveAccount, initialAccountState, type AccountState } from '../../src/ledger/account';
import type { LedgerCommand } from '../../src/ledger/commands';
import { decideLedger } from '../../src/ledger/decide';
import { raiseDemandCommand } from '../../src/demands/demandDecision';
import { decidePayment, type PaymentCommand } from '../../src/payments/decide';
import { evolvePayment, initialPaymentState, type PaymentState } from '../../src/payments/payment';
import { propertyDecider } from '../../src/properties/decide';
import { noteNumber } from '../../src/notes/issueNote';
import { formatReceiptNumber, receiptSeriesName } from '../../src/receipts/series';
import { assessed } from '../../src/tax/recordAssessments';
import { uuidFrom } from '../../src/tax/fingerprint';
import type { Counters } from './counters';
import type { CityMasters } from './masters';
import { assessmentInput, type CityFiles, type CityProperty } from './properties';
import { streamRecorder, type StreamRecorder } from './recorder';
import { addDays, scheduleOf, type PaymentMode, type Scheduled } from './schedule';

export interface HistoryTally {
  payments: Record<string, number>;
  refused: number;
  notAssessed: number;
}

interface Ctx {
  masters: CityMasters;
  counters: Counters;
  metadata: EventMetadata;
  idSeed: string;
  today: string;
  random: () => number;
  tally: HistoryTally;
  appends: StreamAppend[];
}

type Account = StreamRecorder<AccountState> & { property: CityProperty };

const at = (day: string, hour = 11) => `${day}T${String(hour).padStart(2, '0')}:00:00+05:30`;
const hundreds = (paise: number) => Math.floor(paise / 10_000) * 10_000;
const rulesOf = (ctx: Ctx, day: string) => ctx.masters.rulesByYear[financialYearOfDate(day)];

function ledger(ctx: Ctx, account: Account, command: LedgerCommand, day: string) {
  const decided = account.decide(decideLedger, command, command.at ?? at(day));
  if (!decided) ctx.tally.refused++;
  return decided;
}

function assessAndDemand(ctx: Ctx, account: Account, financialYear: string, day: string) {
  const { ruleSet } = ctx.masters.rulesByYear[financialYear];
  const p = account.property;
  const input = assessmentInput(p, financialYear, ctx.masters.factors);
  const place = {
    propertyUniqueId: account.stream.slice('property-'.length),
    zoneId: p.details.zoneId,
    wardId: p.details.wardId,
    mohallaId: p.details.mohallaId,
    houseCategory: p.details.houseCategory,
    category: p.details.category,
    subCategory: p.details.subCategory,
  };
  const when = at(day, 10);
  const outcome = assessed({ ...place, input }, ruleSet, () => Date.parse(when));
  if ('message' in outcome) {
    ctx.tally.notAssessed++;
    return;
  }
  account.record([{ type: 'PropertyAssessed', version: 1, data: outcome }], when, 'CalculateMohallaTax');
  const command = raiseDemandCommand(place.propertyUniqueId, financialYear, outcome, at(day), ruleSet);
  ledger(ctx, account, command, day);
}

const txnIdOf = (ctx: Ctx, day: string) =>
  `TXN${day.replace(/-/g, '')}${uuidFrom(`${ctx.idSeed}|txn|${ctx.random()}`)
    .replace(/-/g, '')
    .slice(0, 10)
    .toUpperCase()}`;

const INSTRUMENTS: Partial<Record<PaymentMode, (txnId: string) => Record<string, string>>> = {
  cheque: (n) => ({ chequeNo: n.slice(-6), bankName: 'State Bank of India', issuerName: 'Self' }),
  dd: (n) => ({ ddNumber: n.slice(-6), bankName: 'Punjab National Bank' }),
  pos: (n) => ({ refId: `POS${n.slice(-8)}` }),
  neft: (n) => ({ refId: `UTR${n.slice(-12)}`, bankName: 'Bank of Baroda', ifscCode: 'BARB0LUCKNO' }),
};

/** A payment's own stream, decided with the payment decider. */
function paymentRecorder(ctx: Ctx, txnId: string) {
  return streamRecorder<PaymentState>(
    paymentStream(txnId),
    initialPaymentState,
    evolvePayment,
    ctx.metadata,
    ctx.idSeed,
  );
}

/** The receipt and PaymentReceived once the payment counts (payments/posting.ts). */
function post(ctx: Ctx, account: Account, payment: StreamRecorder<PaymentState>, day: string) {
  const state = payment.state;
  if (state.status === 'absent') return;
  const paidAt = state.paidAt ?? state.initiatedAt;
  const financialYear = financialYearOfDate(indiaDate(paidAt));
  const serial = ctx.counters.next(receiptSeriesName(financialYear), 'receipt', state.txnId, at(day));
  const receiptNumber = formatReceiptNumber(financialYear, serial);
  const issue: PaymentCommand = { type: 'IssueReceipt', receiptNumber, financialYear, at: at(day) };
  payment.decide(decidePayment, issue, at(day));
  const { rules, offers } = rulesOf(ctx, indiaDate(paidAt));
  ledger(
    ctx,
    account,
    {
      type: 'ReceivePayment',
      propertyUniqueId: state.propertyUniqueId,
      txnId: state.txnId,
      receiptNumber,
      mode: state.mode,
      amountPaise: state.amountPaise,
      ...(state.payerName ? { payerName: state.payerName } : {}),
      ...(state.instrument ? { instrument: state.instrument } : {}),
      paidAt,
      at: at(day),
      rules,
      offers,
      criteriaMet: state.mode === 'online' || state.mode === 'link' ? ['online'] : [],
    },
    day,
  );
}

export interface Queue {
  push(day: string, run: () => void): void;
}

function pay(
  ctx: Ctx,
  queue: Queue,
  pair: Account[],
  who: 0 | 1,
  day: string,
  mode: PaymentMode,
  part: number | null,
) {
  const account = pair[who];
  const online = mode === 'online' || mode === 'link';
  const { rules, offers } = rulesOf(ctx, day);
  const { payablePaise } = payableOn(account.state.ledger, {
    onDate: day,
    rules,
    offers,
    criteriaMet: online ? ['online'] : [],
  });
  const amountPaise = part === null ? payablePaise : Math.max(10_000, hundreds(payablePaise * part));
  if (payablePaise <= 0) return;
  const txnId = txnIdOf(ctx, day);
  const payment = paymentRecorder(ctx, txnId);
  const instrument = INSTRUMENTS[mode]?.(txnId);
  const hour = 10 + Math.floor(ctx.random() * 7);
  payment.decide(
    decidePayment,
    {
      type: 'InitiatePayment',
      txnId,
      propertyUniqueId: account.stream.slice('property-'.length),
      mode,
      ...(online ? { gateway: 'payu' } : {}),
      amountPaise,
      payerName: account.property.details.ownerName,
      ...(instrument ? { instrument } : {}),
      needsApproval: mode === 'cheque' || mode === 'dd' || mode === 'neft',
      at: at(day, hour),
    },
    at(day, hour),
  );
  ctx.appends.push(payment.append());
  ctx.tally.payments[mode] = (ctx.tally.payments[mode] ?? 0) + 1;
  const r = ctx.random();
  if (online) {
    const success = {
      type: 'RecordGatewaySuccess' as const,
      gatewayTxnId: `PAYU${txnId.slice(-10)}`,
      amountPaise,
      at: at(day, hour),
    };
    payment.decide(decidePayment, success, at(day, hour));
    post(ctx, account, payment, day);
  } else if (mode === 'neft') {
    // A reviewer approves the transfer against the bank statement a few days later; then it posts.
    queue.push(addDays(day, 1 + Math.floor(r * 4)), () => {
      const d = addDays(day, 1 + Math.floor(r * 4));
      if (d > ctx.today) return;
      payment.decide(
        decidePayment,
        { type: 'ApprovePayment', remarks: 'Seen in the bank statement', at: at(d) },
        at(d),
      );
      post(ctx, account, payment, d);
    });
    return;
  } else {
    post(ctx, account, payment, day);
    if (mode === 'cheque' || mode === 'dd') {
      // Cleared in a few days; one in twenty-five bounces and is taken off the ledger.
      const d = addDays(day, 2 + Math.floor(r * 5));
      queue.push(d, () => {
        if (d > ctx.today) return;
        if (r < 0.04) {
          payment.decide(
            decidePayment,
            { type: 'RejectPayment', remarks: 'Cheque returned unpaid', at: at(d) },
            at(d),
          );
          ledger(
            ctx,
            account,
            {
              type: 'ReversePayment',
              txnId,
              reason: 'rejected',
              remarks: 'Cheque returned unpaid',
              at: at(d),
            },
            d,
          );
        } else payment.decide(decidePayment, { type: 'ApprovePayment', at: at(d) }, at(d));
      });
    } else if (r < 0.01) {
      // A counter receipt cancelled the same day (wrong amount entered).
      payment.decide(
        decidePayment,
        { type: 'CancelPayment', remarks: 'Wrong amount entered', at: at(day, 17) },
        at(day, 17),
      );
      ledger(
        ctx,
        account,
        {
          type: 'ReversePayment',
          txnId,
          reason: 'cancelled',
          remarks: 'Wrong amount entered',
          at: at(day, 17),
        },
        day,
      );
      return;
    }
  }
  // One payment in seventy was made against the wrong property and is shifted to the other one.
  if (pair.length === 2 && ctx.random() < 1 / 70) {
    const d = addDays(day, 3 + Math.floor(ctx.random() * 40));
    queue.push(d, () => shift(ctx, pair, who, txnId, d));
  }
}

function shift(ctx: Ctx, pair: Account[], who: 0 | 1, txnId: string, day: string) {
  if (day > ctx.today) return;
  const from = pair[who];
  const to = pair[1 - who];
  const toId = to.stream.slice('property-'.length);
  const out = ledger(
    ctx,
    from,
    {
      type: 'ShiftPaymentOut',
      txnId,
      toPropertyUniqueId: toId,
      requestedBy: 'Tax superintendent',
      at: at(day),
    },
    day,
  );
  const record = from.state.ledger.payments[txnId];
  if (!out?.length || !record) return;
  ledger(
    ctx,
    to,
    {
      type: 'ShiftPaymentIn',
      propertyUniqueId: toId,
      txnId,
      fromPropertyUniqueId: from.stream.slice('property-'.length),
      amountPaise: record.amountPaise,
      requestedBy: 'Tax superintendent',
      ...(record.receiptNumber ? { receiptNumber: record.receiptNumber } : {}),
      ...(record.mode ? { mode: record.mode as PaymentMode } : {}),
      at: at(day),
      rules: rulesOf(ctx, day).rules,
    },
    day,
  );
}

function note(ctx: Ctx, account: Account, credit: boolean, financialYear: string, day: string) {
  const year = account.state.ledger.years[financialYear];
  if (!year) return;
  const share = credit ? 0.1 : 0.05 + 0.15 * ctx.random();
  const demand = year.demand ?? { house: 0, water: 0, sewer: 0 };
  const amounts = { house: hundreds(demand.house * share), water: hundreds(demand.water * share), sewer: 0 };
  const kind = credit ? ('credit' as const) : ('debit' as const);
  const noteId = uuidFrom(`${ctx.idSeed}|note|${account.stream}|${day}|${kind}`);
  const base = {
    type: 'IssueNote' as const,
    kind,
    propertyUniqueId: account.stream.slice('property-'.length),
    noteId,
    financialYear,
    amounts,
    reason: credit ? 'Area measured again: smaller' : 'Floor added without notice',
    at: at(day),
    rules: rulesOf(ctx, day).rules,
  };
  // As issueNote.ts: the decider is asked first, so a refusal takes no number.
  try {
    decideLedger(account.state, { ...base, debitCreditNo: 'pending' });
  } catch {
    ctx.tally.refused++;
    return;
  }
  const issuedIn = financialYearOfDate(day);
  const serial = ctx.counters.next(`${kind}Note-${issuedIn}`, `${kind} note`, noteId, at(day));
  ledger(ctx, account, { ...base, debitCreditNo: noteNumber(kind, issuedIn, serial) }, day);
}

function correct(ctx: Ctx, account: Account, financialYear: string, day: string) {
  const demand = account.state.ledger.years[financialYear]?.demand;
  if (!demand) return;
  const share = 0.85 + 0.1 * ctx.random();
  const revised = { house: hundreds(demand.house * share), water: demand.water, sewer: demand.sewer };
  const receiptNumber = `AC/${financialYear}/${account.property.index + 1}`;
  const propertyUniqueId = account.stream.slice('property-'.length);
  const rules = rulesOf(ctx, day).rules;
  ledger(
    ctx,
    account,
    {
      type: 'CorrectArrears',
      propertyUniqueId,
      financialYear,
      revised,
      receiptNumber,
      remarks: 'Survey of the ward',
      at: at(day),
      rules,
    },
    day,
  );
}

/** Registers the pair, plays its schedule day by day, and adds its streams to ctx.appends. */
export function pairHistory(ctx: Ctx, properties: CityProperty[], images: CityFiles['images']) {
  const registeredOn = `${ctx.masters.years[0].slice(0, 4)}-04-01`;
  const pair: Account[] = properties.map((property) => {
    const id = ctx.counters.propertyId(property.mohalla, at(registeredOn, 9));
    const recorder = streamRecorder<AccountState>(
      propertyStream(id),
      initialAccountState,
      evolveAccount,
      ctx.metadata,
      ctx.idSeed,
    );
    const account = Object.assign(recorder, { property });
    const register = {
      type: 'RegisterProperty' as const,
      propertyUniqueId: id,
      details: property.details,
      floors: property.floors,
      images: images as never,
      at: at(registeredOn, 9),
    };
    account.decide(
      (s: AccountState, c: typeof register) => propertyDecider.decide(s.property, c),
      register,
      at(registeredOn, 9),
    );
    return account;
  });
  const pending: { day: string; seq: number; run: () => void }[] = [];
  let seq = 0;
  const queue: Queue = { push: (day, run) => pending.push({ day, seq: seq++, run }) };
  const scheduled: Scheduled[] = pair.flatMap((_, who) =>
    scheduleOf(ctx.random, who as 0 | 1, ctx.masters, ctx.today),
  );
  for (const s of scheduled) queue.push(s.day, () => play(ctx, queue, pair, s));
  while (pending.length > 0) {
    let next = 0;
    for (let i = 1; i < pending.length; i++)
      if (
        pending[i].day < pending[next].day ||
        (pending[i].day === pending[next].day && pending[i].seq < pending[next].seq)
      )
        next = i;
    const [action] = pending.splice(next, 1);
    action.run();
  }
  for (const account of pair) ctx.appends.push(account.append());
}

function play(ctx: Ctx, queue: Queue, pair: Account[], s: Scheduled) {
  const account = pair[s.who];
  const step = s.step;
  if (step.kind === 'demand') assessAndDemand(ctx, account, step.financialYear, s.day);
  else if (step.kind === 'pay') pay(ctx, queue, pair, s.who, s.day, step.mode, step.part);
  else if (step.kind === 'note') note(ctx, account, step.credit, step.financialYear, s.day);
  else correct(ctx, account, step.financialYear, s.day);
}

export type HistoryContext = Ctx;
