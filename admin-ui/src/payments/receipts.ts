import { downloadExport } from '../properties/download';

export type DocumentLanguage = 'en' | 'hi';

/** A receipt number such as 'R/2025-26/000123' as part of a file name. */
const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '-');

/** GET receipts/{receiptNumber}/pdf?lang, with the bearer token, saved as a file. */
export const downloadReceipt = (receiptNumber: string, lang: DocumentLanguage, token: string | null) =>
  downloadExport({
    path: `/receipts/${encodeURIComponent(receiptNumber)}/pdf`,
    query: { lang },
    token,
    fallbackName: `receipt-${fileSafe(receiptNumber)}-${lang}.pdf`,
  });

/** GET taxDemands/billPdf?propertyId&lang: the property's bill as a PDF. */
export const downloadBill = (propertyUniqueId: string, lang: DocumentLanguage, token: string | null) =>
  downloadExport({
    path: '/taxDemands/billPdf',
    query: { propertyId: propertyUniqueId, lang },
    token,
    fallbackName: `bill-${fileSafe(propertyUniqueId)}-${lang}.pdf`,
  });
