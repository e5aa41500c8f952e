import type { Response } from 'express';

// Every PDF the service answers is named here: a Hindi paper gets its own file name ('..._hi.pdf'),
// so an English and a Hindi download of the same receipt never overwrite each other.

/** 'receipt-RCT-2026-27-000001' -> 'receipt-RCT-2026-27-000001.pdf', or '..._hi.pdf' in Hindi. */
export const pdfFileName = (stem: string, language: 'en' | 'hi'): string =>
  `${stem.replace(/[^\w-]/g, '_')}${language === 'hi' ? '_hi' : ''}.pdf`;

/** Answers `pdf` to open in the browser, under its language's file name. */
export function sendPdf(res: Response, stem: string, language: 'en' | 'hi', pdf: Buffer): void {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `inline; filename="${pdfFileName(stem, language)}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.send(pdf);
}
