import { receiptCounts } from '@ptax/contracts';
import { Link } from 'react-router-dom';
import { Spinner } from '../../layout/Spinner';
import { rupees } from '../../shared/money';
import { useLoad } from '../../shared/useLoad';
import { receiptQuery, verifyReceipt, type Verification as Answer } from './api';
import { indianDay } from './format';
import { StatusBanner } from './StatusBanner';
import type { ReceiptTexts } from './texts';
import { LoadFailure } from '../../shared/LoadFailure';

type Genuine = Extract<Answer, { genuine: true }>;

function Verdict({ answer, t, city }: { answer: Answer; t: ReceiptTexts; city: string }) {
  if (!answer.genuine)
    return (
      <div className="receipt-verdict receipt-verdict--forged">
        <h2 className="receipt-verdict__title">
          <span className="receipt-verdict__mark" aria-hidden="true">
            ✗
          </span>
          {t.notVerified}
        </h2>
        <p>{t.notVerifiedNote}</p>
      </div>
    );
  const tone = receiptCounts(answer.status) ? 'genuine' : 'void';
  return (
    <div className={`receipt-verdict receipt-verdict--${tone}`}>
      <h2 className="receipt-verdict__title">
        <span className="receipt-verdict__mark" aria-hidden="true">
          ✓
        </span>
        {t.genuine}
      </h2>
      <p>{t.genuineNote(city)}</p>
      <StatusBanner status={answer.status} t={t} />
    </div>
  );
}

function Facts({ receipt, t }: { receipt: Genuine; t: ReceiptTexts }) {
  const facts: [string, string, string][] = [
    [t.receiptNumber, receipt.receiptNumber, 'receipt-number'],
    [t.amount, rupees(receipt.amountPaise), 'amount'],
    [t.paidOn, indianDay(receipt.paidAt), 'paid-on'],
    [t.propertyId, receipt.propertyUniqueId, 'property-id'],
    [t.status, t.statusNames[receipt.status], 'status'],
  ];
  return (
    <>
      <dl className="facts">
        {facts.map(([label, value, testId]) => (
          <div key={testId}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
      <Link
        className="receipt-more"
        to={{ search: receiptQuery(receipt.receiptNumber, receipt.propertyUniqueId) }}
      >
        {t.showReceipt}
      </Link>
    </>
  );
}

/**
 * What the QR code of a printed receipt opens (?verify=<token>): whether we signed that receipt, and
 * its standing now, so a genuine but cancelled receipt is not taken for a payment.
 */
export function Verification({ token, t, city }: { token: string; t: ReceiptTexts; city: string }) {
  const { state, reload } = useLoad(token, verifyReceipt);
  return (
    <section className="receipt-card receipt-verify" data-testid="verification">
      {state.status === 'loading' ? <Spinner /> : null}
      <div role="status">
        {state.status === 'loaded' ? <Verdict answer={state.data} t={t} city={city} /> : null}
      </div>
      {state.status === 'loaded' && state.data.genuine ? <Facts receipt={state.data} t={t} /> : null}
      {state.status === 'failed' ? (
        <LoadFailure message={state.message} reload={reload} label={t.tryAgain} />
      ) : null}
    </section>
  );
}
