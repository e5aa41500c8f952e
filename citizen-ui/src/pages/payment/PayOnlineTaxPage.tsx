import { useParams, useSearchParams } from 'react-router-dom';
import { useI18n } from '../../i18n/I18nProvider';
import { Spinner } from '../../layout/Spinner';
import { usePageTitle } from '../../layout/usePageTitle';
import { useLoad, type Loaded } from '../../shared/useLoad';
import { fetchLink, fetchPayable } from './api';
import { DuesSummary } from './DuesSummary';
import { PayForm } from './PayForm';
import { PAY_TEXTS } from './payTexts';
import './payment.css';
import { LoadFailure } from '../../shared/LoadFailure';

function Failed({ state, reload, label }: { state: Loaded<unknown>; reload: () => void; label: string }) {
  if (state.status !== 'failed') return null;
  return <LoadFailure message={state.message} reload={reload} label={label} />;
}

/**
 * /pay-online-tax/:propertyUniqueId: what the property owes today, the rebate an online payment of
 * the whole amount earns, the amount (full or part) and the payer, then off to the gateway. With
 * `?link=<token>` (a payment link sent by message) it pays that link's transaction instead.
 */
export default function PayOnlineTaxPage() {
  const { propertyUniqueId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('link');
  const { m, lang } = useI18n();
  const t = PAY_TEXTS[lang];
  usePageTitle(m.pages.payOnlineTax);
  const payable = useLoad(propertyUniqueId, fetchPayable);
  const link = useLoad(token, fetchLink);
  const linkState = token ? link.state : null;
  const waiting = payable.state.status === 'loading' || linkState?.status === 'loading';
  // A link that can no longer be paid (used, expired) leaves the ordinary form below its message.
  const openLink =
    token && linkState?.status === 'loaded' && linkState.data.payable
      ? { token, amountPaise: linkState.data.amountPaise }
      : null;

  return (
    <section className="pay">
      <h1>{m.pages.payOnlineTax}</h1>
      {waiting ? <Spinner /> : null}
      <Failed state={payable.state} reload={payable.reload} label={t.tryAgain} />
      {linkState?.status === 'failed' ? <p className="pay-alert">{linkState.message}</p> : null}
      {linkState?.status === 'loaded' && !linkState.data.payable && linkState.data.message ? (
        <p className="pay-alert">{linkState.data.message}</p>
      ) : null}
      {payable.state.status === 'loaded' && !waiting ? (
        <>
          <DuesSummary payable={payable.state.data} t={t} />
          {!openLink && payable.state.data.netPayablePaise <= 0 ? (
            <p className="pay-card">{t.nothingToPay}</p>
          ) : (
            <PayForm
              propertyUniqueId={payable.state.data.propertyUniqueId}
              netPayablePaise={payable.state.data.netPayablePaise}
              link={openLink}
              t={t}
            />
          )}
        </>
      ) : null}
    </section>
  );
}
