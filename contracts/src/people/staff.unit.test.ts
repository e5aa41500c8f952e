import { LOGIN_TYPES } from '../access/loginTypes';
import { gatewayName, loginTypeName } from './staff';

describe('login types and gateways in words', () => {
  it.each(Object.values(LOGIN_TYPES))('%s has a name in English and in Hindi, never its code', (code) => {
    expect(loginTypeName(code, 'en')).not.toBe(code);
    expect(loginTypeName(code, 'hi')).toMatch(/^[\u0900-\u097F\s]+$/);
  });

  it('names the gateways, and an unknown one reads as words', () => {
    expect([gatewayName('payu', 'en'), gatewayName('payu', 'hi')]).toEqual(['PayU', 'पेयू']);
    expect(gatewayName('snn', 'hi')).toBe('कार्ड प्रदाता');
    expect(gatewayName('new_bank', 'en')).toBe('New bank');
  });
});
