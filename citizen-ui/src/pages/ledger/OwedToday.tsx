import { Link } from 'react-router-dom';
import { ROUTES, routePath } from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';
import { rupees } from '../../shared/money';
import { useLoad } from '../../shared/useLoad';
import { billPdfUrl, currentYearIssued, fetchTax, taxKey, type Bill } from './api';
import { dayText } from './format';
import type { LedgerTexts } from './texts';

interface Props {
  bill: Bill;
  t: LedgerTexts;
  lang: Lang;
}

/** This year's bill is not issued yet: said, with what it will be by the tax engine's working. */
function NotIssued({ bill, t }: { bill: Bill; t: LedgerTexts }) {
  const { state } = useLoad(taxKey(bill.propertyUniqueId, bill.currentYear), fetchTax);
  return (
    <div className="ledger-note ledger-note--warn" data-testid="not-issued">
      <p>{t.notIssuedNote(bill.currentYear)}</p>
      {state.status === 'loaded' ? (
        <p data-testid="estimate">{t.estimate(bill.currentYear, rupees(state.data.totalTaxPaise))}</p>
      ) : null}
    </div>
  );
}

/** Today's bill as the server works it out: each part, the online rebate, the net payable and how to pay it. */
export function OwedToday({ bill, t, lang }: Props) {
  const { totals } = bill;
  const issued = currentYearIssued(bill);
  const rows: [string, string, string][] = [
    [t.current, issued ? rupees(totals.currentPaise) : t.notIssued, 'owed-current'],
    [t.arrears, rupees(totals.arrearsPaise), 'owed-arrears'],
    [t.interest, rupees(totals.interestPaise), 'owed-interest'],
  ];
  if ((totals.feesPaise ?? 0) > 0) rows.push([t.fees, rupees(totals.feesPaise ?? 0), 'owed-fees']);
  if (totals.advancePaise > 0) rows.push([t.advance, `− ${rupees(totals.advancePaise)}`, 'owed-advance']);
  rows.push([t.totalDue, rupees(totals.totalPaise), 'owed-total']);
  // No rebate is offered on a bill not issued (the rebate is on this year's tax).
  const rebate = issued ? bill.rebate.online : null;
  if (rebate && totals.rebateOnlinePaise > 0)
    rows.push([t.rebateOnline(rebate.percentage), `− ${rupees(totals.rebateOnlinePaise)}`, 'owed-rebate']);
  const payable = totals.netPayableOnlinePaise > 0;
  return (
    <>
      <dl className="ledger-dues">
        {rows.map(([label, amount, testId]) => (
          <div key={testId}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{amount}</dd>
          </div>
        ))}
        <div className="ledger-dues__net">
          <dt>{t.netPayable}</dt>
          <dd data-testid="owed-net">{rupees(totals.netPayableOnlinePaise)}</dd>
        </div>
      </dl>
      {issued ? null : <NotIssued bill={bill} t={t} />}
      {rebate && totals.rebateOnlinePaise > 0 && bill.offer ? (
        <p className="ledger-note">{t.rebateUntil(dayText(bill.offer.until, lang))}</p>
      ) : null}
      {totals.netPayablePaise !== totals.netPayableOnlinePaise ? (
        <p className="ledger-note">{t.counterPayable(rupees(totals.netPayablePaise))}</p>
      ) : null}
      {payable ? (
        <Link
          className="button ledger-wide-button ledger-pay"
          to={routePath(ROUTES.payOnlineTax, { propertyUniqueId: bill.propertyUniqueId })}
        >
          {t.payNow}
        </Link>
      ) : (
        <p className="ledger-settled">{t.nothingPayable}</p>
      )}
      <a className="ledger-link" href={billPdfUrl(bill.propertyUniqueId, lang)} download>
        {t.downloadBill}
      </a>
    </>
  );
}
