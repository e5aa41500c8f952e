import { receiptCounts } from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';
import { rupees } from '../../shared/money';
import { receiptPdfUrl, type Receipt } from './api';
import { indianDay, lineLabel, modeName } from './format';
import type { ReceiptTexts } from './texts';

/** The receipt as printed: who, what, when, how, where the money went; the PDF in the page's language. */
export function ReceiptCard({ receipt, t, lang }: { receipt: Receipt; t: ReceiptTexts; lang: Lang }) {
  const facts: [string, string, string][] = [
    [t.receiptNumber, receipt.receiptNumber, 'receipt-number'],
    [t.txnId, receipt.txnId, 'txn-id'],
    [t.propertyId, receipt.propertyUniqueId, 'property-id'],
    ...(receipt.ownerName ? [[t.owner, receipt.ownerName, 'owner'] as [string, string, string]] : []),
    [t.amount, rupees(receipt.amountPaise), 'amount'],
    [t.mode, modeName(receipt.mode, t), 'mode'],
    [t.paidOn, indianDay(receipt.paidAt), 'paid-on'],
    [t.rebate, rupees(receipt.rebatePaise), 'rebate'],
    [t.status, t.statusNames[receipt.status], 'status'],
  ];
  const tone = receiptCounts(receipt.status) ? 'valid' : 'void';
  return (
    <article className={`receipt-card receipt-card--${tone}`} aria-labelledby="receipt-heading">
      <h2 id="receipt-heading">{t.receiptHeading}</h2>
      <dl className="facts">
        {facts.map(([label, value, testId]) => (
          <div key={testId}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
      {receipt.lines.length ? (
        <section aria-labelledby="receipt-lines-heading">
          <h3 id="receipt-lines-heading">{t.linesHeading}</h3>
          <dl className="facts receipt-lines" data-testid="lines">
            {receipt.lines.map((line, index) => {
              const { label, year } = lineLabel(line, t);
              return (
                <div key={index}>
                  <dt>
                    {label}
                    {year ? <span className="receipt-lines__year"> {year}</span> : null}
                  </dt>
                  <dd>{rupees(line.amountPaise)}</dd>
                </div>
              );
            })}
          </dl>
        </section>
      ) : null}
      <a
        className="button receipt-download"
        href={receiptPdfUrl(receipt.receiptNumber, lang, receipt.propertyUniqueId)}
        download
      >
        {t.download}
      </a>
    </article>
  );
}
