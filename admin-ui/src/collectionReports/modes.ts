import { MODE_NAMES, type ReportLanguage, type TransactionMode } from '@ptax/contracts';

/** The payment modes to filter by, named in the screen's language. */
export const modeChoices = (language: ReportLanguage) =>
  (Object.keys(MODE_NAMES) as TransactionMode[]).map((mode) => ({
    id: mode,
    name: MODE_NAMES[mode][language],
  }));
