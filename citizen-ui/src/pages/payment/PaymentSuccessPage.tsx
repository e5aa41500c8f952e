import { Link, useParams } from 'react-router-dom';
import { ROUTES } from '@ptax/contracts';
import { useI18n } from '../../i18n/I18nProvider';
import type { Lang } from '../../i18n/messages';
import { Spinner } from '../../layout/Spinner';
import { usePageTitle } from '../../layout/usePageTitle';
import { useLoad } from '../../shared/useLoad';
import { receiptPdfUrl, receiptQuery } from '../receipt/api';
import { lookUpPayment, type PaymentStatus } from './api';
import { LookupProblem } from './LookupProblem';
import { PaymentFacts } from './PaymentFacts';
import { RESULT_TEXTS, resultHeading, type ResultTexts } from './resultTexts';
import './payment.css';

function Outcome({
  payment,
  t,
  lang,
  reload,
}: {
  payment: PaymentStatus;
  t: ResultTexts;
  lang: Lang;
  reload: () => void;
}) {
  const checkAgain = (
    <button type="button" className="button" onClick={reload}>
      {t.checkAgain}
    </button>
  );
  if (payment.status === 'initiated')
    return (
      <div className="pay-card">
        <p>{t.awaitingBank}</p>
        {checkAgain}
      </div>
    );
  if (payment.status !== 'success')
    return (
      <div className="pay-card">
        <p>{t.notSuccessful}</p>
        <Link className="button" to={`/payment/failure/${encodeURIComponent(payment.txnId)}`}>
          {t.reason}
        </Link>
      </div>
    );
  return (
    <div className="pay-card">
      <p className="pay-thanks">{t.thanks}</p>
      {payment.receiptNumber ? (
        <a
          className="button"
          href={receiptPdfUrl(payment.receiptNumber, lang, payment.propertyUniqueId)}
          download
        >
          {t.downloadReceipt}
        </a>
      ) : (
        <>
          <p>{t.receiptPending}</p>
          {checkAgain}
        </>
      )}
      <p className="pay-more">
        <Link
          to={{
            pathname: ROUTES.paymentReceipt.path,
            search: payment.receiptNumber
              ? receiptQuery(payment.receiptNumber, payment.propertyUniqueId)
              : '',
          }}
        >
          {t.viewReceipts}
        </Link>
      </p>
    </div>
  );
}

/** /payment/success/:txnId, where the gateway sends the payer after a verified payment. */
export default function PaymentSuccessPage() {
  const { txnId = '' } = useParams();
  const { m, lang } = useI18n();
  const t = RESULT_TEXTS[lang];
  const { state, reload } = useLoad(txnId, lookUpPayment);
  const heading = resultHeading(state, t, m);
  usePageTitle(heading);
  const payment = state.status === 'loaded' ? state.data : null;
  return (
    <section className="pay">
      <h1>{heading}</h1>
      {state.status === 'loading' ? <Spinner /> : null}
      <LookupProblem state={state} txnId={txnId} t={t} reload={reload} />
      {payment ? (
        <>
          <PaymentFacts payment={payment} t={t} lang={lang} />
          <Outcome payment={payment} t={t} lang={lang} reload={reload} />
        </>
      ) : null}
    </section>
  );
}
