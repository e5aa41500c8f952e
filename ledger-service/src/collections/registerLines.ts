// The receipt register's lines as people read them: the mode and the state in words (a cancelled or
// bounced receipt marked), the cheque, DD or reference number with its bank as one text.
import { modeName, receiptStateName, type PaymentInstrument, type ReportLanguage } from '@ptax/contracts';
import type { RegisterLine } from '@ptax/projections';

export function instrumentText(instrument: PaymentInstrument | null | undefined): string {
  if (!instrument) return '';
  const number = instrument.chequeNo ?? instrument.ddNumber ?? instrument.refId;
  return [number, instrument.bankName].filter(Boolean).join(' · ');
}

export const registerLineOf = (line: RegisterLine, language: ReportLanguage) => ({
  ...line,
  modeName: modeName(line.mode, language),
  stateName: receiptStateName(line.status, language),
  instrumentText: instrumentText(line.instrument),
});
