import { indiaDate, type ApportionmentLine } from '@ptax/contracts';
import type { ReceiptTexts } from './texts';

/** '2026-06-15T20:00:00Z' → '16-06-2026': the day in India, whatever the phone's time zone. */
export function indianDay(instant: string): string {
  const [year, month, day] = indiaDate(instant).split('-');
  return `${day}-${month}-${year}`;
}

/** 'Arrears - House tax' and its year, as the printed receipt labels a line. */
export function lineLabel(line: ApportionmentLine, t: ReceiptTexts): { label: string; year?: string } {
  if (line.kind === 'advance') return { label: t.kinds.advance };
  return { label: `${t.kinds[line.kind]} - ${t.heads[line.head]}`, year: line.financialYear };
}

/** The payment mode in the reader's language; a mode we have no word for as the server named it. */
export const modeName = (mode: string, t: ReceiptTexts) => t.modes[mode] ?? mode;
