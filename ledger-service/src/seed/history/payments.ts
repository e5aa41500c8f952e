// The payments of a seeded history (the generated city, the demo city), decided with the real
// deciders on the states folded so far, as the API records them: `payment-<txnId>` initiated by the
// counter clerk or the citizen, then what follows in its mode (history/later.ts), its receipt and its
// money on the property's ledger (history/posting.ts). How much is paid is decided on the day, on the
// ledger as it stands then.
import { payableOn, sumHeads, type Dues } from '@ptax/contracts';
import { decidePayment } from '../../payments/decide';
import { by, type Account, type PayContext } from './context';
import { addDays, workingDay, type Queue } from './days';
import { approveLater, cancelSameDay, clearLater, gatewaySuccess } from './later';
import { bankIndex, INSTRUMENTS, isOnline, paidMoment, txnIdOf, type PaymentMode } from './modes';
import { paymentRecorder, post } from './posting';
import { shift } from './shift';

/** Everything due that day, a share of it, or the earlier years only. */
export type PayAmount = { kind: 'all' } | { kind: 'part'; share: number } | { kind: 'earlierYears' };

export interface Payment {
  day: string;
  mode: PaymentMode;
  amount: PayAmount;
}

const hundreds = (paise: number) => Math.floor(paise / 10_000) * 10_000;

/**
 * The earlier years are cleared by every year's interest (apportioned first) and the principal of
 * each year owing but the latest; nothing when only one year is owed.
 */
function earlierYears(dues: Dues): number {
  const owing = dues.years.filter((year) => sumHeads(year.principal) > 0);
  if (owing.length < 2) return 0;
  return dues.interestPaise + owing.slice(0, -1).reduce((sum, year) => sum + sumHeads(year.principal), 0);
}

function amountOf(amount: PayAmount, payablePaise: number, dues: Dues): number {
  if (amount.kind === 'all') return payablePaise;
  const wanted =
    amount.kind === 'part' ? Math.max(10_000, hundreds(payablePaise * amount.share)) : earlierYears(dues);
  return Math.min(payablePaise, wanted);
}

function initiatedBy(ctx: PayContext, p: Payment) {
  const paymentType = p.amount.kind === 'all' ? 'full' : 'partial';
  if (isOnline(p.mode)) return by(ctx, 'citizen', 'InitiatePayment');
  if (p.mode === 'neft')
    return by(ctx, 'counter', 'RecordNeftPayment', { paymentType, transferType: 'NEFT' });
  return by(ctx, 'counter', 'TakeCounterPayment', { paymentType });
}

/** Pays on `pair[who]`'s ledger (nothing when nothing is due); the other of the pair may get it shifted. */
export function pay(ctx: PayContext, queue: Queue, pair: Account[], who: number, p: Payment) {
  const account = pair[who];
  const property = account.state.property;
  if (property.status !== 'active') return;
  const online = isOnline(p.mode);
  const { rules, offers } = ctx.rulesOf(p.day);
  const criteriaMet = online ? ['online'] : [];
  const { payablePaise, dues } = payableOn(account.state.ledger, {
    onDate: p.day,
    rules,
    offers,
    criteriaMet,
  });
  const amountPaise = amountOf(p.amount, payablePaise, dues);
  if (amountPaise <= 0) return;
  const txnId = txnIdOf(p.mode, p.day, `${ctx.idSeed}|txn|${ctx.random()}`);
  const when = paidMoment(p.mode, p.day, ctx.random);
  const { ownerName, mobileNumber } = property.details;
  const instrument = INSTRUMENTS[p.mode]?.(txnId, bankIndex(ctx.random));
  const proof = p.mode === 'neft' && ctx.neftProofFileId;
  const payment = paymentRecorder(ctx, txnId);
  const initiate = {
    type: 'InitiatePayment' as const,
    txnId,
    propertyUniqueId: property.propertyUniqueId,
    mode: p.mode,
    ...(online ? { gateway: 'payu' } : {}),
    amountPaise,
    payerName: ownerName,
    ...((online || p.mode === 'neft') && mobileNumber ? { payerMobile: mobileNumber } : {}),
    ...(instrument ? { instrument } : {}),
    ...(proof ? { proofFileId: proof, debitAccountNo: `3${txnId.slice(-11)}` } : {}),
    needsApproval: p.mode === 'cheque' || p.mode === 'dd' || p.mode === 'neft',
    at: when,
  };
  payment.decide(decidePayment, initiate, when, initiatedBy(ctx, p));
  ctx.appends.push(payment.append());
  ctx.tally.payments[p.mode] = (ctx.tally.payments[p.mode] ?? 0) + 1;
  if (online) gatewaySuccess(ctx, account, payment, when);
  // A reviewer approves the transfer against the bank statement a few days later; then it posts.
  else if (p.mode === 'neft') return approveLater(ctx, queue, account, payment, p.day);
  else {
    post(ctx, account, payment, when, by(ctx, 'counter', 'PostPayment'));
    if (p.mode === 'cheque' || p.mode === 'dd') clearLater(ctx, queue, account, payment, p.day);
    else if (ctx.random() < ctx.odds.cancelled) return cancelSameDay(ctx, account, payment, when);
  }
  // Paid against the wrong property (as happens at counters): shifted to the other one later.
  if (pair.length === 2 && ctx.random() < ctx.odds.shifted) {
    const day = workingDay(addDays(p.day, 3 + Math.floor(ctx.random() * 40)));
    queue.push(day, () => shift(ctx, pair, who, txnId, day));
  }
}
