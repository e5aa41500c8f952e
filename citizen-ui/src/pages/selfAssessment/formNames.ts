import type { SelfAssessmentForm } from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';

/** DOMAIN.md: Form A is the residential self-assessment, Form C the non-residential one. */
export const FORM_NAMES: Record<Lang, Record<SelfAssessmentForm, string>> = {
  en: { A: 'Form A (residential)', C: 'Form C (non-residential)' },
  hi: { A: 'फ़ॉर्म A (आवासीय)', C: 'फ़ॉर्म C (अनावासीय)' },
};
