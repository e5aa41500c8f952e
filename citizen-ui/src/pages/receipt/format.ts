import type { ApportionmentLine } from '@ptax/contracts';
import type { ReceiptTexts } from './texts';

// The self-assessment pages show days the same way: one helper in shared/.
export { indianDay } from '../../shared/dates';

/** 'Arrears - House tax' and its year, as the printed receipt labels a line. */
export function lineLabel(line: ApportionmentLine, t: ReceiptTexts): { label: string; year?: string } {
  if (line.kind === 'advance') return { label: t.kinds.advance };
  if (line.kind === 'fee') return { label: `${t.fees[line.feeHead]} (${line.feeId})` };
  return { label: `${t.kinds[line.kind]} - ${t.heads[line.head]}`, year: line.financialYear };
}

/** The payment mode in the reader's language; a mode we have no word for as the server named it. */
export const modeName = (mode: string, t: ReceiptTexts) => t.modes[mode] ?? mode;
