// What happens to a seeded payment after it is made, as the API and its workers record it: the
// gateway's verified answer, a NEFT approved by a reviewer, a cheque or DD cleared or bounced, a
// counter receipt cancelled the same day (shifts: history/shift.ts). Whatever would fall after the
// history's last day has not happened yet (the cheque waits for clearing, the NEFT for review).
import { decidePayment } from '../../payments/decide';
import { by, onLedger, type Account, type PayContext } from './context';
import { addDays, minutesAfter, workingDay, type Queue } from './days';
import { officeMoment } from './modes';
import { post, type PaymentRecorder } from './posting';

/** The gateway's signed success a minute or two after the citizen paid; the payment posts at once. */
export function gatewaySuccess(ctx: PayContext, account: Account, payment: PaymentRecorder, paidAt: string) {
  if (payment.state.status === 'absent') return;
  const at = minutesAfter(paidAt, 1 + Math.floor(ctx.random() * 3));
  const gatewayTxnId = `PAYU${payment.state.txnId.slice(-10)}`;
  const success = {
    type: 'RecordGatewaySuccess' as const,
    gatewayTxnId,
    amountPaise: payment.state.amountPaise,
    at,
  };
  const gateway = by(ctx, 'gateway', 'RecordGatewaySuccess', { source: 'callback' });
  payment.decide(decidePayment, success, at, gateway);
  post(ctx, account, payment, at, gateway && { ...gateway, command: 'PostPayment' });
}

export function approveLater(
  ctx: PayContext,
  queue: Queue,
  account: Account,
  payment: PaymentRecorder,
  day: string,
) {
  const d = workingDay(addDays(day, 1 + Math.floor(ctx.random() * 4)));
  queue.push(d, () => {
    if (d > ctx.today) return;
    const at = officeMoment(d, ctx.random);
    const approve = { type: 'ApprovePayment' as const, remarks: 'Seen in the bank statement', at };
    payment.decide(
      decidePayment,
      approve,
      at,
      by(ctx, 'reviewer', 'ApprovePayment', { remarks: approve.remarks }),
    );
    post(ctx, account, payment, at, by(ctx, 'reviewer', 'PostPayment'));
  });
}

/** Cleared in a few days; a few bounce and are taken off the ledger. */
export function clearLater(
  ctx: PayContext,
  queue: Queue,
  account: Account,
  payment: PaymentRecorder,
  day: string,
) {
  const d = workingDay(addDays(day, 2 + Math.floor(ctx.random() * 5)));
  const bounced = ctx.random() < ctx.odds.bounced;
  queue.push(d, () => {
    if (d > ctx.today || payment.state.status === 'absent') return;
    const at = officeMoment(d, ctx.random);
    if (!bounced) {
      payment.decide(
        decidePayment,
        { type: 'ApprovePayment', at },
        at,
        by(ctx, 'reviewer', 'ApprovePayment'),
      );
      return;
    }
    const remarks = 'Cheque returned unpaid';
    payment.decide(
      decidePayment,
      { type: 'RejectPayment', remarks, at },
      at,
      by(ctx, 'reviewer', 'RejectPayment', { remarks }),
    );
    const reverse = {
      type: 'ReversePayment' as const,
      txnId: payment.state.txnId,
      reason: 'rejected' as const,
      remarks,
      at,
    };
    onLedger(ctx, account, reverse, by(ctx, 'reviewer', 'ReversePayment', { remarks }));
  });
}

/** A counter receipt cancelled within the hour (a wrong amount entered). */
export function cancelSameDay(ctx: PayContext, account: Account, payment: PaymentRecorder, paidAt: string) {
  if (payment.state.status === 'absent') return;
  const at = minutesAfter(paidAt, 20 + Math.floor(ctx.random() * 40));
  const remarks = 'Wrong amount entered';
  const who = by(ctx, 'reviewer', 'CancelPayment', { remarks });
  payment.decide(decidePayment, { type: 'CancelPayment', remarks, at }, at, who);
  const reverse = {
    type: 'ReversePayment' as const,
    txnId: payment.state.txnId,
    reason: 'cancelled' as const,
    remarks,
    at,
  };
  onLedger(ctx, account, reverse, who && { ...who, command: 'ReversePayment' });
}
