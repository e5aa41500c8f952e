import { useLocaleState } from 'react-admin';
import type { ReportLanguage } from '@ptax/contracts';

// The few words every report shares, in both languages: the report tables carry their own headers
// in both languages (contracts/src/reports), so these stay next to them rather than in the catalog.
const WORDS = {
  en: {
    total: 'Total',
    empty: 'Nothing to show for these filters',
    xlsx: 'Download XLSX',
    pdf: 'Download PDF',
    show: 'Show',
    reset: 'Reset',
    loading: 'Loading…',
    failed: 'The report could not be loaded',
    filters: 'Report filters',
  },
  hi: {
    total: 'कुल',
    empty: 'इन फ़िल्टरों के लिए दिखाने को कुछ नहीं है',
    xlsx: 'एक्सेल (XLSX) डाउनलोड करें',
    pdf: 'पीडीएफ़ डाउनलोड करें',
    show: 'दिखाएँ',
    reset: 'रीसेट करें',
    loading: 'लोड हो रहा है…',
    failed: 'रिपोर्ट लोड नहीं हो सकी',
    filters: 'रिपोर्ट फ़िल्टर',
  },
} as const;

/** The screen's language for reports ('hi' when Hindi is chosen), and the shared words in it. */
export function useReportLanguage() {
  const [locale] = useLocaleState();
  const language: ReportLanguage = locale === 'hi' ? 'hi' : 'en';
  return { language, words: WORDS[language] };
}
