// Why a property changes hands (DOMAIN.md "Mutation (title transfer)"): the reason decides the fee's
// rate and cap (the fee table), and each has a name in English and Hindi for screens and certificates.

export const MUTATION_REASONS = [
  'sale',
  'gift',
  'auction',
  'court_decree',
  'succession',
  'will',
  'family_settlement',
  'partition',
  'name_correction',
] as const;
export type MutationReason = (typeof MUTATION_REASONS)[number];

export const MUTATION_REASON_NAMES: Record<MutationReason, { en: string; hi: string }> = {
  sale: { en: 'Sale', hi: 'विक्रय' },
  gift: { en: 'Gift', hi: 'दान (उपहार)' },
  auction: { en: 'Auction', hi: 'नीलामी' },
  court_decree: { en: 'Court decree', hi: 'न्यायालय की डिक्री' },
  succession: { en: 'Succession (death of the owner)', hi: 'उत्तराधिकार (स्वामी की मृत्यु)' },
  will: { en: 'Registered will', hi: 'पंजीकृत वसीयत' },
  family_settlement: { en: 'Family settlement', hi: 'पारिवारिक समझौता' },
  partition: { en: 'Partition', hi: 'बँटवारा' },
  name_correction: { en: 'Correction of name', hi: 'नाम में संशोधन' },
};

export const isMutationReason = (value: unknown): value is MutationReason =>
  typeof value === 'string' && (MUTATION_REASONS as readonly string[]).includes(value);
