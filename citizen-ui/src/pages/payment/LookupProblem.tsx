import { Link } from 'react-router-dom';
import { ROUTES } from '@ptax/contracts';
import { LoadFailure } from '../../shared/LoadFailure';
import type { Loaded } from '../../shared/useLoad';
import type { Lookup, ResultTexts } from './resultTexts';

/** A result page whose payment is unknown (404) or could not be looked up: said, never a result. */
export function LookupProblem({
  state,
  txnId,
  t,
  reload,
}: {
  state: Loaded<Lookup>;
  txnId: string;
  t: ResultTexts;
  reload: () => void;
}) {
  if (state.status === 'failed')
    return <LoadFailure className="pay-card" message={state.message} reload={reload} label={t.checkAgain} />;
  if (state.status !== 'loaded' || state.data) return null;
  return (
    <div className="pay-card" role="alert">
      <p>{t.notFound(txnId)}</p>
      <p className="pay-more">
        <Link className="button" to={ROUTES.paymentReceipt.path}>
          {t.viewReceipts}
        </Link>{' '}
        <Link to={ROUTES.home.path}>{t.home}</Link>
      </p>
    </div>
  );
}
