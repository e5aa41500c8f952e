// The texts of issue 12's navigation work (providers/i18n: en.ts and hi.ts spread them in as `nav`):
// the way back to the back office, the staff ledger, and the Hindi of menu labels given as English.

export const navEn = {
  demand: {
    confirmTitle: 'Raise the demand of %{year} for %{count} properties?',
    confirmPlace: '%{place}: %{properties} active properties.',
    confirmNew: '%{count} get their %{year} bill for the first time.',
    confirmHave: '%{count} have it already: billed again only if their assessment changed.',
    confirmNotAssessed: '%{count} are not assessed for the year and are skipped.',
    wholeCity: 'The whole city',
    chosenPlace: 'The chosen zone, ward or mohalla',
    confirmButton: 'Raise demand',
    done: 'Demand %{year}: %{raised} bills raised, %{skipped} skipped',
    yearNotOffered: 'The demand of %{year} cannot be raised here',
  },
};

export const navHi: typeof navEn = {
  demand: {
    confirmTitle: '%{count} संपत्तियों की %{year} की माँग बनाएँ?',
    confirmPlace: '%{place}: %{properties} सक्रिय संपत्तियाँ।',
    confirmNew: '%{count} को %{year} का बिल पहली बार मिलेगा।',
    confirmHave: '%{count} के पास यह पहले से है: उनका बिल तभी दोबारा बनेगा जब उनका मूल्यांकन बदला हो।',
    confirmNotAssessed: '%{count} का इस वर्ष का मूल्यांकन नहीं हुआ है, वे छोड़ी जाएँगी।',
    wholeCity: 'पूरा शहर',
    chosenPlace: 'चुना गया ज़ोन, वार्ड या मोहल्ला',
    confirmButton: 'माँग बनाएँ',
    done: 'माँग %{year}: %{raised} बिल बने, %{skipped} छोड़े गए',
    yearNotOffered: '%{year} की माँग यहाँ नहीं बनाई जा सकती',
  },
};

/** Hindi of the English wording the menu and these screens translate with translateText. */
export const navHiByEnglish: Record<string, string> = {
  Property: 'संपत्ति',
};
