import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useI18n } from '../../i18n/I18nProvider';
import { Spinner } from '../../layout/Spinner';
import { usePageTitle } from '../../layout/usePageTitle';
import { useLoad } from '../../shared/useLoad';
import { lookUpPayment, type PaymentStatus } from './api';
import { LookupProblem } from './LookupProblem';
import { PaymentFacts } from './PaymentFacts';
import { RESULT_TEXTS, resultHeading, type ResultTexts } from './resultTexts';
import './payment.css';

/** Why, in the payer's language where we know the words; the gateway's own words otherwise. */
function reasonText(payment: PaymentStatus | null, code: string | null, t: ResultTexts): string | null {
  if (code === 'unverified') return t.unverified;
  if (payment?.reason === 'expired') return t.expired;
  return payment?.reason ?? null;
}

/** Not settled yet: the bank may still confirm it, so the page does not call it failed. */
const stillOpen = (payment: PaymentStatus) => payment.status === 'initiated' || payment.status === 'pending';

/** /payment/failure/:txnId, where the gateway sends the payer when the payment did not go through. */
export default function PaymentFailurePage() {
  const { txnId = '' } = useParams();
  const [search] = useSearchParams();
  const { m, lang } = useI18n();
  const t = RESULT_TEXTS[lang];
  const { state, reload } = useLoad(txnId, lookUpPayment);
  const heading = resultHeading(state, t, m);
  usePageTitle(heading);
  const payment = state.status === 'loaded' ? state.data : null;
  const reason = reasonText(payment, search.get('reason'), t);

  return (
    <section className="pay">
      <h1>{heading}</h1>
      {state.status === 'loading' ? <Spinner /> : null}
      <LookupProblem state={state} txnId={txnId} t={t} reload={reload} />
      {!payment ? null : payment.status === 'success' ? (
        <div className="pay-card">
          <p>{t.succeededAfterAll}</p>
          <Link className="button" to={`/payment/success/${encodeURIComponent(payment.txnId)}`}>
            {t.receiptNumber}
          </Link>
        </div>
      ) : (
        <div className="pay-card">
          <p className="pay-failed">{stillOpen(payment) ? t.awaitingBank : t.failed}</p>
          {reason ? (
            <p data-testid="reason">
              {t.reason}: {reason}
            </p>
          ) : null}
          <p className="pay-note">{t.moneyNote}</p>
          <Link className="button" to={`/pay-online-tax/${encodeURIComponent(payment.propertyUniqueId)}`}>
            {t.tryAgain}
          </Link>
        </div>
      )}
      {payment ? <PaymentFacts payment={payment} t={t} lang={lang} /> : null}
    </section>
  );
}
