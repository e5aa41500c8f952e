// The texts of issue 12's navigation work (providers/i18n: en.ts and hi.ts spread them in as `nav`):
// the way back to the back office, the staff ledger, and the Hindi of menu labels given as English.

export const navEn = {};

export const navHi: typeof navEn = {};

/** Hindi of the English wording the menu and these screens translate with translateText. */
export const navHiByEnglish: Record<string, string> = {
  Property: 'संपत्ति',
};
