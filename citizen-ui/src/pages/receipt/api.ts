import type { ApportionmentLine, ReceiptStatus } from '@ptax/contracts';
import { callApi, notFoundAs } from '../../shared/api';
import type { Lang } from '../../i18n/messages';

// The public receipt calls (ledger-service/src/receipts/routes.ts). Neither answer carries a mobile
// number or an email: only what the paper receipt shows. A receipt is found and printed with its
// number and the property id it stands on (something the payer holds besides a sequential number).

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

/** What a receipt is asked by, as the page's address and the lookup carry it: `number=...&property=...`. */
export const receiptQuery = (number: string, property: string) =>
  new URLSearchParams({ number, property }).toString();

/**
 * The receipt of a receipt number or a transaction id on a property (a `receiptQuery`); null when
 * there is none there (the server answers a wrong property as a number it never issued).
 */
export const lookupReceipt = (query: string): Promise<Receipt | null> =>
  notFoundAs(callApi<Receipt>(`receipts/lookup?${query}`), null);

/** What a receipt's QR code vouches for; a token we never signed is not genuine (the server's 404). */
export const verifyReceipt = (token: string): Promise<Verification> =>
  notFoundAs(callApi<Verification>(`receipts/verify/${encodeURIComponent(token)}`), {
    genuine: false as const,
  });

/**
 * The printable receipt in the reader's language, from this site (pdfUrl names the server's own
 * address). `onProperty`: the property it stands on (a payment shifted there says where it came from).
 */
export const receiptPdfUrl = (receiptNumber: string, lang: Lang, onProperty: string) =>
  `/api/receipts/${encodeURIComponent(receiptNumber)}/pdf?lang=${lang}&property=${encodeURIComponent(onProperty)}`;
