import type { ReceiptStatus } from './api';
import type { ReceiptTexts } from './texts';

/** Green for a receipt that counts; red, saying why it no longer counts, for any other. */
export function StatusBanner({ status, t }: { status: ReceiptStatus; t: ReceiptTexts }) {
  const tone = status === 'valid' ? 'good' : 'bad';
  return (
    <p className={`status-banner status-banner--${tone}`} data-testid="receipt-status">
      <span className="receipt-banner__mark" aria-hidden="true">
        {status === 'valid' ? '✓' : '!'}
      </span>
      {t.statusNotes[status]}
    </p>
  );
}
