import { receiptCounts } from '@ptax/contracts';
import type { ReceiptStatus } from './api';
import type { ReceiptTexts } from './texts';

/**
 * Green for a receipt that counts (a cheque or DD saying whether it is still subject to realisation);
 * red, saying why it no longer counts, for any other.
 */
export function StatusBanner({ status, t }: { status: ReceiptStatus; t: ReceiptTexts }) {
  const counts = receiptCounts(status);
  const tone = counts ? 'good' : 'bad';
  return (
    <p className={`status-banner status-banner--${tone}`} data-testid="receipt-status">
      <span className="receipt-banner__mark" aria-hidden="true">
        {counts ? '✓' : '!'}
      </span>
      {t.statusNotes[status]}
    </p>
  );
}
