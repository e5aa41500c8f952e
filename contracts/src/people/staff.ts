import { nameIn, type Names, type PeopleLanguage } from './words';

// Who signs in and through what money arrives, in words: the officials' and operators' lists, the
// online transactions' gateway column.

export const LOGIN_TYPE_NAMES: Readonly<Record<string, Names>> = {
  nagar_nigam: { en: 'Nagar Nigam', hi: 'नगर निगम' },
  jalkal: { en: 'Jalkal', hi: 'जलकल' },
  operator: { en: 'Operator', hi: 'ऑपरेटर' },
};

/** The payment gateways by their codes: PayU, and the card provider of SPEC section 7 (snn-payments). */
export const GATEWAY_NAMES: Readonly<Record<string, Names>> = {
  payu: { en: 'PayU', hi: 'पेयू' },
  snn: { en: 'Card provider', hi: 'कार्ड प्रदाता' },
};

export const loginTypeName = (code: unknown, language: PeopleLanguage) =>
  nameIn(LOGIN_TYPE_NAMES, code, language);
export const gatewayName = (code: unknown, language: PeopleLanguage) => nameIn(GATEWAY_NAMES, code, language);
