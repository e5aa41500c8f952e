import type { Language } from './types';

// The corporation's name as each paper prints it. The city master keeps one name ('Nagar Nigam
// Lucknow'); a Hindi paper prints the corporation in Hindi ('नगर निगम लखनऊ'), never the English title.

/** The municipal corporations (Nagar Nigam) of Uttar Pradesh, their cities in Hindi. */
const CITIES_IN_HINDI: Record<string, string> = {
  agra: 'आगरा',
  aligarh: 'अलीगढ़',
  ayodhya: 'अयोध्या',
  bareilly: 'बरेली',
  firozabad: 'फ़िरोज़ाबाद',
  ghaziabad: 'गाज़ियाबाद',
  gorakhpur: 'गोरखपुर',
  jhansi: 'झाँसी',
  kanpur: 'कानपुर',
  lucknow: 'लखनऊ',
  'mathura-vrindavan': 'मथुरा-वृंदावन',
  meerut: 'मेरठ',
  moradabad: 'मुरादाबाद',
  prayagraj: 'प्रयागराज',
  saharanpur: 'सहारनपुर',
  shahjahanpur: 'शाहजहाँपुर',
  varanasi: 'वाराणसी',
};

const NAGAR_NIGAM = /^\s*(?:nagar\s+nigam\s+(.+?)|(.+?)\s+nagar\s+nigam)\s*$/i;

/**
 * 'Nagar Nigam Lucknow' in both languages: { en: 'Nagar Nigam Lucknow', hi: 'नगर निगम लखनऊ' }. A
 * corporation not in the list keeps its name in both (there is no Hindi name to print).
 */
export function corporationNames(corporationName: string): Record<Language, string> {
  if (/^\s*nagar\s+nigam\s*$/i.test(corporationName)) return { en: corporationName, hi: 'नगर निगम' };
  const match = NAGAR_NIGAM.exec(corporationName);
  const city = (match?.[1] ?? match?.[2])?.trim().toLowerCase().replace(/\s+/g, '-');
  const hindi = city ? CITIES_IN_HINDI[city] : undefined;
  return { en: corporationName, hi: hindi ? `नगर निगम ${hindi}` : corporationName };
}
