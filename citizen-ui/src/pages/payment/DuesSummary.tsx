import { fullAddress } from '@ptax/contracts';
import { rupees } from '../../shared/money';
import type { Payable } from './api';
import type { PayTexts } from './payTexts';

/** The property and what it owes today, with the online rebate shown before anything is paid. */
export function DuesSummary({ payable, t }: { payable: Payable; t: PayTexts }) {
  const address = fullAddress(payable.houseNumber, payable.propertyAddress);
  const rows: [string, string, string?][] = [
    [t.arrears, rupees(payable.arrearsPaise)],
    [t.interest, rupees(payable.interestPaise)],
    [t.current, rupees(payable.currentPaise)],
  ];
  if (payable.advancePaise > 0) rows.push([t.advance, `− ${rupees(payable.advancePaise)}`]);
  if (payable.rebate)
    rows.push([t.rebate(payable.rebate.percentage), `− ${rupees(payable.rebate.amountPaise)}`, 'rebate']);
  return (
    <>
      <dl className="pay-card pay-property">
        <div>
          <dt>{t.propertyId}</dt>
          <dd>{payable.propertyUniqueId}</dd>
        </div>
        <div>
          <dt>{t.owner}</dt>
          <dd>{payable.ownerName}</dd>
        </div>
        {address ? (
          <div>
            <dt>{t.address}</dt>
            <dd>{address}</dd>
          </div>
        ) : null}
      </dl>
      <section className="pay-card" aria-labelledby="pay-dues-heading">
        <h2 id="pay-dues-heading">{t.duesHeading}</h2>
        <dl className="pay-dues">
          {rows.map(([label, amount, testId]) => (
            <div key={label} data-testid={testId}>
              <dt>{label}</dt>
              <dd>{amount}</dd>
            </div>
          ))}
          <div className="pay-dues__total">
            <dt>{t.netPayable}</dt>
            <dd data-testid="net-payable">{rupees(payable.netPayablePaise)}</dd>
          </div>
        </dl>
        {payable.rebate ? <p className="pay-note">{t.rebateNote}</p> : null}
      </section>
    </>
  );
}
