import type { ApportionmentLine, ReceiptStatus } from '@ptax/contracts';
import { callApi, notFoundAs } from '../../shared/api';
import type { Lang } from '../../i18n/messages';

// The public receipt calls (ledger-service/src/receipts/routes.ts). Neither answer carries a mobile
// number or an email: only what the paper receipt shows.

export type { ReceiptStatus };

export interface Receipt {
  receiptNumber: string;
  txnId: string;
  propertyUniqueId: string;
  ownerName: string | null;
  amountPaise: number;
  mode: string;
  paidAt: string;
  status: ReceiptStatus;
  lines: ApportionmentLine[];
  rebatePaise: number;
  pdfUrl: string;
  verifyUrl: string;
}

export type Verification =
  | {
      genuine: true;
      receiptNumber: string;
      amountPaise: number;
      paidAt: string;
      propertyUniqueId: string;
      status: ReceiptStatus;
    }
  | { genuine: false };

/** The receipt of a receipt number or a transaction id; null when there is none. */
export const lookupReceipt = (number: string): Promise<Receipt | null> =>
  notFoundAs(callApi<Receipt>(`receipts/lookup?number=${encodeURIComponent(number)}`), null);

/** What a receipt's QR code vouches for; a token we never signed is not genuine (the server's 404). */
export const verifyReceipt = (token: string): Promise<Verification> =>
  notFoundAs(callApi<Verification>(`receipts/verify/${encodeURIComponent(token)}`), {
    genuine: false as const,
  });

/** The printable receipt in the reader's language, from this site (pdfUrl names the server's own address). */
/** `onProperty`: the receipt on a property the payment was shifted to, which says where it came from. */
export const receiptPdfUrl = (receiptNumber: string, lang: Lang, onProperty?: string) =>
  `/api/receipts/${encodeURIComponent(receiptNumber)}/pdf?lang=${lang}${
    onProperty ? `&property=${encodeURIComponent(onProperty)}` : ''
  }`;
