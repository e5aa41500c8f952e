import { Link } from 'react-router-dom';
import { ROUTES } from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';
import { rupees } from '../../shared/money';
import { receiptPdfUrl, receiptQuery } from '../receipt/api';
import { modeName } from '../receipt/format';
import { RECEIPT_TEXTS } from '../receipt/texts';
import type { LedgerPayment } from './api';
import { instantText } from './format';
import type { LedgerTexts } from './texts';

interface Props {
  payments: LedgerPayment[];
  /** The ledger's property: a payment shifted here has its receipt on this property. */
  propertyUniqueId: string;
  t: LedgerTexts;
  lang: Lang;
}

/**
 * Whether the payment still counts here, in the receipt page's words when it does not; a cheque or DD
 * says where it stands with the bank (counted subject to realisation, cleared, bounced), as its receipt does.
 */
function standing(payment: LedgerPayment, t: LedgerTexts, lang: Lang): { text: string; void: boolean } {
  const names = RECEIPT_TEXTS[lang].statusNames;
  if (payment.standing) return { text: names[payment.standing], void: payment.standing === 'bounced' };
  if (payment.status === 'shiftedOut')
    return { text: `${names.shifted}: ${t.shiftedTo(payment.shiftedTo ?? '')}`, void: true };
  if (payment.status !== 'received') return { text: names[payment.status], void: true };
  return { text: payment.shiftedFrom ? t.shiftedFrom(payment.shiftedFrom) : t.counted, void: false };
}

function Receipt({
  number,
  onProperty,
  t,
  lang,
}: {
  number: string | null;
  onProperty: string;
  t: LedgerTexts;
  lang: Lang;
}) {
  if (!number) return <>{t.receiptPending}</>;
  const search = receiptQuery(number, onProperty);
  return (
    <>
      <Link to={{ pathname: ROUTES.paymentReceipt.path, search }}>{number}</Link>
      <a className="ledger-payment__pdf" href={receiptPdfUrl(number, lang, onProperty)} download>
        {t.downloadReceipt}
        <span className="visually-hidden"> {number} (PDF)</span>
      </a>
    </>
  );
}

function Payment({
  payment,
  propertyUniqueId,
  t,
  lang,
}: { payment: LedgerPayment } & Omit<Props, 'payments'>) {
  const { text, void: isVoid } = standing(payment, t, lang);
  const facts: [string, string, string][] = [
    [t.paidOn, instantText(payment.paidAt, lang), 'paid-on'],
    [t.mode, payment.mode ? modeName(payment.mode, RECEIPT_TEXTS[lang]) : '-', 'mode'],
  ];
  if (payment.rebatePaise > 0) facts.push([t.rebateGiven, rupees(payment.rebatePaise), 'rebate']);
  return (
    <li
      className={`ledger-payment${isVoid ? ' ledger-payment--void' : ''}`}
      data-testid={`payment-${payment.txnId}`}
    >
      <p className="ledger-payment__head">
        <span data-testid="amount" className={isVoid ? 'ledger-struck' : undefined}>
          {rupees(payment.amountPaise)}
        </span>
        <span data-testid="standing" className="ledger-payment__standing">
          {isVoid ? <span aria-hidden="true">! </span> : null}
          {text}
        </span>
      </p>
      <dl className="ledger-facts">
        {facts.map(([label, value, testId]) => (
          <div key={testId}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{t.receipt}</dt>
          <dd className="ledger-payment__receipt">
            <Receipt number={payment.receiptNumber} onProperty={propertyUniqueId} t={t} lang={lang} />
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** Every payment of the ledger, newest first, with its receipt; one that no longer counts is marked so. */
export function Payments({ payments, propertyUniqueId, t, lang }: Props) {
  if (payments.length === 0) return <p className="ledger-card">{t.noPayments}</p>;
  const newest = [...payments].sort((a, b) => (a.paidAt < b.paidAt ? 1 : -1));
  return (
    <ul className="ledger-payments">
      {newest.map((payment) => (
        <Payment
          key={payment.txnId}
          payment={payment}
          propertyUniqueId={propertyUniqueId}
          t={t}
          lang={lang}
        />
      ))}
    </ul>
  );
}
