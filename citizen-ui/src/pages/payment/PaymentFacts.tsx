import { formatDateTime } from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';
import { rupees } from '../../shared/money';
import type { PaymentStatus } from './api';
import type { ResultTexts } from './resultTexts';

/** DD-MM-YYYY HH:mm in India time, the same in both languages (contracts' one date format). */
const paidOn = (iso: string, _lang: Lang) => formatDateTime(iso);

/** The payment as the success and failure pages show it: no payer details, only the money. */
export function PaymentFacts({ payment, t, lang }: { payment: PaymentStatus; t: ResultTexts; lang: Lang }) {
  const rows: [string, string, string][] = [
    [t.amount, rupees(payment.amountPaise), 'amount'],
    [t.propertyId, payment.propertyUniqueId, 'property'],
    [t.txnId, payment.txnId, 'txn'],
  ];
  if (payment.receiptNumber) rows.push([t.receiptNumber, payment.receiptNumber, 'receipt-number']);
  if (payment.paidAt && payment.status === 'success')
    rows.push([t.paidAt, paidOn(payment.paidAt, lang), 'paid-at']);
  return (
    <dl className="pay-card pay-facts">
      {rows.map(([label, value, testId]) => (
        <div key={testId}>
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
