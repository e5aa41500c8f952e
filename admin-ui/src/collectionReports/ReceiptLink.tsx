import { Link } from '@mui/material';
import { useState } from 'react';
import { downloadExport } from '../properties/download';
import { useServices } from '../providers/services';
import { useReportLanguage } from '../reports';
import { receiptPath } from '../transactions/ReceiptButton';

/** A receipt number that downloads the receipt's PDF (in the screen's language), as the lists do. */
export function ReceiptLink({ receiptNumber }: { receiptNumber: string }) {
  const { session, toasts } = useServices();
  const { language } = useReportLanguage();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadExport({
        path: receiptPath(receiptNumber),
        query: { lang: language },
        token: session.token(),
        fallbackName: `receipt-${receiptNumber.replace(/[^\w-]+/g, '-')}-${language}.pdf`,
      });
    } catch (error) {
      toasts.show({ severity: 'error', summary: 'Error', detail: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Link
      component="button"
      type="button"
      disabled={busy}
      onClick={download}
      sx={{ verticalAlign: 'baseline' }}
    >
      {receiptNumber}
    </Link>
  );
}
