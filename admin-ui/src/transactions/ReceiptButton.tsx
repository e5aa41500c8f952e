import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { downloadExport } from '../properties/download';
import { useServices } from '../providers/services';
import { tk } from './texts';

/** Where a receipt's PDF is, in English or Hindi. */
export const receiptPath = (receiptNumber: string) => `/receipts/${encodeURIComponent(receiptNumber)}/pdf`;

/** Downloads a receipt's PDF (GET receipts/{receiptNumber}/pdf?lang=en|hi) with the bearer token. */
export function useReceiptDownload(
  receiptNumber: string,
  /** A payment shifted to this property: its receipt there, which says where it came from. */
  onProperty?: string,
) {
  const { session, toasts } = useServices();
  const [busy, setBusy] = useState(false);
  const download = async (lang: 'en' | 'hi') => {
    setBusy(true);
    try {
      await downloadExport({
        path: receiptPath(receiptNumber),
        query: onProperty ? { lang, property: onProperty } : { lang },
        token: session.token(),
        fallbackName: `receipt-${receiptNumber.replace(/[^\w-]+/g, '-')}-${lang}.pdf`,
      });
    } catch (error) {
      toasts.show({ severity: 'error', summary: 'Error', detail: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}

/** A Receipt button with a choice of English or Hindi. */
export function ReceiptButton({ receiptNumber, onProperty }: { receiptNumber: string; onProperty?: string }) {
  const translate = useTranslate();
  const { busy, download: downloadIn } = useReceiptDownload(receiptNumber, onProperty);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const download = (lang: 'en' | 'hi') => {
    setAnchor(null);
    void downloadIn(lang);
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<ReceiptLong />}
        disabled={busy}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate(tk('action.receipt'))}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => download('en')}>{translate(tk('action.receiptEnglish'))}</MenuItem>
        <MenuItem onClick={() => download('hi')}>{translate(tk('action.receiptHindi'))}</MenuItem>
      </Menu>
    </>
  );
}
